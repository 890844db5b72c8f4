// Training report read model (spec 001 §3, §9): per training, activity type and
// placement, approved and unapproved minutes, kept incrementally from the
// activity log (an entry moving between statuses moves its minutes; edits and
// deletes take back what the entry gave), with what reports show of trainings,
// plans, levels and activity types. "Unapproved" is every entry not approved:
// drafts, submitted and changes requested alike.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityEntryEventTypes, type ActivityEntryEvent } from '@practicum/shared/domain/activityLog/events';
import {
  activityCatalogEventTypes,
  trainingLevelEventTypes,
  trainingPlanEventTypes,
  traineeTrainingsEventTypes,
  type ActivityCatalogEvent,
  type TraineeTrainingsEvent,
  type TrainingLevelEvent,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { PositionAssigned, UserDetailsChanged, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { PlacementTimeOnSiteLogged } from '@practicum/shared/domain/placements/events';
import { fullName } from '@practicum/shared/format';
import { applyInRuns } from '../runner/applyInRuns.js';
import { foldingBatches } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { reportsReadModel } from './readModel.js';
import { deferringRefreshes, refreshAllRows, refreshRows, trainingIs } from './reportRowRefresh.js';
import {
  type EntryRow,
  SITE_DAY_KEY,
  activityTypeRow,
  loggedEntry,
  personRow,
  positionRow,
  reshaped,
  siteDayRow,
  trainingChanges,
  trainingRow,
} from './reportRows.js';
import { FOLDED, foldReports } from './reportsFold.js';
import { reportTables } from './reportTables.js';
import { levelChanges, levelRow, planChanges, planRow } from '../trainings/setupRows.js';

type PersonEvent = UserRegistered | PositionAssigned | UserDetailsChanged;
type ReportEvent =
  | PlacementTimeOnSiteLogged
  | PersonEvent
  | ActivityEntryEvent
  | TraineeTrainingsEvent
  | TrainingPlanEvent
  | TrainingLevelEvent
  | ActivityCatalogEvent;

/** Adds (sign 1) or takes back (sign -1) what one entry gives its training's totals. */
async function count(ctx: ProjectionContext, entry: EntryRow, sign: 1 | -1): Promise<void> {
  const minutes = sign * entry.minutes;
  await ctx.trx.raw(
    `insert into ${ctx.ref('report_totals')} as t (training_id, activity_type_id, placement_id, approved_minutes, unapproved_minutes)
     values (?, ?, ?, ?, ?)
     on conflict (training_id, activity_type_id, placement_id) do update
       set approved_minutes = t.approved_minutes + excluded.approved_minutes,
           unapproved_minutes = t.unapproved_minutes + excluded.unapproved_minutes`,
    [entry.training_id, entry.activity_type_id, entry.placement_id, entry.approved ? minutes : 0, entry.approved ? 0 : minutes],
  );
}

const entryOf = (ctx: ProjectionContext, id: string): Promise<EntryRow | undefined> =>
  ctx.table('report_entries').where({ id }).first<EntryRow>();

/** Replaces an entry's contribution by its new shape (no-op for an entry this model does not hold). */
async function reshape(ctx: ProjectionContext, id: string, change: (entry: EntryRow) => EntryRow): Promise<string | undefined> {
  const before = await entryOf(ctx, id);
  if (!before) return undefined;
  const after = change(before);
  await count(ctx, before, -1);
  await count(ctx, after, 1);
  const { id: _id, ...row } = after;
  await ctx.table('report_entries').where({ id }).update(row);
  return before.training_id;
}

/** Applies an entry event; answers the training whose row changed. */
async function applyEntry(event: ActivityEntryEvent, ctx: ProjectionContext): Promise<string | undefined> {
  const id = event.data.entryId;
  switch (event.type) {
    case 'ActivityLogged': {
      const entry = loggedEntry(event.data);
      const inserted = await insertOnce(ctx, 'report_entries', entry).returning('id');
      if (!inserted.length) return undefined;
      await count(ctx, entry, 1);
      return entry.training_id;
    }
    case 'ActivityEntryDeleted': {
      const entry = await entryOf(ctx, id);
      if (!entry) return undefined;
      await count(ctx, entry, -1);
      await ctx.table('report_entries').where({ id }).delete();
      return entry.training_id;
    }
    case 'RiskAlertDismissed':
      return undefined;
    default:
      return reshape(ctx, id, (entry) => reshaped(event, entry));
  }
}

async function applyTraining(event: TraineeTrainingsEvent, ctx: ProjectionContext): Promise<void> {
  const trainings = () => ctx.table('report_trainings');
  switch (event.type) {
    case 'TrainingAssigned':
      await insertOnce(ctx, 'report_trainings', trainingRow(event.data));
      await refreshRows(ctx, trainingIs(event.data.trainingId));
      return;
    case 'TrainingChanged': {
      const row = trainingChanges(event.data.changes);
      if (Object.keys(row).length) await trainings().where({ id: event.data.trainingId }).update(row);
      await refreshRows(ctx, trainingIs(event.data.trainingId));
      return;
    }
    case 'TrainingDeleted': {
      const trainingId = event.data.trainingId;
      await ctx.table('report_totals').where({ training_id: trainingId }).delete();
      await ctx.table('report_site_days').where({ training_id: trainingId }).delete();
      await ctx.table('report_entries').where({ training_id: trainingId }).delete();
      await trainings().where({ id: trainingId }).delete();
      return;
    }
    default:
      assertNever(event);
  }
}

async function applyPlanOrLevel(event: TrainingPlanEvent | TrainingLevelEvent, ctx: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'TrainingLevelCreated': {
      const d = event.data;
      await insertOnce(ctx, 'report_levels', levelRow(d));
      return;
    }
    case 'TrainingLevelChanged': {
      const row = levelChanges(event.data.changes);
      if (Object.keys(row).length) await ctx.table('report_levels').where({ id: event.data.levelId }).update(row);
      await refreshRows(ctx, { sql: 'p.level_id = ?', bindings: [event.data.levelId] });
      return;
    }
    case 'TrainingPlanCreated': {
      const d = event.data;
      await insertOnce(ctx, 'report_plans', planRow(d, JSON.stringify));
      return;
    }
    case 'TrainingPlanChanged': {
      const row = planChanges(event.data.changes, JSON.stringify);
      if (Object.keys(row).length) await ctx.table('report_plans').where({ id: event.data.planId }).update(row);
      await refreshRows(ctx, { sql: 'p.id = ?', bindings: [event.data.planId] });
      return;
    }
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      await ctx
        .table('report_plans')
        .where({ id: event.data.planId })
        .update({ archived: event.type === 'TrainingPlanArchived' });
      return; // archiving shows nowhere in a row
    default:
      assertNever(event);
  }
}

async function applyCatalog(event: ActivityCatalogEvent, ctx: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'ActivityTypeAdded':
      await insertOnce(ctx, 'report_activity_types', activityTypeRow(event.data));
      return;
    case 'ActivityTypeChanged': {
      if (!Object.keys(event.data.changes).length) return;
      const typeId = event.data.activityTypeId;
      await ctx.table('report_activity_types').where({ id: typeId }).update(event.data.changes);
      // the rows showing the type: its plans' trainings and those that logged it
      await refreshRows(ctx, {
        sql: `(p.activity_types @> jsonb_build_array(jsonb_build_object('activityTypeId', ?::text))
               or exists (select 1 from ${ctx.ref('report_totals')} rt where rt.training_id = tr.id and rt.activity_type_id = ?))`,
        bindings: [typeId, typeId],
      });
      return;
    }
    // activities and tags are not part of a report
    case 'ActivityAdded':
    case 'ActivityChanged':
    case 'ActivityTagAdded':
      return;
    default:
      assertNever(event);
  }
}

