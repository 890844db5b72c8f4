export * from './types.js';
export { localDiskStorage, uploadDirFromEnv } from './localDisk.js';
