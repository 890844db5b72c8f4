// The course aggregate: admins author it (title, lessons, exam, pass mark). No
// other role writes a course; learners only read it and answer its exam.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, sameValue, type CommandContext, type Decider } from '../decider.js';
import { ceCourseMessages, type CeActor, type CeCourseCommand } from './commands.js';
import type { CeCourseDetails, CeCourseEvent, CeCourseKind } from './events.js';

export interface CeCourseData {
  id: string;
  kind: CeCourseKind;
  details: CeCourseDetails;
}
export type CeCourseState = { status: 'none' } | { status: 'active'; course: CeCourseData };

export interface CeCourseContext extends CommandContext {
  /** null: the system (seeding). */
  actor: CeActor | null;
  /** The lesson videos named by the command that the actor uploaded as videos (the route asks the storage port). */
  ownVideos?: readonly string[];
}

const initialState = (): CeCourseState => ({ status: 'none' });

function evolve(state: CeCourseState, event: CeCourseEvent): CeCourseState {
  switch (event.type) {
    case 'CeCourseCreated':
      return { status: 'active', course: { id: event.data.courseId, kind: event.data.kind, details: event.data.details } };
    case 'CeCourseUpdated':
      return state.status === 'active' ? { status: 'active', course: { ...state.course, details: event.data.details } } : state;
    default:
      return assertNever(event);
  }
}

/** Rules a schema cannot state: a right answer among the choices, a video lesson with its video. */
export function checkCourseDetails(details: CeCourseDetails): void {
  const errors: Record<string, string[]> = {};
  details.questions.forEach((question, i) => {
    if (question.answer >= question.choices.length) errors[`questions.${i}.answer`] = [ceCourseMessages.answerOutOfRange];
  });
  details.lessons.forEach((lesson, i) => {
    if (lesson.kind === 'video' && !lesson.video) errors[`lessons.${i}.video`] = [ceCourseMessages.videoRequired];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * A lesson's video is served to every reader of the course, outside the attachment rule: it must be a video the
 * author uploaded, or one the course shows already (another admin's, kept on an edit). Otherwise a course could
 * publish anyone's file by its uuid.
 */
function checkLessonVideos(details: CeCourseDetails, state: CeCourseState, context: CeCourseContext): void {
  if (!context.actor) return;
  const allowed = new Set(context.ownVideos ?? []);
  if (state.status === 'active') for (const lesson of state.course.details.lessons) if (lesson.video) allowed.add(lesson.video.uuid);
  const errors: Record<string, string[]> = {};
  details.lessons.forEach((lesson, i) => {
    if (lesson.video && !allowed.has(lesson.video.uuid)) errors[`lessons.${i}.video`] = [ceCourseMessages.invalidVideo];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function requireAdmin(context: CeCourseContext): void {
  if (context.actor && context.actor.role !== 'admin') throw new ForbiddenError(ceCourseMessages.adminsOnly);
}

function decide(command: CeCourseCommand, state: CeCourseState, context: CeCourseContext): CeCourseEvent[] {
  requireAdmin(context);
  checkCourseDetails(command.data.details);
  checkLessonVideos(command.data.details, state, context);
  switch (command.type) {
    case 'CreateCeCourse':
      if (state.status !== 'none') throw new ConflictError('This course already exists.');
      return [{ type: 'CeCourseCreated', data: { ...command.data, createdBy: context.actor?.userId ?? null } }];
    case 'UpdateCeCourse':
      if (state.status !== 'active') throw new NotFoundError();
      return sameValue(state.course.details, command.data.details) ? [] : [{ type: 'CeCourseUpdated', data: command.data }];
    default:
      return assertNever(command);
  }
}

export const ceCourseDecider: Decider<CeCourseState, CeCourseCommand, CeCourseEvent, CeCourseContext> = {
  initialState,
  evolve,
  decide,
};
