// A task as the read API answers it (spec 001 §3 Task; TASKS-03, TASKS-04): declared once, for the query
// service that builds it and the screens that show it. Instants are ISO strings (as JSON carries them).
import type { TaskRepeatOn } from './events.js';

export type TaskStatus = 'incomplete' | 'complete' | 'dismissed';

export interface TaskComment {
  id: string;
  body: string;
  author: string | null;
  author_id: string;
  created_at: string;
}

export interface TaskRecord {
  id: string;
  description: string;
  status: TaskStatus;
  start_at: string | null;
  due_date: string | null;
  start_at_formatted: string | null;
  due_date_formatted: string | null;
  repeat_on: TaskRepeatOn;
  repeat_days: number | null;
  repeat_until: string | null;
  assignable_type: string | null;
  assignable_id: string | null;
  /** A task linked to a form, CE course or meeting is completed there (spec 001 §4). */
  assignable_url: string | null;
  /** The linked form's name or CE course's title: what an evaluation task without a description is called. */
  assignable_name: string | null;
  published: boolean;
  past_due: boolean;
  parent_id: string | null;
  organization_id: string;
  /** The creator's name, "system" for a task the system made. */
  creator: string;
  creator_id: string | null;
  creator_position_id: string | null;
  assignee: string;
  assignee_id: string;
  assignee_position_id: string;
  self_assigned: boolean;
  comments_count: number;
  /** The root and every instance of its series (1: a lone task); a series of more than one cannot be deleted. */
  tasks_in_series_count: number;
  completed_at: string | null;
  dismissed_at: string | null;
  created_at: string;
  updated_at: string;
  /** On GET /api/tasks/:id only. */
  comments?: TaskComment[];
}
