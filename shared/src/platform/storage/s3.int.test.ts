// The S3 adapter against a real S3 API: s3rver, an S3-compatible server in Node,
// on port 0 with a scratch directory. The same calls the upload routes make.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import { storageFromEnv } from './index.js';
import type { FileStorage } from './types.js';

const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: 'practicum-uploads', configs: [] }],
});
let storage: FileStorage;

const text = async (stream: Readable): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  const address: AddressInfo = await server.run();
  storage = storageFromEnv({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'practicum-uploads',
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'uploads/',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('TASKS-47 the S3-compatible storage adapter (STORAGE_DRIVER=s3)', () => {
  it('stores a file with its name, type and owner, and gives it back', async () => {
    const { uuid, size } = await storage.put(Readable.from([Buffer.from('session notes, '), Buffer.from('week 3')]), {
      mimetype: 'text/plain',
      filename: 'Notes – week 3.txt',
      ownerId: '7d1c3f52-0a6b-4f7e-9b8e-1f2d3c4b5a69',
    });
    expect(storage.kind).toBe('s3');
    expect(size).toBe(Buffer.byteLength('session notes, week 3'));
    const file = await storage.get(uuid);
    expect(file).toMatchObject({
      uuid,
      size,
      mimetype: 'text/plain',
      filename: 'Notes – week 3.txt',
      ownerId: '7d1c3f52-0a6b-4f7e-9b8e-1f2d3c4b5a69',
    });
    expect(await text(file!.body())).toBe('session notes, week 3');
    expect(storage.url(uuid)).toBe(`/api/uploads/${uuid}`);
  });

  it('answers null for a file that is not there, or a malformed id', async () => {
    expect(await storage.get('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
  });

  it('issue 10 removes a file: it is then not there, and removing it again is no error', async () => {
    const { uuid } = await storage.put(Buffer.from('detached notes'), { mimetype: 'text/plain', filename: 'gone.txt' });
    expect(await storage.get(uuid)).not.toBeNull();
    await storage.remove(uuid);
    expect(await storage.get(uuid)).toBeNull();
    await storage.remove(uuid);
    await storage.remove('../etc/passwd');
  });
});
