// Status labels others see on a person (PEOPLE-13): a pending (unverified) user carries a pending label, a
// graduated position an info label; and the coordinator's choice of a position's status (AUTH-66).
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { settablePositionStatuses, type PositionStatus } from '@practicum/shared/domain/identity/statuses';
import { httpClient } from '../dataProvider';

type Translate = ReturnType<typeof useTranslate>;

/** The labels a person carries: the user's (pending, …) unless the position says the same, and the position's. */
function statusLabelsOf(translate: Translate, userStatus?: string, positionStatus?: string) {
  const labels: { key: string; label: string; color: 'warning' | 'info' | 'default' }[] = [];
  if (userStatus && userStatus !== 'active' && userStatus !== positionStatus)
    labels.push({
      key: 'user',
      color: userStatus === 'pending' ? 'warning' : 'default',
      label: translate(`app.positions.user_statuses.${userStatus}`, { _: userStatus }),
    });
  if (positionStatus && positionStatus !== 'active')
    labels.push({
      key: 'position',
      color: positionStatus === 'graduated' ? 'info' : 'default',
      label: translate(`app.positions.statuses.${positionStatus}`, { _: positionStatus }),
    });
  return labels;
}

export const StatusLabels = ({ userStatus, positionStatus }: { userStatus?: string; positionStatus?: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      {statusLabelsOf(translate, userStatus, positionStatus).map(({ key, label, color }) => (
        <Chip key={key} size="small" color={color} label={label} />
      ))}
    </Stack>
  );
};

/** {@link PersonStatus} as text (a list's export): "Active", else the labels. */
export const personStatusText = (translate: Translate, userStatus = 'active', positionStatus = 'active'): string =>
  userStatus === 'active' && positionStatus === 'active'
    ? translate('app.positions.statuses.active')
    : statusLabelsOf(translate, userStatus, positionStatus)
        .map(({ label }) => label)
        .join(', ');

/**
 * A person's status as a list or a details table shows it: "Active" when both the user and the position are, else
 * their labels, never the stored value ("active", "graduated").
 */
export const PersonStatus = ({ userStatus = 'active', positionStatus = 'active' }: { userStatus?: string; positionStatus?: string }) => {
  const translate = useTranslate();
  return userStatus === 'active' && positionStatus === 'active' ? (
    <>{translate('app.positions.statuses.active')}</>
  ) : (
    <StatusLabels userStatus={userStatus} positionStatus={positionStatus} />
  );
};

export const setPositionStatus = (userId: string, positionId: string, status: PositionStatus) =>
  httpClient(`/api/users/${encodeURIComponent(userId)}/positions/${encodeURIComponent(positionId)}/status`, {
    method: 'PUT',
    body: JSON.stringify({ status }),
  });

export const PositionStatusSelect = ({
  userId,
  positionId,
  status,
  onSaved,
}: {
  userId: string;
  positionId: string;
  status: string;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const change = useMutation({
    mutationFn: (value: PositionStatus) => setPositionStatus(userId, positionId, value),
    onSuccess: () => {
      notify('app.positions.saved', { type: 'info' });
      onSaved();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <TextField
      select
      size="small"
      label={translate('app.positions.set_status')}
      value={(settablePositionStatuses as readonly string[]).includes(status) ? status : ''}
      onChange={(event) => change.mutate(event.target.value as PositionStatus)}
      disabled={change.isPending}
      sx={{ minWidth: 200 }}
    >
      {settablePositionStatuses.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`app.positions.statuses.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
