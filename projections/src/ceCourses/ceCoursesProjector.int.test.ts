// The CE courses read model (MISC-08, MISC-10): courses as authored, attempts once each, and a
// learner's enrolment (attempts, best score, the first completion) as /cecourses shows them.
import { describe, it } from '@jest/globals';
import type { CeCourseCompleted, CeCourseCreated, CeCourseDetails, CeExamSubmitted } from '@practicum/shared/domain/ceCourses/index';
import { SPEC_TIME, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { ceCoursesProjector } from './ceCoursesProjector.js';

const spec = projectorSpec(ceCoursesProjector);
const course = specId(1);
const learner = specId(2);
const question = specId(3);

const details: CeCourseDetails = {
  title: 'HIPAA basics',
  description: 'Privacy of client information.',
  credit_hours: 1.5,
  lessons: [{ id: specId(4), title: 'Why privacy', kind: 'text', body: 'Clients trust us.', video: null }],
  questions: [{ id: question, text: 'May you text a client’s name?', choices: ['Yes', 'No'], answer: 1 }],
  pass_mark: 80,
};
const created: CeCourseCreated = { type: 'CeCourseCreated', data: { courseId: course, kind: 'hipaa', details, createdBy: null } };
const attempt = (n: number, passed: boolean): CeExamSubmitted => ({
  type: 'CeExamSubmitted',
  data: {
    courseId: course,
    userId: learner,
    attempt: n,
    answers: { [question]: passed ? 1 : 0 },
    correct: passed ? 1 : 0,
    total: 1,
    score: passed ? 100 : 0,
    passMark: 80,
    passed,
    submittedAt: SPEC_TIME,
  },
});
const completed: CeCourseCompleted = {
  type: 'CeCourseCompleted',
  data: { courseId: course, userId: learner, kind: 'hipaa', score: 100, completedAt: SPEC_TIME },
};

describe('MISC-08 when an admin authors a course', () => {
  it('lists it with its lessons, exam and pass mark', () =>
    spec
      .given()
      .when(created)
      .thenRows('ce_courses', [{ id: course, kind: 'hipaa', title: 'HIPAA basics', credit_hours: 1.5, pass_mark: 80 }]));
  it('shows the edited title', () =>
    spec
      .given(created)
      .when({ type: 'CeCourseUpdated', data: { courseId: course, details: { ...details, title: 'HIPAA for trainees' } } })
      .thenRows('ce_courses', [{ title: 'HIPAA for trainees' }]));
});

describe('MISC-10 when a learner fails and then passes the exam', () => {
  it('keeps both attempts and the completion', () =>
    spec
      .given(created, attempt(1, false))
      .when(attempt(2, true), completed)
      .thenRows({
        ce_attempts: [
          { attempt: 1, score: 0, passed: false },
          { attempt: 2, score: 100, passed: true },
        ],
        ce_enrolments: [{ course_id: course, user_id: learner, attempts_count: 2, best_score: 100, completed_at: SPEC_TIME, score: 100 }],
      }));
  it('changes nothing when the batch is delivered again', () =>
    spec.given(created, attempt(1, false)).when(attempt(2, true), completed).thenReplayChangesNothing());
});

describe('MISC-08 MISC-10 when a page of course and exam events is projected at once (a rebuild)', () => {
  const [other, second] = [specId(5), specId(6)];
  const of = <E extends CeExamSubmitted | CeCourseCompleted>(event: E, userId: string, courseId = course): E => ({
    ...event,
    data: { ...event.data, userId, courseId },
  });
  const page = [
    created, // delivered again: the first version stands
    { type: 'CeCourseUpdated', data: { courseId: course, details: { ...details, title: 'HIPAA for trainees', credit_hours: 2.25 } } },
    attempt(2, true),
    attempt(2, true), // delivered again: once
    attempt(1, false), // late: the count and best score do not go back
    completed,
    { ...completed, data: { ...completed.data, score: 90, completedAt: '2026-11-22T10:00:00.000Z' } }, // the first completion stands
    { type: 'CeCourseCreated', data: { courseId: other, kind: 'general', details, createdBy: learner } },
    of(completed, second, other), // completed before any attempt this model saw
    of(attempt(1, true), second, other),
    of(attempt(1, false), learner, other),
    of(attempt(3, false), learner, specId(9)), // a course this model never saw
  ];

  itFoldsLikeOneByOne(spec, [created, attempt(1, false)], page);
});
