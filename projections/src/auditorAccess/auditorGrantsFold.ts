// The row a grant makes, and the auditor grants projector's batch: the grants a batch names are read once, every
// event changes them in memory as its statement in auditorGrantsProjector.ts changes the table, and the table is
// written back in one statement.
import type { AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';

type Granted = Extract<AuditorAccessEvent, { type: 'AuditorAccessGranted' }>;

/** `revoked` spelled out though the column defaults to false: a folded row is written back whole. */
export const grantRow = (d: Granted['data'], metadata: RecordedEvent['metadata']) => ({
  id: d.grantId,
  organization_id: d.organizationId,
  auditor_user_id: d.auditorUserId,
  ends_on: d.endsOn,
  revoked: false,
  granted_by: metadata.userId,
  granted_at: metadata.occurredAt,
});

export const revokedGrant = { revoked: true };

export async function foldAuditorGrants(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const grants = new FoldedTable<FoldedRow>(ctx, 'auditor_grants', ['id']);
  await grants.load('id', named(events, 'grantId'));
  forEachEvent<AuditorAccessEvent>(events, (event, at, recorded) => {
    switch (event.type) {
      case 'AuditorAccessGranted':
        grants.insertOnce(grantRow(event.data, recorded.metadata));
        break;
      case 'AuditorAccessRevoked':
        grants.update({ id: event.data.grantId }, revokedGrant);
        break;
    }
  });
  await grants.write();
}
