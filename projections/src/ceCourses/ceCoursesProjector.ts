// Read model of the CE courses: courses (upsert by id), attempts (one row per
// attempt number, kept once), enrolments (counts taken as the greatest seen, the
// first completion kept), so a redelivered event changes nothing.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  ceCourseEventTypes,
  ceEnrolmentEventTypes,
  type CeCourseCreated,
  type CeCourseDetails,
  type CeCourseEvent,
  type CeExamSubmitted,
  type CeEnrolmentEvent,
} from '@practicum/shared/domain/ceCourses/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { ceCoursesReadModel } from './readModel.js';
import { type FoldedRow, FoldedTable, foldingBatches, forEachEvent, named } from '../runner/foldedTable.js';
import { insertFromJson, jsonbAsIs, type JsonbValue } from '../runner/jsonRows.js';

/** `json` encodes a jsonb value: knex takes it as text, a batch's JSON rows as the value itself. */

const detailColumns = (details: CeCourseDetails, json: JsonbValue = JSON.stringify) => ({
  title: details.title,
  description: details.description,
  credit_hours: details.credit_hours,
  pass_mark: details.pass_mark,
  lessons: json(details.lessons),
  questions: json(details.questions),
});

const courseRow = (d: CeCourseCreated['data'], at: string, json?: JsonbValue) => ({
  id: d.courseId,
  kind: d.kind,
  ...detailColumns(d.details, json),
  ...timestampsAt(at),
});

const attemptRow = (d: CeExamSubmitted['data'], json: JsonbValue = JSON.stringify) => ({
  course_id: d.courseId,
  user_id: d.userId,
  attempt: d.attempt,
  answers: json(d.answers),
  correct: d.correct,
  total: d.total,
  score: d.score,
  passed: d.passed,
  submitted_at: d.submittedAt,
});
const ATTEMPT_KEY = ['course_id', 'user_id', 'attempt'];

/** Postgres' greatest: null loses. */
const greatest = (a: unknown, b: number): number => (typeof a === 'number' && a > b ? a : b);

/**
 * A batch folded in memory: the courses and the enrolments of the learners it names read once, each event changes
 * them as its statements below would (greatest counts, first completion kept), attempts inserted in one statement.
 */
async function foldCourses(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const courses = new FoldedTable<FoldedRow>(ctx, 'ce_courses', ['id']);
  const enrolments = new FoldedTable<FoldedRow>(ctx, 'ce_enrolments', ['course_id', 'user_id']);
  await courses.load('id', named(events, 'courseId'));
  await enrolments.load('user_id', named(events, 'userId'));
  const attempts: object[] = [];
  forEachEvent<CeCourseEvent | CeEnrolmentEvent>(events, (event, at) => {
    switch (event.type) {
      case 'CeCourseCreated':
        courses.insertOnce(courseRow(event.data, at, jsonbAsIs));
        break;
      case 'CeCourseUpdated':
        courses.update({ id: event.data.courseId }, { ...detailColumns(event.data.details, jsonbAsIs), updated_at: at });
        break;
      case 'CeExamSubmitted': {
        const d = event.data;
        attempts.push(attemptRow(d, jsonbAsIs));
        const key = { course_id: d.courseId, user_id: d.userId };
        const row = enrolments.get(key);
        if (row)
          enrolments.update(key, {
            attempts_count: greatest(row.attempts_count, d.attempt),
            best_score: greatest(row.best_score, d.score),
          });
        else enrolments.insertOnce({ ...key, attempts_count: d.attempt, best_score: d.score });
        break;
      }
      case 'CeCourseCompleted': {
        const d = event.data;
        const key = { course_id: d.courseId, user_id: d.userId };
        const row = enrolments.get(key);
        if (row) enrolments.update(key, { completed_at: row.completed_at ?? d.completedAt, score: row.score ?? d.score });
        else enrolments.insertOnce({ ...key, attempts_count: 0, best_score: d.score, completed_at: d.completedAt, score: d.score });
        break;
      }
      case 'CeCourseTaskLinked':
        break; // the tasks read model shows the task; the link is the command side's
      default:
        assertNever(event);
    }
  });
  await courses.write();
  await insertFromJson(
    ctx,
    'ce_attempts',
    ATTEMPT_KEY.concat(['answers', 'correct', 'total', 'score', 'passed', 'submitted_at']),
    attempts,
    ATTEMPT_KEY,
    'ignore',
  );
  await enrolments.write();
}

