// What this process's pg clients send, whichever layer sent it (knex, a knex bound to a connection, a connection
// used directly, the event store, the session store): one patch of pg.Client.prototype.query, shared by the tests'
// record of statements (sentStatements.ts) and the bench's statement stats (bench/src/support/queryStats.ts).
import pg from 'pg';

/** Told of each statement as it is sent (its text, '' for a config without one); may return what to call once its result or error arrives. */
export type StatementObserver = (text: string) => (() => void) | undefined;

/** Installs `observer` until the returned function is called. */
export function observeStatements(observer: StatementObserver): () => void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored below, called with apply(this)
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function observed(this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    const done = observer(typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''));
    if (!done) return original.apply(this, args);
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const answer = args[callback] as (...a: unknown[]) => void;
      args[callback] = (...results: unknown[]) => {
        done();
        answer(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
  return () => {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  };
}
