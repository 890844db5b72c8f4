// /tasks (spec 001 §2): the assigned and created lists as tabs #assigned and
// #created, 10 per page, and the create dialog.
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Tabs,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { fetchTasks, TASKS_PER_PAGE, truncate, type TaskListType, type TaskRecord } from './api';
import { TaskCreateDialog } from './TaskCreateDialog';

export const TasksPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const list: TaskListType = location.hash === '#created' ? 'created' : 'assigned';
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ rows: TaskRecord[]; total: number } | null>(null);
  const [creating, setCreating] = useState(false);

  const load = useCallback(() => {
    fetchTasks(list, page).then(setData, () => setData({ rows: [], total: 0 }));
  }, [list, page]);
  useEffect(load, [load]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.tasks.title')} />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('app.tasks.title')}
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {translate('app.tasks.create')}
          </Button>
        </Box>
        <Tabs
          value={list}
          onChange={(_e, value: TaskListType) => {
            setPage(0);
            void navigate({ hash: `#${value}` });
          }}
        >
          <Tab value="assigned" label={translate('app.tasks.assigned')} />
          <Tab value="created" label={translate('app.tasks.created')} />
        </Tabs>
        {data && data.rows.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('app.tasks.empty')}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate('app.tasks.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.tasks.fields.description')}</TableCell>
                <TableCell>{translate(list === 'assigned' ? 'app.tasks.fields.creator' : 'app.tasks.fields.assignee')}</TableCell>
                <TableCell>{translate('app.tasks.fields.due_date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data?.rows ?? []).map((task) => (
                <TableRow key={task.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/tasks/${list}/${task.id}`}>
                      {truncate(task.description, 125)}
                    </Link>
                    {!task.published && task.start_at_formatted ? (
                      <Chip size="small" sx={{ ml: 1 }} label={translate('app.tasks.activates_on', { date: task.start_at_formatted })} />
                    ) : null}
                    {task.past_due ? <Chip size="small" color="error" sx={{ ml: 1 }} label={translate('app.tasks.past_due')} /> : null}
                  </TableCell>
                  <TableCell>{truncate(list === 'assigned' ? task.creator : task.assignee, 30)}</TableCell>
                  <TableCell>{task.due_date_formatted ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.total > TASKS_PER_PAGE ? (
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={TASKS_PER_PAGE}
            rowsPerPageOptions={[TASKS_PER_PAGE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        ) : null}
      </CardContent>
      <TaskCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(task) => {
          setCreating(false);
          void navigate(`/tasks/${task.self_assigned ? 'assigned' : 'created'}/${task.id}`);
        }}
      />
    </Card>
  );
};
