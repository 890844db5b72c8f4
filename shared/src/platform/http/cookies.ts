// A request's cookie by name, for the few cookies read outside express-session (the known device, the last position).
import type { IncomingMessage } from 'node:http';

/** The value of cookie `name` sent with the request, undefined when absent or not decodable. */
export function cookieValue(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
