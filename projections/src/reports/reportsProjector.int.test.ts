// The report projector keeps each training's totals exact as entries move
// between statuses, are edited and deleted (spec 001 §3 Training report).
import knexFactory, { type Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { applyEvents, createProjectorTables } from '../runner/projectorTables.js';
import { testMetadata } from '../testing/testEvents.js';
import {
  activityLogged,
  entryChanged,
  entryDeleted,
  entryReviewed,
  planEvents,
  trainingAssigned,
  type StreamEvent,
} from '../testing/reportEvents.js';
import { reportsProjector } from './reportsProjector.js';

let database: TestDatabase;
let knex: Knex;
const schema = 'reports_test';

beforeAll(async () => {
  database = await createTestDatabase('reportproj');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await knex.raw(`create schema "${schema}"`);
  await knex.transaction((trx) => createProjectorTables(trx, reportsProjector, schema));
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

let sequence = 0;
const recorded = ({ streamId, event }: StreamEvent): RecordedEvent => {
  sequence += 1;
  return {
    eventId: randomUUID(),
    streamId,
    type: event.type,
    revision: 0n,
    position: { commit: BigInt(sequence), prepare: BigInt(sequence) },
    data: event.data,
    metadata: testMetadata(),
    createdAt: new Date(),
  };
};

const project = (events: StreamEvent[]) => knex.transaction((trx) => applyEvents(trx, reportsProjector, schema, events.map(recorded)));

const totals = async (trainingId: string) => {
  const rows = await knex
    .withSchema(schema)
    .from('report_totals')
    .where({ training_id: trainingId })
    .select('activity_type_id', 'placement_id', 'approved_minutes', 'unapproved_minutes');
  return Object.fromEntries(
    rows
      .filter((row) => Number(row.approved_minutes) || Number(row.unapproved_minutes))
      .map((row) => [
        `${row.activity_type_id as string}/${row.placement_id as string}`,
        [Number(row.approved_minutes), Number(row.unapproved_minutes)],
      ]),
  );
};

const organizationId = randomUUID();
const { plan, events: setup } = planEvents(organizationId, [
  { name: 'Individual', hours: 10, color: '#1976d2' },
  { name: 'Group', hours: 5, color: '#9c27b0' },
]);
const [individual, group] = plan.types.map((type) => type.activityTypeId) as [string, string];
const { training, event: assigned } = trainingAssigned(plan, { userId: randomUUID(), positionId: randomUUID() });

describe('when entries are logged and reviewed', () => {
  it('TRAIN-45 counts a logged entry as unapproved and moves its minutes on approval and back', async () => {
    const a = activityLogged(training, { activityTypeId: individual, minutes: 90 });
    const b = activityLogged(training, { activityTypeId: group, minutes: 30 });
    await project([...setup, assigned, a.event, b.event, entryReviewed(training, a.entryId, 'ActivityEntrySubmitted')]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 90], [`${group}/`]: [0, 30] });

    await project([entryReviewed(training, a.entryId, 'ActivityEntryApproved')]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [90, 0], [`${group}/`]: [0, 30] });

    await project([entryReviewed(training, a.entryId, 'ActivityEntryUnapproved')]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 90], [`${group}/`]: [0, 30] });

    // changes requested, fixed (edit), resubmitted and approved: the edited minutes count once
    await project([
      entryReviewed(training, b.entryId, 'ActivityEntrySubmitted'),
      entryReviewed(training, b.entryId, 'ActivityEntryChangesRequested'),
      entryChanged(training, b.entryId, { minutes: 45 }),
      entryReviewed(training, b.entryId, 'ActivityEntrySubmitted'),
      entryReviewed(training, b.entryId, 'ActivityEntryApproved'),
    ]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 90], [`${group}/`]: [45, 0] });
  });

  it('TRAIN-45 moves an approved entry edited to another type and site, and takes back a deleted one', async () => {
    const placementId = randomUUID();
    const c = activityLogged(training, { activityTypeId: individual, minutes: 60 });
    await project([c.event, entryReviewed(training, c.entryId, 'ActivityEntryApproved')]);
    await project([entryChanged(training, c.entryId, { activityTypeId: group, placementId, minutes: 120 })]);
    expect(await totals(training.trainingId)).toEqual({
      [`${individual}/`]: [0, 90],
      [`${group}/`]: [45, 0],
      [`${group}/${placementId}`]: [120, 0],
    });

    await project([entryDeleted(training, c.entryId)]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 90], [`${group}/`]: [45, 0] });
    // a second delete (replayed) changes nothing
    await project([entryDeleted(training, c.entryId)]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 90], [`${group}/`]: [45, 0] });
  });

  it('counts an entry logged twice in one run (a replay) once', async () => {
    const d = activityLogged(training, { activityTypeId: individual, minutes: 15 });
    const e = activityLogged(training, { activityTypeId: individual, minutes: 5 });
    await project([d.event, e.event, d.event]);
    await project([d.event]);
    expect(await totals(training.trainingId)).toEqual({ [`${individual}/`]: [0, 110], [`${group}/`]: [45, 0] });
    await project([entryDeleted(training, d.entryId), entryDeleted(training, e.entryId)]);
  });

  it('forgets the totals of a deleted training', async () => {
    await project([
      {
        streamId: `traineeTrainings-${training.traineeUserId}`,
        event: { type: 'TrainingDeleted', data: { trainingId: training.trainingId, traineeUserId: training.traineeUserId } },
      },
    ]);
    expect(await totals(training.trainingId)).toEqual({});
    expect(await knex.withSchema(schema).from('report_trainings').where({ id: training.trainingId })).toEqual([]);
  });
});

