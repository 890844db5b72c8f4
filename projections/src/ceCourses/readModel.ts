// The CE courses' read contract: courses as authored, every exam attempt, and one
// row per learner and course (attempts, best score, completion). A learner reads
// courses with their own progress joined in SQL; right answers are left out of
// every record but an admin's.
import type { Knex } from 'knex';
import type { CeAttemptRecord, CeCourseRecord, CeCourseStatus, CeQuestionRecord } from '@practicum/shared/domain/ceCourses/index';
import type { CeCourseKind, CeLesson, CeQuestion } from '@practicum/shared/domain/ceCourses/events';
import { usersReadModel } from '../identity/readModel.js';
import type { RoleReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

export const ceCoursesReadModel = defineReadModel({
  projections: ['ceCourses'],
  tables: { ce_courses: 'ce_courses', ce_attempts: 'ce_attempts', ce_enrolments: 'ce_enrolments' },
});

const COURSES = ceCoursesReadModel.tables.ce_courses;
const ATTEMPTS = ceCoursesReadModel.tables.ce_attempts;
const ENROLMENTS = ceCoursesReadModel.tables.ce_enrolments;

export type CeReader = RoleReader;

/** Courses with the reader's own enrolment columns (e_*). */
export function coursesForReader(knex: Knex, reader: CeReader): Knex.QueryBuilder {
  return knex({ c: COURSES })
    .leftJoin({ e: ENROLMENTS }, (join) => join.on('e.course_id', 'c.id').andOn('e.user_id', knex.raw('?::uuid', [reader.userId])))
    .select('c.*', 'e.attempts_count', 'e.best_score', 'e.completed_at', 'e.score');
}

export const ceCourseColumns: Record<string, string> = {
  id: 'c.id',
  title: 'c.title',
  kind: 'c.kind',
  credit_hours: 'c.credit_hours',
  created_at: 'c.created_at',
};
export const ceCourseSearchColumns = ['c.title', 'c.description'];

export interface CeCourseRow {
  id: string;
  kind: CeCourseKind;
  title: string;
  description: string;
  credit_hours: number;
  pass_mark: number;
  lessons: CeLesson[];
  questions: CeQuestion[];
  attempts_count: number | null;
  best_score: number | null;
  completed_at: Date | null;
}

const statusOf = (row: CeCourseRow): CeCourseStatus =>
  row.completed_at ? 'completed' : (row.attempts_count ?? 0) > 0 ? 'failed' : 'not_started';

export function ceCourseRecord(row: CeCourseRow, reader: CeReader, attempts: CeAttemptRecord[] = []): CeCourseRecord {
  const questions: CeQuestionRecord[] = row.questions.map(({ answer, ...question }) =>
    reader.role === 'admin' ? { ...question, answer } : question,
  );
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    credit_hours: Number(row.credit_hours),
    pass_mark: row.pass_mark,
    question_count: row.questions.length,
    lesson_count: row.lessons.length,
    lessons: row.lessons,
    questions,
    status: statusOf(row),
    attempts_count: row.attempts_count ?? 0,
    best_score: row.best_score,
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    attempts,
  };
}

export async function readerAttempts(knex: Knex, courseId: string, userId: string): Promise<CeAttemptRecord[]> {
  const rows = await knex(ATTEMPTS)
    .where({ course_id: courseId, user_id: userId })
    .orderBy('attempt')
    .select<{ attempt: number; score: number; correct: number; total: number; passed: boolean; submitted_at: Date }[]>(
      'attempt',
      'score',
      'correct',
      'total',
      'passed',
      'submitted_at',
    );
  return rows.map((row) => ({ ...row, submitted_at: row.submitted_at.toISOString() }));
}

/** What the certificate prints: the learner's name, the course, the day and score of the pass. */
export async function certificateFacts(
  knex: Knex,
  courseId: string,
  userId: string,
): Promise<{ name: string; title: string; credit_hours: number; completed_at: Date; score: number } | undefined> {
  return knex({ e: ENROLMENTS })
    .join({ c: COURSES }, 'c.id', 'e.course_id')
    .join({ u: usersReadModel.tables.users }, 'u.id', 'e.user_id')
    .where({ 'e.course_id': courseId, 'e.user_id': userId })
    .whereNotNull('e.completed_at')
    .first('u.name', 'c.title', 'c.credit_hours', 'e.completed_at', 'e.score');
}
