import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClientRecord } from './types';

type UploadState = Pick<ClientRecord, 'can_upload' | 'upload_requested'>;

/** The words of a client's upload state: allowed, awaiting approval or not allowed (MISC-05). */
export const clientUploadStatusKey = (client: UploadState): string =>
  client.can_upload ? 'app.clients.allowed' : client.upload_requested ? 'app.clients.awaiting' : 'app.clients.not_allowed';

const colors = { 'app.clients.allowed': 'success', 'app.clients.awaiting': 'warning' } as const;

export const ClientUploadStatus = ({ client }: { client: UploadState }) => {
  const translate = useTranslate();
  const key = clientUploadStatusKey(client);
  return <Chip size="small" color={colors[key as keyof typeof colors] ?? 'default'} label={translate(key)} />;
};
