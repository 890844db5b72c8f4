import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClientRecord } from './types';

/** Allowed, awaiting approval or not allowed (MISC-05). */
export const ClientUploadStatus = ({ client }: { client: Pick<ClientRecord, 'can_upload' | 'upload_requested'> }) => {
  const translate = useTranslate();
  if (client.can_upload) return <Chip size="small" color="success" label={translate('app.clients.allowed')} />;
  if (client.upload_requested) return <Chip size="small" color="warning" label={translate('app.clients.awaiting')} />;
  return <Chip size="small" label={translate('app.clients.not_allowed')} />;
};
