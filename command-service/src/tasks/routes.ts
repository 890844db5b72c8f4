// Task commands (issue 5): create (one assignee or a batch, one stream per
// assignee), edit and delete by the creator, complete/dismiss by the assignee,
// comments by either. Rules live in the task decider; this file checks who the
// assignees are (active positions of the creator's organization).
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type pg from 'pg';
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import {
  assigneesOf,
  checkForm,
  createTaskSchema,
  taskCommentSchema,
  taskDecider,
  taskInputSchema,
  taskStatusSchema,
  taskStream,
  updateTaskSchema,
  validateTaskInput,
  taskMessages,
  mayAssignTask,
  whoMayAssignMessages,
  type TaskParty,
  type TaskState,
} from '@practicum/shared/domain/tasks/index';
import { todayOf } from '@practicum/shared/domain/decider';
import { parseInput } from '@practicum/shared/domain/validation';
import { ceCourseDecider, ceCourseStream } from '@practicum/shared/domain/ceCourses/index';
import { ForbiddenError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { publishNextInstance } from './publishOnComplete.js';
import { linkCourseTask } from '../ceCourses/examCommands.js';
import { streamForms } from './formsPort.js';
import { profileTimeZone } from '../identity/profileTimeZone.js';
import type { FormsPort } from '@practicum/shared/domain/tasks/forms';

export const INVALID_ASSIGNEE = 'The selected assignee is invalid.';

const recordOf = (state: TaskState) =>
  state.status === 'active' ? { ...state.task } : { id: state.status === 'deleted' ? state.id : null };

export function taskRoutes(deps: { eventStore: EventStore; pool: pg.Pool; clock: () => Date; forms?: FormsPort }): Router {
  const router = Router();
  const forms = deps.forms ?? streamForms(deps.eventStore);
  router.use('/api/tasks', requireRouteAccess('/tasks'));

  const commands = commandPipeline(deps);
  const run = requestRunner(commands, taskDecider, taskStream);

  /**
   * A position id names an assignee only if it is an active position of the
   * creator's organization. The read model maps the position to its user; the
   * user's own stream is the authority on the position's organization and status.
   */
  async function assigneeOf(positionId: string, organizationId: string): Promise<TaskParty & { role: string }> {
    const valid = /^[0-9a-f-]{36}$/i.test(positionId);
    const row = valid
      ? (await deps.pool.query<{ user_id: string }>('SELECT user_id FROM public.positions WHERE id = $1', [positionId])).rows[0]
      : undefined;
    if (row) {
      const { state } = await commands.load(userDecider, userStream(row.user_id));
      const position = state.status === 'registered' ? state.positions.find((p) => p.positionId === positionId) : undefined;
      if (position && position.organizationId === organizationId && position.status === 'active')
        return { userId: row.user_id, positionId, role: position.role };
    }
    throw new ValidationError({ assignees: [INVALID_ASSIGNEE] });
  }

  /** A course task's course must exist (TASKS-08/09); its learner completes the task by passing it. */
  async function checkCourse(courseId: string): Promise<void> {
    const { state } = await commands.load(ceCourseDecider, ceCourseStream(courseId));
    if (state.status !== 'active') throw new ValidationError({ assignable_id: [taskMessages.courseInvalid] });
  }

  router.post('/api/tasks', async (req, res) => {
    const auth = authOf(req);
    const body = parseInput(createTaskSchema, req.body ?? {});
    const positionIds = assigneesOf(body);
    const input = parseInput(taskInputSchema, req.body ?? {});
    // the form's dates are the creator's: "today" is where they are
    const timeZone = await profileTimeZone(deps.eventStore, auth.userId);
    validateTaskInput(input, todayOf({ now: deps.clock().toISOString() }, timeZone));
    if (!auth.organizationId || !auth.positionId) throw new ValidationError({ assignees: [INVALID_ASSIGNEE] });
    const organizationId = auth.organizationId;
    // TASKS-40: a trainee's tasks are to-dos for themself (whoMayAssign.ts)
    const creatorPosition = { role: auth.role, positionId: auth.positionId };
    if (positionIds.some((positionId) => !mayAssignTask(creatorPosition, positionId)))
      throw new ForbiddenError(whoMayAssignMessages.traineeSelfOnly);
    const assignees: (TaskParty & { role: string })[] = [];
    for (const positionId of positionIds) assignees.push(await assigneeOf(positionId, organizationId));
    const form = input.assignable_type === 'Form' && input.assignable_id ? await forms.find(input.assignable_id, organizationId) : null;
    // A batch is all or nothing: every assignee must be a submitter before the first task is appended.
    if (input.assignable_type === 'Form') for (const { role } of assignees) checkForm(form, role);
    if (input.assignable_type === 'CeCourse' && input.assignable_id) await checkCourse(input.assignable_id);
    const creator = { userId: auth.userId, positionId: auth.positionId };
    // One stream per assignee; every check is done before the first append.
    const created: Record<string, unknown>[] = [];
    let last: { revision: bigint | null; position: Position | null } = { revision: null, position: null };
    for (const { role, ...assignee } of assignees) {
      const taskId = randomUUID();
      const result = await run(
        req,
        taskId,
        { type: 'CreateTask', data: { taskId, organizationId, creator, assignee, input, assigneeRole: role, form, timeZone } },
        'create',
      );
      const done =
        input.assignable_type === 'CeCourse' && input.assignable_id
          ? await linkCourseTask(commands, taskId, input.assignable_id, assignee.userId, { request: req })
          : null;
      created.push(recordOf((done ?? result).state));
      last = done ?? result;
    }
    respondToCommand(res, 201, { ...created[0], tasks: created }, last);
  });

  router.put('/api/tasks/:id', async (req, res) => {
    const taskId = uuidParam(req.params.id);
    const input = parseInput(updateTaskSchema, req.body ?? {});
    const timeZone = await profileTimeZone(deps.eventStore, authOf(req).userId);
    const result = await run(req, taskId, { type: 'UpdateTask', data: { taskId, input, timeZone } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.patch('/api/tasks/:id/status', async (req, res) => {
    const taskId = uuidParam(req.params.id);
    const { status } = parseInput(taskStatusSchema, req.body ?? {});
    const result = await run(req, taskId, { type: 'ChangeTaskStatus', data: { taskId, status } });
    const next = status === 'complete' ? await publishNextInstance(commands, taskId, result.state, { request: req }) : null;
    respondToCommand(
      res,
      200,
      { ...recordOf(result.state), next_task_id: next?.taskId ?? null },
      next?.result.position ? next.result : result,
    );
  });

  router.delete('/api/tasks/:id', async (req, res) => {
    const taskId = uuidParam(req.params.id);
    const { state } = await commands.load(taskDecider, taskStream(taskId));
    const seriesCount = state.status === 'active' ? await seriesSize(deps.pool, state.task.parentId ?? state.task.id) : 0;
    const result = await run(req, taskId, { type: 'DeleteTask', data: { taskId, seriesCount } });
    respondToCommand(res, 200, { id: taskId }, result);
  });

  router.post('/api/tasks/:id/comments', async (req, res) => {
    const taskId = uuidParam(req.params.id);
    const { body } = parseInput(taskCommentSchema, req.body ?? {});
    const commentId = randomUUID();
    const result = await run(req, taskId, {
      type: 'AddTaskComment',
      data: { taskId, commentId, authorPositionId: authOf(req).positionId ?? null, body },
    });
    respondToCommand(res, 201, { id: commentId, task_id: taskId, body }, result);
  });

  return router;
}

/** Instances in a series: the root and every task repeating it (from the tasks read model). */
async function seriesSize(pool: pg.Pool, rootId: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM public.tasks WHERE id = $1 OR parent_id = $1', [rootId]);
  return Math.max(1, Number(rows[0]?.n ?? 1));
}
