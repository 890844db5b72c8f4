// One task list (assigned, created, or all with the history; spec 001 §4, §7) as a table: descriptions cut
// at 125 characters, names at 30, 10 per page with a pager over 10 (TASKS-38, TASKS-39), refreshed
// live. Used by /tasks and by the dashboards' task tabs.
import { Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { TASKS_PER_PAGE, taskTitle, truncate, type TaskListType, type TaskRecord } from './api';
import { useTasksLive } from './useTasksLive';
import { FixedPagination } from '../layout/FixedPagination';
import { listRead } from '../dataProvider/primedReads';

/** A page of a task list, newest first (also the dashboards' badge counts, with one row). */
export const taskListParams = (list: TaskListType, page = 0, perPage = TASKS_PER_PAGE) => ({
  filter: { list },
  pagination: { page: page + 1, perPage },
  sort: { field: 'created_at', order: 'DESC' as const },
});

/** What the dashboards' task tabs read: both badges' counts, and the first page of the list the tabs open on. */
export const taskTabParts = (opensOn: TaskListType | null) => [
  listRead('tasks', taskListParams('assigned', 0, 1)),
  listRead('tasks', taskListParams('created', 0, 1)),
  ...(opensOn ? [listRead('tasks', taskListParams(opensOn))] : []),
];

export const TaskListTable = ({ list, onTotal }: { list: TaskListType; onTotal?: (total: number) => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [list]);
  const { data: rows, total, error, refetch } = useGetList<TaskRecord>('tasks', taskListParams(list, page));
  const load = useCallback(() => void refetch(), [refetch]);
  useTasksLive(load);
  // a list that cannot load reads as empty
  const data = error ? { rows: [], total: 0 } : rows && total !== undefined ? { rows, total } : null;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);

  // the history mixes both: a task is "assigned" to its assignee, "created" for its creator
  const typeOf = (task: TaskRecord) => (list !== 'all' ? list : task.assignee_id === user?.id ? 'assigned' : 'created');
  const label = { assigned: 'app.tasks.assigned', created: 'app.tasks.created', all: 'app.tasks.history' }[list];

  if (data && data.rows.length === 0)
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {translate('app.tasks.empty')}
      </Typography>
    );
  return (
    <>
      {/* busy until the list has loaded: an empty body then means no rows, not rows still to come */}
      <Table size="small" aria-label={translate(label)} aria-busy={data === null}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.tasks.fields.description')}</TableCell>
            {list !== 'created' ? <TableCell>{translate('app.tasks.fields.creator')}</TableCell> : null}
            {list !== 'assigned' ? <TableCell>{translate('app.tasks.fields.assignee')}</TableCell> : null}
            {/* the history names both parties and the status instead of the due date */}
            <TableCell>{translate(list === 'all' ? 'app.tasks.fields.status' : 'app.tasks.fields.due_date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.rows ?? []).map((task) => (
            <TableRow key={task.id} hover>
              <TableCell data-label={translate('app.tasks.fields.description')}>
                <Link component={RouterLink} to={`/tasks/${typeOf(task)}/${task.id}`}>
                  {truncate(taskTitle(task), 125)}
                </Link>
                {!task.published && task.start_at_formatted ? (
                  <Chip size="small" sx={{ ml: 1 }} label={translate('app.tasks.activates_on', { date: task.start_at_formatted })} />
                ) : null}
                {task.past_due ? <Chip size="small" color="error" sx={{ ml: 1 }} label={translate('app.tasks.past_due')} /> : null}
              </TableCell>
              {list !== 'created' ? (
                <TableCell data-label={translate('app.tasks.fields.creator')}>{truncate(task.creator, 30)}</TableCell>
              ) : null}
              {list !== 'assigned' ? (
                <TableCell data-label={translate('app.tasks.fields.assignee')}>{truncate(task.assignee, 30)}</TableCell>
              ) : null}
              <TableCell data-label={translate(list === 'all' ? 'app.tasks.fields.status' : 'app.tasks.fields.due_date')}>
                {list === 'all' ? translate(`app.tasks.status.${task.status}`) : (task.due_date_formatted ?? '')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data && data.total > TASKS_PER_PAGE ? (
        <FixedPagination count={data.total} page={page} perPage={TASKS_PER_PAGE} onPageChange={setPage} />
      ) : null}
    </>
  );
};
