// Admin toggle for user lockout, offered only while lockout is primed (spec
// 000 §2.4). Turning it off also unprimes it, which hides the toggle.
import { Card, CardContent, CardHeader, FormControlLabel, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { type UserLockoutValue } from './types';
import { useSaveSetting, useSetting } from './useSetting';
import { startUserLockout } from './startLockout';

export const LockoutToggle = ({ onError }: { onError: (error: unknown) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = useSetting<UserLockoutValue>('user_lockout');
  const [save, { isPending: isSaving }] = useSaveSetting<UserLockoutValue>('user_lockout');
  if (!data?.value.lockout_primed) return null;
  const enabled = data.value.lockout_enabled;

  const toggle = () => {
    const next: UserLockoutValue = enabled
      ? { lockout_enabled: false, lockout_primed: false }
      : { lockout_enabled: true, lockout_primed: true };
    void save(next, data, {
      onSuccess: () => {
        notify(next.lockout_enabled ? 'app.lockout.turned_on' : 'app.lockout.turned_off', { type: 'success' });
        // Spec 000 §4: ending up enabled and primed starts the lockout.
        if (next.lockout_enabled && next.lockout_primed) startUserLockout().catch(onError);
      },
      onError,
    });
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate('app.lockout.title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <FormControlLabel
          control={<Switch checked={enabled} disabled={isSaving} onChange={toggle} />}
          label={translate(enabled ? 'app.lockout.on' : 'app.lockout.off')}
        />
      </CardContent>
    </Card>
  );
};
