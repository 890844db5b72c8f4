// The user-details modal (spec 000 §2.4; ADMIN-09..14), opened from the admin dashboard's recent users, the
// online list and the users list: who the user is, their positions, a trainee's access, training and
// placements, and the admin's buttons. A load failure is only logged (ADMIN-14).
import { Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Button, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router';
import { formatCalendarDate, formatDateRange } from '@practicum/shared/format';
import { EXPIRY_WARNING_DAYS } from '@practicum/shared/domain/accessPasses/commands';
import type { AdminUserDetails } from '@practicum/shared/domain/identity/records';
import { daysUntil } from '../accessPasses/api';
import { userPaths } from './paths';
import { UserAdminActions } from './UserAdminActions';
import { useTimes } from '../identity/timeZone';
import { usePlacementsInWords } from '../placements/usePlacementsInWords';

const t = (key: string) => `app.users.details.${key}`;

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
      {label}
    </Typography>
    <Typography variant="body2">{value || '—'}</Typography>
  </Stack>
);

const TraineeDetails = ({ user }: { user: AdminUserDetails }) => {
  const translate = useTranslate();
  const placementsInWords = usePlacementsInWords();
  const { training } = user;
  return (
    <Stack spacing={1}>
      <Field
        label={translate(t('access_expires'))}
        value={user.training_access_expires_at ? formatCalendarDate(user.training_access_expires_at) : translate(t('access_none'))}
      />
      <Field
        label={translate(t('training_plan'))}
        value={training ? `${training.plan_name} (${formatDateRange(training.start_at, training.end_at)})` : translate(t('no_training'))}
      />
      <Field label={translate(t('faculty_supervisor'))} value={training?.faculty_name} />
      <Field
        label={translate(t('placements'))}
        value={
          user.placements.length
            ? placementsInWords(user.placements.map((p) => ({ site: p.site_name, status: p.status })))
            : translate(t('no_placements'))
        }
      />
    </Stack>
  );
};

const Details = ({ user }: { user: AdminUserDetails }) => {
  const { formatDate, today } = useTimes();
  const translate = useTranslate();
  const isTrainee = user.positions.some((p) => p.role.keyname === 'trainee');
  const expires = user.training_access_expires_at;
  const days = expires ? daysUntil(expires, today()) : null;
  const address = [user.address1, user.address2, user.city, user.state, user.zip].filter(Boolean).join(', ');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {user.status === 'pending' ? <Chip size="small" label={translate(t('pending'))} /> : null}
        {user.trainee_account_limited ? <Chip size="small" color="warning" label={translate(t('limited'))} /> : null}
        {days !== null && days >= 0 && days <= EXPIRY_WARNING_DAYS ? (
          <Chip size="small" color="info" label={translate(t('days_remaining'), { smart_count: days })} />
        ) : null}
        {isTrainee ? (
          <Chip
            size="small"
            variant="outlined"
            color={user.hipaa_completed ? 'success' : 'default'}
            label={translate(t(user.hipaa_completed ? 'hipaa_trained' : 'hipaa_not_trained'))}
          />
        ) : null}
      </Stack>
      <Stack spacing={1}>
        <Field label={translate('resources.users.fields.id')} value={String(user.id)} />
        <Field label={translate('resources.users.fields.email')} value={user.email} />
        <Field label={translate('resources.users.fields.joindate')} value={formatDate(user.joindate)} />
        <Field label={translate(t('phone'))} value={user.phone} />
        <Field label={translate(t('address'))} value={address} />
        <Field label={translate(t('timezone'))} value={user.timezone} />
      </Stack>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {translate('resources.users.fields.positions')}
      </Typography>
      <Stack spacing={0.5}>
        {user.positions.map((p) => (
          <Typography key={p.id} variant="body2">
            {translate(`app.roles.${p.role.keyname}`, { _: p.role.name })} · {p.organization.name ?? '—'} ·{' '}
            {translate(`resources.users.statuses.${p.status}`, { _: p.status })}
          </Typography>
        ))}
      </Stack>
      {isTrainee ? (
        <>
          <Divider />
          <TraineeDetails user={user} />
        </>
      ) : null}
    </Stack>
  );
};

export const UserDetailsDialog = ({ id, onClose }: { id: Identifier | null; onClose: () => void }) => {
  const translate = useTranslate();
  const { data: user } = useGetOne<AdminUserDetails>(
    'users',
    { id: String(id ?? '') },
    { enabled: id !== null, onError: (error: unknown) => console.error('user details failed to load', error) },
  );
  // react-admin may first hand over the list's row for this id (no positions yet): wait for the details
  const shown = id !== null && user && String(user.id) === String(id) && Array.isArray(user.placements) ? user : null;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-details-title">
      <DialogTitle id="user-details-title">{shown?.name ?? translate(t('title'))}</DialogTitle>
      <DialogContent dividers>{shown ? <Details user={shown} /> : null}</DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {shown ? <UserAdminActions user={shown} /> : null}
        {shown ? (
          <Button component={Link} to={userPaths.edit(shown.id)} label={translate(t('edit'))} onClick={onClose}>
            <EditIcon />
          </Button>
        ) : null}
        <Button label={translate(t('close'))} onClick={onClose}>
          <CloseIcon />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
