// The task modal in edit mode (spec 001 §2): description and due date; repeat
// settings are fixed after creation. Delete sits here too (creator only); the
// server refuses a series of more than one ("cannot delete task in series").
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { deleteTask, errorText, tomorrow, updateTask, type TaskRecord } from './api';

interface Props {
  task: TaskRecord;
  onClose: () => void;
  onSaved: () => void;
  onDeleted: () => void;
}

export const TaskEditDialog = ({ task, onClose, onSaved, onDeleted }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [description, setDescription] = useState(task.description);
  const [dueDate, setDueDate] = useState(task.due_date ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const save = async () => {
    setErrors({});
    try {
      await updateTask(task.id, { description, due_date: dueDate === '' ? null : dueDate });
      notify('app.tasks.saved_toast', { type: 'success' });
      onSaved();
    } catch (error) {
      setErrors((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
      notify(errorText(error), { type: 'error' });
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
          <TextField
            label={translate('app.tasks.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
          <TextField
            type="date"
            label={translate('app.tasks.fields.due_date')}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
            error={Boolean(errors.due_date)}
            helperText={errors.due_date}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
          {translate('ra.action.delete')}
        </Button>
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
