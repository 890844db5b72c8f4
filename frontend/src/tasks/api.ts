// The task calls (issue 5): lists, details, create, status, comments.
import type { TaskRecord } from '@practicum/shared/domain/tasks/records';
import { httpClient } from '../dataProvider';

/** The task as the API answers it: one declaration, shared with the query service. */
export type { TaskRecord };

/** The lists of GET /api/tasks: assigned and created (incomplete), and all with the history (TASKS-33). */
export type TaskListType = 'assigned' | 'created' | 'all';

export const TASKS_PER_PAGE = 10;

/** The command's answer: the first created task as the aggregate holds it. */
export interface CreatedTask {
  id: string;
  creatorUserId: string | null;
  assigneeUserId: string;
  /** Every task the call created (one per assignee). */
  tasks: { id: string }[];
}

export async function createTask(body: Record<string, unknown>): Promise<CreatedTask> {
  const { json } = await httpClient('/api/tasks', { method: 'POST', body: JSON.stringify(body) });
  return json as CreatedTask;
}

export async function changeStatus(id: string, status: 'complete' | 'dismissed'): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}/status`, { method: 'PATCH', body: JSON.stringify({ status }) });
}

export async function addComment(id: string, body: string): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}/comments`, { method: 'POST', body: JSON.stringify({ body }) });
}

/** Spec 001 §9: descriptions cut at 125 characters, names at 30, with an ellipsis. */
/** What a task is called: its description, else the form or course it links to (an evaluation task may have no description). */
export const taskTitle = (task: Pick<TaskRecord, 'description' | 'assignable_name'>): string =>
  task.description.trim() || task.assignable_name || '';

export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The field errors of a failed call joined with ". " (spec 001 §8), or its message. */
export function errorText(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  const messages = body?.errors ? Object.values(body.errors) : [];
  if (messages.length) return messages.join('. ');
  return error instanceof Error ? error.message : 'app.errors.server';
}

export async function updateTask(
  id: string,
  body: { description: string; due_date: string | null; start_at?: string | null },
): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(body) });
}

export async function deleteTask(id: string): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
