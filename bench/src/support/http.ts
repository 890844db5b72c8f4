// A minimal HTTP client for the load loops: node:http over keep-alive
// connections (lighter than fetch), with the session cookie and CSRF token of
// one signed-in user.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export const keepAliveAgent = (maxSockets = 64): http.Agent => new http.Agent({ keepAlive: true, maxSockets });

export function httpRequest(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** One browser-like session: its cookies (practicum_session, …), a CSRF token, keep-alive connections. */
export class ApiSession {
  /** name → "name=value", every cookie the app set (the session's and any other). */
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(
    readonly baseUrl: string,
    readonly agent: http.Agent = keepAliveAgent(),
  ) {}

  static async signIn(baseUrl: string, email: string, password: string, agent?: http.Agent): Promise<ApiSession> {
    const session = new ApiSession(baseUrl, agent);
    const token = await session.get('/auth/csrf-token');
    if (token.status !== 200) throw new Error(`GET /auth/csrf-token answered ${token.status}`);
    session.csrf = (JSON.parse(token.body) as { token: string }).token;
    const login = await session.post('/api/login', { email, password });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body}`);
    return session;
  }

  /** The Cookie header this session sends (e.g. for a socket.io handshake). */
  cookieHeader(): string {
    return [...this.cookies.values()].join('; ');
  }

  get(path: string, headers: Record<string, string> = {}): Promise<HttpResponse> {
    return this.send('GET', path, headers);
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> {
    return this.send('POST', path, { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': this.csrf, ...headers }, JSON.stringify(body));
  }

  /** A POST of a body already encoded (multipart uploads). */
  postRaw(path: string, body: string, contentType: string): Promise<HttpResponse> {
    return this.send('POST', path, { 'Content-Type': contentType, 'X-CSRF-TOKEN': this.csrf }, body);
  }

  private async send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<HttpResponse> {
    // as a browser asks (and the body is gunzipped as a browser would)
    const all: Record<string, string> = { 'Accept-Encoding': 'gzip', ...headers };
    if (this.cookies.size) all.Cookie = [...this.cookies.values()].join('; ');
    const response = await httpRequest(this.agent, this.baseUrl + path, { method, headers: all, ...(body === undefined ? {} : { body }) });
    for (const line of response.headers['set-cookie'] ?? []) {
      const pair = line.split(';', 1)[0]!;
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
    return response;
  }
}

/** `samples` GETs of `path` back to back: each one's milliseconds and the last body's size; anything but 200 throws. */
export async function timedGets(session: ApiSession, path: string, samples: number): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await session.get(path);
    ms.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    bytes = response.body.length;
  }
  return { ms, bytes };
}

/**
 * GETs of several paths in interleaved rounds (each round takes every path's share in turn), so load that
 * comes and goes during a run falls on all of them alike: per name, every sample's milliseconds.
 */
export async function timedGetsInRounds<Name extends string>(
  session: ApiSession,
  paths: Record<Name, { path: string; samplesPerRound: number }>,
  rounds = 2,
): Promise<Record<Name, number[]>> {
  const names = Object.keys(paths) as Name[];
  const ms = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) ms[name].push(...(await timedGets(session, paths[name].path, paths[name].samplesPerRound)).ms);
  }
  return ms;
}
