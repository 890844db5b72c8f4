// Two query-service replicas on one database: an emit made on one reaches a socket
// connected to the other through the Postgres adapter (REALTIME_ADAPTER=postgres),
// small payloads by NOTIFY and large ones through the attachments table.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { createLogger } from '@practicum/shared/platform/logging';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { usePostgresAdapter } from './adapter.js';
import { Presence } from './presence.js';
import { REALTIME_PATH, attachRealtime, channelEvent, type RealtimeServer } from './server.js';

let database: TestDatabase;
let pool: pg.Pool;
const replicas: { http: HttpServer; realtime: RealtimeServer; url: string }[] = [];
let client: ClientSocket;

async function startReplica() {
  const http = createServer();
  const realtime = attachRealtime({
    server: http,
    session: (_req, _res, next) => next(), // anonymous sockets: they still join the public channels
    presence: new Presence(),
    logger: createLogger('silent'),
    idleTimeoutSeconds: 600,
  });
  await usePostgresAdapter(realtime.io, pool, createLogger('silent'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  replicas.push({ http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` });
}

beforeAll(async () => {
  database = await createTestDatabase('realtime_adapter');
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  await startReplica();
  await startReplica();
  client = connect(replicas[0]!.url, { path: REALTIME_PATH, transports: ['websocket'] });
  await new Promise<void>((resolve) => client.on('connect', resolve));
});

afterAll(async () => {
  client.close();
  for (const { realtime, http } of replicas) {
    await realtime.close();
    await new Promise((resolve) => http.close(resolve));
  }
  await pool.end();
  await database.drop();
});

const next = (event: string) => new Promise<unknown>((resolve) => client.once(event, resolve));

describe('NOTIF-10 with two query-service replicas sharing the Postgres adapter', () => {
  it('delivers an emit made on the other replica to a socket of this one', async () => {
    const event = channelEvent('deploy', 'completed');
    for (let attempt = 0; attempt < 50; attempt++) {
      // the adapter's LISTEN may still be starting: emit until the first delivery, then check one more
      const received = next(event);
      replicas[1]!.realtime.io.to('deploy').emit(event, { version: 'v2' });
      const got = await Promise.race([received, new Promise((resolve) => setTimeout(() => resolve(null), 200))]);
      if (got) return expect(got).toEqual({ version: 'v2' });
    }
    throw new Error('no delivery across replicas');
  });

  it('carries a payload over the 8 kB NOTIFY limit through the attachments table', async () => {
    const event = channelEvent('lockout', 'started');
    const message = 'x'.repeat(20_000);
    const received = next(event);
    replicas[1]!.realtime.io.to('lockout').emit(event, { message });
    expect(await received).toEqual({ message });
  });
});
