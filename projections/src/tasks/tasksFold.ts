// The rows and changes task events make, and the tasks projector's batch: the tasks a batch names are read
// once with their comments, every event changes them in memory as its statements in tasksProjector.ts change
// the tables, and each table is written back in one or two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type { TaskCommentAdded, TaskCreated, TaskEvent } from '@practicum/shared/domain/tasks/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

export const taskRow = (d: TaskCreated['data'], at: string) => ({
  id: d.taskId,
  organization_id: d.organizationId,
  creator_id: d.creatorUserId,
  creator_position_id: d.creatorPositionId,
  assignee_id: d.assigneeUserId,
  assignee_position_id: d.assigneePositionId,
  description: d.description,
  assignable_type: d.assignableType,
  assignable_id: d.assignableId,
  status: 'incomplete',
  start_at: d.startAt,
  due_date: d.dueDate,
  repeat_on: d.repeatOn,
  repeat_days: d.repeatDays,
  repeat_until: d.repeatUntil,
  published: d.published,
  past_due: false,
  parent_id: d.parentId,
  comments_count: 0,
  ...timestampsAt(at),
});

type TaskChange = Extract<TaskEvent, { type: 'TaskUpdated' | 'TaskPublished' | 'TaskCompleted' | 'TaskDismissed' | 'TaskMarkedPastDue' }>;

/** The columns an event that changes a task sets. */
export function taskChanges(event: TaskChange, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'TaskUpdated': {
      const c = event.data.changes;
      const row: Record<string, unknown> = { updated_at: at };
      if (c.description !== undefined) row.description = c.description;
      if (c.dueDate !== undefined) row.due_date = c.dueDate;
      if (c.startAt !== undefined) row.start_at = c.startAt;
      return row;
    }
    case 'TaskPublished':
      return { published: true, updated_at: at };
    case 'TaskCompleted':
      return { status: 'complete', completed_at: event.data.completedAt, updated_at: at };
    case 'TaskDismissed':
      return { status: 'dismissed', dismissed_at: event.data.dismissedAt, updated_at: at };
    case 'TaskMarkedPastDue':
      return { past_due: true, updated_at: at };
    default:
      return assertNever(event);
  }
}

export const commentRow = (d: TaskCommentAdded['data'], at: string) => ({
  id: d.commentId,
  task_id: d.taskId,
  author_id: d.authorUserId,
  author_position_id: d.authorPositionId,
  body: d.body,
  created_at: at,
});

export async function foldTasks(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const tasks = new FoldedTable<FoldedRow>(ctx, 'tasks', ['id']);
  const comments = new FoldedTable<FoldedRow>(ctx, 'task_comments', ['id']);
  await tasks.load('id', named(events, 'taskId'));
  // a deleted task takes its comments; a comment is counted only when new
  await comments.load('task_id', named(events, 'taskId'));
  await comments.load('id', named(events, 'commentId'));
  forEachEvent<TaskEvent>(events, (event, at) => {
    const id = { id: event.data.taskId };
    switch (event.type) {
      case 'TaskCreated':
        tasks.insertOnce(taskRow(event.data, at));
        break;
      case 'TaskDeleted':
        comments.deleteWhere((row) => row.task_id === event.data.taskId);
        tasks.delete(id);
        break;
      case 'TaskCommentAdded': {
        const task = tasks.get(id);
        if (comments.insertOnce(commentRow(event.data, at)) && task)
          tasks.update(id, { comments_count: (task.comments_count as number) + 1 });
        break;
      }
      default:
        tasks.update(id, taskChanges(event, at));
    }
  });
  await tasks.write();
  await comments.write();
}