/** The parts of a stored row these checks read. */
interface TrainingRowJson {
  trainee: { name: string };
  faculty: unknown[];
  primaryUser: { name: string } | null;
  training_report: { totals: { time: unknown }; hours: unknown; activity_types: unknown[] };
}

describe('the stored report row', () => {
  const person = (userId: string, first_name: string, last_name: string): StreamEvent => ({
    streamId: `user-${userId}`,
    event: { type: 'UserRegistered', data: { userId, first_name, last_name, email: `${userId}@example.test`, status: 'active' } },
  });
  const position = (userId: string, positionId: string, role: 'trainee' | 'faculty'): StreamEvent => ({
    streamId: `user-${userId}`,
    event: {
      type: 'PositionAssigned',
      data: { userId, positionId, organizationId, role, status: 'active', current: true },
    },
  });
  const renamed = (userId: string, changes: { first_name?: string; last_name?: string }): StreamEvent => ({
    streamId: `user-${userId}`,
    event: { type: 'UserDetailsChanged', data: { userId, changes } },
  });
  const trainee = { userId: randomUUID(), positionId: randomUUID() };
  const faculty = { userId: randomUUID(), positionId: randomUUID() };
  const stored = trainingAssigned(plan, trainee, { facultyPositionId: faculty.positionId });
  const storedRow = async () => {
    const row = await knex
      .withSchema(schema)
      .from('report_trainings')
      .where({ id: stored.training.trainingId })
      .first<{ row_json: string; trainee_name: string }>('row_json', 'trainee_name');
    return { ...(JSON.parse(row.row_json) as TrainingRowJson), sortName: row.trainee_name };
  };

  it('TRAIN-44 stays right after an approve and after the trainee and the faculty are renamed', async () => {
    const entry = activityLogged(stored.training, { activityTypeId: individual, minutes: 90 });
    await project([
      person(trainee.userId, 'Tina', 'Trainee'),
      position(trainee.userId, trainee.positionId, 'trainee'),
      person(faculty.userId, 'Fay', 'Faculty'),
      position(faculty.userId, faculty.positionId, 'faculty'),
      stored.event,
      entry.event,
    ]);
    let row = await storedRow();
    expect(row.trainee.name).toBe('Tina Trainee');
    expect(row.primaryUser).toEqual({ id: faculty.userId, name: 'Fay Faculty', position_id: faculty.positionId });
    expect(row.training_report.totals.time).toEqual({ approved: 0, unapproved: 90 });

    await project([entryReviewed(stored.training, entry.entryId, 'ActivityEntryApproved')]);
    row = await storedRow();
    expect(row.training_report.totals.time).toEqual({ approved: 90, unapproved: 0 });
    expect(row.training_report.hours).toEqual({ approved: 1.5, unapproved: 0, time_on_site: 0 });
    expect(row.training_report.activity_types[0]).toMatchObject({ id: individual, approved: 90, unapproved: 0 });

    await project([renamed(trainee.userId, { last_name: 'Married' }), renamed(faculty.userId, { first_name: 'Faye' })]);
    row = await storedRow();
    expect(row.trainee.name).toBe('Tina Married');
    expect(row.sortName).toBe('Tina Married');
    expect(row.faculty).toEqual([{ id: faculty.userId, name: 'Faye Faculty', position_id: faculty.positionId, primary: true }]);
    expect(row.primaryUser?.name).toBe('Faye Faculty');
    expect(row.training_report.totals.time).toEqual({ approved: 90, unapproved: 0 });
  });
});
