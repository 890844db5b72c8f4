// "Publish on complete" (repeat_on complete, spec 001 §4): completing an instance publishes the next one at once,
// due repeat_days later, while the completion day is within repeat_until. One rule for both ways a task completes:
// the status route (the assignee marks it done) and the submission-tasks consumer (the linked form was submitted,
// TASKS-08). The next instance links the same form or course, and its id derives from the series and the day, so a
// retried completion or a redelivered submission creates nothing twice.
import { taskInputSchema, type TaskCommand, type TaskData } from '@practicum/shared/domain/tasks/index';
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
