// /clients/:id (MISC-04 … 07): one client — code, trainee, upload state. The
// trainee asks for upload approval; their supervisor or a coordinator allows or
// stops uploads; the client's files follow that flag. Anyone else never gets here
// (the server answers 404/403).
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useRecordPage } from '../layout/recordPage';
import { clientStream } from '@practicum/shared/domain/clients/events';
import { useApiCommand } from '../dataProvider/hooks';
import { RecordHistoryTabs } from '../history';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { ClientAttachments } from './ClientAttachments';
import { ClientUploadStatus } from './ClientUploadStatus';
import { ClientUploadToggle } from './ClientUploadToggle';
import { clientPaths, clientsResource, type ClientRecord } from './types';

export const ClientShow = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { id = '' } = useParams<'id'>();
  const { user } = useCurrentUser();
  // the create leaves only what it sent in react-admin's cache: wait for the whole record
  const {
    record: client,
    fallback,
    refetch,
  } = useRecordPage<ClientRecord>(clientsResource, id, { refetchOnMount: 'always', complete: (read) => !!read.trainee });
  const reload = useCallback(() => void refetch(), [refetch]);
  const request = useApiCommand<void, { flash?: string }>(() => ({ path: `${clientsResource}/${id}/upload-request`, method: 'POST' }));
  if (fallback) return fallback;
  const role = roleOf(user);
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: (answer) => {
        notify(answer.flash ?? 'app.clients.awaiting', { type: 'success' });
        reload();
      },
      onError: (e) => notify(e.message, { type: 'error' }),
    });
  return (
    <RecordHistoryTabs sources={[{ stream: clientStream(client.id) }]}>
      <Card sx={{ mt: 2 }}>
        <Title title={client.code} />
        <CardContent>
          <Link component={RouterLink} to={clientPaths.list}>
            {translate('app.clients.back')}
          </Link>
          <Typography variant="h5" component="h1" sx={{ my: 1 }}>
            {client.code}
          </Typography>
          <Stack spacing={1}>
            <Typography>{`${translate('resources.clients.fields.trainee')}: ${client.trainee.name}`}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography>{`${translate('app.clients.uploads')}:`}</Typography>
              <ClientUploadStatus client={client} />
            </Box>
            {role === 'trainee' && !client.can_upload && !client.upload_requested ? (
              <Box>
                <Button variant="contained" onClick={ask} disabled={request.isPending}>
                  {translate('app.clients.request_upload')}
                </Button>
              </Box>
            ) : null}
            {role === 'supervisor' || role === 'coordinator' ? <ClientUploadToggle client={client} changed={reload} /> : null}
          </Stack>
        </CardContent>
      </Card>
      <ClientAttachments client={client} userId={user?.id} isCoordinator={role === 'coordinator'} />
    </RecordHistoryTabs>
  );
};
