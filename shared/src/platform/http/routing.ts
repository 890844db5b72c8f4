// Which service answers a request: reads go to the query service, writes to the
// command service, except the few GETs the command side owns because they write
// or touch secrets. The gateway (infra/gateway/nginx.conf) and the all-in-one
// launcher both follow this list; a unit test keeps them in step.
export const COMMAND_SIDE_GET_PREFIXES = [
  '/api/auth/',
  '/api/signup/verification/',
  // the invitation's load checks the code from its mail, a secret the command side keeps
  '/api/signup/invite/',
  '/api/userlockout/',
  '/auth/redirect/',
  '/auth/csrf-token',
] as const;

export function isCommandRequest(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true;
  return COMMAND_SIDE_GET_PREFIXES.some((prefix) => path.startsWith(prefix));
}
