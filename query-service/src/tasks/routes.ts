// Task reads (issue 5): the assigned and created lists in the list protocol,
// one task with its comments (creator or assignee only, else 404), and the
// active positions of the caller's organization for the assignee picker.
import type { TaskRepeatOn } from '@practicum/shared/domain/tasks/events';
import type { TaskRecord, TaskStatus } from '@practicum/shared/domain/tasks/records';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { formatCalendarDate } from '@practicum/shared/format';
import { applyFilters, parseListParams } from '../http/simpleRest.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { tasksReadModel } from '@practicum/projections/tasks/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(tasksReadModel, usersReadModel);

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
  completed_at: iso(row.completed_at),
  dismissed_at: iso(row.dismissed_at),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

const columns = {
  id: 't.id',
  description: 't.description',
  due_date: 't.due_date',
  start_at: 't.start_at',
  created_at: 't.created_at',
  status: 't.status',
  creator: 'cu.name',
  assignee: 'au.name',
};

const withNames = (knex: Knex) =>
  knex({ t: tasksReadModel.tables.tasks })
    .leftJoin({ cu: usersReadModel.tables.users }, 'cu.id', 't.creator_id')
    .leftJoin({ au: usersReadModel.tables.users }, 'au.id', 't.assignee_id')
    .select('t.*', 'cu.name as creator_name', 'au.name as assignee_name');

export function taskRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/tasks', requireRouteAccess('/tasks'));

  router.get('/api/tasks', reads, async (req: Request, res) => {
    const auth = authOf(req);
    const { sort, range, filter } = parseListParams(req, { columns, defaultSort: ['created_at', 'DESC'] });
    const { list = 'assigned', ...rest } = filter;
    if (list !== 'assigned' && list !== 'created') throw new ValidationError({ 'filter.list': ['The selected list is invalid.'] });
    const query = withNames(deps.knex).where('t.status', 'incomplete');
    // assigned: mine to do, published or self-assigned; created: what I gave others.
    if (list === 'assigned')
      query.where('t.assignee_id', auth.userId).where((w) => w.where('t.published', true).orWhereRaw('t.creator_id = t.assignee_id'));
    else query.where('t.creator_id', auth.userId).whereRaw('t.creator_id <> t.assignee_id');
    applyFilters(query, rest, { columns, searchColumns: ['t.description'] });
    const count = query.clone().clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' });
    const page = query
      .clone()
      .orderBy(columns[sort[0] as keyof typeof columns], sort[1].toLowerCase() as 'asc' | 'desc')
      .orderBy('t.id', 'asc')
      .offset(range[0])
      .limit(range[1] - range[0] + 1);
    const [rows, counted] = await Promise.all([page as Promise<TaskRow[]>, count]);
    const total = Number(counted[0]?.count ?? 0);
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    res.setHeader('Content-Range', `tasks ${range[0]}-${end}/${total}`);
    res.json(rows.map(taskRecord));
  });

  router.get('/api/tasks/assignable-positions', reads, async (req, res) => {
    const auth = authOf(req);
    const rows = (await deps
      .knex({ p: usersReadModel.tables.positions })
      .join({ u: usersReadModel.tables.users }, 'u.id', 'p.user_id')
      .where({ 'p.organization_id': auth.organizationId, 'p.status': 'active' })
      .select('p.id', 'p.user_id', 'p.role', 'p.role_name', 'u.name')
      .orderBy('u.name')) as { id: string; user_id: string; role: string; role_name: string; name: string }[];
    res.json(
      rows.map((r) => ({ id: r.id, position_id: r.id, user_id: r.user_id, name: r.name, role_keyname: r.role, role_name: r.role_name })),
    );
  });

  router.get('/api/tasks/:id', reads, async (req, res) => {
    const auth = authOf(req);
    const id = String(req.params.id);
    const row: TaskRow | undefined = /^[0-9a-f-]{36}$/i.test(id)
      ? await withNames(deps.knex).where('t.id', id).first<TaskRow>()
      : undefined;
    if (!row || (row.creator_id !== auth.userId && row.assignee_id !== auth.userId)) throw new NotFoundError();
    const comments: unknown[] = await deps
      .knex({ c: tasksReadModel.tables.task_comments })
      .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'c.author_id')
      .where('c.task_id', id)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .select('c.id', 'c.body', 'c.author_id', 'c.created_at', 'u.name as author');
    res.json({ ...taskRecord(row), comments });
  });

  return router;
}