/** The names rows show; a rename refreshes the rows naming that person (trainee, faculty or assistant). */
async function applyPerson(event: PersonEvent, ctx: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'UserRegistered':
      await insertOnce(ctx, 'report_people', personRow(event.data));
      return;
    case 'PositionAssigned':
      await insertOnce(ctx, 'report_positions', positionRow(event.data));
      return;
    case 'UserDetailsChanged': {
      const { userId, changes } = event.data;
      if (changes.first_name === undefined && changes.last_name === undefined) return;
      const person = await ctx.table('report_people').where({ id: userId }).first<{ first_name: string; last_name: string } | undefined>();
      if (!person) return;
      const first_name = changes.first_name ?? person.first_name;
      const last_name = changes.last_name ?? person.last_name;
      await ctx
        .table('report_people')
        .where({ id: userId })
        .update({ first_name, last_name, name: fullName({ first_name, last_name }) });
      const positions = `array(select id from ${ctx.ref('report_positions')} where user_id = ?)`;
      await refreshRows(ctx, {
        sql: `(tr.trainee_user_id = ? or tr.faculty_position_id = any(${positions}) or tr.assistant_position_ids && ${positions})`,
        bindings: [userId, userId, userId],
      });
      return;
    }
    default:
      assertNever(event);
  }
}

/** A placement's day on site: the day's minutes replace what it held (a redelivery writes the same). */
async function applySiteDay(event: PlacementTimeOnSiteLogged, ctx: ProjectionContext): Promise<void> {
  await upsert(ctx, 'report_site_days', siteDayRow(event.data), SITE_DAY_KEY, ['minutes']);
  await refreshRows(ctx, trainingIs(event.data.trainingId));
}

const entryTypes = new Set<string>(activityEntryEventTypes);
const trainingTypes = new Set<string>(traineeTrainingsEventTypes);
const catalogTypes = new Set<string>(activityCatalogEventTypes);

const personTypes = new Set<string>(['UserRegistered', 'PositionAssigned', 'UserDetailsChanged']);

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ReportEvent;
  if (entryTypes.has(event.type)) {
    const trainingId = await applyEntry(event as ActivityEntryEvent, ctx);
    if (trainingId) await refreshRows(ctx, trainingIs(trainingId));
    return;
  }
  if (personTypes.has(event.type)) return applyPerson(event as PersonEvent, ctx);
  if (event.type === 'PlacementTimeOnSiteLogged') return applySiteDay(event, ctx);
  if (trainingTypes.has(event.type)) return applyTraining(event as TraineeTrainingsEvent, ctx);
  if (catalogTypes.has(event.type)) return applyCatalog(event as ActivityCatalogEvent, ctx);
  return applyPlanOrLevel(event as TrainingPlanEvent | TrainingLevelEvent, ctx);
}

export const reportsProjector = defineProjector({
  name: 'reports',
  // 2: each training's finished row kept (row_json), names from report_people/report_positions; 3: placements' days on site
  version: 3,
  readModel: reportsReadModel,
  canHandle: [
    ...activityEntryEventTypes.filter((type) => type !== 'RiskAlertDismissed'),
    ...traineeTrainingsEventTypes,
    ...trainingPlanEventTypes,
    ...trainingLevelEventTypes,
    'ActivityTypeAdded',
    'ActivityTypeChanged',
    ...personTypes,
    'PlacementTimeOnSiteLogged',
  ],
  tables: reportTables,
  apply,
  // a lone live event keeps its own statements; in a batch, each run of the common events is folded
  applyBatch: foldingBatches(apply, deferringRefreshes(applyInRuns(apply, Object.fromEntries(FOLDED.map((type) => [type, foldReports]))))),
  finishReplay: refreshAllRows,
});
