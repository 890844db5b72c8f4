// /tasks/:type/:id (spec 001 §2): a task, its attachments and comments (add one), and for the
// assignee of an incomplete task Complete and Dismiss, each after a confirmation (a linked task: Complete opens
// what it links).
import { Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useGetOne, useNotify, useTranslate } from 'ra-core';
import { Confirm, Title } from 'react-admin';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { addComment, changeStatus, errorText, taskTitle, type TaskRecord } from './api';
import { TaskEditDialog } from './TaskEditDialog';
import { useTasksLive } from './useTasksLive';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { RecordHistoryTabs } from '../history';
import { Confetti } from '../layout/Confetti';
import { useOneAtATime } from '../layout/useOneAtATime';
import { useCanWrite } from '../session/useCanWrite';
import { useReadPageNotifications } from '../notifications/useReadPageNotifications';

export const TaskDetailsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { type = 'assigned', id = '' } = useParams();
  const { user } = useCurrentUser();
  const { data, isPending, error, refetch } = useGetOne<TaskRecord>('tasks', { id }, { retry: false });
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState<'complete' | 'dismissed' | null>(null);
  const [editing, setEditing] = useState(false);
  // a read-only session reads the task, its files and comments, and changes none of them
  const canWrite = useCanWrite();
  // a task the user has just completed is celebrated (000 §9 confetti; the trigger is our decision)
  const [celebrating, setCelebrating] = useState(false);
  const navigate = useNavigate();
  // a double click on Post posts the comment once
  const { busy: posting, once } = useOneAtATime();

  const load = useCallback(() => void refetch(), [refetch]);
  // a comment or completion by the other party arrives as a notification: show it without a reload
  useTasksLive(load);
  useReadPageNotifications(!isPending && !error && !!data);

  if (isPending) return null;
  const task = error ? null : data;
  if (!task)
    return (
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {translate('app.tasks.not_found')}
      </Typography>
    );

  const isAssignee = canWrite && user?.id === task.assignee_id;
  const isCreator = canWrite && user?.id === task.creator_id;
  const act = async (status: 'complete' | 'dismissed') => {
    setConfirming(null);
    try {
      await changeStatus(task.id, status);
      // the page shows the new status before it says so
      await refetch();
      notify(status === 'complete' ? 'app.tasks.completed_toast' : 'app.tasks.dismissed_toast', { type: 'success' });
      if (status === 'complete') setCelebrating(true);
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };
  const send = () =>
    once(async () => {
      try {
        await addComment(task.id, comment);
        setComment('');
        load();
      } catch (error) {
        notify(errorText(error), { type: 'error' });
      }
    });

  return (
    <RecordHistoryTabs sources={[{ stream: `task-${task.id}` }]}>
      {celebrating ? <Confetti onDone={() => setCelebrating(false)} /> : null}
      <Card sx={{ mt: 2 }}>
        <Title title={translate('app.tasks.details')} />
        <CardContent>
          <Button component={RouterLink} to={`/tasks#${type}`} size="small">
            {translate('app.tasks.back')}
          </Button>
          <Typography variant="h5" component="h1" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            {taskTitle(task)}
          </Typography>
          <Stack direction="row" spacing={3} useFlexGap sx={{ my: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography>
              {translate('app.tasks.fields.status')}: <strong>{translate(`app.tasks.status.${task.status}`)}</strong>
            </Typography>
            <Typography>
              {translate('app.tasks.fields.creator')}: {task.creator}
            </Typography>
            <Typography>
              {translate('app.tasks.fields.assignee')}: {task.assignee}
            </Typography>
            {task.due_date_formatted ? (
              <Typography>
                {translate('app.tasks.fields.due_date')}: {task.due_date_formatted}
              </Typography>
            ) : null}
            {!task.published && task.start_at_formatted ? (
              <Typography>{translate('app.tasks.activates_on', { date: task.start_at_formatted })}</Typography>
            ) : null}
          </Stack>
          {isCreator && task.status === 'incomplete' ? (
            <Button variant="outlined" sx={{ mb: 1 }} onClick={() => setEditing(true)}>
              {translate('app.tasks.edit')}
            </Button>
          ) : null}
          {isAssignee && task.status === 'incomplete' ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                color="success"
                onClick={() => (task.assignable_url ? void navigate(task.assignable_url) : setConfirming('complete'))}
              >
                {translate('app.tasks.complete')}
              </Button>
              <Button variant="outlined" onClick={() => setConfirming('dismissed')}>
                {translate('app.tasks.dismiss')}
              </Button>
            </Stack>
          ) : null}
          <Divider sx={{ my: 2 }} />
          <AttachmentsPanel type="task" id={task.id} userId={user?.id} isCoordinator={roleOf(user) === 'coordinator'} />
          <Divider sx={{ my: 2 }} />
          <Typography variant="h6" component="h2">
            {translate('app.tasks.comments')}
          </Typography>
          <List dense>
            {(task.comments ?? []).map((c) => (
              <ListItem key={c.id} divider>
                <ListItemText primary={c.body} secondary={c.author ?? ''} />
              </ListItem>
            ))}
          </List>
          {canWrite ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={translate('app.tasks.add_comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                multiline
                fullWidth
                size="small"
              />
              <Button variant="contained" disabled={posting || comment.trim() === ''} onClick={() => void send()}>
                {translate('app.tasks.post_comment')}
              </Button>
            </Box>
          ) : null}
        </CardContent>
        {editing ? (
          <TaskEditDialog
            task={task}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              load();
            }}
            onDeleted={() => void navigate(`/tasks#${type}`)}
          />
        ) : null}
        <Confirm
          isOpen={confirming !== null}
          title={confirming === 'dismissed' ? 'app.tasks.confirm_dismiss_title' : 'app.tasks.confirm_complete_title'}
          content={confirming === 'dismissed' ? 'app.tasks.confirm_dismiss' : 'app.tasks.confirm_complete'}
          onConfirm={() => void act(confirming ?? 'complete')}
          onClose={() => setConfirming(null)}
        />
      </Card>
    </RecordHistoryTabs>
  );
};
