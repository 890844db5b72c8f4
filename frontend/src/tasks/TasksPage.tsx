// /tasks (spec 001 §2): the assigned and created lists as tabs #assigned and
// #created, 10 per page, the history (every task, any status: #history) and the create dialog.
import { Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type TaskListType } from './api';
import { TaskListTable } from './TaskListTable';
import { TaskCreateDialog } from './TaskCreateDialog';

export const TasksPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const list: TaskListType = location.hash === '#created' ? 'created' : location.hash === '#history' ? 'all' : 'assigned';
  const [creating, setCreating] = useState(false);
  // bumped to reload the list after "Save and create another"
  const [listVersion, setListVersion] = useState(0);

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
          variant="scrollable"
          onChange={(_e, value: TaskListType) => void navigate({ hash: value === 'all' ? '#history' : `#${value}` })}
        >
          <Tab value="assigned" label={translate('app.tasks.assigned')} />
          <Tab value="created" label={translate('app.tasks.created')} />
          <Tab value="all" label={translate('app.tasks.history')} />
        </Tabs>
        <TaskListTable key={listVersion} list={list} />
      </CardContent>
      <TaskCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreatedAnother={() => setListVersion((version) => version + 1)}
        onCreated={(task) => {
          setCreating(false);
          void navigate(`/tasks/${task.self_assigned ? 'assigned' : 'created'}/${task.id}`);
        }}
      />
    </Card>
  );
};
