// An attachable's files (spec 001 §3, §5, §8): the list with delete (owner or
// coordinator), the upload widget whose pending items carry their uuid and
// upload state (MISC-15), kept live by the attachable's realtime room. Storing a
// file says so in a toast, or its first error (MISC-17); attaching it failing
// says every error (TASKS-54), except the HIPAA refusal, which the panel
// explains itself with the link to the course (TASKS-53).
import { Alert, Box, Button, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ACCEPT,
  attachmentErrorText,
  attachUpload,
  deleteAttachment,
  hipaaRefusal,
  uploadErrorText,
  uploadFile,
  useAttachments,
  type AttachableType,
  type AttachmentRecord,
  type PushedAttachment,
} from './api';
import type { UploadState } from '@practicum/shared/domain/attachments/uploads';
import { AttachmentUploadWidget } from './AttachmentUploadWidget';
import { useAttachableChannel } from './useAttachableChannel';
import { useCanWrite } from '../session/useCanWrite';
interface Pending {
  key: string;
  uuid: string | null;
  filename: string;
  state: UploadState;
}

/** Signed file links live 10 minutes; the list is re-read after 8. */
const LINK_REFRESH_MS = 8 * 60_000;

export const AttachmentsPanel = (props: {
  type: AttachableType;
  id: string;
  userId: string | undefined;
  isCoordinator: boolean;
  /** The heading's message key (default "Attachments"). */
  title?: string;
  /** Files listed only: no upload (a coordinator viewing a supervisor's documents). */
  readOnly?: boolean;
}) => {
  const { type, id, userId, isCoordinator, title = 'app.attachments.title' } = props;
  // a read-only session (graduated, auditor) lists the files and changes none
  const canWrite = useCanWrite();
  const readOnly = props.readOnly === true || !canWrite;
  const translate = useTranslate();
  const notify = useNotify();
  // File links are signed for this session and expire (issue 10 item 3): the list is re-read before they do.
  const { data, refetch } = useAttachments(type, id, { refetchInterval: LINK_REFRESH_MS });
  // a detached file leaves at once, before the projection has its detachment
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const files = (data ?? []).filter((file) => !removed.has(file.id));
  const [pending, setPending] = useState<Pending[]>([]);
  const [deleting, setDeleting] = useState<AttachmentRecord | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; link: string } | null>(null);
  // files whose deletion is under way (MISC-15 destroying)
  const [destroying, setDestroying] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(() => void refetch(), [refetch]);

  // A pushed file is read again to get its link (signed for this session).
  const attached = useCallback(
    (attachment: PushedAttachment) => {
      setPending((current) => current.filter((p) => p.uuid !== attachment.uuid));
      load();
    },
    [load],
  );
  const detached = useCallback((attachmentId: string) => setRemoved((current) => new Set(current).add(attachmentId)), []);
  useAttachableChannel(type, id, { attached, detached, rejoined: load });

  const change = (key: string, patch: Partial<Pending>) =>
    setPending((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const upload = async (file: File) => {
    const key = `${Date.now()}-${file.name}`;
    setPending((current) => [...current, { key, uuid: null, filename: file.name, state: 'creating' }]);
    let uuid: string;
    try {
      ({ uuid } = await uploadFile(file));
    } catch (error) {
      change(key, { state: 'failed' });
      notify(uploadErrorText(error), { type: 'error' });
      return;
    }
    try {
      change(key, { uuid });
      await attachUpload(type, id, uuid);
      change(key, { state: 'created' });
      // one success toast once the file is stored and attached: a failed attach follows no success
      notify('app.attachments.uploaded', { type: 'success' });
      load();
    } catch (error) {
      // TASKS-54: every error on its own line, and the pending file goes
      setPending((current) => current.filter((p) => p.key !== key));
      // the HIPAA refusal is no generic "Forbidden": the panel says why, beside the link to the course
      const hipaa = hipaaRefusal(error);
      setRefusal(hipaa);
      if (!hipaa) notify(attachmentErrorText(error), { type: 'error', multiLine: true });
    }
  };
  const dismiss = (key: string) => setPending((current) => current.filter((p) => p.key !== key));
  const remove = async (file: AttachmentRecord) => {
    setDeleting(null);
    setDestroying((current) => new Set(current).add(file.id));
    try {
      await deleteAttachment(file.id);
      detached(file.id);
      notify('app.attachments.deleted', { type: 'success' });
    } catch (error) {
      notify(attachmentErrorText(error), { type: 'error', multiLine: true });
    } finally {
      setDestroying((current) => new Set([...current].filter((fileId) => fileId !== file.id)));
    }
  };

  return (
    <Box data-testid="attachments">
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {refusal ? (
        <Alert severity="warning" sx={{ my: 1 }} role="alert">
          {refusal.message}{' '}
          <Link component={RouterLink} to={refusal.link}>
            {translate('app.attachments.hipaa_course')}
          </Link>
        </Alert>
      ) : null}
      <List dense>
        {files.map((file) => (
          <ListItem
            key={file.id}
            divider
            secondaryAction={
              destroying.has(file.id) ? (
                <Chip size="small" label={translate('app.attachments.state.destroying')} />
              ) : canWrite && (file.user_id === userId || isCoordinator) ? (
                <Button size="small" color="error" onClick={() => setDeleting(file)}>
                  {translate('app.attachments.delete')}
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={
                <Link href={file.url} target="_blank" rel="noopener">
                  {file.name}
                </Link>
              }
              secondary={file.user}
            />
          </ListItem>
        ))}
        {pending.map((p) => (
          <ListItem key={p.key} divider data-uuid={p.uuid ?? undefined}>
            <ListItemText primary={p.filename} />
            <Chip size="small" color={p.state === 'failed' ? 'error' : 'default'} label={translate(`app.attachments.state.${p.state}`)} />
            {p.state === 'failed' ? (
              <Button size="small" onClick={() => dismiss(p.key)}>
                {translate('app.attachments.dismiss')}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
      {files.length === 0 && pending.length === 0 ? (
        <Typography color="text.secondary">{translate('app.attachments.empty')}</Typography>
      ) : null}
      {readOnly ? null : (
        <AttachmentUploadWidget
          accept={ACCEPT}
          states={pending.map((p) => p.state)}
          onFiles={(chosen) => chosen.forEach((file) => void upload(file))}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="app.attachments.confirm_delete_title"
        content="app.attachments.confirm_delete"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
