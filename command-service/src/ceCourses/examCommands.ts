// Answering a course's exam, and what a completion brings: the HIPAA course's
// completion is the HIPAA training record (TASKS-53, LIVE-36), and a task that
// assigned the course to the learner is completed (TASKS-08). Routes and the demo
// seeder go through here, so the demo trainee completes HIPAA as a user would.
import {
  ceCourseDecider,
  ceCourseStream,
  ceEnrolmentDecider,
  ceEnrolmentStream,
  type CeEnrolmentState,
  type CeExamInput,
} from '@practicum/shared/domain/ceCourses/index';
import { taskDecider, taskStream, type TaskEvent, type TaskState } from '@practicum/shared/domain/tasks/index';
import type { CommandPipeline, CommandResult, Origin } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { recordHipaaTraining } from '../attachments/hipaa.js';

type Last = { revision: bigint | null; position: Position | null };
const later = (a: Last, b: Last): Last => (b.position ? { ...a, position: b.position } : a);

/**
 * What follows a completion. Run after every submission of a completed enrolment, not only the one that
 * passed: each step is idempotent, so a crash between the pass and these appends heals on the next try.
 */
async function followCompletion(
  pipeline: CommandPipeline,
  enrolment: CeEnrolmentState,
  courseId: string,
  userId: string,
  hipaa: boolean,
  origin: Origin,
): Promise<Last> {
  let last: Last = { revision: null, position: null };
  if (hipaa) last = later(last, await recordHipaaTraining(pipeline, userId, origin));
  // the tasks linked on the enrolment stream as of the pass: one linked later completes itself (linkCourseTask)
  for (const taskId of enrolment.taskIds) last = later(last, await completeCourseTask(pipeline, taskId, courseId, userId, origin));
  return last;
}

/** The course's completion completes the task, named as done by the learner; they cannot (a linked task refuses ChangeTaskStatus). */
const completeCourseTask = (pipeline: CommandPipeline, taskId: string, courseId: string, userId: string, origin: Origin) =>
  pipeline.handle(
    taskDecider,
    taskStream(taskId),
    { type: 'CompleteLinkedTask', data: { taskId, submitterUserId: userId, courseId } },
    origin,
  );

/**
 * Links a new course task to the learner's enrolment (TASKS-08). The link and a pass are appended to the same stream,
 * so one of them sees the other: a task given to someone who has already passed is done at once (a course is passed
 * once, so nothing else could ever complete it), and a pass completes every task linked before it. Answers the
 * completion, or null when the course is not passed yet.
 */
export async function linkCourseTask(
  pipeline: CommandPipeline,
  taskId: string,
  courseId: string,
  userId: string,
  origin: Origin,
): Promise<CommandResult<TaskState, TaskEvent> | null> {
  const { state } = await pipeline.handle(
    ceEnrolmentDecider,
    ceEnrolmentStream(courseId, userId),
    { type: 'LinkCourseTask', data: { courseId, userId, taskId } },
    origin,
  );
  return state.completedAt ? completeCourseTask(pipeline, taskId, courseId, userId, origin) : null;
}

export async function submitCeExam(
  deps: { pipeline: CommandPipeline },
  courseId: string,
  userId: string,
  input: CeExamInput,
  origin: Origin,
): Promise<{ result: CommandResult<CeEnrolmentState, unknown>; last: Last }> {
  const { state: courseState } = await deps.pipeline.load(ceCourseDecider, ceCourseStream(courseId));
  const course = courseState.status === 'active' ? courseState.course : null;
  const result = await deps.pipeline.handle(
    ceEnrolmentDecider,
    ceEnrolmentStream(courseId, userId),
    { type: 'SubmitCeExam', data: { courseId, userId, ...input } },
    origin,
    (base) => ({ ...base, course }),
  );
  let last: Last = result;
  if (result.state.completedAt && course)
    last = later(last, await followCompletion(deps.pipeline, result.state, courseId, userId, course.kind === 'hipaa', origin));
  return { result, last };
}
