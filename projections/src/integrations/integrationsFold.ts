// The rows integration events make, and the integrations projector's batch: the integrations a batch names, and
// every integration of an organization it deletes, are read once; every event changes them in memory as its
// statement in integrationsProjector.ts changes the table, and the table is written back in two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type { IntegrationAdded, IntegrationChanged, IntegrationEvent } from '@practicum/shared/domain/integrations/index';
import type { OrganizationDeleted } from '@practicum/shared/domain/organizations/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

export type IntegrationsEvent = IntegrationEvent | OrganizationDeleted;

export const integrationRow = ({ integrationId, organizationId, details }: IntegrationAdded['data'], at: string) => ({
  id: integrationId,
  organization_id: organizationId,
  ...details,
  ...timestampsAt(at),
});

export const integrationChanges = (d: IntegrationChanged['data'], at: string) => ({ ...d.changes, updated_at: at });

export async function foldIntegrations(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const integrations = new FoldedTable<FoldedRow>(ctx, 'integrations', ['id']);
  await integrations.load('id', named(events, 'integrationId'));
  const deletedOrganizations = events.filter((recorded) => recorded.type === 'OrganizationDeleted');
  await integrations.load('organization_id', named(deletedOrganizations, 'organizationId'));
  forEachEvent<IntegrationsEvent>(events, (event, at) => {
    switch (event.type) {
      case 'IntegrationAdded':
        integrations.insertOnce(integrationRow(event.data, at));
        break;
      case 'IntegrationChanged':
        integrations.update({ id: event.data.integrationId }, integrationChanges(event.data, at));
        break;
      case 'IntegrationRemoved':
        integrations.delete({ id: event.data.integrationId });
        break;
      case 'OrganizationDeleted':
        integrations.deleteWhere((row) => row.organization_id === event.data.organizationId);
        break;
      default:
        assertNever(event);
    }
  });
  await integrations.write();
}
