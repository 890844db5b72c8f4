// The report read model (spec 001 §3 Training report): each training's totals per activity type and site
// kept exact as entries move between statuses, are edited and deleted, and the finished report row with
// the names it shows.
import { describe, expect, it } from '@jest/globals';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { SpecEvent } from '../testing/projectorSpec.js';
import { projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import {
  activityTypeAdded,
  assistant,
  changed,
  changesRequested,
  deleted,
  faculty,
  group,
  individual,
  levelCreated,
  logged,
  moved,
  organization,
  plan,
  planCreated,
  trainee,
  training,
  trainingAssigned,
} from '../testing/trainingSpecEvents.js';
import { reportsProjector } from './reportsProjector.js';

const spec = projectorSpec(reportsProjector);

const setup = [
  levelCreated(),
  activityTypeAdded(individual, 'Individual', '#1976d2'),
  activityTypeAdded(group, 'Group', '#9c27b0'),
  planCreated(),
  trainingAssigned({ assistantPositionIds: [] }),
];
const site = specId(40);
const second = specId(21);
const submitted = moved('ActivityEntrySubmitted');
const approved = moved('ActivityEntryApproved');

/** A training's total for one activity type and site ('' when at no site): [approved, unapproved] minutes. */
const total = (activityTypeId: string, approvedMinutes: number, unapprovedMinutes: number, placementId = '') => ({
  training_id: training,
  activity_type_id: activityTypeId,
  placement_id: placementId,
  approved_minutes: approvedMinutes,
  unapproved_minutes: unapprovedMinutes,
});

describe('when entries are logged and reviewed', () => {
  it('TRAIN-45 counts logged entries as unapproved time of their type', () =>
    spec
      .given(...setup)
      .when(logged(), logged({ activityTypeId: group, minutes: 30 }, second))
      .thenRows('report_totals', [total(individual, 0, 90), total(group, 0, 30)]));

  it('TRAIN-45 moves an approved entry’s minutes to approved', () =>
    spec
      .given(...setup, logged(), submitted)
      .when(approved)
      .thenRows('report_totals', [total(individual, 90, 0)]));

  it('TRAIN-45 moves an unapproved entry’s minutes back', () =>
    spec
      .given(...setup, logged(), submitted, approved)
      .when(moved('ActivityEntryUnapproved'))
      .thenRows('report_totals', [total(individual, 0, 90)]));

  it('TRAIN-45 counts the edited minutes of an entry sent back, fixed and approved, once', () =>
    spec
      .given(...setup, logged(), submitted, changesRequested('Too long'))
      .when(changed({ minutes: 45 }), submitted, approved)
      .thenRows('report_totals', [total(individual, 45, 0)]));
});

describe('when entries are edited or deleted', () => {
  it('TRAIN-45 moves an approved entry edited to another type and site', () =>
    spec
      .given(...setup, logged(), approved)
      .when(changed({ activityTypeId: group, placementId: site, minutes: 120 }))
      .thenRows('report_totals', [total(individual, 0, 0), total(group, 120, 0, site)]));

  it('TRAIN-45 takes back what a deleted entry gave', () =>
    spec
      .given(...setup, logged(), logged({ minutes: 15 }, second), approved)
      .when(deleted())
      .thenRows('report_totals', [total(individual, 0, 15)]));

  it('counts an entry delivered twice in one batch once', () =>
    spec
      .given(...setup)
      .when(logged(), logged({ minutes: 5 }, second), logged())
      .thenRows('report_totals', [total(individual, 0, 95)]));

  it('forgets the totals and the row of a deleted training', () =>
    spec
      .given(...setup, logged())
      .when({ type: 'TrainingDeleted', data: { trainingId: training, traineeUserId: trainee.userId } })
      .thenRows({ report_totals: [], report_trainings: [], report_entries: [] }));
});

const facultyUserId = specId(13);
const person = (userId: string, first_name: string, last_name: string): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, first_name, last_name, email: `${first_name.toLowerCase()}@example.test`, status: 'active' },
});
const position = (userId: string, positionId: string, role: 'trainee' | 'faculty'): PositionAssigned => ({
  type: 'PositionAssigned',
  data: { userId, positionId, organizationId: organization, role, status: 'active', current: true },
});
const people: SpecEvent[] = [
  person(trainee.userId, 'Tina', 'Trainee'),
  position(trainee.userId, trainee.positionId, 'trainee'),
  person(facultyUserId, 'Fay', 'Faculty'),
  position(facultyUserId, faculty, 'faculty'),
];
const renamed = (userId: string, changes: { first_name?: string; last_name?: string }): SpecEvent => ({
  type: 'UserDetailsChanged',
  data: { userId, changes },
});

