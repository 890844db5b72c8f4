// The SQL text every pg client of this process sends while `work` runs: what reaches the server, whichever layer
// sent it (knex, a knex bound to a connection, a connection used directly, the event store).
import pg from 'pg';

export async function statementsSentDuring(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- restored below, called with apply(this)
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    sent.push(typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? ''));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent;
}
