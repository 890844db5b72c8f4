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
import { type FoldedRow, FoldedTable, foldingBatches, forEachEvent, named } from '../runner/foldedTable.js';
import { jsonbAsIs, type JsonbValue } from '../runner/jsonRows.js';

interface AgreementRow {
  form_id: string;
  name: string;
  submitter_roles: string[];
  submission_id: string | null;
  status: string;
}

/** `json` encodes the agreements: knex takes them as text, a batch's JSON rows as the value itself. */
function requestedRow(d: Extract<PlacementEvent, { type: 'PlacementRequested' }>['data'], at: string, json: JsonbValue = JSON.stringify) {
  const agreements: AgreementRow[] = d.requirements.map((r) => ({
    form_id: r.formId,
    name: r.name,
    submitter_roles: r.submitterRoles,
    submission_id: null,
    status: 'pending',
  }));
  return {
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
    agreements: json(agreements),
    time_on_site_minutes: 0,
    archived_at: null,
    approved_at: null,
    ...timestampsAt(at),
  };
}

type Change = Exclude<PlacementEvent, { type: 'PlacementRequested' | 'PlacementAgreementProgressed' | 'PlacementTimeOnSiteLogged' }>;

/** The columns a stage change, decision or toggle sets (besides updated_at). */
function changed(event: Change, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'PlacementSupervisorJoined':
      return { supervisor_joined: true, stage: event.data.stage };
    case 'PlacementReady':
      return { stage: 'ready' };
    case 'PlacementApproved':
      return { stage: 'approved', approved_at: at };
    case 'PlacementDenied':
      return { stage: 'denied', approved_at: null };
    case 'PlacementReopened':
      return { stage: event.data.stage, approved_at: null };
    case 'PlacementArchived':
      return { archived_at: at };
    case 'PlacementUnarchived':
      return { archived_at: null };
    case 'PlacementRecurringSet':
      return { recurring: event.data.recurring };
    default:
      return assertNever(event);
  }
}

const dayRow = (d: Extract<PlacementEvent, { type: 'PlacementTimeOnSiteLogged' }>['data']) => ({
  placement_id: d.placementId,
  date: d.date,
  training_id: d.trainingId,
  trainee_id: d.traineeUserId,
  minutes: d.minutes,
});

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as PlacementEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'PlacementRequested':
      await insertOnce(ctx, 'placements', requestedRow(event.data, at));
      return;
    case 'PlacementAgreementProgressed': {
      const d = event.data;
      // the agreement's entry is replaced in place, so a redelivery writes the same value
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('placements')} SET updated_at = ?, agreements = (
           SELECT coalesce(jsonb_agg(CASE WHEN a->>'form_id' = ? THEN a || jsonb_build_object('submission_id', ?::text, 'status', ?::text) ELSE a END), '[]'::jsonb)
           FROM jsonb_array_elements(agreements) a) WHERE id = ?`,
        [at, d.formId, d.submissionId, d.progress, d.placementId],
      );
      return;
    }
    case 'PlacementTimeOnSiteLogged': {
      const d = event.data;
      // the total is the sum of the days, recomputed: a redelivered day changes nothing
      await upsert(ctx, 'placement_days', dayRow(d), DAY_KEY, ['minutes']);
      await ctx.trx.raw(
        `UPDATE ${ctx.ref('placements')} SET updated_at = ?,
           time_on_site_minutes = (SELECT coalesce(sum(minutes), 0) FROM ${ctx.ref('placement_days')} WHERE placement_id = ?)
         WHERE id = ?`,
        [at, d.placementId, d.placementId],
      );
      return;
    }
    default:
      await ctx
        .table('placements')
        .where({ id: event.data.placementId })
        .update({ ...changed(event, at), updated_at: at });
  }
}

const DAY_KEY = ['placement_id', 'date'];

/**
 * A batch folded in memory: the placements it names read once with their days, each event changes them as its
 * statements in apply would, each table written in one or two statements.
 */
async function foldPlacements(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const placements = new FoldedTable<FoldedRow>(ctx, 'placements', ['id']);
  const days = new FoldedTable<FoldedRow>(ctx, 'placement_days', DAY_KEY);
  await placements.load('id', named(events, 'placementId'));
  await days.load('placement_id', named(events, 'placementId'));
  forEachEvent<PlacementEvent>(events, (event, at) => {
    const id = { id: event.data.placementId };
    switch (event.type) {
      case 'PlacementRequested':
        placements.insertOnce(requestedRow(event.data, at, jsonbAsIs));
        break;
      case 'PlacementAgreementProgressed': {
        const d = event.data;
        const agreements = placements.get(id)?.agreements as AgreementRow[] | undefined;
        // a placement without agreements keeps its empty list (the column holds no null)
        const progressed = (agreements ?? []).map((a) =>
          a.form_id === d.formId ? { ...a, submission_id: d.submissionId, status: d.progress } : a,
        );
        placements.update(id, { updated_at: at, agreements: progressed });
        break;
      }
      case 'PlacementTimeOnSiteLogged': {
        const d = event.data;
        const day = { placement_id: d.placementId, date: d.date };
        if (!days.update(day, { minutes: d.minutes })) days.insertOnce(dayRow(d));
        const total = days.where((row) => row.placement_id === d.placementId).reduce((sum, row) => sum + (row.minutes as number), 0);
        placements.update(id, { updated_at: at, time_on_site_minutes: total });
        break;
      }
      default:
        placements.update(id, { ...changed(event, at), updated_at: at });
    }
  });
  await placements.write();
  await days.write();
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
  applyBatch: foldingBatches(apply, foldPlacements),
});
