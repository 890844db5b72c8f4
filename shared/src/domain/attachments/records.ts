// An attachment as the read API and the realtime push present it (spec 001 §7 Attachment): declared once,
// for the query side that builds it and the attachments panel that shows it. Instants are ISO strings.
import type { AttachableType } from './events.js';
import type { UploadKind } from './kinds.js';

export interface AttachmentRecord {
  id: string;
  name: string;
  filename: string;
  /** Signed for the reader's session. */
  url: string;
  uuid: string;
  upload: { uuid: string; type: UploadKind; mimetype: string; size: number };
  user_id: string;
  owner_id: string;
  user: string;
  owner: string;
  attachable_type: AttachableType;
  attachable_id: string;
  public: boolean;
  created_at: string;
}

/** What a realtime push carries: no link, since links are signed per session and a room is heard by many (issue 10). */
export type PushedAttachment = Omit<AttachmentRecord, 'url'> & { url: null };
