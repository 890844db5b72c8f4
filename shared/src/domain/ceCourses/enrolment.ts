// One user's enrolment in one course: numbered exam attempts, graded against the
// course the route loads (context), and the completion the first pass records.
// An attempt number is answered once: a repeated submission of the same attempt
// (a double click, a retry, twenty tabs) records nothing new. The course tasks given
// to the user are linked here too, so a pass finds them in the stream it is decided on.
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import { ceCourseMessages, type CeEnrolmentCommand } from './commands.js';
import type { CeCourseData } from './course.js';
import type { CeEnrolmentEvent, CeExamSubmitted, CeQuestion } from './events.js';

export interface CeEnrolmentState {
  attempts: CeExamSubmitted['data'][];
  completedAt: string | null;
  score: number | null;
  /** The tasks that assigned this course to this user: a pass completes them. */
  taskIds: string[];
}

export interface CeEnrolmentContext extends CommandContext {
  /** The course being answered (SubmitCeExam); null or absent when it does not exist. */
  course?: CeCourseData | null;
}

const initialState = (): CeEnrolmentState => ({ attempts: [], completedAt: null, score: null, taskIds: [] });

function evolve(state: CeEnrolmentState, event: CeEnrolmentEvent): CeEnrolmentState {
  switch (event.type) {
    case 'CeExamSubmitted':
      return { ...state, attempts: [...state.attempts, event.data] };
    case 'CeCourseCompleted':
      return state.completedAt ? state : { ...state, completedAt: event.data.completedAt, score: event.data.score };
    case 'CeCourseTaskLinked':
      return state.taskIds.includes(event.data.taskId) ? state : { ...state, taskIds: [...state.taskIds, event.data.taskId] };
    default:
      return assertNever(event);
  }
}

/** Right answers and the percent score, rounded down (a pass mark is never reached by rounding up). */
export function gradeExam(questions: CeQuestion[], answers: Record<string, number>): { correct: number; total: number; score: number } {
  const total = questions.length;
  const correct = questions.filter((q) => answers[q.id] === q.answer).length;
  return { correct, total, score: total === 0 ? 0 : Math.floor((correct * 100) / total) };
}

function checkAnswers(questions: CeQuestion[], answers: Record<string, number>): void {
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const chosen = answers[q.id];
    if (chosen === undefined) errors[`answers.${q.id}`] = [ceCourseMessages.answerEvery];
    else if (chosen >= q.choices.length) errors[`answers.${q.id}`] = [ceCourseMessages.invalidChoice];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, ceCourseMessages.answerEvery);
}

function submit(
  command: Extract<CeEnrolmentCommand, { type: 'SubmitCeExam' }>,
  state: CeEnrolmentState,
  context: CeEnrolmentContext,
): CeEnrolmentEvent[] {
  const { course } = context;
  if (!course) throw new NotFoundError();
  const { attempt, answers, userId } = command.data;
  // this attempt is already recorded: the same submission again changes nothing
  if (attempt <= state.attempts.length) return [];
  if (state.completedAt) throw new ConflictError(ceCourseMessages.alreadyPassed);
  const next = state.attempts.length + 1;
  if (attempt !== next) throw new ValidationError({ attempt: [ceCourseMessages.nextAttempt(next)] });
  const { questions, pass_mark: passMark } = course.details;
  checkAnswers(questions, answers);
  const known = Object.fromEntries(questions.map((q) => [q.id, answers[q.id] as number]));
  const grade = gradeExam(questions, known);
  const passed = grade.score >= passMark;
  const events: CeEnrolmentEvent[] = [
    {
      type: 'CeExamSubmitted',
      data: { courseId: course.id, userId, attempt, answers: known, ...grade, passMark, passed, submittedAt: context.now },
    },
  ];
  if (passed)
    events.push({
      type: 'CeCourseCompleted',
      data: { courseId: course.id, userId, kind: course.kind, score: grade.score, completedAt: context.now },
    });
  return events;
}

function decide(command: CeEnrolmentCommand, state: CeEnrolmentState, context: CeEnrolmentContext): CeEnrolmentEvent[] {
  switch (command.type) {
    case 'SubmitCeExam':
      return submit(command, state, context);
    case 'LinkCourseTask':
      // linked once; the caller completes the task when the course is already passed (state.completedAt)
      return state.taskIds.includes(command.data.taskId) ? [] : [{ type: 'CeCourseTaskLinked', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const ceEnrolmentDecider: Decider<CeEnrolmentState, CeEnrolmentCommand, CeEnrolmentEvent, CeEnrolmentContext> = {
  initialState,
  evolve,
  decide,
};
