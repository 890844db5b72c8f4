// The new-session dialog (LIVE-02, 27 … 37, 41): kind, title, participants of the organization, date and time,
// expected duration, video provider, recording and audio-only flags, guest emails; telehealth (trainees only) asks
// for the placement and the terms; a recorded (uploaded) session takes its file. POST /api/meetings decides every
// rule: its field errors show under the fields, a refusal (HIPAA, position, organization) above them.
// Given a scheduled session, the same dialog changes it (PUT /api/meetings/{id}, LIVE-41): title, time, duration,
// the recording flags and guests; its kind, provider and placement stay, and its people change on the details page.
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError, useGetList, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import type { Role } from '@practicum/shared/access/roles';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { instantOfWallClock, wallClockOf, type Zone } from '@practicum/shared/format';
import { useTimeZone } from '../identity/timeZone';
import { useApiCommand, useApiRead } from '../dataProvider/hooks';
import type { FlatFieldErrors } from '../dataProvider/httpErrors';
import { uploadFile } from '../attachments/api';
import type { PlacementRecord } from '../placements/types';
import { meetingCommands, useMeetingCommand, type MeetingDetails } from './meetingApi';
import { meetingPaths, type MeetingScheduleType } from './types';
import { showError } from '../layout/showError';
import { FilePickButton } from '../layout/FilePickButton';
import { useErrorText } from '../errors/errorText';

const RECORDING_KINDS = ['video', 'audio'] as const;

interface Values {
  schedule_type: MeetingScheduleType;
  title: string;
  participants: PickerUser[];
  start_at: string; // datetime-local, the user's time
  duration: string;
  provider: 'no_provider' | 'big_blue_button';
  auto_record: boolean;
  audio_only: boolean;
  guest_emails: string;
  placement_id: string;
  terms_agreed: boolean;
  upload_uuid: string | null;
}

const initial: Values = {
  schedule_type: 'scheduled',
  title: '',
  participants: [],
  start_at: '',
  duration: '60',
  provider: 'no_provider',
  auto_record: false,
  audio_only: false,
  guest_emails: '',
  placement_id: '',
  terms_agreed: false,
  upload_uuid: null,
};

/** A session's values in the form: its instant as the user's datetime-local. */
const valuesOf = (m: MeetingDetails, zone: Zone): Values => {
  return {
    ...initial,
    schedule_type: m.schedule_type,
    title: m.title,
    start_at: wallClockOf(m.start_at, zone),
    duration: String(m.duration),
    auto_record: m.auto_record,
    audio_only: m.audio_only,
    guest_emails: m.guest_emails.join('\n'),
  };
};

/** The request body the command route reads (shared/domain/liveSessions meetingInputSchema). */
const bodyOf = (v: Values, zone: Zone) => ({
  schedule_type: v.schedule_type,
  title: v.title,
  participants: v.participants.map((p) => p.position_id),
  start_at: v.schedule_type === 'now' || !v.start_at ? null : instantOfWallClock(v.start_at, zone),
  duration: Number(v.duration) || 0,
  provider: v.provider,
  auto_record: v.auto_record,
  audio_only: v.audio_only,
  guest_emails: v.guest_emails
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean),
  placement_id: v.schedule_type === 'telehealth' && v.placement_id ? v.placement_id : null,
  terms_agreed: v.terms_agreed,
  upload_uuid: v.schedule_type === 'recorded' ? v.upload_uuid : null,
});

/** Field errors by input: the server's nested keys (guest_emails.1) fall under their field. */
const byField = (errors: FlatFieldErrors): FlatFieldErrors => {
  const out: FlatFieldErrors = {};
  for (const [key, text] of Object.entries(errors)) {
    const field = key.split('.')[0]!;
    out[field] = out[field] ? `${out[field]} ${text}` : text;
  }
  return out;
};

/** The fields a change may carry (updateMeetingSchema). */
const changeOf = ({ title, start_at, duration, auto_record, audio_only, guest_emails }: ReturnType<typeof bodyOf>) => ({
  title,
  start_at,
  duration,
  auto_record,
  audio_only,
  guest_emails,
});

