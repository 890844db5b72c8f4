// S3-compatible adapter of the storage port (AWS S3, MinIO, Ceph, R2...), chosen by
// STORAGE_DRIVER=s3. Each file is the object <prefix><uuid>; its name, owner and time
// ride along as object metadata, so a file is whole or absent, as on local disk.
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { loadOnFirstUse } from '../runtime/loadOnFirstUse.js';
import { UPLOADS_URL_PREFIX } from './localDisk.js';
import type { FileStorage } from './types.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible servers other than AWS. */
  endpoint?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket. */
  prefix?: string;
  urlPrefix?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isMissing = (error: unknown): boolean => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/** Uploads are bounded by the upload routes' size limits, so a body is read whole to give S3 its length. */
async function readAll(content: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

// the SDK: about 4 MB of heap, for processes that store files on S3 only
const sdk = loadOnFirstUse(() => import('@aws-sdk/client-s3'));

export function s3Storage(options: S3StorageOptions): FileStorage {
  const connect = loadOnFirstUse(async () => {
    const { S3Client } = await sdk();
    return new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  });
  /** Sends the command `make` builds from the SDK's classes. */
  const send = async <T>(make: (s3: Awaited<ReturnType<typeof sdk>>, client: S3Client) => Promise<T>): Promise<T> =>
    make(await sdk(), await connect());
  const bucket = options.bucket;
  const keyOf = (uuid: string) => `${options.prefix ?? ''}${uuid}`;
  const urlPrefix = options.urlPrefix ?? UPLOADS_URL_PREFIX;
  return {
    kind: 's3',
    async put(content, meta) {
      const uuid = randomUUID();
      const body = await readAll(content);
      await send((s3, client) =>
        client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(uuid),
            Body: body,
            ContentLength: body.length,
            ContentType: meta.mimetype,
            // metadata travels as HTTP headers: ASCII only
            Metadata: { filename: encodeURIComponent(meta.filename), owner: meta.ownerId ?? '', created: new Date().toISOString() },
          }),
        ),
      );
      return { uuid, size: body.length };
    },
    async get(uuid) {
      if (!UUID.test(uuid)) return null;
      try {
        const head = await send((s3, client) => client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: keyOf(uuid) })));
        return {
          uuid,
          size: head.ContentLength ?? 0,
          mimetype: head.ContentType ?? 'application/octet-stream',
          filename: decodeURIComponent(head.Metadata?.filename ?? uuid),
          ownerId: head.Metadata?.owner || null,
          createdAt: head.Metadata?.created ?? head.LastModified?.toISOString() ?? new Date(0).toISOString(),
          // the object is fetched only when its body is read (many callers only check the metadata)
          body: (range) => {
            const out = new PassThrough();
            const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
            send((s3, client) => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: keyOf(uuid), Range }))).then(
              (object) => (object.Body as Readable).pipe(out),
              (error: unknown) => out.destroy(error as Error),
            );
            return out;
          },
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(uuid) {
      if (!UUID.test(uuid)) return;
      // S3 answers a delete of a missing key with success as well
      await send((s3, client) => client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(uuid) })));
    },
    url: (uuid) => `${urlPrefix}${uuid}`,
  };
}
