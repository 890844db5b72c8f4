// Task notifications (spec 001 notifications; decisions.md "Rules and texts"): TaskCreated published /
// TaskPublished → the assignee, "<creator> assigned you a task: …"; TaskCompleted / TaskDismissed → the
// creator (not when the creator did it, nor for a system task); TaskCommentAdded → the other party.
// The parties and description of each task are kept in `notifier_tasks` (fed by TaskCreated/TaskUpdated)
// for the later events; a deleted task's notifications become obsolete.
import type { Knex } from 'knex';
import type { TaskCommentAdded, TaskCompleted, TaskCreated, TaskDismissed, TaskPublished } from '@practicum/shared/domain/tasks/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { cut, type Draft, type EventDraft, type NotificationDrafts } from '../notifications/drafts.js';
import { notificationsReadModel } from '../notifications/notificationsReadModel.js';

const NOTIFIER_TASKS = notificationsReadModel.tables.notifier_tasks;

interface TaskParties {
  creator_user_id: string | null;
  creator_position_id: string | null;
  assignee_user_id: string;
  assignee_position_id: string | null;
  description: string;
}

const assignedLink = (taskId: string) => `/tasks/assigned/${taskId}`;
const createdLink = (taskId: string) => `/tasks/created/${taskId}`;

const partiesOf = (trx: Knex.Transaction, taskId: string): Promise<TaskParties | undefined> =>
  trx(NOTIFIER_TASKS).where('task_id', taskId).first<TaskParties | undefined>();

/** A run of TaskCreated events: their parties in one insert, their creators' names in one query. */
async function createdDrafts(
  trx: Knex.Transaction,
  events: readonly RecordedEvent[],
  names: Parameters<NotificationDrafts['draftsOf']>[2],
): Promise<EventDraft[]> {
  const created = events.map((event) => ({ event, d: event.data as TaskCreated['data'] }));
  await trx(NOTIFIER_TASKS)
    .insert(
      created.map(({ d }) => ({
        task_id: d.taskId,
        creator_user_id: d.creatorUserId,
        creator_position_id: d.creatorPositionId,
        assignee_user_id: d.assigneeUserId,
        assignee_position_id: d.assigneePositionId,
        description: d.description,
      })),
    )
    .onConflict('task_id')
    .ignore();
  const published = created.filter(({ d }) => d.published);
  await names.prefetch(published.map(({ d }) => d.creatorUserId));
  const drafts: EventDraft[] = [];
  for (const { event, d } of published) {
    const creator = await names.lookup(d.creatorUserId);
    drafts.push({
      event,
      userId: d.assigneeUserId,
      positionId: d.assigneePositionId,
      message: `${creator} assigned you a task: ${cut(d.description)}`,
      link: assignedLink(d.taskId),
    });
  }
  return drafts;
}

export const taskNotificationDrafts: NotificationDrafts = {
  categories: ['task'],

  async migrate(trx) {
    // What the notifier needs to find a task's parties for later events (completed, comments…).
    await trx.raw(`
      create table if not exists ${NOTIFIER_TASKS} (
        task_id               uuid primary key,
        creator_user_id       uuid,
        creator_position_id   uuid,
        assignee_user_id      uuid not null,
        assignee_position_id  uuid,
        description           text not null
      )`);
  },

  run: { type: 'TaskCreated', drafts: createdDrafts },

  async draftsOf(trx, event, names): Promise<Draft[] | null> {
    switch (event.type) {
      case 'TaskUpdated': {
        const d = event.data as { taskId: string; changes: { description?: string } };
        if (d.changes.description !== undefined)
          await trx(NOTIFIER_TASKS).where({ task_id: d.taskId }).update({ description: d.changes.description });
        return [];
      }
      case 'TaskPublished': {
        const d = event.data as TaskPublished['data'];
        const task = await partiesOf(trx, d.taskId);
        if (!task) return [];
        const creator = await names.lookup(task.creator_user_id);
        return [
          {
            userId: d.assigneeUserId,
            positionId: d.assigneePositionId,
            message: `${creator} assigned you a task: ${cut(task.description)}`,
            link: assignedLink(d.taskId),
          },
        ];
      }
      case 'TaskCompleted':
      case 'TaskDismissed': {
        const d = event.data as TaskCompleted['data'] | TaskDismissed['data'];
        const task = await partiesOf(trx, d.taskId);
        if (!task?.creator_user_id || task.creator_user_id === d.byUserId) return [];
        const by = await names.lookup(d.byUserId);
        const verb = event.type === 'TaskCompleted' ? 'completed' : 'dismissed';
        return [
          {
            userId: task.creator_user_id,
            positionId: task.creator_position_id,
            message: `${by} ${verb} a task: ${cut(task.description)}`,
            link: createdLink(d.taskId),
          },
        ];
      }
      case 'TaskCommentAdded': {
        const d = event.data as TaskCommentAdded['data'];
        const task = await partiesOf(trx, d.taskId);
        if (!task) return [];
        const author = await names.lookup(d.authorUserId);
        const message = `${author} commented on a task: ${cut(task.description)}`;
        if (d.authorUserId === task.assignee_user_id) {
          if (!task.creator_user_id) return [];
          return [{ userId: task.creator_user_id, positionId: task.creator_position_id, message, link: createdLink(d.taskId) }];
        }
        return [{ userId: task.assignee_user_id, positionId: task.assignee_position_id, message, link: assignedLink(d.taskId) }];
      }
      default:
        return null;
    }
  },

  /** TaskDeleted → the notifications about the task go (its links would lead nowhere). */
  async obsoleteLinks(trx, event) {
    if (event.type !== 'TaskDeleted') return null;
    const { taskId } = event.data as { taskId: string };
    await trx(NOTIFIER_TASKS).where({ task_id: taskId }).delete();
    return [assignedLink(taskId), createdLink(taskId)];
  },
};
