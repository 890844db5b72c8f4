// The trainee dashboard's access rows (001 §2; DASH-14, 16, 17): days remaining
// when full access ends within 30 days, the expiring alert row, and the
// expired banner; redeem always, purchase only if the organization allows it.
import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { useCurrentUser } from '../identity/currentUser';
import { daysUntil } from './api';
import { useTimes } from '../identity/timeZone';

const WARNING_DAYS = 30;

const Links = ({ purchase }: { purchase: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} component="span" sx={{ ml: 1, display: 'inline-flex' }}>
      <Link component={RouterLink} to="/access-pass?redeem">
        {translate('app.access_passes.redeem_link')}
      </Link>
      {purchase ? (
        <Link component={RouterLink} to="/access-pass?purchase">
          {translate('app.access_passes.purchase_link')}
        </Link>
      ) : null}
    </Stack>
  );
};

export const AccessPassAlert = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { today } = useTimes();
  const position = user?.current_position;
  if (!user || position?.role.keyname !== 'trainee') return null;
  const purchase = position.organization?.organization_settings.allow_trainee_code_purchase === true;
  if (position.trainee_account_limited)
    return (
      <Alert severity="error" sx={{ mb: 2 }} data-testid="access-pass-expired">
        {translate(user.training_access_expires_at === null ? 'app.access_passes.limited_hint' : 'app.access_passes.expired')}
        <Links purchase={purchase} />
      </Alert>
    );
  const expires = user.training_access_expires_at;
  if (!expires) return null;
  const days = daysUntil(expires, today());
  if (days > WARNING_DAYS) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="access-pass-expiring">
      <strong>{translate('app.access_passes.days_remaining', { smart_count: days })}</strong>{' '}
      {translate('app.access_passes.expiring', { date: formatCalendarDate(expires) })}
      <Links purchase={purchase} />
    </Alert>
  );
};
