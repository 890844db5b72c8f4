// Uploading a file as a signed-in user does: a signature, then the file (spec 000 §7).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AttachableType } from '@practicum/shared/domain/attachments/events';
import type { ApiClient } from './testApp.js';

/** Points the app's UPLOAD_DIR at a fresh temporary folder (call it before the app starts); answers the folder. */
export async function temporaryUploadDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `practicum-${name}-`));
  process.env.UPLOAD_DIR = dir;
  return dir;
}

/** Removes a folder of {@link temporaryUploadDir} once the app is closed. */
export const removeUploadDir = (dir: string) => rm(dir, { recursive: true, force: true });

export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export async function uploadSignature(client: ApiClient) {
  const { body } = await client.post('/api/uploads/signature');
  return body as { signature: string; expire: number };
}

export async function uploadFile(client: ApiClient, body: Buffer, mimetype: string, signed = true) {
  const sig = signed ? await uploadSignature(client) : { signature: 'nope', expire: 0 };
  return client.agent
    .post('/api/uploads?kinds=images,documents')
    .set({ 'X-CSRF-TOKEN': client.csrf, 'Content-Type': mimetype, 'X-Filename': 'intake notes.pdf' })
    .set({ 'X-Upload-Signature': sig.signature, 'X-Upload-Expire': String(sig.expire) })
    .send(body);
}

export const attachTo = (client: ApiClient, type: AttachableType, id: string, uuid: string) =>
  client.post('/api/attachments', { object_class: type, object_id: id, upload: { uuid, public: false } });

export const attachmentsOf = (client: ApiClient, type: AttachableType, id: string) =>
  client.get(`/api/attachments?filter=${encodeURIComponent(JSON.stringify({ attachable_type: type, attachable_id: id }))}`);

export const attachToTask = (client: ApiClient, uuid: string, taskId: string) => attachTo(client, 'task', taskId, uuid);

export const attachmentsOfTask = (client: ApiClient, taskId: string) => attachmentsOf(client, 'task', taskId);
