// The task modal in create mode (spec 001 §2, §5). General tab: description,
// assignees (the user picker: users or groups of the organization; a trainee's to-do is for themself,
// TASKS-40), start and due dates (min tomorrow), repeat options, documents. Evaluation tab: the form an
// evaluation task links (TASKS-27..29). Save waits for documents still uploading (TASKS-21).
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
import { useEffect, useState } from 'react';
import { assigneeBody, type PickerRules, type PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { assignsSelfOnly } from '@practicum/shared/domain/tasks/whoMayAssign';
import { shouldSubmit, taskSaveState } from '@practicum/shared/domain/tasks/saveState';
import { roleOf, useCurrentUser, type CurrentUser } from '../identity/currentUser';
import { createTask, errorText } from './api';
import { TaskDocuments, useTaskDocuments } from './TaskDocuments';
import { TaskDateField, TaskDescriptionField } from './TaskFields';
import { TaskEvaluationTab } from './TaskEvaluationTab';
import { TaskUserPicker } from './TaskUserPicker';
import { showError, type FieldError } from '../layout/showError';

/** Tasks may go to anyone of the organization, as many as wanted (TASKS-40: decisions). */
const pickerRules: PickerRules = { limit: 0, allowedRoles: [], omitted: [] };

/** The signed-in user as a picker option: a trainee's only assignee. */
const me = (user: CurrentUser | undefined): PickerUser[] =>
  user?.current_position
    ? [
        {
          id: user.id,
          name: user.name,
          position_id: user.current_position.id,
          role_keyname: user.current_position.role.keyname,
          role_name: user.current_position.role.name,
        },
      ]
    : [];

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
  const { user } = useCurrentUser();
  const selfOnly = assignsSelfOnly(roleOf(user));
  const [picked, setAssignees] = useState<PickerUser[]>([]);
  const assignees = selfOnly ? me(user) : picked;
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
  const docs = useTaskDocuments();
  /** Save pressed ("another" or not), waiting for uploads to finish. */
  const [requested, setRequested] = useState<{ another: boolean } | null>(null);
  const progress = { uploadsPending: docs.uploadsPending, submitRequested: requested !== null, submitting };
  const saveState = taskSaveState(progress);
  useEffect(() => {
    if (requested && shouldSubmit(progress)) void submit(requested.another);
  });

  /** "Save and create another" keeps the dialog open for the next task; "Save" goes to the new task. */
  const submit = async (another: boolean) => {
    setSubmitting(true);
    setRequested(null);
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
      await docs.attachTo(task.tasks.map((created) => created.id));
      notify('app.tasks.created_toast', { type: 'success' });
      setDescription('');
      setAssignees([]);
      setFormId('');
      docs.clear();
      if (another) onCreatedAnother?.();
      else onCreated({ id: task.id, self_assigned: task.creatorUserId === task.assigneeUserId });
    } catch (error) {
      // a single create lists its errors once, in the modal's alert (spec 001 §8); a batch failure, or a failure
      // no field names, is said in a notification
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      if (assignees.length <= 1 && Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else notify(errorText(error), { type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  /** A refused field is marked; its message is said once, in the alert above the fields. */
  const marked = (name: string): FieldError => (errors[name] ? true : undefined);
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
          {selfOnly ? (
            <TextField
              label={translate('app.tasks.fields.assignee')}
              value={user?.name ?? ''}
              disabled
              helperText={translate('app.tasks.self_only')}
            />
          ) : (
            <TaskUserPicker
              value={assignees}
              onChange={setAssignees}
              rules={pickerRules}
              error={marked('assignees') ?? marked('assignee')}
            />
          )}
          {tab === 'evaluation' ? (
            <TaskEvaluationTab assignees={assignees} value={formId} onChange={setFormId} error={marked('assignable_id')} />
          ) : null}
          <TaskDescriptionField value={description} onChange={setDescription} error={marked('description')} />
          <FormControlLabel
            control={<Checkbox checked={publishLater} onChange={(e) => setPublishLater(e.target.checked)} />}
            label={translate('app.tasks.fields.publish_later')}
          />
          {publishLater ? <TaskDateField label="start_at" value={startAt} onChange={setStartAt} error={marked('start_at')} /> : null}
          <TaskDateField label="due_date" value={dueDate} onChange={setDueDate} error={marked('due_date')} />
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
                {...showError(marked('repeat_days'))}
              />
              <TaskDateField label="repeat_until" value={repeatUntil} onChange={setRepeatUntil} error={marked('repeat_until')} />
            </>
          ) : null}
          <TaskDocuments docs={docs} />
        </Stack>
      </DialogContent>
      <DialogActions data-testid="task-save" data-state={saveState}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button disabled={saveState === 'submitting' || saveState === 'submitOnUpload'} onClick={() => setRequested({ another: true })}>
          {translate('app.tasks.save_and_create_another')}
        </Button>
        <Button
          variant="contained"
          disabled={saveState === 'submitting' || saveState === 'submitOnUpload'}
          onClick={() => setRequested({ another: false })}
        >
          {translate(`app.tasks.save_state.${saveState}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