/** The parts of the stored row (JSON text) these checks read. */
interface StoredRow {
  trainee: { name: string };
  faculty: unknown[];
  primaryUser: unknown;
  training_plan: { name: string; level_name: string };
  training_report: { totals: { time: unknown }; hours: unknown; activity_types: unknown[] };
}
const storedRow = async (rows: (table: string) => Promise<Record<string, unknown>[]>) => {
  const [row] = await rows('report_trainings');
  return { ...(JSON.parse(row!.row_json as string) as StoredRow), sortName: row!.trainee_name };
};

describe('the stored report row', () => {
  it('TRAIN-44 TRAIN-45 TRAIN-52 shows the trainee, faculty, plan, level, totals and hours', () =>
    spec.given(...people, ...setup, logged(), approved).thenExpect(async (rows) => {
      const row = await storedRow(rows);
      expect(row.trainee.name).toBe('Tina Trainee');
      expect(row.primaryUser).toEqual({ id: facultyUserId, name: 'Fay Faculty', position_id: faculty });
      expect(row.training_plan).toMatchObject({ name: 'Practicum I 2026', level_name: 'Practicum I' });
      expect(row.training_report.totals.time).toEqual({ approved: 90, unapproved: 0 });
      expect(row.training_report.hours).toEqual({ approved: 1.5, unapproved: 0, time_on_site: 0 });
      expect(row.training_report.activity_types[0]).toMatchObject({ id: individual, approved: 90, unapproved: 0 });
    }));

  it('PLACE-26 adds a placement’s logged days to the time on site, a day replaced by its latest log', () => {
    const day = (date: string, minutes: number) => ({
      type: 'PlacementTimeOnSiteLogged',
      data: { placementId: site, trainingId: training, traineeUserId: specId(99), date, minutes, previousMinutes: 0 },
    });
    return spec
      .given(...people, ...setup, logged({ placementId: site }), approved, day('2026-11-19', 120))
      .when(day('2026-11-20', 240), day('2026-11-19', 180))
      .thenExpect(async (rows) => {
        const row = await storedRow(rows);
        expect((row.training_report.totals as unknown as { time_on_site: number }).time_on_site).toBe(90 + 180 + 240);
        expect(row.training_report.totals.time).toEqual({ approved: 90, unapproved: 0 });
      });
  });

  it('TRAIN-44 shows renamed people at once and keeps the totals', () =>
    spec
      .given(...people, ...setup, logged(), approved)
      .when(renamed(trainee.userId, { last_name: 'Married' }), renamed(facultyUserId, { first_name: 'Faye' }))
      .thenExpect(async (rows) => {
        const row = await storedRow(rows);
        expect(row.trainee.name).toBe('Tina Married');
        expect(row.sortName).toBe('Tina Married');
        expect(row.faculty).toEqual([{ id: facultyUserId, name: 'Faye Faculty', position_id: faculty, primary: true }]);
        expect(row.training_report.totals.time).toEqual({ approved: 90, unapproved: 0 });
      }));
});

const batch = [
  ...people,
  trainingAssigned({ trainingId: specId(14), startAt: '2026-07-01', endAt: '2026-12-31', assistantPositionIds: [assistant] }),
  logged(),
  logged({ minutes: 15, activityTypeId: group }, second),
  submitted,
  approved,
  changed({ placementId: site }),
  logged({ minutes: 5 }, specId(22)),
  deleted(second),
  renamed(trainee.userId, { first_name: 'Tess' }),
];

describe('when a batch is applied twice or in runs', () => {
  it('a batch of entries, reviews, edits and renames changes nothing the second time', () =>
    spec
      .given(...setup)
      .when(...batch)
      .thenReplayChangesNothing());

  it('applyBatch (runs folded, rows refreshed once per batch) has the effect of apply on each event in turn', () =>
    spec.given(...setup, ...batch).thenBatchesMatchOneByOne());
});

