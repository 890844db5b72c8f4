// The task modal in edit mode (spec 001 §2, §4, §5): description, publish and due dates. The repeat
// choice and settings are shown but fixed after creation (TASKS-15); a repeated instance's publish date
// is fixed too (TASKS-16). Delete sits here (creator only), disabled in a series of more than one, which
// the server refuses as well ("cannot delete task in series", TASKS-32).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { formatCalendarDate } from '@practicum/shared/format';
import { deleteTask, errorText, updateTask, type TaskRecord } from './api';
import { TaskDateField, TaskDescriptionField } from './TaskFields';

interface Props {
  task: TaskRecord;
  onClose: () => void;
  onSaved: () => void;
  onDeleted: () => void;
}

/** The fields the dialog shows a server error under. */
const EDITED_FIELDS = ['description', 'due_date', 'start_at'];

export const TaskEditDialog = ({ task, onClose, onSaved, onDeleted }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [description, setDescription] = useState(task.description);
  const [dueDate, setDueDate] = useState(task.due_date ?? '');
  const [startAt, setStartAt] = useState(task.start_at ?? '');
  const instance = task.parent_id !== null;
  const inSeries = task.tasks_in_series_count > 1;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async () => {
    setErrors({});
    try {
      await updateTask(task.id, {
        description,
        due_date: dueDate === '' ? null : dueDate,
        ...(instance || !task.start_at ? {} : { start_at: startAt === '' ? null : startAt }),
      });
      notify('app.tasks.saved_toast', { type: 'success' });
      onSaved();
    } catch (error) {
      // each error is said once: under its field, or in a notification when the dialog shows no such field
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fieldErrors);
      const elsewhere = Object.entries(fieldErrors).filter(([field]) => !EDITED_FIELDS.includes(field));
      if (elsewhere.length || Object.keys(fieldErrors).length === 0)
        notify(elsewhere.length ? elsewhere.map(([, message]) => message).join('. ') : errorText(error), { type: 'error' });
    }
  };
  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteTask(task.id);
      notify('app.tasks.deleted_toast', { type: 'success' });
      onDeleted();
    } catch (error) {
      notify(errorText(error), { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.tasks.edit')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TaskDescriptionField value={description} onChange={setDescription} error={errors.description} />
          {task.start_at ? (
            <TaskDateField
              label="start_at"
              value={startAt}
              onChange={setStartAt}
              error={errors.start_at ?? (instance ? translate('app.tasks.start_fixed') : undefined)}
              disabled={instance}
            />
          ) : null}
          <TaskDateField label="due_date" value={dueDate} onChange={setDueDate} error={errors.due_date} />
          <TextField
            select
            label={translate('app.tasks.fields.repeat')}
            value={task.repeat_on === 'single' ? 'single' : 'schedule'}
            disabled
            helperText={translate('app.tasks.repeat_fixed')}
          >
            <MenuItem value="single">{translate('app.tasks.repeat.single')}</MenuItem>
            <MenuItem value="schedule">
              {translate(task.repeat_on === 'complete' ? 'app.tasks.fields.publish_on_complete' : 'app.tasks.repeat.schedule')}
            </MenuItem>
          </TextField>
          {task.repeat_on === 'single' ? null : (
            <Stack direction="row" spacing={2}>
              <TextField label={translate('app.tasks.fields.repeat_days')} value={task.repeat_days ?? ''} disabled />
              <TextField label={translate('app.tasks.fields.repeat_until')} value={formatCalendarDate(task.repeat_until) ?? ''} disabled />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button color="error" disabled={inSeries} onClick={() => setConfirmDelete(true)}>
          {translate('ra.action.delete')}
        </Button>
        {inSeries ? (
          <Typography variant="caption" color="text.secondary">
            {translate('app.tasks.in_series')}
          </Typography>
        ) : null}
        <span style={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirmDelete}
        title="app.tasks.confirm_delete_title"
        content="app.tasks.confirm_delete"
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
};
