import type { InsuranceLabel } from './labels.js';

/** INS-05: a document as the card and the modal read it. */
export interface InsuranceDocumentRecord {
  id: string;
  trainee_id: string;
  document: { upload_uuid: string; filename: string; url: string };
  effective_date: string;
  expiration_date: string;
  covered_trainings: { id: string; display_name: string }[];
  is_current: boolean;
  is_expired: boolean;
  expires_soon: boolean;
  label: InsuranceLabel;
}
