// The tasks read contract (issue 5; spec 001 §3 Task, §4): tasks with their parties' names, the assigned
// and created lists, one task with its comments for its creator or assignee, and the organization's active
// positions for the assignee picker.
import type { Knex } from 'knex';
import type { TaskRepeatOn } from '@practicum/shared/domain/tasks/events';
import type { TaskComment, TaskRecord, TaskStatus } from '@practicum/shared/domain/tasks/records';
import { formatCalendarDate } from '@practicum/shared/format';
import { ceCoursesReadModel } from '../ceCourses/readModel.js';
import { formsReadModel } from '../forms/readModel.js';
import { usersReadModel } from '../identity/readModel.js';
import { NO_ORGANIZATION, type Reader } from '../reader.js';
import { tasksReadModel } from './readModel.js';

/** The read models the task reads join. */
export const taskReads = [tasksReadModel, usersReadModel] as const;
/** The assignee picker: positions, with their roles in the organization's words (kept on the positions). */
export const assignablePositionReads = [usersReadModel] as const;

export interface TaskRow {
  id: string;
  organization_id: string;
  creator_id: string | null;
  creator_position_id: string | null;
  creator_name: string | null;
  assignee_id: string;
  assignee_position_id: string;
  assignee_name: string | null;
  description: string;
  assignable_type: string | null;
  /** Read by tasksWithNames; absent from a row read without its joins. */
  assignable_name?: string | null;
  assignable_id: string | null;
  status: TaskStatus;
  start_at: string | null;
  due_date: string | null;
  repeat_on: TaskRepeatOn;
  repeat_days: number | null;
  repeat_until: string | null;
  published: boolean;
  past_due: boolean;
  parent_id: string | null;
  comments_count: number;
  tasks_in_series_count: number;
  completed_at: Date | null;
  dismissed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Where a task linked to a form, CE course or meeting is done (spec 001 §4): completing it goes there
 * instead of the confirmation (the routes forms.details, /cecourses/:id, livesessions.details).
 */
const assignablePaths: Record<string, string> = {
  Form: '/forms/',
  SubmittedForm: '/forms/submitted/',
  CeCourse: '/cecourses/',
  Meeting: '/livesessions/',
};
/** A form task carries its id (`?task=`), so the submission it starts completes this task and no other. */
export const assignableUrl = (type: string | null, id: string | null, taskId?: string): string | null => {
  if (!type || !id || !assignablePaths[type]) return null;
  const url = `${assignablePaths[type]}${id}`;
  return type === 'Form' && taskId ? `${url}?task=${taskId}` : url;
};

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

export const taskRecord = (row: TaskRow): TaskRecord => ({
  id: row.id,
  description: row.description,
  status: row.status,
  start_at: row.start_at,
  due_date: row.due_date,
  start_at_formatted: formatCalendarDate(row.start_at),
  due_date_formatted: formatCalendarDate(row.due_date),
  repeat_on: row.repeat_on,
  repeat_days: row.repeat_days,
  repeat_until: row.repeat_until,
  assignable_type: row.assignable_type,
  assignable_id: row.assignable_id,
  assignable_url: assignableUrl(row.assignable_type, row.assignable_id, row.id),
  assignable_name: row.assignable_name ?? null,
  published: row.published,
  past_due: row.past_due,
  parent_id: row.parent_id,
  organization_id: row.organization_id,
  creator: row.creator_id === null ? 'system' : (row.creator_name ?? ''),
  creator_id: row.creator_id,
  creator_position_id: row.creator_position_id,
  assignee: row.assignee_name ?? '',
  assignee_id: row.assignee_id,
  assignee_position_id: row.assignee_position_id,
  self_assigned: row.creator_id === row.assignee_id,
  comments_count: row.comments_count,
  tasks_in_series_count: Number(row.tasks_in_series_count),
  completed_at: iso(row.completed_at),
  dismissed_at: iso(row.dismissed_at),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** API field → column, for sort and filters. */
export const taskColumns = {
  id: 't.id',
  description: 't.description',
  due_date: 't.due_date',
  start_at: 't.start_at',
  created_at: 't.created_at',
  status: 't.status',
  creator: 'cu.name',
  assignee: 'au.name',
};

/**
 * Tasks with the creator's and assignee's names (joined at query time: the projector never waits on users) and
 * the size of their series (the root and every instance repeating it; 1 for a lone task).
 */
export const tasksWithNames = (knex: Knex): Knex.QueryBuilder =>
  knex({ t: tasksReadModel.tables.tasks })
    .leftJoin({ cu: usersReadModel.tables.users }, 'cu.id', 't.creator_id')
    .leftJoin({ au: usersReadModel.tables.users }, 'au.id', 't.assignee_id')
    // an evaluation task's description is optional (001 §5): the form or course names it then
    .leftJoin({ fo: formsReadModel.tables.forms }, (on) => on.on('fo.id', 't.assignable_id').andOnVal('t.assignable_type', 'Form'))
    .leftJoin({ ce: ceCoursesReadModel.tables.ce_courses }, (on) =>
      on.on('ce.id', 't.assignable_id').andOnVal('t.assignable_type', 'CeCourse'),
    )
    .select(
      't.*',
      'cu.name as creator_name',
      'au.name as assignee_name',
      knex.raw('coalesce(fo.name, ce.title) AS assignable_name'),
      knex.raw('(SELECT count(*) FROM ?? s WHERE coalesce(s.parent_id, s.id) = coalesce(t.parent_id, t.id)) AS tasks_in_series_count', [
        tasksReadModel.tables.tasks,
      ]),
    );

/** The lists of GET /api/tasks: the two incomplete lists, and "all" (every status: the history). */
export const taskLists = ['assigned', 'created', 'all'] as const;
export type TaskList = (typeof taskLists)[number];

/** What the reader sees as assignee: published tasks and their own to-dos. */
const visibleToAssignee = (w: Knex.QueryBuilder, reader: Pick<Reader, 'userId'>) =>
  w.where('t.assignee_id', reader.userId).where((v) => v.where('t.published', true).orWhereRaw('t.creator_id = t.assignee_id'));

/**
 * The reader's tasks of a list: assigned = mine to do, incomplete, published or self-assigned; created = what I
 * gave others, incomplete; all = every task of either, whatever its status (TASKS-33: "all tasks including history").
 * Only the tasks of the organization of the reader's current position: a task is given to a position (TASKS-03), so
 * a person placed with two programs sees each program's tasks in its own dashboard, none unnamed from the other.
 */
export function taskList(knex: Knex, reader: Pick<Reader, 'userId' | 'organizationId'>, list: TaskList): Knex.QueryBuilder {
  const query = tasksWithNames(knex).where('t.organization_id', reader.organizationId ?? NO_ORGANIZATION);
  if (list === 'all') return query.where((w) => w.where((v) => visibleToAssignee(v, reader)).orWhere('t.creator_id', reader.userId));
  query.where('t.status', 'incomplete');
  if (list === 'assigned') return query.where((w) => visibleToAssignee(w, reader));
  return query.where('t.creator_id', reader.userId).whereRaw('t.creator_id <> t.assignee_id');
}

/** One page of a filtered task list as records, and the total. */
export async function taskPage(
  filtered: Knex.QueryBuilder,
  page: { sort: [string, 'ASC' | 'DESC']; range: [number, number] },
): Promise<{ records: TaskRecord[]; total: number }> {
  const { sort, range } = page;
  const count = filtered.clone().clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' });
  const rows = filtered
    .clone()
    .orderBy(taskColumns[sort[0] as keyof typeof taskColumns], sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('t.id', 'asc')
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  const [found, counted] = await Promise.all([rows as Promise<TaskRow[]>, count]);
  return { records: found.map(taskRecord), total: Number(counted[0]?.count ?? 0) };
}

/** One task with its comments, for its creator or assignee only (anyone else: undefined, as if unknown). */
export async function taskForParty(knex: Knex, reader: Pick<Reader, 'userId'>, id: string): Promise<TaskRecord | undefined> {
  const row = await tasksWithNames(knex).where('t.id', id).first<TaskRow | undefined>();
  if (!row || (row.creator_id !== reader.userId && row.assignee_id !== reader.userId)) return undefined;
  const comments: TaskComment[] = await knex({ c: tasksReadModel.tables.task_comments })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'c.author_id')
    .where('c.task_id', id)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .select('c.id', 'c.body', 'c.author_id', 'c.created_at', 'u.name as author');
  return { ...taskRecord(row), comments };
}

export interface AssignablePosition {
  id: string;
  position_id: string;
  user_id: string;
  name: string;
  role_keyname: string;
  role_name: string;
}

/** The active positions of an organization, by name, for the assignee picker; `only` keeps that one position. */
export async function assignablePositions(knex: Knex, organizationId: string | null, only?: string | null): Promise<AssignablePosition[]> {
  const rows = (await knex({ p: usersReadModel.tables.positions })
    .join({ u: usersReadModel.tables.users }, 'u.id', 'p.user_id')
    .where({ 'p.organization_id': organizationId, 'p.status': 'active' })
    .modify((query) => (only === undefined ? query : query.where('p.id', only)))
    .select('p.id', 'p.user_id', 'p.role', 'p.organization_role_name as role_name', 'u.name')
    .orderBy('u.name')) as { id: string; user_id: string; role: string; role_name: string; name: string }[];
  return rows.map((r) => ({ id: r.id, position_id: r.id, user_id: r.user_id, name: r.name, role_keyname: r.role, role_name: r.role_name }));
}
