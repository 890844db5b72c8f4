// The task modal's documents (spec 001 §3, §7; TASKS-21, TASKS-34): a file is uploaded as soon as it is
// chosen; once the task exists each upload is attached to it (object_class task, upload{uuid, public false}).
// The modal's Save waits for uploads still under way (save state submitOnUpload).
import { Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { UploadState } from '@practicum/shared/domain/attachments/uploads';
import { ACCEPT, attachmentErrorText, attachUpload, hipaaRefusal, uploadErrorText, uploadFile } from '../attachments/api';
import { AttachmentUploadWidget } from '../attachments/AttachmentUploadWidget';

interface TaskDocument {
  key: string;
  filename: string;
  uuid: string | null;
  state: UploadState;
}

export function useTaskDocuments() {
  const notify = useNotify();
  const [documents, setDocuments] = useState<TaskDocument[]>([]);
  const change = (key: string, patch: Partial<TaskDocument>) =>
    setDocuments((current) => current.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const add = (files: File[]) =>
    files.forEach((file) => {
      const key = `${Date.now()}-${Math.random()}-${file.name}`;
      setDocuments((current) => [...current, { key, filename: file.name, uuid: null, state: 'creating' }]);
      uploadFile(file).then(
        ({ uuid }) => change(key, { uuid, state: 'created' }),
        (error: unknown) => {
          change(key, { state: 'failed' });
          notify(uploadErrorText(error), { type: 'error' });
        },
      );
    });

  /** Attaches every uploaded document to each new task; a refusal says its errors (TASKS-54). */
  const attachTo = async (taskIds: readonly string[]) => {
    for (const taskId of taskIds)
      for (const { uuid } of documents)
        if (uuid)
          await attachUpload('task', taskId, uuid).catch((error: unknown) =>
            notify(hipaaRefusal(error)?.message ?? attachmentErrorText(error), { type: 'error', multiLine: true }),
          );
  };

  return {
    documents,
    uploadsPending: documents.filter((d) => d.state === 'creating').length,
    add,
    remove: (key: string) => setDocuments((current) => current.filter((d) => d.key !== key)),
    clear: () => setDocuments([]),
    attachTo,
  };
}

export const TaskDocuments = ({ docs }: { docs: ReturnType<typeof useTaskDocuments> }) => {
  const translate = useTranslate();
  return (
    <div>
      {docs.documents.length ? (
        <List dense aria-label={translate('app.tasks.documents')}>
          {docs.documents.map((d) => (
            <ListItem
              key={d.key}
              divider
              secondaryAction={
                <Button size="small" onClick={() => docs.remove(d.key)}>
                  {translate('ra.action.remove')}
                </Button>
              }
            >
              <ListItemText primary={d.filename} />
              <Chip
                size="small"
                sx={{ mr: 8 }}
                color={d.state === 'failed' ? 'error' : 'default'}
                label={translate(`app.attachments.state.${d.state}`)}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <AttachmentUploadWidget accept={ACCEPT} states={docs.documents.map((d) => d.state)} onFiles={docs.add} />
    </div>
  );
};
