// Auditor grants (issue 20): one row per grant, for the grant list, the auditor's own grants and the check
// that an auditor session's grant is still open.
import { auditorAccessEventTypes, type AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { defineReadModel } from '../runner/readModel.js';
import { defineProjector } from '../runner/defineProjector.js';
import { orgScopedId } from '../runner/columns.js';
import { insertOnce } from '../runner/writes.js';

export const auditorGrantsReadModel = defineReadModel({
  projections: ['auditorGrants'],
  tables: { auditor_grants: 'auditor_grants' },
});

export const auditorGrantsProjector = defineProjector({
  name: 'auditorGrants',
  version: 1,
  readModel: auditorGrantsReadModel,
  canHandle: auditorAccessEventTypes,
  tables: {
    auditor_grants: (t) => {
      orgScopedId(t);
      t.uuid('auditor_user_id').notNullable().index();
      t.text('ends_on').notNullable();
      t.boolean('revoked').notNullable().defaultTo(false);
      t.uuid('granted_by');
      t.timestamp('granted_at', { useTz: true }).notNullable();
    },
  },
  async apply(recorded: RecordedEvent, ctx) {
    const event = recorded as unknown as AuditorAccessEvent & { metadata: RecordedEvent['metadata'] };
    switch (event.type) {
      case 'AuditorAccessGranted':
        await insertOnce(ctx, 'auditor_grants', {
          id: event.data.grantId,
          organization_id: event.data.organizationId,
          auditor_user_id: event.data.auditorUserId,
          ends_on: event.data.endsOn,
          granted_by: recorded.metadata.userId,
          granted_at: recorded.metadata.occurredAt,
        });
        return;
      case 'AuditorAccessRevoked':
        await ctx.table('auditor_grants').where({ id: event.data.grantId }).update({ revoked: true });
        return;
    }
  },
});
