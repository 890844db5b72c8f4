export * from './types.js';
export { localDiskStorage, uploadDirFromEnv, UPLOADS_URL_PREFIX } from './localDisk.js';
