// "Publish on complete" (repeat_on complete, spec 001 §4): completing an instance publishes the next one at once,
// due repeat_days later, while the completion day is within repeat_until. One rule for every way a task completes:
// the status route (the assignee marks it done), the submission-tasks consumer (the linked form was submitted or
// signed) and a finished CE course (TASKS-08). The next instance links the same form or course, and its id derives
// from the series and the day, so a retried completion or a redelivered submission creates nothing twice.
import {
  taskDecider,
  taskInputSchema,
  taskStream,
  type TaskCommand,
  type TaskCompleted,
  type TaskData,
  type TaskEvent,
  type TaskState,
} from '@practicum/shared/domain/tasks/index';
import type { CommandPipeline, CommandResult, Origin } from '@practicum/shared/platform/commands/pipeline';
import { ConflictError } from '@practicum/shared/platform/errors';
import { instanceId } from './scheduler.js';

export function publishOnCompleteCommand(task: TaskData, completedOn: string): Extract<TaskCommand, { type: 'CreateTask' }> | null {
  if (task.repeatOn !== 'complete' || !task.repeatDays || !task.repeatUntil) return null;
  if (completedOn > task.repeatUntil) return null;
  const rootId = task.parentId ?? task.id;
  const due = new Date(`${completedOn}T00:00:00.000Z`);
  due.setUTCDate(due.getUTCDate() + task.repeatDays);
  const input = {
    ...taskInputSchema.parse({
      description: task.description,
      due_date: due.toISOString().slice(0, 10),
      repeat_on: task.repeatOn,
      repeat_days: task.repeatDays,
      repeat_until: task.repeatUntil,
    }),
    assignable_type: task.assignableType,
    assignable_id: task.assignableId,
  };
  const creator = task.creatorUserId && task.creatorPositionId ? { userId: task.creatorUserId, positionId: task.creatorPositionId } : null;
  return {
    type: 'CreateTask',
    data: {
      taskId: instanceId(rootId, completedOn),
      organizationId: task.organizationId,
      creator,
      assignee: { userId: task.assigneeUserId, positionId: task.assigneePositionId },
      input,
      parentId: rootId,
    },
  };
}

/**
 * After a completion (however it came), the next instance of its "publish on complete" series. The day is the
 * completion's own (from the task's stream, where a task completes once), so a retry after a crash between the two
 * appends still creates it, and never twice: an instance already there, or made meanwhile, is left alone.
 */
export async function publishNextInstance(
  pipeline: CommandPipeline,
  taskId: string,
  state: TaskState,
  origin: Origin,
): Promise<{ taskId: string; result: CommandResult<TaskState, TaskEvent> } | null> {
  if (state.status !== 'active' || state.task.repeatOn !== 'complete' || state.task.status !== 'complete') return null;
  const completion = (await pipeline.eventStore.readStream(taskStream(taskId))).find((e) => e.type === 'TaskCompleted');
  if (!completion) return null;
  const next = publishOnCompleteCommand(state.task, (completion.data as TaskCompleted['data']).completedAt.slice(0, 10));
  if (!next) return null;
  const { state: existing } = await pipeline.load(taskDecider, taskStream(next.data.taskId));
  if (existing.status !== 'none') return null;
  try {
    return { taskId: next.data.taskId, result: await pipeline.handle(taskDecider, taskStream(next.data.taskId), next, origin) };
  } catch (error) {
    if (error instanceof ConflictError) return null; // made by a concurrent retry
    throw error;
  }
}
