// The row a requirement event makes, and the placement requirements projector's batch. Each event overwrites its
// level's whole row, so a batch needs no read: the last row per level, written in one statement.
import type { PlacementRequirementEvent } from '@practicum/shared/domain/forms/requirements/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { insertFromJson } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import { placementRequirementsReadModel } from './requirementsReadModel.js';

export const requirementsTable = placementRequirementsReadModel.tables.requirements;

export const requirementRow = (recorded: RecordedEvent) => {
  const { data } = { type: recorded.type, data: recorded.data } as PlacementRequirementEvent;
  return {
    training_level_id: data.trainingLevelId,
    organization_id: data.organizationId,
    agreement_form_ids: data.agreementFormIds,
    updated_at: recorded.metadata.occurredAt,
  };
};

export async function foldPlacementRequirements(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const last = new Map<string, ReturnType<typeof requirementRow>>();
  for (const recorded of events) {
    const row = requirementRow(recorded);
    last.set(row.training_level_id, row);
  }
  const rows = [...last.values()];
  await insertFromJson(ctx, requirementsTable, Object.keys(rows[0]!), rows, 'training_level_id', 'merge');
}
