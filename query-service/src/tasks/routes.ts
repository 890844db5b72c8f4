// Task reads (issue 5): the assigned and created lists in the list protocol,
// one task with its comments (creator or assignee only, else 404), and the
// active positions of the caller's organization for the assignee picker.
// The queries and records are the read model's (projections/tasks/queries).
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  assignablePositionReads,
  assignablePositions,
  taskColumns,
  taskForParty,
  taskList,
  taskLists,
  taskPage,
  taskReads,
  type TaskList,
} from '@practicum/projections/tasks/queries';
import { assignsSelfOnly } from '@practicum/shared/domain/tasks/index';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { runFiltered, parseListParams } from '../http/simpleRest.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...taskReads);

export function taskRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/tasks', requireRouteAccess('/tasks'));

  router.get('/api/tasks', reads, async (req, res) => {
    const { sort, range, filter } = parseListParams(req, { columns: taskColumns, defaultSort: ['created_at', 'DESC'] });
    const { list = 'assigned', ...rest } = filter;
    if (!taskLists.includes(list as TaskList)) throw new ValidationError({ 'filter.list': ['The selected list is invalid.'] });
    const query = taskList(deps.knex, authOf(req), list as TaskList);
    const { records, total } = await runFiltered(query, rest, { columns: taskColumns, searchColumns: ['t.description'] }, () =>
      taskPage(query, { sort, range }),
    );
    const end = records.length ? range[0] + records.length - 1 : range[0];
    res.setHeader('Content-Range', `tasks ${range[0]}-${end}/${total}`);
    res.json(records);
  });

  // the positions the reader may give a task to (whoMayAssign.ts): a trainee's to-dos are their own, so a trainee
  // is not handed the organization's list of people and roles
  router.get('/api/tasks/assignable-positions', readsFrom(...assignablePositionReads), async (req, res) => {
    const auth = authOf(req);
    res.json(await assignablePositions(deps.knex, auth.organizationId, assignsSelfOnly(auth.role) ? auth.positionId : undefined));
  });

  router.get('/api/tasks/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const task = /^[0-9a-f-]{36}$/i.test(id) ? await taskForParty(deps.knex, authOf(req), id) : undefined;
    if (!task) throw new NotFoundError();
    res.json(task);
  });

  return router;
}
