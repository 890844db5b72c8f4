import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { ceCourseInputSchema, ceCourseMessages, type CeEnrolmentCommand } from './commands.js';
import { ceCourseDecider, type CeCourseData } from './course.js';
import { ceEnrolmentDecider, gradeExam } from './enrolment.js';
import type { CeCourseDetails, CeEnrolmentEvent } from './events.js';

const q1 = '00000000-0000-4000-8000-000000000001';
const q2 = '00000000-0000-4000-8000-000000000002';
const courseId = '00000000-0000-4000-8000-0000000000c1';
const details: CeCourseDetails = parseInput(ceCourseInputSchema, {
  title: 'HIPAA basics',
  questions: [
    { id: q1, text: 'May you text a client’s name?', choices: ['Yes', 'No'], answer: 1 },
    { id: q2, text: 'Who may see session notes?', choices: ['Anyone', 'The care team'], answer: 1 },
  ],
  pass_mark: 100,
});
const course: CeCourseData = { id: courseId, kind: 'hipaa', details };
const asLearner = deciderSpec(ceEnrolmentDecider, { ...testContext, course });
const submit = (attempt: number, answers: Record<string, number>): CeEnrolmentCommand => ({
  type: 'SubmitCeExam',
  data: { courseId, userId: 'trainee', attempt, answers },
});
const submitted = (attempt: number, passed: boolean): CeEnrolmentEvent => ({
  type: 'CeExamSubmitted',
  data: {
    courseId,
    userId: 'trainee',
    attempt,
    answers: passed ? { [q1]: 1, [q2]: 1 } : { [q1]: 1, [q2]: 0 },
    correct: passed ? 2 : 1,
    total: 2,
    score: passed ? 100 : 50,
    passMark: 100,
    passed,
    submittedAt: testContext.now,
  },
});
const completed: CeEnrolmentEvent = {
  type: 'CeCourseCompleted',
  data: { courseId, userId: 'trainee', kind: 'hipaa', score: 100, completedAt: testContext.now },
};

describe('MISC-08 MISC-10 a CE course exam', () => {
  it('records a failed attempt without completing the course', () =>
    asLearner.when(submit(1, { [q1]: 1, [q2]: 0 })).then([submitted(1, false)]));

  it('records a pass and the completion the HIPAA record follows', () =>
    asLearner
      .given([submitted(1, false)])
      .when(submit(2, { [q1]: 1, [q2]: 1 }))
      .then([submitted(2, true), completed]));

  it('records an attempt once: the same attempt again changes nothing', () =>
    asLearner
      .given([submitted(1, false)])
      .when(submit(1, { [q1]: 1, [q2]: 1 }))
      .then([]));

  it('refuses an attempt that skips ahead', () =>
    asLearner
      .when(submit(3, { [q1]: 1, [q2]: 1 }))
      .thenFieldError('attempt', 'This is attempt 1: an attempt is numbered after the last one submitted.'));

  it('refuses a new attempt once passed', () =>
    asLearner
      .given([submitted(1, true), completed])
      .when(submit(2, { [q1]: 1, [q2]: 1 }))
      .thenThrows(ConflictError, ceCourseMessages.alreadyPassed));

  it('asks for every answer', () => asLearner.when(submit(1, { [q1]: 1 })).thenFieldError(`answers.${q2}`, ceCourseMessages.answerEvery));

  it('refuses a choice the question does not have', () =>
    asLearner.when(submit(1, { [q1]: 5, [q2]: 1 })).thenFieldError(`answers.${q1}`, ceCourseMessages.invalidChoice));

  it('answers 404 for a course that does not exist', () =>
    deciderSpec(ceEnrolmentDecider, { ...testContext, course: null })
      .when(submit(1, {}))
      .thenThrows(NotFoundError));

  it('rounds the score down so a pass mark is never reached by rounding', () => {
    const three = [0, 1, 2].map((i) => ({ id: `q${i}`, text: 't', choices: ['a', 'b'], answer: 0 }));
    expect(gradeExam(three, { q0: 0, q1: 0, q2: 1 })).toEqual({ correct: 2, total: 3, score: 66 });
  });
});

