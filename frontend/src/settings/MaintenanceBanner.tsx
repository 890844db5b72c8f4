// Shown to every signed-in user while maintenance_banner is enabled, with its message.
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type MaintenanceBannerValue } from './types';
import { useSetting } from './useSetting';

export const MaintenanceBanner = () => {
  const translate = useTranslate();
  const { data } = useSetting<MaintenanceBannerValue>('maintenance_banner', { refetchInterval: 60_000 });
  if (!data?.value.enabled) return null;
  return (
    <Alert severity="warning" variant="filled" role="status" data-testid="maintenance-banner" sx={{ mt: 1, borderRadius: 1 }}>
      <AlertTitle>{translate('app.maintenance.banner_label')}</AlertTitle>
      {data.value.message}
    </Alert>
  );
};
