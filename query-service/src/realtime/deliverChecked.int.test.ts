// Delivery to a room joined after an access check (issue: attacker round two): each distinct session in the room is
// reloaded and asked once per push, several at a time, and a socket whose session may no longer hear leaves the room.
// A real socket.io server with express-session's memory store; the store's reads are counted.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import session from 'express-session';
import { createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { createLogger } from '@practicum/shared/platform/logging';
import { Presence } from './presence.js';
import { REALTIME_PATH, attachRealtime, type RealtimeServer } from './server.js';
import { deliverChecked } from './deliverChecked.js';

const SECRET = 'deliver-checked-test';
const ROOM = 'checked.room';
const store = new session.MemoryStore();
/** A session id signed as express-session signs its cookie. */
const signed = (sid: string): string => `${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '')}`;
let http: HttpServer;
let realtime: RealtimeServer;
let url: string;
const clients: ClientSocket[] = [];

/** Store reads: how many per session id, and the most running at once. */
const reads = { bySid: new Map<string, number>(), running: 0, most: 0 };
const originalGet = store.get.bind(store);
store.get = (sid, callback) => {
  reads.bySid.set(sid, (reads.bySid.get(sid) ?? 0) + 1);
  reads.running++;
  reads.most = Math.max(reads.most, reads.running);
  // a slow store: each read takes a while, as a loaded database would
  setTimeout(() => {
    reads.running--;
    originalGet(sid, callback);
  }, 50);
};

const auth = (userId: string): SessionAuth => ({
  userId,
  positionId: null,
  role: 'coordinator',
  organizationId: null,
  impersonatorId: null,
});

async function sessionWith(sid: string, userId: string): Promise<string> {
  const cookie = { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) };
  await promisify(store.set.bind(store))(sid, { cookie, auth: auth(userId) });
  return `practicum.sid=${encodeURIComponent(`s:${signed(sid)}`)}`;
}

async function socketIn(cookie: string): Promise<ClientSocket> {
  const client = connect(url, { path: REALTIME_PATH, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  const server = realtime.io.of('/').sockets.get(client.id!)!;
  await server.join(ROOM);
  return client;
}

beforeAll(async () => {
  http = createServer();
  realtime = attachRealtime({
    server: http,
    session: session({ name: 'practicum.sid', secret: SECRET, store, resave: false, saveUninitialized: false }),
    presence: new Presence(),
    logger: createLogger('silent'),
    idleTimeoutSeconds: 600,
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const client of clients) client.close();
  await realtime.close();
  await new Promise((resolve) => http.close(resolve));
});

describe('a push to a room whose access is asked at delivery', () => {
  it('reloads each distinct session once, several at a time; only the sockets of sessions that may hear get it, the others leave', async () => {
    const sameBrowser = await sessionWith('sid-a', 'user-a');
    const [tabOne, tabTwo] = [await socketIn(sameBrowser), await socketIn(sameBrowser)];
    const others = await Promise.all(['b', 'c', 'd'].map(async (x) => socketIn(await sessionWith(`sid-${x}`, `user-${x}`))));
    const heard = new Map<ClientSocket, unknown[]>();
    for (const client of [tabOne, tabTwo, ...others]) {
      heard.set(client, []);
      client.on('checked.room.ping', (payload: unknown) => heard.get(client)!.push(payload));
    }
    reads.bySid.clear();
    reads.most = 0;
    const asked: string[] = [];

    await deliverChecked(realtime.io, {
      room: ROOM,
      name: 'checked.room.ping',
      payload: { n: 1 },
      mayHear: (a) => {
        asked.push(a?.userId ?? 'nobody');
        return Promise.resolve(a?.userId !== 'user-d');
      },
    });

    expect([...reads.bySid.entries()].sort()).toEqual([
      ['sid-a', 1],
      ['sid-b', 1],
      ['sid-c', 1],
      ['sid-d', 1],
    ]);
    expect(asked.sort()).toEqual(['user-a', 'user-b', 'user-c', 'user-d']);
    expect(reads.most).toBeGreaterThan(1);
    // a later emit to every socket: once each has it, whatever the server sent it before has arrived too
    const all = [tabOne, tabTwo, ...others];
    const after = Promise.all(all.map((c) => new Promise((resolve) => c.once('checked.after', resolve))));
    realtime.io.emit('checked.after');
    await after;
    expect(all.map((c) => heard.get(c)!.length)).toEqual([1, 1, 1, 1, 0]);
    const stillInRoom = [...(realtime.io.of('/').adapter.rooms.get(ROOM) ?? [])];
    expect(stillInRoom).not.toContain(others[2]!.id);
    expect(stillInRoom).toContain(tabOne.id);
  });
});