describe('TASKS-08 a course task linked to the enrolment', () => {
  const link = { type: 'LinkCourseTask' as const, data: { courseId, userId: 'trainee', taskId: 't1' } };
  const linked: CeEnrolmentEvent = { type: 'CeCourseTaskLinked', data: link.data };
  it('links a task once, passed or not (the caller completes it when passed)', () => {
    asLearner.when(link).then([linked]);
    asLearner
      .given([submitted(1, true), completed])
      .when(link)
      .then([linked]);
    asLearner.given([linked]).when(link).then([]);
  });
  it('keeps the linked tasks in the state a pass is decided on', () => {
    const state = [linked, submitted(1, true), completed].reduce(ceEnrolmentDecider.evolve, ceEnrolmentDecider.initialState());
    expect(state).toMatchObject({ taskIds: ['t1'], completedAt: expect.any(String) });
  });
});

describe('MISC-08 authoring a CE course', () => {
  const as = (role: string) => deciderSpec(ceCourseDecider, { ...testContext, actor: { userId: 'u', role } });
  const create = { type: 'CreateCeCourse' as const, data: { courseId, kind: 'general' as const, details } };

  it('lets an admin create a course', () =>
    as('admin')
      .when(create)
      .then([{ type: 'CeCourseCreated', data: { ...create.data, createdBy: 'u' } }]));

  it('refuses every other role', () => as('coordinator').when(create).thenThrows(ForbiddenError, ceCourseMessages.adminsOnly));

  it('refuses a right answer that is not a choice', () =>
    as('admin')
      .when({ ...create, data: { ...create.data, details: { ...details, questions: [{ ...details.questions[0]!, answer: 4 }] } } })
      .thenFieldError('questions.0.answer', ceCourseMessages.answerOutOfRange));

  it('keeps credit hours to two decimal places: a third is refused, not rounded away', () => {
    const input = { title: 'HIPAA basics', questions: [{ id: q1, text: 'Q?', choices: ['Yes', 'No'], answer: 1 }], pass_mark: 80 };
    expect(parseInput(ceCourseInputSchema, { ...input, credit_hours: 1.15 }).credit_hours).toBe(1.15);
    expect(() => parseInput(ceCourseInputSchema, { ...input, credit_hours: 1.125 })).toThrow(
      expect.objectContaining({ errors: { credit_hours: ['The credit hours field must have 0-2 decimal places.'] } }),
    );
  });

  it('refuses a video lesson without its video', () =>
    as('admin')
      .when({
        ...create,
        data: { ...create.data, details: { ...details, lessons: [{ id: q1, title: 'Intro', kind: 'video', body: '', video: null }] } },
      })
      .thenFieldError('lessons.0.video', ceCourseMessages.videoRequired));

  describe('a lesson video', () => {
    const video = (uuid: string) => ({ id: q1, title: 'Intro', kind: 'video' as const, body: '', video: { uuid, filename: 'intro.mp4' } });
    const withVideo = (uuid: string) => ({ ...create.data, details: { ...details, lessons: [video(uuid)] } });
    const mine = '00000000-0000-4000-8000-0000000000f1';
    const someoneElses = '00000000-0000-4000-8000-0000000000f2';
    const asAdmin = deciderSpec(ceCourseDecider, { ...testContext, actor: { userId: 'u', role: 'admin' }, ownVideos: [mine] });

    it('may be a video the author uploaded', () =>
      asAdmin.when({ ...create, data: withVideo(mine) }).then([{ type: 'CeCourseCreated', data: { ...withVideo(mine), createdBy: 'u' } }]));

    it('may not be anyone else’s upload (every reader of the course would get it)', () =>
      asAdmin.when({ ...create, data: withVideo(someoneElses) }).thenFieldError('lessons.0.video', ceCourseMessages.invalidVideo));

    it('may stay when another admin edits the course', () =>
      deciderSpec(ceCourseDecider, { ...testContext, actor: { userId: 'other admin', role: 'admin' }, ownVideos: [] })
        .given([{ type: 'CeCourseCreated', data: { ...withVideo(mine), createdBy: 'u' } }])
        .when({ type: 'UpdateCeCourse', data: { courseId, details: { ...withVideo(mine).details, title: 'HIPAA again' } } })
        .then([{ type: 'CeCourseUpdated', data: { courseId, details: { ...withVideo(mine).details, title: 'HIPAA again' } } }]));
  });
});
