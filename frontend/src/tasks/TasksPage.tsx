// /tasks (spec 001 §2): the assigned and created lists as tabs #assigned and
// #created, 10 per page, the history (every task, any status: #history) and the create dialog.
import { Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHashTab } from '../layout/useHashTab';
import { type TaskListType } from './api';
import { TaskListTable } from './TaskListTable';
import { TaskCreateDialog } from './TaskCreateDialog';
import { WhenCanWrite } from '../session/useCanWrite';

// each tab a history entry: back returns to the list before
const taskTabs: Record<TaskListType, string> = { assigned: '#assigned', created: '#created', all: '#history' };

export const TasksPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [list, choose] = useHashTab(taskTabs, { push: true });
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
          <WhenCanWrite>
            <Button variant="contained" onClick={() => setCreating(true)}>
              {translate('app.tasks.create')}
            </Button>
          </WhenCanWrite>
        </Box>
        <Tabs value={list} variant="scrollable" onChange={(_e, value: TaskListType) => choose(value)}>
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
