// The embedded server as a second checkout or a second `npm start` meets it: a taken port and a data
// folder already in use. (The 0700-folder-as-root case is exercised by CI's fresh clone under /root.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from './embeddedPostgres.js';

const folder = mkdtempSync(join(tmpdir(), 'embedded-pg-'));
const started: EmbeddedServer[] = [];
const quiet = { log: () => undefined };

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  rmSync(folder, { recursive: true, force: true });
});

async function versionOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return rows[0]!.server_version;
}

describe('when two checkouts start an embedded server on the same preferred port', () => {
  it('the second moves to a free port and both answer', async () => {
    const first = await startEmbeddedPostgres({ dataDir: join(folder, 'a'), port: 0, ...quiet });
    started.push(first);
    const second = await startEmbeddedPostgres({ dataDir: join(folder, 'b'), port: first.port, ...quiet });
    started.push(second);
    expect(second.port).not.toBe(first.port);
    expect(await versionOf(first.url)).toMatch(/^\d+/);
    expect(await versionOf(second.url)).toMatch(/^\d+/);
  });

  it('a second start on data already in use says so in one line', async () => {
    await expect(startEmbeddedPostgres({ dataDir: join(folder, 'a'), port: 0, ...quiet })).rejects.toThrow(
      /another Practicum \(PostgreSQL pid \d+\) is already using the data in .*: stop it, or set DATA_DIR/,
    );
  });
});
