// Bench-only instrumentation of the app process: counts every SQL statement sent
// through pg (knex, the session store and the event store all use pg.Client) and
// the time until its result, grouped by statement text. Installed before the app
// starts (the shared statement observer).
import { observeStatements } from '@practicum/shared/testing/observeStatements';

export interface StatementStats {
  sql: string;
  calls: number;
  total_ms: number;
}

const stats = new Map<string, StatementStats>();

// The masked key of each statement text seen: masking took about 4 % of the app's CPU in the visible bench when
// done on every statement, which the figures it reports would then include. Texts repeat, so this stays small.
const keys = new Map<string, string>();

const keyOf = (sent: string): string => {
  const text = sent === '' ? '(prepared or cursor)' : sent;
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
  observeStatements((text) => {
    const key = keyOf(text);
    const started = performance.now();
    return () => {
      const entry = stats.get(key) ?? { sql: key, calls: 0, total_ms: 0 };
      entry.calls += 1;
      entry.total_ms += performance.now() - started;
      stats.set(key, entry);
    };
  });
}

export const takeQueryStats = (): StatementStats[] => {
  const all = [...stats.values()].sort((a, b) => b.calls - a.calls);
  stats.clear();
  return all;
};