async function applyCourse(event: CeCourseEvent, at: string, ctx: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'CeCourseCreated':
      await insertOnce(ctx, 'ce_courses', courseRow(event.data, at));
      return;
    case 'CeCourseUpdated':
      await ctx
        .table('ce_courses')
        .where({ id: event.data.courseId })
        .update({ ...detailColumns(event.data.details), updated_at: at });
      return;
    default:
      assertNever(event);
  }
}

async function applyEnrolment(event: CeEnrolmentEvent, ctx: ProjectionContext): Promise<void> {
  const enrolments = ctx.ref('ce_enrolments');
  switch (event.type) {
    case 'CeExamSubmitted': {
      const d = event.data;
      await insertOnce(ctx, 'ce_attempts', attemptRow(d), ATTEMPT_KEY);
      await ctx.trx.raw(
        `INSERT INTO ${enrolments} (course_id, user_id, attempts_count, best_score) VALUES (?, ?, ?, ?)
         ON CONFLICT (course_id, user_id) DO UPDATE SET
           attempts_count = greatest(${enrolments}.attempts_count, excluded.attempts_count),
           best_score = greatest(${enrolments}.best_score, excluded.best_score)`,
        [d.courseId, d.userId, d.attempt, d.score],
      );
      return;
    }
    case 'CeCourseCompleted': {
      const d = event.data;
      await ctx.trx.raw(
        `INSERT INTO ${enrolments} (course_id, user_id, attempts_count, best_score, completed_at, score) VALUES (?, ?, 0, ?, ?, ?)
         ON CONFLICT (course_id, user_id) DO UPDATE SET
           completed_at = coalesce(${enrolments}.completed_at, excluded.completed_at),
           score = coalesce(${enrolments}.score, excluded.score)`,
        [d.courseId, d.userId, d.score, d.completedAt, d.score],
      );
      return;
    }
    case 'CeCourseTaskLinked':
      return;
    default:
      assertNever(event);
  }
}

const courseTypes = new Set<string>(ceCourseEventTypes);

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data };
  if (courseTypes.has(event.type)) return applyCourse(event as CeCourseEvent, recorded.metadata.occurredAt, ctx);
  return applyEnrolment(event as CeEnrolmentEvent, ctx);
}

export const ceCoursesProjector = defineProjector({
  name: 'ceCourses',
  version: 1,
  readModel: ceCoursesReadModel,
  canHandle: [...ceCourseEventTypes, ...ceEnrolmentEventTypes],
  tables: {
    ce_courses: (t) => {
      t.uuid('id').primary();
      t.text('kind').notNullable();
      t.text('title').notNullable();
      t.text('description').notNullable();
      t.decimal('credit_hours', 6, 2).notNullable();
      t.integer('pass_mark').notNullable();
      t.jsonb('lessons').notNullable();
      t.jsonb('questions').notNullable();
      createdUpdatedAt(t);
    },
    ce_attempts: (t) => {
      t.uuid('course_id').notNullable();
      t.uuid('user_id').notNullable();
      t.integer('attempt').notNullable();
      t.jsonb('answers').notNullable();
      t.integer('correct').notNullable();
      t.integer('total').notNullable();
      t.integer('score').notNullable();
      t.boolean('passed').notNullable();
      t.timestamp('submitted_at', { useTz: true }).notNullable();
      t.primary(['course_id', 'user_id', 'attempt']);
    },
    ce_enrolments: (t) => {
      t.uuid('course_id').notNullable();
      t.uuid('user_id').notNullable().index();
      t.integer('attempts_count').notNullable();
      t.integer('best_score');
      t.timestamp('completed_at', { useTz: true });
      t.integer('score');
      t.primary(['course_id', 'user_id']);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldCourses),
});
