// A record that names an uploaded file (an insurance document, a site's insurance uploads) may name only a file its
// author uploaded: an upload's uuid is no secret (it is in every record that shows the file), so holding one proves
// nothing. The stored name is kept, not the one the request gives.
import type { FileStorage } from '@practicum/shared/platform/storage/index';

export interface OwnedUpload {
  uuid: string;
  filename: string;
}

/** The upload when it exists and `ownerId` uploaded it; null otherwise. */
export async function ownedUpload(storage: FileStorage, ownerId: string, uuid: string): Promise<OwnedUpload | null> {
  const file = await storage.get(uuid);
  return file && file.ownerId === ownerId ? { uuid, filename: file.filename } : null;
}
