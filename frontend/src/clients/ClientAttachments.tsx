// A client's files (MISC-05): the shared attachments panel on the attachable
// "client". Whoever reads the client lists them; only its trainee uploads, and
// only while uploads are allowed, so the others and a trainee still waiting read
// why there is no upload button (the server refuses those uploads too).
import { Alert, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import type { ClientRecord } from './types';

export const ClientAttachments = ({
  client,
  userId,
  isCoordinator,
}: {
  client: ClientRecord;
  userId: string | undefined;
  isCoordinator: boolean;
}) => {
  const translate = useTranslate();
  const ownsClient = userId === client.trainee.id;
  const mayUpload = ownsClient && client.can_upload;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <AttachmentsPanel type="client" id={client.id} userId={userId} isCoordinator={isCoordinator} readOnly={!mayUpload} />
        {mayUpload ? null : (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="client-uploads-note">
            {translate(
              ownsClient
                ? client.upload_requested
                  ? 'app.clients.uploads_awaiting_note'
                  : 'app.clients.uploads_need_approval'
                : 'app.clients.uploads_trainee_only',
            )}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
