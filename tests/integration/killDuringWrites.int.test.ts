// Issue 10 "done means": a kill -9 during writes loses nothing. The all-in-one
// app runs as a child process on a database of its own; several signed-in
// clients create tasks as fast as they are answered; the process is killed with
// SIGKILL mid-stream and started again on the same database. Every write that
// was acknowledged (2xx) is then in the read model, twice over (two kills).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import type { TestDatabase } from '@practicum/shared/testing';
import { createDemoDatabase } from './support/demoTemplate.js';
import { demoEmail } from './support/testApp.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHILD = path.resolve(import.meta.dirname, 'support/allInOneProcess.ts');
const WRITERS = ['coordinator', 'coordinator', 'faculty', 'trainee'];
const WRITE_MS = 1_500;

let db: TestDatabase;
let readModel: pg.Pool;
let running: { child: ChildProcess; url: string } | null = null;

/** Starts the app on the test database; resolves with its url once it says it is ready. */
function startApp(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no READY in 150 s:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      resolve({ child, url: ready[1]! });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready:\n${output}`)));
  });
}

function killHard(app: { child: ChildProcess }): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    app.child.once('exit', () => resolve());
    app.child.kill('SIGKILL');
  });
}

interface Client {
  cookie: string;
  csrf: string;
  positionId: string;
}

async function signIn(url: string, role: string): Promise<Client> {
  const first = await fetch(`${url}/auth/csrf-token`);
  const anonymous = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { cookie: anonymous, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('practicum_session='))!
    .split(';')[0]!;
  const me = (await (await fetch(`${url}/api/users/current`, { headers: { cookie } })).json()) as { current_position: { id: string } };
  return { cookie, csrf: token, positionId: me.current_position.id };
}

/** Creates tasks one after another until the app stops answering; `acknowledged` gets the ids answered 2xx. */
async function writeUntilKilled(url: string, client: Client, label: string, acknowledged: string[]): Promise<string[]> {
  for (let n = 0; ; n++) {
    try {
      const response = await fetch(`${url}/api/tasks`, {
        method: 'POST',
        headers: { cookie: client.cookie, 'x-csrf-token': client.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ assignee: client.positionId, description: `kill -9 ${label} #${n}` }),
      });
      const body = (await response.json()) as { id?: string };
      if (response.status >= 200 && response.status < 300 && body.id) acknowledged.push(body.id);
      else throw new Error(`refused: ${response.status} ${JSON.stringify(body)}`);
    } catch (error) {
      // the process is gone (connection refused or reset): what was acknowledged so far is what must survive
      if (error instanceof Error && error.message.startsWith('refused')) throw error;
      return acknowledged;
    }
  }
}

beforeAll(async () => {
  db = await createDemoDatabase('kill9');
  readModel = new pg.Pool({ connectionString: db.url, max: 2 });
  // an idle connection ended by the server (the database dropped with force while one still closes) is no failure
  // of the writes under test; without a listener the pool's error event is thrown into the test instead
  readModel.on('error', () => undefined);
});
afterAll(async () => {
  if (running) await killHard(running);
  await readModel?.end();
  await db?.drop();
});

async function inReadModel(ids: string[]): Promise<number> {
  const { rows } = await readModel.query<{ count: string }>('SELECT count(*) FROM tasks WHERE id = ANY($1::uuid[])', [ids]);
  return Number(rows[0]!.count);
}

describe('issue 10 when the app is killed with SIGKILL in the middle of a stream of writes', () => {
  it('keeps every acknowledged write, and the read models catch up after the restart (two kills)', async () => {
    running = await startApp();
    const firstUrl = running.url;
    const clients = await Promise.all(WRITERS.map((role) => signIn(firstUrl, role)));
    const acknowledged: string[] = [];
    for (const round of [1, 2]) {
      const { url } = running;
      // sessions live in the database: after a restart the same clients go on with the same cookies
      const live = clients.map((): string[] => []);
      const writes = clients.map((client, i) => writeUntilKilled(url, client, `round ${round} writer ${i}`, live[i]!));
      // mid-stream: after WRITE_MS, once every writer has been answered at least twice (a loaded machine is slow)
      const started = Date.now();
      while (Date.now() - started < WRITE_MS || live.some((ids) => ids.length < 2)) await new Promise((r) => setTimeout(r, 50));
      await killHard(running);
      const byWriter = await Promise.all(writes);
      expect(byWriter.flat().length).toBeGreaterThanOrEqual(2 * WRITERS.length);
      acknowledged.push(...byWriter.flat());

      running = await startApp();
      // ready = the projections have reached the store's head (startPracticum waits for it)
      expect(await inReadModel(acknowledged)).toBe(acknowledged.length);
      // and each writer reads its last acknowledged task through the API
      for (const [i, ids] of byWriter.entries()) {
        const last = await fetch(`${running.url}/api/tasks/${ids.at(-1)!}`, { headers: { cookie: clients[i]!.cookie } });
        expect([last.status, ((await last.json()) as { description?: string }).description]).toEqual([
          200,
          `kill -9 round ${round} writer ${i} #${ids.length - 1}`,
        ]);
      }
    }
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
  }, 400_000);
});
