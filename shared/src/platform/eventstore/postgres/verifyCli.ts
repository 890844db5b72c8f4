// npm run audit:verify: walks the event store's hash chain (chain.ts) and names the first rows that were
// altered or removed by hand. Exit 0 when intact, 1 when not. Reads DATABASE_URL like the services do.
import pg from 'pg';
import { parseConfig, baseEnv } from '../../config.js';
import { z } from 'zod';
import { describeProblem, verifyChain } from './chain.js';

const config = parseConfig(z.object({ DATABASE_URL: baseEnv.DATABASE_URL }));
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
try {
  const report = await verifyChain(pool, { chain: true });
  process.stdout.write(
    `checked ${report.checked} events (${report.unchained} from before the chain, ${report.pending} not yet chained); head ${report.head ?? '—'}\n`,
  );
  for (const problem of report.problems) process.stdout.write(`${describeProblem(problem)}\n`);
  process.stdout.write(report.ok ? 'the history is intact\n' : 'the history was altered\n');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await pool.end();
}
