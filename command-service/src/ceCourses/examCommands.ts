// Answering a course's exam, and what a completion brings: the HIPAA course's
// completion is the HIPAA training record (TASKS-53, LIVE-36), and a task that
// assigned the course to the learner is completed (TASKS-08). Routes and the demo
// seeder go through here, so the demo trainee completes HIPAA as a user would.
import type pg from 'pg';
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

/** Incomplete tasks assigning this course to this user (the tasks read model finds them; each task's stream decides). */
async function courseTasks(pool: pg.Pool, courseId: string, userId: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM public.tasks WHERE assignee_id = $1 AND assignable_type = 'CeCourse' AND assignable_id = $2 AND status = 'incomplete'`,
    [userId, courseId],
  );
  return rows.map((row) => row.id);
}

/**
 * What follows a completion. Run after every submission of a completed enrolment, not only the one that
 * passed: each step is idempotent, so a crash between the pass and these appends heals on the next try.
 */
async function followCompletion(
  deps: { pipeline: CommandPipeline; pool: pg.Pool },
  courseId: string,
  userId: string,
  hipaa: boolean,
  origin: Origin,
): Promise<Last> {
  let last: Last = { revision: null, position: null };
  if (hipaa) last = later(last, await recordHipaaTraining(deps.pipeline, userId, origin));
  for (const taskId of await courseTasks(deps.pool, courseId, userId))
    last = later(last, await completeCourseTask(deps.pipeline, taskId, courseId, userId, origin));
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
 * A course task given to someone who has already passed the course is done at once: a course is passed once (the
 * exam refuses another attempt), so nothing else could ever complete it. Answers null when the course is not passed.
 */
export async function completeTaskOfPassedCourse(
  pipeline: CommandPipeline,
  taskId: string,
  courseId: string,
  userId: string,
  origin: Origin,
): Promise<CommandResult<TaskState, TaskEvent> | null> {
  const { state } = await pipeline.load(ceEnrolmentDecider, ceEnrolmentStream(courseId, userId));
  return state.completedAt ? completeCourseTask(pipeline, taskId, courseId, userId, origin) : null;
}

export async function submitCeExam(
  deps: { pipeline: CommandPipeline; pool: pg.Pool },
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
    last = later(last, await followCompletion(deps, courseId, userId, course.kind === 'hipaa', origin));
  return { result, last };
}
