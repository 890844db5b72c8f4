// Tasks and their comments.
import type { Knex } from 'knex';
import { defineReadModel } from '../runner/readModel.js';

export const tasksReadModel = defineReadModel({
  projections: ['tasks'],
  tables: { tasks: 'tasks', task_comments: 'task_comments' },
});

/**
 * The oldest open evaluation task of an assignee for a form (TASKS-08): the one a submission started without
 * `?task=` completes. Read once, when the submission starts, and kept in its stream, so a replay completes
 * the same task and no other.
 */
export async function openFormTaskOf(knex: Knex, assigneeUserId: string, formId: string): Promise<string | null> {
  const row = await knex(tasksReadModel.tables.tasks)
    .where({ assignee_id: assigneeUserId, assignable_type: 'Form', assignable_id: formId, status: 'incomplete' })
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id' }])
    .first<{ id: string } | undefined>('id');
  return row?.id ?? null;
}
