// Local-disk adapter of the storage port: each file is <dir>/<uuid> with its
// metadata beside it in <dir>/<uuid>.json. Both services must see the same
// directory (UPLOAD_DIR, default .data/uploads).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFileInfo } from './types.js';

/** Where the query service serves stored files (GET /api/uploads/:uuid). */
export const UPLOADS_URL_PREFIX = '/api/uploads/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const uploadDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.UPLOAD_DIR || '.data/uploads');

export function localDiskStorage(options: { dir: string; urlPrefix?: string }): FileStorage {
  const dir = path.resolve(options.dir);
  const urlPrefix = options.urlPrefix ?? UPLOADS_URL_PREFIX;
  return {
    kind: 'local-disk',
    async put(content, meta) {
      await mkdir(dir, { recursive: true });
      const uuid = randomUUID();
      const target = path.join(dir, uuid);
      const partial = `${target}.partial`;
      let size = 0;
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        await pipeline(
          source,
          async function* count(chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(partial, { flags: 'wx' }),
        );
        const info: StoredFileInfo = {
          uuid,
          size,
          mimetype: meta.mimetype,
          filename: meta.filename,
          ownerId: meta.ownerId ?? null,
          createdAt: new Date().toISOString(),
        };
        await rename(partial, target);
        // the metadata last: get() finds a file only once it is whole
        await writeFile(`${target}.json`, JSON.stringify(info));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { uuid, size };
    },
    async get(uuid) {
      if (!UUID.test(uuid)) return null;
      const target = path.join(dir, uuid);
      let info: StoredFileInfo;
      try {
        info = JSON.parse(await readFile(`${target}.json`, 'utf8')) as StoredFileInfo;
      } catch {
        return null;
      }
      return { ...info, body: (range) => createReadStream(target, range ? { start: range.start, end: range.end } : undefined) };
    },
    async remove(uuid) {
      if (!UUID.test(uuid)) return;
      const target = path.join(dir, uuid);
      // the metadata first: get() stops finding the file before its bytes go
      await rm(`${target}.json`, { force: true });
      await rm(target, { force: true });
    },
    url: (uuid) => `${urlPrefix}${uuid}`,
  };
}