export const MeetingCreateDialog = ({ onClose, editing }: { onClose: () => void; editing?: MeetingDetails }) => {
  const zone = useTimeZone();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { permissions: role } = usePermissions<Role | undefined>();
  const query = new URLSearchParams(search);
  const roleFilter = query.get('role_keyname');
  const users = useApiRead<PickerUser[]>(
    editing ? null : `organization/available-users${roleFilter ? `?roles=${encodeURIComponent(roleFilter)}` : ''}`,
  ).data;
  // ?participants=<position or user ids> preselects people (a dashboard's "schedule a session with …")
  const wanted = query.get('participants') ?? '';
  const preselected = useMemo(() => {
    const ids = wanted.split(',').filter(Boolean);
    return (users ?? []).filter((u) => ids.includes(u.position_id) || ids.includes(u.id));
  }, [users, wanted]);
  const [values, setValues] = useState<Values | null>(null);
  const v = values ?? (editing ? valuesOf(editing, zone) : { ...initial, participants: preselected });
  const set = (patch: Partial<Values>) => setValues({ ...v, ...patch });
  const [errors, setErrors] = useState<FlatFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(false);
  const telehealth = v.schedule_type === 'telehealth';
  const recorded = v.schedule_type === 'recorded';
  const placements = useGetList<PlacementRecord>(
    'placements',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: telehealth && !editing },
  ).data;

  const create = useApiCommand<void, { id: string }>(() => ({ path: 'meetings', body: bodyOf(v, zone) }));
  const update = useMeetingCommand(editing?.id ?? '', meetingCommands.update(editing?.id ?? ''));
  const saving = create.isPending || update.isPending;
  const submit = () => {
    setRefusal(null);
    const handlers = {
      onError: (error: Error) => {
        const body = error instanceof HttpError ? (error.body as { errors?: FlatFieldErrors } | undefined) : undefined;
        const fields = byField(body?.errors ?? {});
        setErrors(fields);
        if (!Object.keys(fields).length) setRefusal(errorText(error));
      },
    };
    if (editing)
      return update.mutate(changeOf(bodyOf(v, zone)), {
        ...handlers,
        onSuccess: () => {
          notify('app.live_sessions.updated', { type: 'info' });
          onClose();
        },
      });
    create.mutate(undefined, {
      ...handlers,
      onSuccess: (answer) => {
        notify('app.live_sessions.created', { type: 'info' });
        refresh();
        void navigate(meetingPaths.show(answer.id));
      },
    });
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { uuid } = await uploadFile(file, RECORDING_KINDS);
      set({ upload_uuid: uuid });
      setErrors(({ upload_uuid: _gone, ...rest }) => rest);
    } catch (error) {
      setErrors((e) => ({ ...e, upload_uuid: errorText(error) }));
    } finally {
      setUploading(false);
    }
  };

  const label = (name: string) => translate(`resources.meetings.fields.${name}`);
  const fieldError = (name: string) => showError(errors[name]);
  const kinds: MeetingScheduleType[] = ['now', 'scheduled', 'recorded', ...(role === 'trainee' ? (['telehealth'] as const) : [])];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-meeting-title">
      <DialogTitle id="create-meeting-title">
        {translate(editing ? 'app.live_sessions.edit_title' : 'app.live_sessions.create_title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {!editing ? (
            <TextField
              select
              label={label('schedule_type')}
              value={v.schedule_type}
              onChange={(e) => set({ schedule_type: e.target.value as MeetingScheduleType })}
            >
              {kinds.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {translate(`app.live_sessions.schedule_type.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={label('title')}
            value={v.title}
            onChange={(e) => set({ title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            {...fieldError('title')}
          />
          {!editing ? (
            <Autocomplete
              multiple
              openOnFocus
              filterSelectedOptions
              options={users ?? []}
              value={v.participants}
              getOptionLabel={(o) => `${o.name} (${o.role_name})`}
              isOptionEqualToValue={(a, b) => a.position_id === b.position_id}
              onChange={(_e, next) => set({ participants: next })}
              renderInput={(params) => <TextField {...params} label={label('participants')} {...fieldError('participants')} />}
            />
          ) : null}
          {v.schedule_type !== 'now' ? (
            <TextField
              type="datetime-local"
              label={label('start_at')}
              value={v.start_at}
              onChange={(e) => set({ start_at: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldError('start_at')}
            />
          ) : null}
          <TextField
            type="number"
            label={label('duration')}
            value={v.duration}
            onChange={(e) => set({ duration: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max: 1440, step: 5 } }}
            {...fieldError('duration')}
          />
          {!recorded ? (
            <>
              {!editing ? (
                <TextField
                  select
                  label={label('provider')}
                  value={v.provider}
                  onChange={(e) => set({ provider: e.target.value as Values['provider'] })}
                >
                  {(['no_provider', 'big_blue_button'] as const).map((p) => (
                    <MenuItem key={p} value={p}>
                      {translate(`app.live_sessions.provider.${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
                <FormControlLabel
                  control={<Checkbox checked={v.auto_record} onChange={(_e, on) => set({ auto_record: on })} />}
                  label={label('auto_record')}
                />
                <FormControlLabel
                  control={<Checkbox checked={v.audio_only} onChange={(_e, on) => set({ audio_only: on })} />}
                  label={label('audio_only')}
                />
              </Stack>
              <TextField
                label={label('guest_emails')}
                multiline
                minRows={2}
                value={v.guest_emails}
                onChange={(e) => set({ guest_emails: e.target.value })}
                error={!!errors.guest_emails}
                helperText={errors.guest_emails ?? translate('app.live_sessions.guest_emails_help')}
              />
            </>
          ) : (
            <Stack spacing={0.5}>
              <FilePickButton
                accept="video/*,audio/*"
                inputLabel={label('upload_uuid')}
                onPick={(file) => void upload(file)}
                disabled={uploading}
              >
                {translate(uploading ? 'app.live_sessions.uploading' : 'app.live_sessions.choose_file')}
              </FilePickButton>
              {v.upload_uuid ? <Typography variant="body2">✓ {label('upload_uuid')}</Typography> : null}
              {errors.upload_uuid ? <FormHelperText error>{errors.upload_uuid}</FormHelperText> : null}
            </Stack>
          )}
          {telehealth && !editing ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate('app.live_sessions.telehealth_help')}
              </Typography>
              <TextField
                select
                label={label('placement_id')}
                value={v.placement_id}
                onChange={(e) => set({ placement_id: e.target.value })}
                {...fieldError('placement_id')}
              >
                {(placements ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.supervision_site.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack>
                <FormControlLabel
                  control={<Checkbox checked={v.terms_agreed} onChange={(_e, on) => set({ terms_agreed: on })} />}
                  label={label('terms_agreed')}
                />
                {errors.terms_agreed ? <FormHelperText error>{errors.terms_agreed}</FormHelperText> : null}
              </Stack>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.live_sessions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={saving || uploading}>
          {translate(editing ? 'app.live_sessions.update' : 'app.live_sessions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
