// An attachable's files (spec 001 §3, §5, §8): the list with delete (owner or
// coordinator), an upload button whose pending items carry their uuid and
// upload state, kept live by the attachable's realtime room.
import { Alert, Box, Button, Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  ACCEPT,
  attachmentErrorText,
  attachUpload,
  deleteAttachment,
  errorLink,
  uploadFile,
  useAttachments,
  type AttachableType,
  type AttachmentRecord,
  type PushedAttachment,
} from './api';
import { useAttachableChannel } from './useAttachableChannel';

/** Upload states (spec 000 §3.2). */
type UploadState = 'creating' | 'created' | 'destroying' | 'destroyed' | 'failed';
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
  const { type, id, userId, isCoordinator, title = 'app.attachments.title', readOnly = false } = props;
  const translate = useTranslate();
  const notify = useNotify();
  // File links are signed for this session and expire (issue 10 item 3): the list is re-read before they do.
  const { data, refetch } = useAttachments(type, id, { refetchInterval: LINK_REFRESH_MS });
  // a detached file leaves at once, before the projection has its detachment
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const files = (data ?? []).filter((file) => !removed.has(file.id));
  const [pending, setPending] = useState<Pending[]>([]);
  const [deleting, setDeleting] = useState<AttachmentRecord | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

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
  useAttachableChannel(type, id, { attached, detached });

  const change = (key: string, patch: Partial<Pending>) =>
    setPending((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const upload = async (file: File) => {
    const key = `${Date.now()}-${file.name}`;
    setPending((current) => [...current, { key, uuid: null, filename: file.name, state: 'creating' }]);
    try {
      const { uuid } = await uploadFile(file);
      change(key, { uuid });
      await attachUpload(type, id, uuid);
      change(key, { state: 'created' });
      load();
    } catch (error) {
      // TASKS-54: every error on its own line, and the pending file goes
      setPending((current) => current.filter((p) => p.key !== key));
      setLink(errorLink(error));
      notify(attachmentErrorText(error), { type: 'error', multiLine: true });
    }
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) void upload(file);
  };
  const remove = async (file: AttachmentRecord) => {
    setDeleting(null);
    try {
      await deleteAttachment(file.id);
      detached(file.id);
      notify('app.attachments.deleted', { type: 'success' });
    } catch (error) {
      notify(attachmentErrorText(error), { type: 'error', multiLine: true });
    }
  };

  return (
    <Box data-testid="attachments">
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {link ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          <Link component={RouterLink} to={link}>
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
              file.user_id === userId || isCoordinator ? (
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
            <Chip size="small" label={translate(`app.attachments.state.${p.state}`)} />
          </ListItem>
        ))}
      </List>
      {files.length === 0 && pending.length === 0 ? (
        <Typography color="text.secondary">{translate('app.attachments.empty')}</Typography>
      ) : null}
      {readOnly ? null : (
        <>
          <input ref={input} type="file" hidden multiple accept={ACCEPT} onChange={pick} data-testid="attachment-input" />
          <Button variant="outlined" sx={{ mt: 1 }} onClick={() => input.current?.click()}>
            {translate('app.attachments.upload')}
          </Button>
        </>
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
