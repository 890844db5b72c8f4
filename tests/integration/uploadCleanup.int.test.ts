// Issue 10 item 3, "detached files are gone for everyone": once a file is
// detached, the scheduled clean-up deletes its stored bytes through the storage
// port; attached files and uploads never attached stay.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runUploadCleanup, startUploadCleanup } from '@practicum/command-service/uploads/cleanupJob';
import { createLogger } from '@practicum/shared/platform/logging';
import { localDiskStorage, type FileStorage } from '@practicum/shared/platform/storage/index';
import { eventually } from './support/eventually.js';
import { positionOf, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';
import { TINY_PDF as PDF, attachToTask, attachmentsOfTask, uploadFile, removeUploadDir, temporaryUploadDir } from './support/uploads.js';

let t: TestApp;
let uploadDir: string;
let storage: FileStorage;
let coordinator: ApiClient;
let taskId: string;

beforeAll(async () => {
  uploadDir = await temporaryUploadDir('cleanup');
  storage = localDiskStorage({ dir: uploadDir });
  t = await startTestApp();
  coordinator = await signIn(t.app, 'coordinator');
  const assignee = await positionOf(coordinator, 'trainee', 'Theo Turner');
  taskId = (await coordinator.post('/api/tasks', { assignee, description: 'Send the signed intake form' })).body.id as string;
});
afterAll(async () => {
  await t?.close();
  await removeUploadDir(uploadDir);
});

/** Uploads and attaches a file; answers its upload uuid and attachment id. */
async function attached(): Promise<{ uuid: string; attachmentId: string }> {
  const uuid = (await uploadFile(coordinator, PDF, 'application/pdf')).body.uuid as string;
  const attachment = await attachToTask(coordinator, uuid, taskId);
  expect(attachment.status).toBe(201);
  return { uuid, attachmentId: attachment.body.id as string };
}

/** Detaches, then reads the list with the delete's position, so the projection has recorded the detachment. */
async function detach(attachmentId: string): Promise<void> {
  await coordinator.get(`/api/attachments/${attachmentId}`).expect(200);
  expect((await coordinator.delete(`/api/attachments/${attachmentId}`)).status).toBe(200);
  await attachmentsOfTask(coordinator, taskId).expect(200);
}

const onDisk = (uuid: string) => existsSync(path.join(uploadDir, uuid)) || existsSync(path.join(uploadDir, `${uuid}.json`));

describe('TASKS-51 issue 10 when a file is detached from its task', () => {
  it('the clean-up deletes its stored bytes and metadata, and keeps attached and never-attached files', async () => {
    const gone = await attached();
    const kept = await attached();
    const neverAttached = (await uploadFile(coordinator, PDF, 'application/pdf')).body.uuid as string;
    await detach(gone.attachmentId);
    expect(onDisk(gone.uuid)).toBe(true);

    expect(await runUploadCleanup({ knex: t.app.knex, storage })).toEqual([gone.uuid]);
    expect(onDisk(gone.uuid)).toBe(false);
    expect(await storage.get(gone.uuid)).toBeNull();
    expect(onDisk(kept.uuid)).toBe(true);
    expect(onDisk(neverAttached)).toBe(true);
    // the file still attached is still served to the one who may see it
    const [listed] = (await attachmentsOfTask(coordinator, taskId).expect(200)).body as { url: string }[];
    expect((await coordinator.get(listed!.url)).status).toBe(200);
    // a second run has nothing left to do
    expect(await runUploadCleanup({ knex: t.app.knex, storage })).toEqual([]);
  });

  it('runs on the scheduled runner, which holds the uploads-cleanup lock while it runs', async () => {
    const gone = await attached();
    await detach(gone.attachmentId);
    const cleanup = startUploadCleanup({ knex: t.app.knex, storage, logger: createLogger('silent') }, '* * * * * *');
    try {
      // recorded once removed: wait for the record, then the file must be gone
      await eventually(async () => {
        const { rows } = await t.app.pool.query('SELECT 1 FROM upload_removals WHERE uuid = $1', [gone.uuid]);
        return rows.length > 0;
      }, 15_000);
      expect(onDisk(gone.uuid)).toBe(false);
    } finally {
      await cleanup.stop();
    }
  }, 30_000);
});
