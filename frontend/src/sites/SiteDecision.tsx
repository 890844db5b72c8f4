// The coordinator's decision on a site (SITES-13, 14): status by
// PATCH /api/supervision-sites/{id}/status, published by .../published.
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SettableSiteStatus } from '@practicum/shared/domain/sites/statuses';
import { siteApi } from './siteApi';
import { settableStatusChoices } from './siteChoices';
import type { SiteRecord } from './types';

export const SiteDecision = () => {
  const record = useRecordContext<SiteRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const options = {
    onSuccess: () => {
      notify('app.sites.saved', { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  };
  const status = useMutation({ mutationFn: (value: SettableSiteStatus) => siteApi.setStatus(record!.id, value), ...options });
  const published = useMutation({ mutationFn: (value: boolean) => siteApi.setPublished(record!.id, value), ...options });
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={translate('app.sites.set_status')}
        value={record.status === 'expired' ? '' : record.status}
        onChange={(event) => status.mutate(event.target.value as SettableSiteStatus)}
        disabled={status.isPending}
        sx={{ minWidth: 200 }}
      >
        {settableStatusChoices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {translate(choice.name)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={record.published} disabled={published.isPending} onChange={(_e, checked) => published.mutate(checked)} />}
        label={translate('app.sites.published')}
      />
    </Stack>
  );
};
