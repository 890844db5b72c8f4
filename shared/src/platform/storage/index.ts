export * from './types.js';
export { localDiskStorage, uploadDirFromEnv, UPLOADS_URL_PREFIX } from './localDisk.js';
export { s3Storage, type S3StorageOptions } from './s3.js';
import { localDiskStorage, uploadDirFromEnv } from './localDisk.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './types.js';

/** The storage the environment asks for: STORAGE_DRIVER=s3 with S3_BUCKET (and S3_*), else local disk under UPLOAD_DIR. */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.STORAGE_DRIVER !== 's3') return localDiskStorage({ dir: uploadDirFromEnv(env) });
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX || undefined,
  });
}
