// Task events: the contract between the task aggregate (command side), its
// projections and the notifier. Spec 001 §3 Task, §4 task states and repeats.
import { eventTypesOf, type DomainEvent } from '../decider.js';

/** SubmittedForm: a system task to sign a multiway agreement already under way (issue 14, FORMS-25/26). */
export type TaskAssignableType = 'Form' | 'SubmittedForm' | 'CeCourse' | 'Meeting' | null;
export type TaskRepeatOn = 'single' | 'schedule' | 'complete';

/** What a task is when created; the task's stream keeps it, with what later events change. */
export type TaskFields = {
  organizationId: string;
  creatorUserId: string | null; // null: created by the system (shown as "system")
  creatorPositionId: string | null;
  assigneeUserId: string;
  assigneePositionId: string;
  description: string;
  assignableType: TaskAssignableType;
  assignableId: string | null;
  startAt: string | null; // YYYY-MM-DD; a future start means unpublished until then
  dueDate: string | null; // YYYY-MM-DD
  repeatOn: TaskRepeatOn;
  repeatDays: number | null;
  repeatUntil: string | null; // YYYY-MM-DD
  published: boolean;
  parentId: string | null; // the task this one repeats
};
/** One task per assignee: a batch create records one TaskCreated per assignee, each in its own stream. */
export type TaskCreated = DomainEvent<'TaskCreated', { taskId: string } & TaskFields>;
export type TaskUpdated = DomainEvent<
  'TaskUpdated',
  { taskId: string; changes: { description?: string; dueDate?: string | null; startAt?: string | null } }
>;
export type TaskPublished = DomainEvent<'TaskPublished', { taskId: string; assigneeUserId: string; assigneePositionId: string }>;
/** `submissionId`: completed by the system because the assignee submitted or signed the linked form (TASKS-08). */
export type TaskCompleted = DomainEvent<'TaskCompleted', { taskId: string; byUserId: string; completedAt: string; submissionId?: string }>;
export type TaskDismissed = DomainEvent<'TaskDismissed', { taskId: string; byUserId: string; dismissedAt: string }>;
export type TaskMarkedPastDue = DomainEvent<'TaskMarkedPastDue', { taskId: string }>;
export type TaskDeleted = DomainEvent<'TaskDeleted', { taskId: string }>;
export type TaskCommentAdded = DomainEvent<
  'TaskCommentAdded',
  { taskId: string; commentId: string; authorUserId: string; authorPositionId: string | null; body: string }
>;

export type TaskEvent =
  TaskCreated | TaskUpdated | TaskPublished | TaskCompleted | TaskDismissed | TaskMarkedPastDue | TaskDeleted | TaskCommentAdded;

export const taskEventTypes = eventTypesOf<TaskEvent>()(
  'TaskCreated',
  'TaskUpdated',
  'TaskPublished',
  'TaskCompleted',
  'TaskDismissed',
  'TaskMarkedPastDue',
  'TaskDeleted',
  'TaskCommentAdded',
);

export const taskStream = (taskId: string): string => `task-${taskId}`;
