// The storage port: files users upload (profile photos, attachments). Adapters: local disk, S3-compatible.
import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  uuid: string;
  size: number;
  mimetype: string;
  filename: string;
  /** Who uploaded it (the signed-in user), so a photo can only be one's own upload. */
  ownerId: string | null;
  createdAt: string;
}

/** Bytes `start` to `end` of a file, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile extends StoredFileInfo {
  /** The file's bytes, or only those of a range (a media player seeking in a recording). */
  body(range?: ByteRange): Readable;
}

export interface FileStorage {
  readonly kind: 'local-disk' | 's3';
  put(
    content: Buffer | Readable,
    meta: { mimetype: string; filename: string; ownerId?: string | null },
  ): Promise<{ uuid: string; size: number }>;
  /** null when there is no such file (or the uuid is malformed). */
  get(uuid: string): Promise<StoredFile | null>;
  /** Deletes the file's bytes and metadata; nothing to delete (or a malformed uuid) is not an error. */
  remove(uuid: string): Promise<void>;
  /** The address the query service serves the file at (signed-in users only). */
  url(uuid: string): string;
}
