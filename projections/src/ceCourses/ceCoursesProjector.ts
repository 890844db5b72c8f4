// Read model of the CE courses: courses (upsert by id), attempts (one row per
// attempt number, kept once), enrolments (counts taken as the greatest seen, the
// first completion kept), so a redelivered event changes nothing.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  ceCourseEventTypes,
  ceEnrolmentEventTypes,
  type CeCourseDetails,
  type CeCourseEvent,
  type CeEnrolmentEvent,
} from '@practicum/shared/domain/ceCourses/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { ceCoursesReadModel } from './readModel.js';

const detailColumns = (details: CeCourseDetails) => ({
  title: details.title,
  description: details.description,
  credit_hours: details.credit_hours,
  pass_mark: details.pass_mark,
  lessons: JSON.stringify(details.lessons),
  questions: JSON.stringify(details.questions),
});

async function applyCourse(event: CeCourseEvent, at: string, ctx: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'CeCourseCreated':
      await insertOnce(ctx, 'ce_courses', {
        id: event.data.courseId,
        kind: event.data.kind,
        ...detailColumns(event.data.details),
        ...timestampsAt(at),
      });
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
      await insertOnce(
        ctx,
        'ce_attempts',
        {
          course_id: d.courseId,
          user_id: d.userId,
          attempt: d.attempt,
          answers: JSON.stringify(d.answers),
          correct: d.correct,
          total: d.total,
          score: d.score,
          passed: d.passed,
          submitted_at: d.submittedAt,
        },
        ['course_id', 'user_id', 'attempt'],
      );
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
    default:
      assertNever(event);
  }
}

const courseTypes = new Set<string>(ceCourseEventTypes);

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
  async apply(recorded: RecordedEvent, ctx: ProjectionContext) {
    const event = { type: recorded.type, data: recorded.data };
    if (courseTypes.has(event.type)) return applyCourse(event as CeCourseEvent, recorded.metadata.occurredAt, ctx);
    return applyEnrolment(event as CeEnrolmentEvent, ctx);
  },
});
