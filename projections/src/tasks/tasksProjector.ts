// Read model of tasks (spec 001 §3 Task) and their comments. Names of creator
// and assignee are joined from users at query time, so a rename shows at once
// and this projector never depends on another projector's progress.
import { assertNever } from '@practicum/shared/domain/decider';
import { taskEventTypes, type TaskEvent } from '@practicum/shared/domain/tasks/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { commentRow, foldTasks, taskChanges, taskRow } from './tasksFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { tasksReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as TaskEvent;
  const at = recorded.metadata.occurredAt;
  const tasks = () => ctx.table('tasks');
  switch (event.type) {
    case 'TaskCreated':
      await insertOnce(ctx, 'tasks', taskRow(event.data, at));
      return;
    case 'TaskUpdated':
    case 'TaskPublished':
    case 'TaskCompleted':
    case 'TaskDismissed':
    case 'TaskMarkedPastDue':
      await tasks().where({ id: event.data.taskId }).update(taskChanges(event, at));
      return;
    case 'TaskDeleted':
      await ctx.table('task_comments').where({ task_id: event.data.taskId }).delete();
      await tasks().where({ id: event.data.taskId }).delete();
      return;
    case 'TaskCommentAdded': {
      const d = event.data;
      const inserted = await insertOnce(ctx, 'task_comments', commentRow(d, at)).returning('id');
      // a redelivered comment inserts nothing and must not count twice
      if (inserted.length > 0) await tasks().where({ id: d.taskId }).increment('comments_count', 1);
      return;
    }
    default:
      assertNever(event);
  }
}

export const tasksProjector = defineProjector({
  name: 'tasks',
  version: 1,
  readModel: tasksReadModel,
  canHandle: taskEventTypes,
  tables: {
    tasks: (t) => {
      orgScopedId(t);
      t.uuid('creator_id').index();
      t.uuid('creator_position_id');
      t.uuid('assignee_id').notNullable().index();
      t.uuid('assignee_position_id').notNullable();
      t.text('description').notNullable();
      t.text('assignable_type');
      t.uuid('assignable_id');
      t.text('status').notNullable();
      t.text('start_at');
      t.text('due_date');
      t.text('repeat_on').notNullable();
      t.integer('repeat_days');
      t.text('repeat_until');
      t.boolean('published').notNullable();
      t.boolean('past_due').notNullable();
      t.uuid('parent_id').index();
      t.integer('comments_count').notNullable();
      t.timestamp('completed_at', { useTz: true });
      t.timestamp('dismissed_at', { useTz: true });
      createdUpdatedAt(t);
    },
    task_comments: (t) => {
      t.uuid('id').primary();
      t.uuid('task_id').notNullable().index();
      t.uuid('author_id').notNullable();
      t.uuid('author_position_id');
      t.text('body').notNullable();
      createdAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldTasks),
});