describe('TRAIN-44 TRAIN-45 PLACE-26 when a page of entry, setup and site-day events in runs among other events is projected at once (a rebuild)', () => {
  const otherTraining = specId(50);
  const [secondLevel, secondPlan] = [specId(72), specId(73)];
  const trainingChanged = (trainingId: string, changes: object): SpecEvent => ({
    type: 'TrainingChanged',
    data: { trainingId, traineeUserId: trainee.userId, changes },
  });
  const day = (trainingId: string, date: string, minutes: number): SpecEvent => ({
    type: 'PlacementTimeOnSiteLogged',
    data: { placementId: site, trainingId, traineeUserId: trainee.userId, date, minutes, previousMinutes: 0 },
  });
  const [third, fourth, fifth] = [specId(23), specId(24), specId(25)];
  const page: SpecEvent[] = [
    person(specId(60), 'Ada', 'Assistant'),
    person(specId(60), 'Ada', 'Again'), // delivered again: the first wins
    person(specId(62), 'Ben', 'Faculty'),
    position(specId(60), assistant, 'faculty'),
    position(specId(62), specId(63), 'faculty'),
    trainingAssigned({ trainingId: otherTraining, startAt: '2026-07-01', endAt: '2026-12-31' }),
    trainingAssigned({ trainingId: otherTraining, startAt: '2026-08-01', endAt: '2026-12-31' }),
    trainingAssigned({ trainingId: specId(64), facultyPositionId: specId(63) }),
    logged(),
    logged(), // delivered twice: counted once
    logged({ minutes: 15, activityTypeId: group }, second),
    logged({ minutes: 40, trainingId: otherTraining }, third),
    submitted,
    person(specId(65), 'Cy', 'Late'),
    approved,
    position(specId(65), specId(66), 'faculty'),
    person(specId(60), 'Ada', 'Third'), // delivered again among entries: the first still wins
    changed({ activityTypeId: group, placementId: site, minutes: 60 }),
    moved('ActivityEntryUnapproved'),
    changesRequested('Which client?', second),
    moved('ActivityEntryChangesRequestReverted', second),
    moved('ActivityEntryApproved', specId(99)), // an entry this model never saw
    renamed(trainee.userId, { first_name: 'Tess' }),
    moved('ActivityEntryApproved', third),
    deleted(second),
    logged({ minutes: 5 }, fourth),
    changed({ placementId: null }, fourth),
    { type: 'ActivityTypeChanged', data: { activityTypeId: group, changes: { name: 'Group work' } } },
    logged({ minutes: 25, trainingId: otherTraining }, fifth),
    deleted(fifth),
    { type: 'TrainingDeleted', data: { trainingId: otherTraining, traineeUserId: trainee.userId } },
    moved('ActivityEntryApproved', third), // its training is gone with its entries
    approved,
    // the setup and days on site that come mixed with them
    levelCreated({ levelId: secondLevel, name: 'Practicum II', sortOrder: 2 }),
    levelCreated({ levelId: secondLevel, name: 'Again' }), // delivered again: the first wins
    activityTypeAdded(specId(70), 'Supervision', '#ff9800'),
    planCreated({ planId: secondPlan, levelId: secondLevel, name: 'Practicum II 2026' }),
    trainingAssigned({ trainingId: specId(71), trainingPlanId: secondPlan }),
    trainingChanged(specId(71), { startAt: '2026-02-01', facultyPositionId: null }),
    trainingChanged(training, { trainingPlanId: secondPlan, assistantPositionIds: [specId(63)] }),
    trainingChanged(specId(99), { endAt: '2026-12-31' }), // a training this model never saw
    day(training, '2026-03-02', 60),
    day(specId(71), '2026-03-02', 90), // the same day logged again: the minutes replace, the training stays
    day(specId(71), '2026-03-03', 30),
    { type: 'TrainingLevelChanged', data: { levelId: secondLevel, changes: { name: 'Practicum 2' } } },
    { type: 'TrainingPlanChanged', data: { planId: secondPlan, changes: { totalHours: 200 } } },
    { type: 'TrainingPlanArchived', data: { planId: plan } },
    logged({ minutes: 10, activityTypeId: specId(70) }, specId(26)),
    day(specId(71), '2026-03-03', 45),
  ];

  itFoldsLikeOneByOne(spec, [...people, ...setup], page);
});
