// APP_URL in production (issue 10 item 4): both entry points that send mail
// refuse to start without it, with one line that says why, before touching
// the database.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = resolve(import.meta.dirname, '../..');
const production = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  // nothing listens there: reaching the database would fail differently
  DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
  SESSION_SECRET: 'a-session-secret-of-forty-characters-xx',
};

describe.each([
  ['the command service', 'command-service/src/main.ts'],
  ['npm start', 'infra/src/start.ts'],
])('%s in production without APP_URL', (_name, entry) => {
  it('refuses to start with a one-line message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: production, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'APP_URL is required in production: the public origin of the app (e.g. https://practicum.example.org), used for every link in mail',
    ]);
  });
});
