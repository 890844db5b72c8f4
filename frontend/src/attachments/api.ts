// Attachment calls (spec 001 §7 Attachments; 000 §7 uploads): upload a file with
// the session's upload signature (refreshed about 2 minutes before it expires),
// attach it to an attachable, list, delete.
import type { AttachableType } from '@practicum/shared/domain/attachments/events';
import type { AttachmentRecord, PushedAttachment } from '@practicum/shared/domain/attachments/records';
import { useGetList } from 'react-admin';
import { httpClient } from '../dataProvider';

export type { AttachableType, AttachmentRecord, PushedAttachment };

/** Attachments take images and documents by default (spec 001 §5). */
export const DEFAULT_KINDS = ['images', 'documents'] as const;
export const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.rtf,.txt,.csv';

const REFRESH_BEFORE_SECONDS = 120;
let signature: { signature: string; expire: number } | null = null;

async function uploadSignature(): Promise<{ signature: string; expire: number }> {
  if (!signature || signature.expire - REFRESH_BEFORE_SECONDS <= Date.now() / 1000) {
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
export function attachmentErrorText(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string[] | string> } }).body;
  const messages = body?.errors ? Object.values(body.errors).flat() : [];
  if (messages.length) return messages.join('\n');
  return error instanceof Error ? error.message : 'app.attachments.upload_failed';
}

/** The link an error carries (the HIPAA course), if any. */
export const errorLink = (error: unknown): string | null => {
  const link = (error as { body?: { link?: unknown } }).body?.link;
  return typeof link === 'string' ? link : null;
};
