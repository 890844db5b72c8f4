// chain_cost (issue 20 item 4): what chaining each event's hash onto $all costs an append. The same
// appends as append_ratio (8 writers, one event each, own streams, exact expected revision) through
// PostgresEventStore.appendToStream (its prepared insert, then its chainer's pass after commit, chainer.ts,
// which links the rows and sends the NOTIFY, on the same pool, during the measurement) and through the same
// prepared insert sent alone (no hashes, nobody linking them), interleaved so the machine's drift hits both:
// chain_cost = 1 − chained / unchained.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { EventToAppend } from '@practicum/shared/platform/eventstore/types';
import { APPEND_FIRST, APPEND_NEXT } from '@practicum/shared/platform/eventstore/postgres/append';
import { closedLoop, round } from './support/stats.js';

const CONCURRENCY = 8;
const WARMUP_MS = 300;
const DURATION_MS = 1500;
const ROUNDS = 4;

/** Links every committed row not yet chained (outside the timed window). */
export async function chainBacklog(pool: pg.Pool): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await pool.query<{ chained: number; waiting: boolean }>('select chained, waiting from es_chain(100000)');
    if (!rows[0]!.waiting) return;
    if (rows[0]!.chained === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ChainCostResult {
  chain_cost: number;
  chained_appends_per_s: number;
  unchained_appends_per_s: number;
}

export async function runChainCost(
  pool: pg.Pool,
  store: EventStore,
  event: EventToAppend,
  log: (line: string) => void,
): Promise<ChainCostResult> {
  const data = JSON.stringify(event.data);
  const metadata = JSON.stringify(event.metadata);
  const phase = async (chained: boolean): Promise<number> => {
    // The chainer links every row of es_events, the unchained phase's too: link those before the chained
    // phase starts, so that it pays for its own rows only (each row is chained once, as in the app).
    if (chained) await chainBacklog(pool);
    const streams = Array.from({ length: CONCURRENCY }, () => ({ id: `chain-${randomUUID()}`, revision: null as bigint | null }));
    const result = await closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async (worker) => {
      const stream = streams[worker]!;
      if (chained) {
        const appended = await store.appendToStream(stream.id, [event], { expectedRevision: stream.revision ?? 'no_stream' });
        stream.revision = appended.nextExpectedRevision;
        return;
      }
      const values = [randomUUID(), stream.id, event.type, data, metadata];
      const { rows } = await pool.query<{ revision: string }>(
        stream.revision === null ? { ...APPEND_FIRST, values } : { ...APPEND_NEXT, values: [...values, String(stream.revision)] },
      );
      stream.revision = BigInt(rows[0]!.revision);
    });
    if (result.errors) throw new Error(`${chained ? 'chained' : 'unchained'} appends failed: ${result.firstError}`);
    return result.perSecond;
  };
  const chained: number[] = [];
  const unchained: number[] = [];
  for (let i = 1; i <= ROUNDS; i++) {
    unchained.push(await phase(false));
    chained.push(await phase(true));
    log(`  chain round ${i}: unchained ${unchained.at(-1)!.toFixed(0)}/s, chained ${chained.at(-1)!.toFixed(0)}/s`);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    chain_cost: round(1 - mean(chained) / mean(unchained), 3),
    chained_appends_per_s: round(mean(chained), 0),
    unchained_appends_per_s: round(mean(unchained), 0),
  };
}
