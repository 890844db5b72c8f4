// Auditor grants (issue 20): one row per grant, for the grant list, the auditor's own grants and the check
// that an auditor session's grant is still open.
import type { Knex } from 'knex';
import { auditorAccessEventTypes, type AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { Projector } from '../runner/types.js';
import { defineReadModel } from '../runner/readModel.js';

export const auditorGrantsReadModel = defineReadModel({
  projections: ['auditorGrants'],
  tables: { auditor_grants: 'auditor_grants' },
});

export const auditorGrantsProjector: Projector = {
  name: 'auditorGrants',
  version: 1,
  tables: ['auditor_grants'],
  canHandle: auditorAccessEventTypes,
  async createTables(schema: Knex.SchemaBuilder) {
    await schema.createTable('auditor_grants', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable().index();
      t.uuid('auditor_user_id').notNullable().index();
      t.text('ends_on').notNullable();
      t.boolean('revoked').notNullable().defaultTo(false);
      t.uuid('granted_by');
      t.timestamp('granted_at', { useTz: true }).notNullable();
    });
  },
  async apply(recorded: RecordedEvent, ctx) {
    const event = recorded as unknown as AuditorAccessEvent & { metadata: RecordedEvent['metadata'] };
    switch (event.type) {
      case 'AuditorAccessGranted':
        await ctx
          .table('auditor_grants')
          .insert({
            id: event.data.grantId,
            organization_id: event.data.organizationId,
            auditor_user_id: event.data.auditorUserId,
            ends_on: event.data.endsOn,
            granted_by: recorded.metadata.userId,
            granted_at: recorded.metadata.occurredAt,
          })
          .onConflict('id')
          .ignore();
        return;
      case 'AuditorAccessRevoked':
        await ctx.table('auditor_grants').where({ id: event.data.grantId }).update({ revoked: true });
        return;
    }
  },
};
