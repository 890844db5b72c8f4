// The user-details admin buttons (spec 000 §2.4, §8): login as, reset password
// (the emailed link), reset two-factor authentication, erase the person's personal data. Each that changes
// the account asks first, naming the person and what happens.
import { useNotify } from 'react-admin';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Stack } from '@mui/material';
import { httpClient } from '../dataProvider';
import { EraseUserButton } from './erasure/EraseUserButton';
import { UserConfirmedButton, type UserConfirmedButtonProps } from './UserConfirmedButton';
import { UserLoginAsButton } from './UserLoginAsButton';
import { type AdminUser } from './types';

const errorsOf = (error: unknown): string => {
  const body = (error as { body?: { errors?: Record<string, string[]>; message?: string } }).body;
  const all = Object.values(body?.errors ?? {}).flat();
  return all.length ? all.join(' ') : (body?.message ?? (error instanceof Error ? error.message : String(error)));
};
const statusOf = (error: unknown): number => Number((error as { status?: number }).status ?? 0);

export const UserAdminActions = ({ user }: { user: AdminUser }) => {
  const notify = useNotify();
  const names = { name: user.name, email: user.email };
  const resetPassword = () =>
    httpClient('/api/password/email', { method: 'POST', body: JSON.stringify({ email: user.email }) }).then(
      () => notify('app.users.password_reset', { type: 'success' }),
      (error: unknown) => {
        // Spec 000 §8: success unless the failure is a 4xx with errors to show.
        const status = statusOf(error);
        if (!status || status >= 500 || status < 400) notify('app.users.password_reset', { type: 'success' });
        else notify(errorsOf(error), { type: 'error', messageArgs: { _: errorsOf(error) } });
      },
    );
  const resetTwoFactor = () =>
    httpClient(`/api/admin/users/${encodeURIComponent(user.id)}/2fa/reset`, { method: 'POST', body: '{}' }).then(
      () => notify('app.users.two_factor_reset', { type: 'success' }),
      (error: unknown) => notify(errorsOf(error), { type: 'error', messageArgs: { _: errorsOf(error) } }),
    );
  const confirmed: Omit<UserConfirmedButtonProps, 'names'>[] = [
    { action: 'reset_password', icon: <LockResetIcon />, run: resetPassword },
    { action: 'reset_two_factor', icon: <PhonelinkLockIcon />, run: resetTwoFactor },
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <UserLoginAsButton user={user} />
      {confirmed.map(({ action, icon, run }) => (
        <UserConfirmedButton key={action} action={action} icon={icon} names={names} run={run} />
      ))}
      <EraseUserButton user={user} />
    </Stack>
  );
};
