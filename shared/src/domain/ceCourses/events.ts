// CE course events (issue 19; spec 001 §2 names the routes only, the rest is
// docs/decisions.md "CE courses"). Two aggregates: the course an admin authors
// (`cecourse-<id>`) and one user's enrolment in it (`ceenrolment-<courseId>_<userId>`),
// whose attempts and completion are the user's own facts.
import { eventTypesOf, type DomainEvent } from '../decider.js';

/** A lesson is text, or a video kept by the storage port (an upload's uuid) with text beside it. */
export interface CeLesson {
  id: string;
  title: string;
  kind: 'text' | 'video';
  body: string;
  video: { uuid: string; filename: string } | null;
}

/** A single-choice question; `answer` is the index of the right choice (never sent to learners). */
export interface CeQuestion {
  id: string;
  text: string;
  choices: string[];
  answer: number;
}

export interface CeCourseDetails {
  title: string;
  description: string;
  credit_hours: number;
  lessons: CeLesson[];
  questions: CeQuestion[];
  /** Percent of right answers needed to pass, 1..100. */
  pass_mark: number;
}

/** The HIPAA course is the one course whose completion is the HIPAA training record. */
export type CeCourseKind = 'general' | 'hipaa';

export type CeCourseCreated = DomainEvent<
  'CeCourseCreated',
  { courseId: string; kind: CeCourseKind; details: CeCourseDetails; createdBy: string | null }
>;
export type CeCourseUpdated = DomainEvent<'CeCourseUpdated', { courseId: string; details: CeCourseDetails }>;
export type CeCourseEvent = CeCourseCreated | CeCourseUpdated;
export const ceCourseEventTypes = eventTypesOf<CeCourseEvent>()('CeCourseCreated', 'CeCourseUpdated');

export type CeExamSubmitted = DomainEvent<
  'CeExamSubmitted',
  {
    courseId: string;
    userId: string;
    attempt: number;
    /** question id → chosen index */
    answers: Record<string, number>;
    correct: number;
    total: number;
    score: number;
    passMark: number;
    passed: boolean;
    submittedAt: string;
  }
>;
export type CeCourseCompleted = DomainEvent<
  'CeCourseCompleted',
  { courseId: string; userId: string; kind: CeCourseKind; score: number; completedAt: string }
>;
/**
 * A task assigned this course to this user (TASKS-08). Kept on the enrolment stream so that a pass and a new course
 * task meet on one revision: whichever is appended second sees the other, and the task is completed either way.
 */
export type CeCourseTaskLinked = DomainEvent<'CeCourseTaskLinked', { courseId: string; userId: string; taskId: string }>;
export type CeEnrolmentEvent = CeExamSubmitted | CeCourseCompleted | CeCourseTaskLinked;
export const ceEnrolmentEventTypes = eventTypesOf<CeEnrolmentEvent>()('CeExamSubmitted', 'CeCourseCompleted', 'CeCourseTaskLinked');

/** The HIPAA course has one well-known id, so there is exactly one and `/cecourses/hipaa` can name it. */
export const HIPAA_COURSE_ID = '00000000-0000-4000-8000-00000000c0de';
export const HIPAA_COURSE_SLUG = 'hipaa';

export const ceCourseStream = (courseId: string): string => `cecourse-${courseId}`;
export const ceEnrolmentStream = (courseId: string, userId: string): string => `ceenrolment-${courseId}_${userId}`;
