// The task modal in create mode (spec 001 §2, §5). General tab: description,
// assignees (the user picker: users or groups of the organization), start and due dates
// (min tomorrow), repeat options. Evaluation tab: the form an evaluation task links (TASKS-27..29).
import {
  Alert,
  AlertTitle,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { assigneeBody, type PickerRules, type PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { createTask, errorText, tomorrow } from './api';
import { TaskEvaluationTab } from './TaskEvaluationTab';
import { TaskUserPicker } from './TaskUserPicker';

/** Tasks may go to anyone of the organization, as many as wanted (TASKS-40: decisions). */
const pickerRules: PickerRules = { limit: 0, allowedRoles: [], omitted: [] };

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (task: { id: string; self_assigned: boolean }) => void;
  /** After "Save and create another": the dialog stays open, the lists behind it reload. */
  onCreatedAnother?: () => void;
}

export const TaskCreateDialog = ({ open, onClose, onCreated, onCreatedAnother }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [assignees, setAssignees] = useState<PickerUser[]>([]);
  const [description, setDescription] = useState('');
  const [publishLater, setPublishLater] = useState(false);
  const [startAt, setStartAt] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [repeat, setRepeat] = useState<'single' | 'schedule'>('single');
  const [onComplete, setOnComplete] = useState(false);
  const [repeatDays, setRepeatDays] = useState('7');
  const [repeatUntil, setRepeatUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [tab, setTab] = useState<'general' | 'evaluation'>('general');
  const [formId, setFormId] = useState('');

  /** "Save and create another" keeps the dialog open for the next task; "Save" goes to the new task. */
  const submit = async (another: boolean) => {
    setSubmitting(true);
    setErrors({});
    try {
      const repeating = repeat === 'schedule';
      const task = await createTask({
        ...assigneeBody(assignees),
        description,
        // the Evaluation tab makes an evaluation task: its form is required (spec 001 §6)
        assignable_type: tab === 'evaluation' ? 'Form' : null,
        assignable_id: tab === 'evaluation' ? formId || null : null,
        publish_later: publishLater,
        start_at: publishLater ? startAt : null,
        due_date: dueDate,
        repeat_on: repeating ? (onComplete ? 'complete' : 'schedule') : 'single',
        repeat_days: repeating ? Number(repeatDays) : null,
        repeat_until: repeating ? repeatUntil : null,
      });
      notify('app.tasks.created_toast', { type: 'success' });
      setDescription('');
      setAssignees([]);
      setFormId('');
      if (another) onCreatedAnother?.();
      else onCreated({ id: task.id, self_assigned: task.creatorUserId === task.assigneeUserId });
    } catch (error) {
      setErrors((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
      notify(errorText(error), { type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.tasks.create')}</DialogTitle>
      <Tabs value={tab} onChange={(_, next: 'general' | 'evaluation') => setTab(next)} sx={{ px: 3 }}>
        <Tab value="general" label={translate('app.tasks.tabs.general')} />
        <Tab value="evaluation" label={translate('app.tasks.tabs.evaluation')} />
      </Tabs>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {Object.keys(errors).length ? (
            <Alert severity="error" role="alert">
              <AlertTitle>{translate('app.tasks.failed_create_because')}</AlertTitle>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {Object.values(errors).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <TaskUserPicker value={assignees} onChange={setAssignees} rules={pickerRules} error={errors.assignees ?? errors.assignee} />
          {tab === 'evaluation' ? (
            <TaskEvaluationTab assignees={assignees} value={formId} onChange={setFormId} error={errors.assignable_id} />
          ) : null}
          <TextField
            label={translate('app.tasks.fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={3}
            {...field('description')}
          />
          <FormControlLabel
            control={<Checkbox checked={publishLater} onChange={(e) => setPublishLater(e.target.checked)} />}
            label={translate('app.tasks.fields.publish_later')}
          />
          {publishLater ? (
            <TextField
              type="date"
              label={translate('app.tasks.fields.start_at')}
              value={startAt}
              onChange={(e) => setStartAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
              {...field('start_at')}
            />
          ) : null}
          <TextField
            type="date"
            label={translate('app.tasks.fields.due_date')}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
            {...field('due_date')}
          />
          <TextField
            select
            label={translate('app.tasks.fields.repeat')}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value as 'single' | 'schedule')}
          >
            <MenuItem value="single">{translate('app.tasks.repeat.single')}</MenuItem>
            <MenuItem value="schedule">{translate('app.tasks.repeat.schedule')}</MenuItem>
          </TextField>
          {repeat === 'schedule' ? (
            <>
              <FormControlLabel
                control={<Checkbox checked={onComplete} onChange={(e) => setOnComplete(e.target.checked)} />}
                label={translate('app.tasks.fields.publish_on_complete')}
              />
              <TextField
                type="number"
                label={translate('app.tasks.fields.repeat_days')}
                value={repeatDays}
                onChange={(e) => setRepeatDays(e.target.value)}
                slotProps={{ htmlInput: { min: 1 } }}
                {...field('repeat_days')}
              />
              <TextField
                type="date"
                label={translate('app.tasks.fields.repeat_until')}
                value={repeatUntil}
                onChange={(e) => setRepeatUntil(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow() } }}
                {...field('repeat_until')}
              />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button disabled={submitting} onClick={() => void submit(true)}>
          {translate('app.tasks.save_and_create_another')}
        </Button>
        <Button variant="contained" disabled={submitting} onClick={() => void submit(false)}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
