// Uploading a file as a signed-in user does: a signature, then the file (spec 000 §7).
import type { ApiClient } from './testApp.js';

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

export const attachToTask = (client: ApiClient, uuid: string, taskId: string) =>
  client.post('/api/attachments', { object_class: 'task', object_id: taskId, upload: { uuid, public: false } });

export const attachmentsOfTask = (client: ApiClient, taskId: string) =>
  client.get(`/api/attachments?filter=${encodeURIComponent(JSON.stringify({ attachable_type: 'task', attachable_id: taskId }))}`);
