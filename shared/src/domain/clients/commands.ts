import { z } from 'zod';
import { requiredText } from '../bounds.js';

/** A client code: letters, digits and dashes, up to 20 (no spaces, so no "First Last"; docs/decisions.md). */
export const CLIENT_CODE_MAX = 20;
export const CLIENT_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

export const clientMessages = {
  codeFormat: 'The code may contain only letters, digits and dashes (never a name).',
  codeTaken: 'You already have a client with this code.',
  onlyTrainees: 'Only trainees add clients.',
  notYours: 'Only the trainee can ask for uploads for this client.',
  notSupervisor: "Only the trainee's supervisor or a coordinator can change uploads for this client.",
  alreadyAllowed: 'Uploads are already allowed for this client.',
  uploadsNotAllowed: 'Uploads are not allowed for this client.',
  onlyTraineeUploads: 'Only the trainee uploads files for this client.',
  requested: 'Upload approval requested',
  enabled: 'Uploads enabled',
  disabled: 'Uploads disabled',
} as const;

export const addClientSchema = z.object({
  code: requiredText(CLIENT_CODE_MAX).refine((v) => v === '' || CLIENT_CODE_PATTERN.test(v), { error: clientMessages.codeFormat }),
});

/** PATCH /api/clients/{id}/enable-upload (MISC-05). */
export const enableUploadSchema = z.object({ can_upload: z.boolean() });

export interface ClientActor {
  userId: string;
  role: string | null;
  organizationId: string | null;
}

export type ClientCommand =
  | { type: 'AddClient'; data: { clientId: string; code: string } }
  | { type: 'RequestClientUpload'; data: { clientId: string } }
  | { type: 'ToggleClientUpload'; data: { clientId: string; canUpload: boolean } };
