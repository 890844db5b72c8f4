// The "Log activity" form (create and edit): training (defaults to the current
// one), date, activity type of the training's plan with its color, activities
// ticked by group, time as hours + minutes, notes and the risk flag.
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNotify } from 'react-admin';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { createEntry, errorText, noTrainingYet, updateEntry, useEntryOptions, type ActivityEntry, type EntryOptions } from './api';
import { ColorDot } from './ColorDot';
import { formatDateRange } from '@practicum/shared/format';
import { showError } from '../layout/showError';
import { useTimes } from '../identity/timeZone';
import { AccessLimitedAlert, useAccessLimited } from '../accessPasses';
import { useOneAtATime } from '../layout/useOneAtATime';

interface Props {
  open: boolean;
  entry: ActivityEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The fields that show their own error under them. */
const FIELDS_WITH_ERRORS = ['training_id', 'happened_at', 'activity_type_id', 'minutes'];

export const ActivityEntryDialog = ({ open, entry, onClose, onSaved }: Props) => {
  // TRAIN-34: today where the trainee is (their profile's zone), as the server bounds the date
  const { today } = useTimes();
  const translate = useTranslate();
  const notify = useNotify();
  const options = useEntryOptions(open);
  const limited = useAccessLimited();
  const [form, setForm] = useState({
    training_id: '',
    happened_at: today(),
    activity_type_id: '',
    hours: '1',
    minutes: '0',
    notes: '',
    risk_alert: false,
  });
  const [activityIds, setActivityIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A refusal of the whole entry (403: a limited account needs an access pass, PASS-13), shown in the form. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy: saving, once } = useOneAtATime();

  // the form starts over each time the dialog opens, at once: its choices may come later (a loaded server), and
  // what the user types meanwhile stays theirs (starting over when they came reset a typed date to today)
  useEffect(() => {
    if (!open) return;
    setErrors({});
    setRefusal(null);
    setForm({
      training_id: entry?.training_id ?? '',
      happened_at: entry?.happened_at ?? today(),
      activity_type_id: entry?.activity_type.id ?? '',
      hours: String(entry ? Math.floor(entry.minutes / 60) : 1),
      minutes: String(entry ? entry.minutes % 60 : 0),
      notes: entry?.notes ?? '',
      risk_alert: entry?.risk_alert ?? false,
    });
    setActivityIds(entry?.activity_ids ?? []);
  }, [open, entry, today]);

  /** The training chosen, else the current one once the choices are loaded. */
  const trainingId = form.training_id || (options?.current_training_id ?? '');
  const training = options?.trainings.find((t) => t.id === trainingId);
  const groups = useMemo(() => {
    const byGroup = new Map<string, EntryOptions['activities']>();
    for (const a of options?.activities ?? []) byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), a]);
    return [...byGroup];
  }, [options]);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  const save = () => once(send);
  const send = async () => {
    const body = {
      ...form,
      training_id: trainingId,
      hours: Number(form.hours || 0),
      minutes: Number(form.minutes || 0),
      activity_ids: activityIds,
    };
    try {
      await (entry ? updateEntry(entry.id, body) : createEntry(body));
      notify('app.activity_log.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      const { status, body } = error as { status?: number; body?: { errors?: Record<string, string>; server_message?: string | null } };
      setErrors(body?.errors ?? {});
      setRefusal(
        status === 403
          ? body?.server_message === 'access pass required'
            ? 'app.access_passes.refused'
            : (body?.server_message ?? null)
          : null,
      );
      // a refusal and a field's error are each said once, in the form where the user acts (the date's under the
      // date): an error modal repeating them would cover the form
      const fieldErrors = Object.entries(body?.errors ?? {});
      const elsewhere = fieldErrors.filter(([field]) => !FIELDS_WITH_ERRORS.includes(field)).map(([, message]) => message);
      if (status === 403) return;
      if (fieldErrors.length === 0) notify(errorText(error), { type: 'error' });
      else if (elsewhere.length) notify(elsewhere.join('. '), { type: 'error' });
    }
  };

  // what the form could only end in is said first: a limited trainee (no access pass, or an expired one) would be
  // refused on Save; a trainee without a training has no activity type to pick ("The activity type field is required")
  if (!entry && (limited || noTrainingYet(options)))
    return (
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="activity-entry-title">
        <DialogTitle id="activity-entry-title">{translate('app.activity_log.log')}</DialogTitle>
        <DialogContent>
          {limited ? <AccessLimitedAlert /> : <Alert severity="info">{translate('app.activity_log.no_training')}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    );

  const t = (key: string) => translate(`app.activity_log.fields.${key}`);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="activity-entry-title">
      <DialogTitle id="activity-entry-title">{translate(entry ? 'app.activity_log.edit' : 'app.activity_log.log')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {limited && !refusal ? <AccessLimitedAlert /> : null}
          {refusal ? (
            <Alert severity="error" data-testid="activity-refusal">
              {translate(refusal)}{' '}
              {refusal === 'app.access_passes.refused' ? (
                <Link component={RouterLink} to="/access-pass?redeem">
                  {translate('app.access_passes.redeem_link')}
                </Link>
              ) : null}
            </Alert>
          ) : null}
          <TextField
            select
            label={t('training')}
            value={trainingId}
            onChange={set('training_id')}
            {...showError(errors.training_id)}
            disabled={!!entry}
          >
            {(options?.trainings ?? []).map((tr) => (
              <MenuItem key={tr.id} value={tr.id}>
                {`${tr.name} (${formatDateRange(tr.start_at, tr.end_at)})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('happened_at')}
            value={form.happened_at}
            onChange={set('happened_at')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            {...showError(errors.happened_at)}
            required
          />
          <TextField
            select
            label={t('activity_type')}
            value={form.activity_type_id}
            onChange={set('activity_type_id')}
            {...showError(errors.activity_type_id)}
          >
            {(training?.activity_types ?? []).map((type) => (
              <MenuItem key={type.id} value={type.id}>
                <ColorDot color={type.color} />
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <FormLabel>{t('activities')}</FormLabel>
            {groups.map(([group, activities]) => (
              <Box key={group} sx={{ mt: 1 }}>
                <Typography variant="subtitle2">{group}</Typography>
                <FormGroup row>
                  {activities.map((a) => (
                    <FormControlLabel
                      key={a.id}
                      label={a.name}
                      control={
                        <Checkbox
                          checked={activityIds.includes(a.id)}
                          onChange={(e) =>
                            setActivityIds(e.target.checked ? [...activityIds, a.id] : activityIds.filter((id) => id !== a.id))
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={2}>
            <TextField
              type="number"
              label={t('hours')}
              value={form.hours}
              onChange={set('hours')}
              slotProps={{ htmlInput: { min: 0, max: 24 } }}
              {...showError(errors.minutes)}
            />
            <TextField
              type="number"
              label={t('minutes')}
              value={form.minutes}
              onChange={set('minutes')}
              slotProps={{ htmlInput: { min: 0, max: 59, step: 5 } }}
            />
          </Stack>
          <TextField label={t('notes')} value={form.notes} onChange={set('notes')} multiline minRows={2} />
          <FormControlLabel
            control={<Checkbox checked={form.risk_alert} onChange={(e) => setForm({ ...form, risk_alert: e.target.checked })} />}
            label={`${t('risk_alert')} — ${t('risk_alert_hint')}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('app.activity_log.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
