// Training report read model (spec 001 §3, §9): per training, activity type and
// placement, approved and unapproved minutes, kept incrementally from the
// activity log (an entry moving between statuses moves its minutes; edits and
// deletes take back what the entry gave), with what reports show of trainings,
// plans, levels and activity types. "Unapproved" is every entry not approved:
// drafts, submitted and changes requested alike.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityEntryEventTypes, type ActivityEntryEvent, type ActivityLogged } from '@practicum/shared/domain/activityLog/events';
import {
  activityCatalogEventTypes,
  trainingLevelEventTypes,
  trainingPlanEventTypes,
  traineeTrainingsEventTypes,
  type ActivityCatalogEvent,
  type TraineeTrainingsEvent,
  type TrainingAssigned,
  type TrainingLevelEvent,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { UserDetailsChanged } from '@practicum/shared/domain/identity/events';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { PlacementTimeOnSiteLogged } from '@practicum/shared/domain/placements/events';
import { fullName } from '@practicum/shared/format';
import { applyInRuns } from '../runner/applyInRuns.js';
import { FoldedTable } from '../runner/foldedTable.js';
import { insertFromJson } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { reportsReadModel } from './readModel.js';
import { deferringRefreshes, refreshAllRows, refreshRows, trainingIs, trainingsIn } from './reportRowRefresh.js';
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

interface EntryRow {
  id: string;
  training_id: string;
  activity_type_id: string;
  placement_id: string;
  minutes: number;
  approved: boolean;
}

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

const loggedEntry = (d: ActivityLogged['data']): EntryRow => ({
  id: d.entryId,
  training_id: d.trainingId,
  activity_type_id: d.activityTypeId,
  placement_id: d.placementId ?? '',
  minutes: d.minutes,
  approved: false,
});

type Reshaping = Exclude<ActivityEntryEvent, { type: 'ActivityLogged' | 'ActivityEntryDeleted' | 'RiskAlertDismissed' }>;

/** The new shape of an entry an edit or a review changes. */
function reshaped(event: Reshaping, entry: EntryRow): EntryRow {
  switch (event.type) {
    case 'ActivityEntryChanged': {
      const c = event.data.changes;
      return {
        ...entry,
        activity_type_id: c.activityTypeId ?? entry.activity_type_id,
        placement_id: c.placementId === undefined ? entry.placement_id : (c.placementId ?? ''),
        minutes: c.minutes ?? entry.minutes,
      };
    }
    case 'ActivityEntryApproved':
      return { ...entry, approved: true };
    case 'ActivityEntrySubmitted':
    case 'ActivityEntryUnapproved':
    case 'ActivityEntryChangesRequested':
    case 'ActivityEntryChangesRequestReverted':
      return { ...entry, approved: false };
    default:
      return assertNever(event);
  }
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

const trainingRow = (d: TrainingAssigned['data']) => ({
  id: d.trainingId,
  organization_id: d.organizationId,
  trainee_user_id: d.traineeUserId,
  trainee_position_id: d.traineePositionId,
  plan_id: d.trainingPlanId,
  start_at: d.startAt,
  end_at: d.endAt,
  faculty_position_id: d.facultyPositionId,
  assistant_position_ids: d.assistantPositionIds,
  placement_not_required: d.placementNotRequired,
});
const personRow = ({ userId, first_name, last_name }: UserRegistered['data']) => ({
  id: userId,
  first_name,
  last_name,
  name: fullName({ first_name, last_name }),
});
const positionRow = (d: PositionAssigned['data']) => ({ id: d.positionId, user_id: d.userId });

async function applyTraining(event: TraineeTrainingsEvent, ctx: ProjectionContext): Promise<void> {
  const trainings = () => ctx.table('report_trainings');
  switch (event.type) {
    case 'TrainingAssigned':
      await insertOnce(ctx, 'report_trainings', trainingRow(event.data));
      await refreshRows(ctx, trainingIs(event.data.trainingId));
      return;
    case 'TrainingChanged': {
      const c = event.data.changes;
      const row: Record<string, unknown> = {};
      if (c.trainingPlanId !== undefined) row.plan_id = c.trainingPlanId;
      if (c.startAt !== undefined) row.start_at = c.startAt;
      if (c.endAt !== undefined) row.end_at = c.endAt;
      if (c.facultyPositionId !== undefined) row.faculty_position_id = c.facultyPositionId;
      if (c.assistantPositionIds !== undefined) row.assistant_position_ids = c.assistantPositionIds;
      if (c.placementNotRequired !== undefined) row.placement_not_required = c.placementNotRequired;
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
    case 'ActivityTypeAdded': {
      const d = event.data;
      await insertOnce(ctx, 'report_activity_types', {
        id: d.activityTypeId,
        organization_id: d.organizationId,
        name: d.name,
        color: d.color,
        symbol: d.symbol,
      });
      return;
    }
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

/** Totals columns; a run's changes go in summed per total row, added to what the row holds. */
const TOTAL_COLUMNS = ['training_id', 'activity_type_id', 'placement_id', 'approved_minutes', 'unapproved_minutes'];
const TOTAL_KEY = ['training_id', 'activity_type_id', 'placement_id'];

/**
 * A run of entry events, registrations, positions and training assignments (a rebuild, a busy season; they come
 * mixed) folded in memory: the entries read once, each entry event changes them as applyEntry's statements would,
 * then the entries written in two statements and what they add to or take from the totals, summed per total row,
 * in one upsert (every row an event touches is upserted, as one by one). Nothing in the run reads the people,
 * positions or trainings it creates (rows are refreshed after the batch), so those go in at the end, one insert
 * per table in the events' order, the first of a key winning as with one insert per event.
 */
async function foldEntries(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const entries = new FoldedTable<EntryRow>(ctx, 'report_entries', ['id']);
  await entries.load(
    'id',
    events.map((recorded) => (recorded.data as { entryId: string }).entryId),
  );
  const totals = new Map<
    string,
    { training_id: string; activity_type_id: string; placement_id: string; approved_minutes: number; unapproved_minutes: number }
  >();
  const trainings = new Set<string>();
  const count = (entry: EntryRow, sign: 1 | -1): void => {
    const key = `${entry.training_id}/${entry.activity_type_id}/${entry.placement_id}`;
    const total = totals.get(key) ?? {
      training_id: entry.training_id,
      activity_type_id: entry.activity_type_id,
      placement_id: entry.placement_id,
      approved_minutes: 0,
      unapproved_minutes: 0,
    };
    if (entry.approved) total.approved_minutes += sign * entry.minutes;
    else total.unapproved_minutes += sign * entry.minutes;
    totals.set(key, total);
    trainings.add(entry.training_id);
  };
  const people: object[] = [];
  const positions: object[] = [];
  const assigned: TrainingAssigned['data'][] = [];
  for (const recorded of events) {
    if (recorded.type === 'UserRegistered') {
      people.push(personRow(recorded.data as UserRegistered['data']));
      continue;
    }
    if (recorded.type === 'PositionAssigned') {
      positions.push(positionRow(recorded.data as PositionAssigned['data']));
      continue;
    }
    if (recorded.type === 'TrainingAssigned') {
      assigned.push(recorded.data as TrainingAssigned['data']);
      trainings.add(assigned.at(-1)!.trainingId);
      continue;
    }
    const event = { type: recorded.type, data: recorded.data } as ActivityEntryEvent;
    if (event.type === 'RiskAlertDismissed') continue;
    if (event.type === 'ActivityLogged') {
      const entry = loggedEntry(event.data);
      if (entries.insertOnce(entry)) count(entry, 1);
      continue;
    }
    const before = entries.get({ id: event.data.entryId });
    if (!before) continue;
    count(before, -1);
    if (event.type === 'ActivityEntryDeleted') {
      entries.delete(before);
      continue;
    }
    const after = reshaped(event, before);
    count(after, 1);
    entries.update(before, after);
  }
  await insertFromJson(ctx, 'report_people', ['id', 'first_name', 'last_name', 'name'], people, 'id', 'ignore');
  await insertFromJson(ctx, 'report_positions', ['id', 'user_id'], positions, 'id', 'ignore');
  if (assigned.length) await insertOnce(ctx, 'report_trainings', assigned.map(trainingRow));
  await entries.write();
  await insertFromJson(ctx, 'report_totals', TOTAL_COLUMNS, [...totals.values()], TOTAL_KEY, {
    approved_minutes: 't.approved_minutes + excluded.approved_minutes',
    unapproved_minutes: 't.unapproved_minutes + excluded.unapproved_minutes',
  });
  if (trainings.size) await refreshRows(ctx, trainingsIn([...trainings]));
}

/** A placement's day on site: the day's minutes replace what it held (a redelivery writes the same). */
async function applySiteDay(event: PlacementTimeOnSiteLogged, ctx: ProjectionContext): Promise<void> {
  const d = event.data;
  await upsert(
    ctx,
    'report_site_days',
    { placement_id: d.placementId, date: d.date, training_id: d.trainingId, minutes: d.minutes },
    ['placement_id', 'date'],
    ['minutes'],
  );
  await refreshRows(ctx, trainingIs(d.trainingId));
}

const entryTypes = new Set<string>(activityEntryEventTypes);
const trainingTypes = new Set<string>(traineeTrainingsEventTypes);
const catalogTypes = new Set<string>(activityCatalogEventTypes);

const personTypes = new Set<string>(['UserRegistered', 'PositionAssigned', 'UserDetailsChanged']);
const FOLDED = [...activityEntryEventTypes, 'UserRegistered', 'PositionAssigned', 'TrainingAssigned'];

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
  applyBatch: deferringRefreshes(
    applyInRuns(apply, {
      ...Object.fromEntries(FOLDED.map((type) => [type, foldEntries])),
    }),
  ),
  finishReplay: refreshAllRows,
});
