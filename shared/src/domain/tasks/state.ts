import { assertNever } from '../decider.js';
import type { TaskAssignableType, TaskEvent, TaskRepeatOn } from './events.js';

export interface TaskData {
  id: string;
  organizationId: string;
  creatorUserId: string | null;
  creatorPositionId: string | null;
  assigneeUserId: string;
  assigneePositionId: string;
  description: string;
  assignableType: TaskAssignableType;
  assignableId: string | null;
  startAt: string | null;
  dueDate: string | null;
  repeatOn: TaskRepeatOn;
  repeatDays: number | null;
  repeatUntil: string | null;
  published: boolean;
  pastDue: boolean;
  parentId: string | null;
  status: 'incomplete' | 'complete' | 'dismissed';
}

export type TaskState = { status: 'none' } | { status: 'active'; task: TaskData } | { status: 'deleted'; id: string };

export const initialState = (): TaskState => ({ status: 'none' });

const change = (state: TaskState, patch: Partial<TaskData>): TaskState =>
  state.status === 'active' ? { ...state, task: { ...state.task, ...patch } } : state;

export function evolve(state: TaskState, event: TaskEvent): TaskState {
  switch (event.type) {
    case 'TaskCreated': {
      const d = event.data;
      return {
        status: 'active',
        task: {
          id: d.taskId,
          organizationId: d.organizationId,
          creatorUserId: d.creatorUserId,
          creatorPositionId: d.creatorPositionId,
          assigneeUserId: d.assigneeUserId,
          assigneePositionId: d.assigneePositionId,
          description: d.description,
          assignableType: d.assignableType,
          assignableId: d.assignableId,
          startAt: d.startAt,
          dueDate: d.dueDate,
          repeatOn: d.repeatOn,
          repeatDays: d.repeatDays,
          repeatUntil: d.repeatUntil,
          published: d.published,
          pastDue: false,
          parentId: d.parentId,
          status: 'incomplete',
        },
      };
    }
    case 'TaskUpdated':
      return change(state, event.data.changes);
    case 'TaskPublished':
      return change(state, { published: true });
    case 'TaskCompleted':
      return change(state, { status: 'complete' });
    case 'TaskDismissed':
      return change(state, { status: 'dismissed' });
    case 'TaskMarkedPastDue':
      return change(state, { pastDue: true });
    case 'TaskDeleted':
      return { status: 'deleted', id: event.data.taskId };
    case 'TaskCommentAdded':
      return state;
    default:
      return assertNever(event);
  }
}
