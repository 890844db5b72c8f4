// The report read model's batch: a page of a rebuild (or a busy season) mixes entry events with the
// registrations, positions, trainings, levels, plans, activity types and days on site they refer to, so all of
// these fold together and a page is one run. The entries and trainings a batch names are read once; every event
// changes them in memory as its statements in reportsProjector.ts change the tables; then every table is written
// in one statement (the totals taking what the entry events added or took back, summed per total row), after a
// delete for a table that lost rows.
import { activityEntryEventTypes, type ActivityEntryEvent } from '@practicum/shared/domain/activityLog/events';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { PlacementTimeOnSiteLogged } from '@practicum/shared/domain/placements/events';
import type {
  ActivityTypeAdded,
  TrainingAssigned,
  TrainingChanged,
  TrainingLevelCreated,
  TrainingPlanCreated,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { FoldedTable, type FoldedRow, forEachEvent, named } from '../runner/foldedTable.js';
import { type JsonInsert, insertAllFromJson } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import { type ActivityTypesColumn, levelRow, planRow } from '../trainings/setupRows.js';
import { refreshRows, trainingsIn } from './reportRowRefresh.js';
import * as reportRows from './reportRows.js';
import type { EntryRow } from './reportRows.js';

/** The events folded together (the others, rare, go through apply between runs). */
export const FOLDED = [
  ...activityEntryEventTypes,
  'UserRegistered',
  'PositionAssigned',
  'TrainingAssigned',
  'TrainingChanged',
  'TrainingLevelCreated',
  'TrainingPlanCreated',
  'ActivityTypeAdded',
  'PlacementTimeOnSiteLogged',
] as const;

type Folded =
  | ActivityEntryEvent
  | UserRegistered
  | PositionAssigned
  | TrainingAssigned
  | TrainingChanged
  | TrainingLevelCreated
  | TrainingPlanCreated
  | ActivityTypeAdded
  | PlacementTimeOnSiteLogged;

interface TotalRow {
  training_id: string;
  activity_type_id: string;
  placement_id: string;
  approved_minutes: number;
  unapproved_minutes: number;
}

/** What entries add to or take from their totals, summed per total row. */
class TotalChanges {
  private readonly rows = new Map<string, TotalRow>();

  count(entry: EntryRow, sign: 1 | -1): void {
    const key = `${entry.training_id}/${entry.activity_type_id}/${entry.placement_id}`;
    const total = this.rows.get(key) ?? {
      training_id: entry.training_id,
      activity_type_id: entry.activity_type_id,
      placement_id: entry.placement_id,
      approved_minutes: 0,
      unapproved_minutes: 0,
    };
    if (entry.approved) total.approved_minutes += sign * entry.minutes;
    else total.unapproved_minutes += sign * entry.minutes;
    this.rows.set(key, total);
  }

  /** The upsert adding each row's change to what the row holds (every row an event touched, as one by one). */
  upsert(): JsonInsert {
    return {
      table: 'report_totals',
      columns: ['training_id', 'activity_type_id', 'placement_id', 'approved_minutes', 'unapproved_minutes'],
      rows: [...this.rows.values()],
      key: ['training_id', 'activity_type_id', 'placement_id'],
      onConflict: {
        approved_minutes: 't.approved_minutes + excluded.approved_minutes',
        unapproved_minutes: 't.unapproved_minutes + excluded.unapproved_minutes',
      },
    };
  }
}

/** Rows only ever inserted by the fold's events, the first of a key winning as with one insert per event. */
class InsertedOnce {
  private readonly rows: Record<string, object[]> = {};

  add(table: string, row: object): void {
    (this.rows[table] ??= []).push(row);
  }

  inserts(): JsonInsert[] {
    return Object.entries(this.rows).map(([table, rows]) => ({
      table,
      columns: Object.keys(rows[0]!),
      rows,
      key: 'id',
      onConflict: 'ignore',
    }));
  }
}

/** An entry event on the batch's entries in memory, its minutes moved in `totals`; answers the training whose totals moved. */
function foldEntry(event: ActivityEntryEvent, entries: FoldedTable<EntryRow>, totals: TotalChanges): string | undefined {
  if (event.type === 'RiskAlertDismissed') return undefined;
  if (event.type === 'ActivityLogged') {
    const entry = reportRows.loggedEntry(event.data);
    if (!entries.insertOnce(entry)) return undefined;
    totals.count(entry, 1);
    return entry.training_id;
  }
  const before = entries.get({ id: event.data.entryId });
  if (!before) return undefined;
  totals.count(before, -1);
  if (event.type === 'ActivityEntryDeleted') entries.delete(before);
  else {
    const after = reportRows.reshaped(event, before);
    totals.count(after, 1);
    entries.update(before, after);
  }
  return before.training_id;
}

/** A plan's activity types as the event gives them, the JSON value (apply writes the same as JSON text). */
const typesAsGiven: ActivityTypesColumn = (types) => types;

const changesTraining = (recorded: RecordedEvent): boolean => recorded.type === 'TrainingAssigned' || recorded.type === 'TrainingChanged';

export async function foldReports(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const entries = new FoldedTable<EntryRow>(ctx, 'report_entries', ['id']);
  const trainings = new FoldedTable<FoldedRow>(ctx, 'report_trainings', ['id']);
  await entries.load('id', named(events, 'entryId'));
  await trainings.load('id', named(events.filter(changesTraining), 'trainingId'));
  const totals = new TotalChanges();
  const inserted = new InsertedOnce();
  const siteDays = new Map<string, ReturnType<typeof reportRows.siteDayRow>>();
  /** The trainings whose rows the batch changes: refreshed after it. */
  const touched = new Set<string>();
  forEachEvent<Folded>(events, (event) => {
    switch (event.type) {
      case 'UserRegistered':
        inserted.add('report_people', reportRows.personRow(event.data));
        return;
      case 'PositionAssigned':
        inserted.add('report_positions', reportRows.positionRow(event.data));
        return;
      case 'TrainingLevelCreated':
        inserted.add('report_levels', levelRow(event.data));
        return;
      case 'TrainingPlanCreated':
        inserted.add('report_plans', planRow(event.data, typesAsGiven));
        return;
      case 'ActivityTypeAdded':
        inserted.add('report_activity_types', reportRows.activityTypeRow(event.data));
        return;
      case 'TrainingAssigned':
        trainings.insertOnce(reportRows.trainingRow(event.data));
        touched.add(event.data.trainingId);
        return;
      case 'TrainingChanged':
        trainings.update({ id: event.data.trainingId }, reportRows.trainingChanges(event.data.changes));
        touched.add(event.data.trainingId);
        return;
      case 'PlacementTimeOnSiteLogged': {
        const day = reportRows.siteDayRow(event.data);
        const key = `${day.placement_id}/${day.date}`;
        siteDays.set(key, { ...day, training_id: siteDays.get(key)?.training_id ?? day.training_id });
        touched.add(day.training_id);
        return;
      }
      default: {
        const trainingId = foldEntry(event, entries, totals);
        if (trainingId) touched.add(trainingId);
      }
    }
  });
  // every table in one statement (the rows deleted go first): one round trip for the batch's writes
  await insertAllFromJson(ctx, [
    ...inserted.inserts(),
    await trainings.deleteRemoved(),
    await entries.deleteRemoved(),
    totals.upsert(),
    {
      table: 'report_site_days',
      columns: reportRows.SITE_DAY_COLUMNS,
      rows: [...siteDays.values()],
      key: reportRows.SITE_DAY_KEY,
      onConflict: { minutes: 'excluded.minutes' },
    },
  ]);
  if (touched.size) await refreshRows(ctx, trainingsIn([...touched]));
}
