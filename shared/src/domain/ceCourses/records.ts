// What the query API answers for a course (GET /api/ce-courses, /:id): the
// course as authored (answers left out for learners) and the reader's progress.
import type { CeCourseKind, CeLesson } from './events.js';

export type CeCourseStatus = 'not_started' | 'failed' | 'completed';

export interface CeQuestionRecord {
  id: string;
  text: string;
  choices: string[];
  /** Admins only: the index of the right choice. */
  answer?: number;
}

export interface CeAttemptRecord {
  attempt: number;
  score: number;
  correct: number;
  total: number;
  passed: boolean;
  submitted_at: string;
}

export interface CeCourseRecord {
  id: string;
  kind: CeCourseKind;
  title: string;
  description: string;
  credit_hours: number;
  pass_mark: number;
  question_count: number;
  lesson_count: number;
  lessons: CeLesson[];
  questions: CeQuestionRecord[];
  /** The reader's progress. */
  status: CeCourseStatus;
  attempts_count: number;
  best_score: number | null;
  completed_at: string | null;
  attempts: CeAttemptRecord[];
}
