// /account: whether two-factor authentication is on (GET /api/auth/setup), with
// the link to /auth/setup to set it up or change it.
import { Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { TwoFactorSetupLink } from '../identity/twoFactor';
import { AccountCard } from './AccountCard';

interface TwoFactorStatus {
  method: 'sms' | 'authenticator' | null;
  setup_complete: boolean;
}

export const AccountTwoFactorCard = () => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['account', 'two-factor'],
    queryFn: async () => (await httpClient('/api/auth/setup')).json as TwoFactorStatus,
  });
  const on = Boolean(data?.setup_complete && data.method);
  return (
    <AccountCard title="app.account.two_factor_title">
      {/* on a phone the link goes under the status rather than past the card's edge */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {data ? (
          <Chip
            data-testid="two-factor-status"
            color={on ? 'success' : 'default'}
            label={on ? translate(`app.account.two_factor_on_${data.method}`) : translate('app.account.two_factor_off')}
          />
        ) : null}
        <TwoFactorSetupLink on={on} />
      </Stack>
    </AccountCard>
  );
};
