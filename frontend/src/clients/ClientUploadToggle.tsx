// The can_upload switch of the trainee's supervisor or a coordinator (MISC-05):
// PATCH /api/clients/{id}/enable-upload; either answer settles a pending request
// (MISC-06). `changed` re-reads what shows the client.
import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useApiCommand } from '../dataProvider/hooks';
import { clientsResource, type ClientRecord } from './types';

export const ClientUploadToggle = ({ client, changed }: { client: ClientRecord; changed: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const toggle = useApiCommand<boolean, { flash?: string }>((canUpload) => ({
    path: `${clientsResource}/${client.id}/enable-upload`,
    method: 'PATCH',
    body: { can_upload: canUpload },
  }));
  const change = (canUpload: boolean) =>
    toggle.mutate(canUpload, {
      onSuccess: (answer) => {
        notify(answer.flash ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
        changed();
      },
      onError: (e) => notify(e.message, { type: 'error' }),
    });
  return (
    <FormControlLabel
      control={<Switch checked={client.can_upload} disabled={toggle.isPending} onChange={(event) => change(event.target.checked)} />}
      label={`${translate('app.clients.enable_upload')} (${client.code})`}
    />
  );
};
