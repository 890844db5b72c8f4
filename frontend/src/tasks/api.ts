// The task calls (issue 5): lists, details, create, status, comments.
import { httpClient } from '../dataProvider';

export type TaskListType = 'assigned' | 'created';

export interface TaskRecord {
  id: string;
  description: string;
  status: 'incomplete' | 'complete' | 'dismissed';
  start_at: string | null;
  due_date: string | null;
  start_at_formatted: string | null;
  due_date_formatted: string | null;
  repeat_on: 'single' | 'schedule' | 'complete';
  repeat_days: number | null;
  repeat_until: string | null;
  published: boolean;
  past_due: boolean;
  creator: string;
  creator_id: string | null;
  assignee: string;
  assignee_id: string;
  self_assigned: boolean;
  comments_count: number;
  /** A task linked to a form, CE course or meeting is completed there (spec 001 §4). */
  assignable_url?: string | null;
  comments?: { id: string; body: string; author: string | null; author_id: string; created_at: string }[];
}

export const TASKS_PER_PAGE = 10;

export async function fetchTasks(list: TaskListType, page: number): Promise<{ rows: TaskRecord[]; total: number }> {
  const start = page * TASKS_PER_PAGE;
  const query = `filter=${encodeURIComponent(JSON.stringify({ list }))}&range=${encodeURIComponent(JSON.stringify([start, start + TASKS_PER_PAGE - 1]))}`;
  const { json, headers } = await httpClient(`/api/tasks?${query}`);
  const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? 0);
  return { rows: json as TaskRecord[], total };
}

/** How many tasks a list holds (its Content-Range total), for the dashboards' badges. */
export async function fetchTaskTotal(list: TaskListType): Promise<number> {
  const { headers } = await httpClient(
    `/api/tasks?filter=${encodeURIComponent(JSON.stringify({ list }))}&range=${encodeURIComponent('[0,0]')}`,
  );
  return Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? 0);
}

export async function fetchTask(id: string): Promise<TaskRecord> {
  const { json } = await httpClient(`/api/tasks/${encodeURIComponent(id)}`);
  return json as TaskRecord;
}

/** The command's answer: the first created task as the aggregate holds it. */
export interface CreatedTask {
  id: string;
  creatorUserId: string | null;
  assigneeUserId: string;
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
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Tomorrow, YYYY-MM-DD: the earliest selectable date (spec 001 §9). */
export const tomorrow = (): string => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The field errors of a failed call joined with ". " (spec 001 §8), or its message. */
export function errorText(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  const messages = body?.errors ? Object.values(body.errors) : [];
  if (messages.length) return messages.join('. ');
  return error instanceof Error ? error.message : 'app.errors.server';
}

export async function updateTask(id: string, body: { description: string; due_date: string | null }): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(body) });
}

export async function deleteTask(id: string): Promise<void> {
  await httpClient(`/api/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
