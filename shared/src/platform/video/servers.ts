// BigBlueButton servers (ADMIN-35): configuration, not events. BBB_URL/BBB_SECRET name one hybrid server;
// BBB_SERVERS a JSON list of { url, secret, type }. Types (002 §3): hybrid servers take sessions and keep their
// recordings, session servers take sessions only (their recordings are published elsewhere), recording servers
// (a recording store such as Scalelite's) only serve recordings. The admin's enable switch lives in the
// meetingServers-catalog stream; a disabled server takes no new session.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { bigBlueButtonProvider, type BigBlueButtonProvider } from './bigBlueButton.js';

export const bigBlueButtonServerTypes = ['hybrid', 'session', 'recording'] as const;
export type BigBlueButtonServerType = (typeof bigBlueButtonServerTypes)[number];

export interface BigBlueButtonServer {
  url: string;
  type: BigBlueButtonServerType;
  provider: BigBlueButtonProvider;
}

const serversSchema = z.array(
  z.object({ url: z.url(), secret: z.string().min(1), type: z.enum(bigBlueButtonServerTypes).default('hybrid') }).strict(),
);

export function bigBlueButtonServersFromEnv(env: NodeJS.ProcessEnv = process.env): BigBlueButtonServer[] {
  const listed: { url: string; secret: string; type: BigBlueButtonServerType }[] = [];
  if (env.BBB_URL && env.BBB_SECRET) listed.push({ url: env.BBB_URL, secret: env.BBB_SECRET, type: 'hybrid' });
  if (env.BBB_SERVERS?.trim()) {
    const parsed = serversSchema.safeParse(JSON.parse(env.BBB_SERVERS));
    if (!parsed.success)
      throw new Error(`BBB_SERVERS: a JSON array of { url, secret, type: hybrid | session | recording } (${parsed.error.message})`);
    listed.push(...parsed.data);
  }
  const seen = new Set<string>();
  return listed
    .filter((server) => !seen.has(server.url) && Boolean(seen.add(server.url)))
    .map((server) => ({ url: server.url, type: server.type, provider: bigBlueButtonProvider({ url: server.url, secret: server.secret }) }));
}

/** Servers that take sessions: hybrid and session ones. */
export const takesSessions = (server: { type: BigBlueButtonServerType }): boolean => server.type !== 'recording';
/** Servers that keep recordings: hybrid and recording ones. */
export const keepsRecordings = (server: { type: BigBlueButtonServerType }): boolean => server.type !== 'session';

/**
 * The server a new session goes to: among enabled servers taking sessions, the highest of hash(meeting, url)
 * (rendezvous hashing), so every request for one meeting picks the same server and meetings spread evenly.
 */
export function pickServer<S extends { url: string; type: BigBlueButtonServerType }>(
  servers: S[],
  disabled: ReadonlySet<string>,
  meetingId: string,
): S | null {
  const score = (url: string) => createHash('sha1').update(`${meetingId}\n${url}`).digest('hex');
  return (
    servers
      .filter((server) => takesSessions(server) && !disabled.has(server.url))
      .sort((a, b) => (score(a.url) < score(b.url) ? 1 : -1))[0] ?? null
  );
}
