// Auditor grants (issue 20): one row per grant, for the grant list, the auditor's own grants and the check
// that an auditor session's grant is still open.
import { auditorAccessEventTypes, type AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { defineReadModel } from '../runner/readModel.js';
import { defineProjector } from '../runner/defineProjector.js';
import { orgScopedId } from '../runner/columns.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { foldAuditorGrants, grantRow, revokedGrant } from './auditorGrantsFold.js';

export const auditorGrantsReadModel = defineReadModel({
  projections: ['auditorGrants'],
  tables: { auditor_grants: 'auditor_grants' },
});

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as AuditorAccessEvent;
  switch (event.type) {
    case 'AuditorAccessGranted':
      await insertOnce(ctx, 'auditor_grants', grantRow(event.data, recorded.metadata));
      return;
    case 'AuditorAccessRevoked':
      await ctx.table('auditor_grants').where({ id: event.data.grantId }).update(revokedGrant);
      return;
  }
}

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
  apply,
  applyBatch: foldingBatches(apply, foldAuditorGrants),
});
