// Attachment commands and the POST body of spec 001 §3: { object_class,
// object_id, upload { uuid, public } }.
import { z } from 'zod';
import { attachableTypes, type AttachableType } from './events.js';
import type { UploadKind } from './kinds.js';

export const attachBodySchema = z.object({
  object_class: z.enum(attachableTypes, { error: 'The selected object class is invalid.' }),
  object_id: z.uuid({ error: 'The selected object is invalid.' }),
  upload: z.object({
    uuid: z.uuid({ error: 'The selected upload is invalid.' }),
    public: z.boolean().default(false),
  }),
});
export type AttachBody = z.infer<typeof attachBodySchema>;

/** A stored upload as the storage port describes it. */
export interface UploadedFile {
  uuid: string;
  filename: string;
  mimetype: string;
  size: number;
  ownerId: string | null;
}

/** Who acts, as far as the attachment rules care. */
export interface AttachmentActor {
  userId: string;
  positionId: string | null;
  role: string | null;
  impersonating: boolean;
  /** Non-trainees always meet the HIPAA requirement (spec 000 §5). */
  hipaaCompleted: boolean;
}

/** What a file hangs on, as the command side found it for the actor: its organization and its rules. */
export interface Attachable {
  type: AttachableType;
  id: string;
  organizationId: string;
  hipaaEnforced: boolean;
  kinds: readonly UploadKind[];
  /** Why this actor may not add files though they see the attachable (a client whose uploads are not allowed). */
  uploadRefusal?: string | null;
}

export type AttachmentCommand =
  | {
      type: 'AttachFile';
      data: {
        attachmentId: string;
        attachable: Attachable;
        file: UploadedFile;
        public: boolean;
        actor: AttachmentActor;
      };
    }
  | { type: 'DetachFile'; data: { attachmentId: string; actor: AttachmentActor } };
