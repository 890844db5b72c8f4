// Attachment calls (spec 001 §7 Attachments; 000 §7 uploads): upload a file with
// the session's upload signature (refreshed about 2 minutes before it expires),
// attach it to an attachable, list, delete.
import type { AttachableType } from '@practicum/shared/domain/attachments/events';
import type { AttachmentRecord, PushedAttachment } from '@practicum/shared/domain/attachments/records';
import { attachFailureText, signatureIsFresh, uploadFailureText } from '@practicum/shared/domain/attachments/uploads';
import { useGetList } from 'react-admin';
import { httpClient } from '../dataProvider';

export type { AttachableType, AttachmentRecord, PushedAttachment };

/** Attachments take images and documents by default (spec 001 §5). */
export const DEFAULT_KINDS = ['images', 'documents'] as const;
export const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.rtf,.txt,.csv';

let signature: { signature: string; expire: number } | null = null;

// MISC-11: one signature serves every upload until about 2 minutes before it expires
async function uploadSignature(): Promise<{ signature: string; expire: number }> {
  if (!signatureIsFresh(signature, Date.now() / 1000)) {
    const { json } = await httpClient('/api/uploads/signature', { method: 'POST', body: '{}' });
    signature = json as { signature: string; expire: number };
  }
  return signature;
}

export async function uploadFile(file: File, kinds: readonly string[] = DEFAULT_KINDS): Promise<{ uuid: string }> {
  const { signature: value, expire } = await uploadSignature();
  const { json } = await httpClient(`/api/uploads?kinds=${kinds.join(',')}`, {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'X-Filename': encodeURIComponent(file.name),
      'X-Upload-Signature': value,
      'X-Upload-Expire': String(expire),
    },
  });
  return json as { uuid: string };
}

export async function attachUpload(type: AttachableType, id: string, uuid: string): Promise<{ id: string }> {
  const body = { object_class: type, object_id: id, upload: { uuid, public: false } };
  const { json } = await httpClient('/api/attachments', { method: 'POST', body: JSON.stringify(body) });
  return json as { id: string };
}

/** An attachable's files (the first hundred, oldest first) through react-admin's list hook. */
export const useAttachments = (type: AttachableType, id: string, options: { refetchInterval?: number } = {}) =>
  useGetList<AttachmentRecord>(
    'attachments',
    {
      filter: { attachable_type: type, attachable_id: id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'created_at', order: 'ASC' },
    },
    options,
  );

export async function deleteAttachment(id: string): Promise<void> {
  await httpClient(`/api/attachments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Every error of a failed call, joined by line breaks (spec 001 §8), or its message. */
export const attachmentErrorText = (error: unknown): string =>
  attachFailureText((error as { body?: unknown }).body, error instanceof Error ? error.message : 'app.attachments.upload_failed');

/** MISC-17: a failed upload (storing the file) says its first error's message, else "upload failed". */
export const uploadErrorText = (error: unknown): string => uploadFailureText((error as { body?: unknown }).body);

/**
 * The HIPAA refusal (a 403 carrying the course link, TASKS-53) in the server's own words, which the generic
 * 403 text ("You do not have permission…") would hide; null for any other failure.
 */
export const hipaaRefusal = (error: unknown): { message: string; link: string } | null => {
  const body = (error as { body?: { link?: unknown; server_message?: unknown } }).body;
  if (typeof body?.link !== 'string') return null;
  return { message: typeof body.server_message === 'string' ? body.server_message : '', link: body.link };
};
