// The trainee dashboard's access rows (001 §2; DASH-14, 16, 17): days remaining
// when full access ends within 30 days, the expiring alert row, and the
// expired banner; redeem always, purchase only if the organization allows it.
import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '@practicum/shared/format';
import { EXPIRY_WARNING_DAYS } from '@practicum/shared/domain/accessPasses/commands';
import { useCurrentUser } from '../identity/currentUser';
import { daysUntil } from './api';
import { useTimes } from '../identity/timeZone';

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

/**
 * Whether the current position is a trainee's whose access is limited (PASS-13: limited at assignment, or its pass
 * expired): the server refuses every change they make to their activity log until they redeem a pass.
 */
export function useAccessLimited(): boolean {
  const { user } = useCurrentUser();
  const position = user?.current_position;
  return position?.role.keyname === 'trainee' && position.trainee_account_limited;
}

/** What a limited trainee reads before anything they would be refused: why, and where to redeem (or buy) a pass. */
export const AccessLimitedAlert = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (!useAccessLimited() || !user) return null;
  const purchase = user.current_position?.organization?.organization_settings.allow_trainee_code_purchase === true;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="access-pass-expired">
      {translate(user.current_position?.trainee_access_expired ? 'app.access_passes.expired' : 'app.access_passes.limited_hint')}
      <Links purchase={purchase} />
    </Alert>
  );
};

export const AccessPassAlert = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { today } = useTimes();
  const limited = useAccessLimited();
  const position = user?.current_position;
  if (!user || position?.role.keyname !== 'trainee') return null;
  if (limited) return <AccessLimitedAlert />;
  const purchase = position.organization?.organization_settings.allow_trainee_code_purchase === true;
  const expires = user.training_access_expires_at;
  if (!expires) return null;
  const days = daysUntil(expires, today());
  if (days > EXPIRY_WARNING_DAYS) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="access-pass-expiring">
      <strong>{translate('app.access_passes.days_remaining', { smart_count: days })}</strong>{' '}
      {translate('app.access_passes.expiring', { date: formatCalendarDate(expires) })}
      <Links purchase={purchase} />
    </Alert>
  );
};
