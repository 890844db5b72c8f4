// Read model of placements (spec 001 §3, 002 §3; PLACE-05, 06, 26): one row per
// placement with its stage, flags and agreements, and the minutes on site per
// day. Names (trainee, supervisor, site, plan, level) are joined at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import { placementEventTypes, type PlacementEvent } from '@practicum/shared/domain/placements/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { placementsReadModel } from './readModel.js';

interface AgreementRow {
  form_id: string;
  name: string;
  submitter_roles: string[];
  submission_id: string | null;
  status: string;
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as PlacementEvent;
  const at = recorded.metadata.occurredAt;
  const placements = () => ctx.table('placements');
  const update = (placementId: string, row: Record<string, unknown>) =>
    placements()
      .where({ id: placementId })
      .update({ ...row, updated_at: at });
  switch (event.type) {
    case 'PlacementRequested': {
      const d = event.data;
      const agreements: AgreementRow[] = d.requirements.map((r) => ({
        form_id: r.formId,
        name: r.name,
        submitter_roles: r.submitterRoles,
        submission_id: null,
        status: 'pending',
      }));
      await insertOnce(ctx, 'placements', {
        id: d.placementId,
        organization_id: d.organizationId,
        trainee_id: d.traineeUserId,
        training_id: d.trainingId,
        site_id: d.siteId,
        supervisor_id: d.supervisorUserId,
        is_campus: d.isCampus,
        comment: d.comment,
        stage: 'open',
        supervisor_joined: false,
        recurring: false,
        agreements: JSON.stringify(agreements),
        time_on_site_minutes: 0,
        archived_at: null,
        approved_at: null,
        ...timestampsAt(at),
      });
      return;
    }
    case 'PlacementSupervisorJoined':
      await update(event.data.placementId, { supervisor_joined: true, stage: event.data.stage });
      return;
    case 'PlacementAgreementProgressed': {
      const d = event.data;
      // the agreement's entry is replaced in place, so a redelivery writes the same value
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('placements')} SET updated_at = ?, agreements = (
           SELECT jsonb_agg(CASE WHEN a->>'form_id' = ? THEN a || jsonb_build_object('submission_id', ?::text, 'status', ?::text) ELSE a END)
           FROM jsonb_array_elements(agreements) a) WHERE id = ?`,
        [at, d.formId, d.submissionId, d.progress, d.placementId],
      );
      return;
    }
    case 'PlacementReady':
      await update(event.data.placementId, { stage: 'ready' });
      return;
    case 'PlacementApproved':
      await update(event.data.placementId, { stage: 'approved', approved_at: at });
      return;
    case 'PlacementDenied':
      await update(event.data.placementId, { stage: 'denied', approved_at: null });
      return;
    case 'PlacementReopened':
      await update(event.data.placementId, { stage: event.data.stage, approved_at: null });
      return;
    case 'PlacementArchived':
      await update(event.data.placementId, { archived_at: at });
      return;
    case 'PlacementUnarchived':
      await update(event.data.placementId, { archived_at: null });
      return;
    case 'PlacementRecurringSet':
      await update(event.data.placementId, { recurring: event.data.recurring });
      return;
    case 'PlacementTimeOnSiteLogged': {
      const d = event.data;
      // the total is the sum of the days, recomputed: a redelivered day changes nothing
      await upsert(
        ctx,
        'placement_days',
        { placement_id: d.placementId, date: d.date, training_id: d.trainingId, trainee_id: d.traineeUserId, minutes: d.minutes },
        ['placement_id', 'date'],
        ['minutes'],
      );
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('placements')} SET updated_at = ?,
           time_on_site_minutes = (SELECT coalesce(sum(minutes), 0) FROM ${ctx.ref('placement_days')} WHERE placement_id = ?)
         WHERE id = ?`,
        [at, d.placementId, d.placementId],
      );
      return;
    }
    default:
      assertNever(event);
  }
}

export const placementsProjector = defineProjector({
  name: 'placements',
  version: 1,
  readModel: placementsReadModel,
  canHandle: placementEventTypes,
  tables: {
    placements: (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable();
      t.uuid('trainee_id').notNullable().index();
      t.uuid('training_id').notNullable().index();
      t.uuid('site_id').notNullable().index();
      t.uuid('supervisor_id').notNullable().index();
      t.boolean('is_campus').notNullable();
      t.text('comment').notNullable();
      t.text('stage').notNullable();
      t.boolean('supervisor_joined').notNullable();
      t.boolean('recurring').notNullable();
      t.jsonb('agreements').notNullable();
      t.integer('time_on_site_minutes').notNullable();
      t.timestamp('archived_at', { useTz: true });
      t.timestamp('approved_at', { useTz: true });
      createdUpdatedAt(t);
      t.index(['organization_id', 'stage']);
    },
    placement_days: (t) => {
      t.uuid('placement_id').notNullable();
      t.text('date').notNullable();
      t.uuid('training_id').notNullable().index();
      t.uuid('trainee_id').notNullable();
      t.integer('minutes').notNullable();
      t.primary(['placement_id', 'date']);
    },
  },
  apply,
});
