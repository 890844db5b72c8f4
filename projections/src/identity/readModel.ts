// Users and their positions (role in an organization): the identity read model.
import type { Knex } from 'knex';
import { defineReadModel } from '../runner/readModel.js';

export const usersReadModel = defineReadModel({
  projections: ['users'],
  tables: { users: 'users', positions: 'positions', removed_positions: 'removed_positions', organization_words: 'organization_words' },
});

/** Candidates for the unverified-account deletion (SIGNUP-70): pending accounts made by signup before `before`. */
export async function pendingSignupsBefore(knex: Knex, before: string): Promise<string[]> {
  const rows = await knex(usersReadModel.tables.users)
    .where({ status: 'pending' })
    .where('signed_up_at', '<=', before)
    .orderBy('signed_up_at')
    .limit(1000)
    .select<{ id: string }[]>('id');
  return rows.map((r) => r.id);
}
