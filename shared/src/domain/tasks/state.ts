import { assertNever } from '../decider.js';
import type { TaskEvent, TaskFields } from './events.js';

export interface TaskData extends TaskFields {
  id: string;
  pastDue: boolean;
  status: 'incomplete' | 'complete' | 'dismissed';
}

export type TaskState = { status: 'none' } | { status: 'active'; task: TaskData } | { status: 'deleted'; id: string };

export const initialState = (): TaskState => ({ status: 'none' });

const change = (state: TaskState, patch: Partial<TaskData>): TaskState =>
  state.status === 'active' ? { ...state, task: { ...state.task, ...patch } } : state;

export function evolve(state: TaskState, event: TaskEvent): TaskState {
  switch (event.type) {
    case 'TaskCreated': {
      const { taskId, ...task } = event.data;
      return { status: 'active', task: { ...task, id: taskId, pastDue: false, status: 'incomplete' } };
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
