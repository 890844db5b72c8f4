// Retrying a parked event after a fix (the admin tools' dead letters screen): re-apply it through its
// projector in the live tables, under the projector's checkpoint lock (so it never interleaves with a live
// batch or a rebuild's swap). Applied: the dead letter goes. Failed again: it stays, with the new error. The
// checkpoint does not move: it is already past the event.
import type { Knex } from 'knex';
import { lockCheckpoint } from './checkpoints.js';
import { type DeadLetterRow, deadLetters, describeError, eventOf, isTransient } from './deadLetters.js';
import { LIVE_SCHEMA, applyEvents, inSavepoint } from './projectorTables.js';
import type { Projector } from './types.js';

export type RetryOutcome = { outcome: 'applied' } | { outcome: 'failed'; error: string } | { outcome: 'missing' };

export async function retryDeadLetter(knex: Knex, projectors: readonly Projector[], id: number): Promise<RetryOutcome> {
  return knex.transaction(async (trx) => {
    const row = (await deadLetters(trx).where({ id }).forUpdate().first()) as DeadLetterRow | undefined;
    const projector = row && projectors.find((p) => p.name === row.projector);
    if (!row || !projector) return { outcome: 'missing' as const };
    await lockCheckpoint(trx, projector.name);
    try {
      await inSavepoint(trx, async () => {
        await applyEvents(trx, projector, LIVE_SCHEMA, [eventOf(row)]);
      });
    } catch (error) {
      if (isTransient(error)) throw error;
      const message = describeError(error);
      await deadLetters(trx)
        .where({ id })
        .update({ error: message, attempts: trx.raw('attempts + 1'), parked_at: trx.fn.now() });
      return { outcome: 'failed' as const, error: message };
    }
    await deadLetters(trx).where({ id }).delete();
    return { outcome: 'applied' as const };
  });
}
