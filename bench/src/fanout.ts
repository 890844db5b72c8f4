// fanout: a command until its notification reaches the browser. 500 socket.io
// clients are connected with signed-in sessions of the demo organization's
// people (every demo login and seeded trainee but the coordinator, spread
// evenly, so each user has several tabs open); the demo coordinator assigns them
// tasks in turn (POST /api/tasks) at 50 commands/s for 5 s, open loop. One sample
// per (command, socket of the assignee): from the command's 201 (accepted) to
// that socket receiving `notification.created` for the task.
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { withDatabase, type BenchServer } from './support/database.js';
import { startAppProcess } from './support/appProcess.js';
import { ApiSession } from './support/http.js';
import { percentile, round, sleep } from './support/stats.js';

export interface FanoutResult {
  fanout_p50_ms: number;
  fanout_p99_ms: number;
  fanout_max_ms: number;
  clients: number;
  users: number;
  target_rate_per_s: number;
  achieved_rate_per_s: number;
  commands: number;
  deliveries: number;
  missing_deliveries: number;
  errors: number;
  first_error?: string;
}

const CLIENTS = 500;
const MAX_USERS = 50;
const RATE = 50;
const SECONDS = 5;
const PASSWORD = 'Practicum!2026';

export async function runFanout(server: BenchServer, log: (line: string) => void): Promise<FanoutResult> {
  return withDatabase(server, 'fanout', async (db) => {
    const app = await startAppProcess(db.url);
    const sockets: Socket[] = [];
    try {
      const coordinator = await ApiSession.signIn(app.url, 'coordinator@demo.practicum.test', PASSWORD);
      const pool = new pg.Pool({ connectionString: db.url, max: 1 });
      const { rows: people } = await pool
        .query<{ email: string; position_id: string }>(
          `SELECT u.email, p.id AS position_id FROM users u JOIN positions p ON p.user_id = u.id JOIN organizations o ON o.id = p.organization_id
            WHERE o.name = 'Demo University Counseling Program' AND p.status = 'active' AND p.role NOT IN ('admin', 'coordinator')
            ORDER BY u.email LIMIT $1`,
          [MAX_USERS],
        )
        .finally(() => void pool.end());
      // One signed-in session per user (sign-in hashes a password: 500 of them would measure that instead).
      const users: { positionId: string; cookie: string }[] = [];
      for (const person of people) {
        const session = await ApiSession.signIn(app.url, person.email, PASSWORD).catch(() => null);
        if (session) users.push({ positionId: person.position_id, cookie: session.cookieHeader() });
      }
      if (users.length === 0) throw new Error('no demo user could sign in');
      const accepted = new Map<string, number>();
      const latencies: number[] = [];
      const early = new Map<string, number[]>();
      const onCreated = (payload: { link_uri?: string }) => {
        const at = performance.now();
        const taskId = payload.link_uri?.split('/').pop() ?? '';
        const start = accepted.get(taskId);
        if (start === undefined) early.set(taskId, [...(early.get(taskId) ?? []), at]);
        else latencies.push(at - start);
      };
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          const socket = io(app.url, {
            path: '/socket.io',
            transports: ['websocket'],
            extraHeaders: { cookie: users[i % users.length]!.cookie },
            reconnection: false,
          });
          sockets.push(socket);
          socket.on('notification.created', onCreated);
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
        }),
      );
      log(`  ${CLIENTS} sockets connected, spread over ${users.length} signed-in users`);

      const total = RATE * SECONDS;
      let errors = 0;
      let firstError: string | undefined;
      const inFlight: Promise<void>[] = [];
      const t0 = performance.now();
      for (let i = 0; i < total; i++) {
        const wait = t0 + (i * 1000) / RATE - performance.now();
        if (wait > 0) await sleep(wait);
        inFlight.push(
          coordinator
            .post('/api/tasks', { assignee: users[i % users.length]!.positionId, description: `Fan-out task ${i}` })
            .then((res) => {
              const at = performance.now();
              if (res.status !== 201) {
                errors += 1;
                firstError ??= `POST answered ${res.status}: ${res.body.slice(0, 200)}`;
                return;
              }
              const taskId = (JSON.parse(res.body) as { id: string }).id;
              accepted.set(taskId, at);
              // a push can beat the HTTP answer: it counts as 0 ms
              for (const _ of early.get(taskId) ?? []) latencies.push(0);
              early.delete(taskId);
            }),
        );
      }
      const sent = performance.now();
      await Promise.all(inFlight);
      // each command reaches the sockets of its assignee
      const socketsOf = (u: number) => Math.floor(CLIENTS / users.length) + (u < CLIENTS % users.length ? 1 : 0);
      let expected = 0;
      for (let i = 0; i < total; i++) expected += socketsOf(i % users.length);
      expected -= errors * Math.ceil(CLIENTS / users.length);
      const until = performance.now() + 10_000;
      while (latencies.length < expected && performance.now() < until) await sleep(50);
      const achieved = total / ((sent - t0) / 1000);
      log(
        `  ${total} commands at ${achieved.toFixed(1)}/s, ${latencies.length}/${expected} deliveries; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
      return {
        fanout_p50_ms: round(percentile(latencies, 50), 1),
        fanout_p99_ms: round(percentile(latencies, 99), 1),
        fanout_max_ms: round(Math.max(...latencies), 1),
        clients: CLIENTS,
        users: users.length,
        target_rate_per_s: RATE,
        achieved_rate_per_s: round(achieved, 1),
        commands: total,
        deliveries: latencies.length,
        missing_deliveries: expected - latencies.length,
        errors,
        ...(firstError ? { first_error: firstError } : {}),
      };
    } finally {
      for (const socket of sockets) socket.disconnect();
      await app.stop();
    }
  });
}
