// A consumer that mails on an event may see the event again (redelivery, a replay): it first records the
// mail's id, and only the run whose insert took sends the mail.
import type { Knex } from 'knex';

/** Records `id` in the key column of `table`; false when an earlier run already did (the mail went out). */
export async function isFirstMailing(knex: Knex, table: string, keyColumn: string, id: string): Promise<boolean> {
  const recorded = await knex(table)
    .insert({ [keyColumn]: id })
    .onConflict(keyColumn)
    .ignore()
    .returning(keyColumn);
  return recorded.length > 0;
}
