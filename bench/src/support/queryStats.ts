// Bench-only instrumentation of the app process: counts every SQL statement sent
// through pg (knex, the session store and the event store all use pg.Client) and
// the time until its result, grouped by statement text. Installed before the app
// starts, by patching pg.Client.prototype.query.
import pg from 'pg';

export interface StatementStats {
  sql: string;
  calls: number;
  total_ms: number;
}

const stats = new Map<string, StatementStats>();

// The masked key of each statement text seen: masking took about 4 % of the app's CPU in the visible bench when
// done on every statement, which the figures it reports would then include. Texts repeat, so this stays small.
const keys = new Map<string, string>();

const keyOf = (config: unknown): string => {
  const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '(prepared or cursor)');
  let key = keys.get(text);
  if (key === undefined) {
    // literals written into the text (a savepoint's number, a LIMIT, an IN list's length) would split one statement
    // into many keys: numbers and quoted strings are masked, as pg_stat_statements does
    key = text
      .replace(/'(?:[^']|'')*'/g, "'?'")
      .replace(/\b\d+\b/g, '?')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160);
    if (keys.size < 10_000) keys.set(text, key);
  }
  return key;
};

export function installQueryStats(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with apply(this) below
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
    const key = keyOf(args[0]);
    const started = performance.now();
    const record = () => {
      const entry = stats.get(key) ?? { sql: key, calls: 0, total_ms: 0 };
      entry.calls += 1;
      entry.total_ms += performance.now() - started;
      stats.set(key, entry);
    };
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const done = args[callback] as (...a: unknown[]) => void;
      args[callback] = (...results: unknown[]) => {
        record();
        done(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(record, record);
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

export const takeQueryStats = (): StatementStats[] => {
  const all = [...stats.values()].sort((a, b) => b.calls - a.calls);
  stats.clear();
  return all;
};
