import { z } from 'zod';
import { isoDate } from '../bounds.js';
import type { InsuranceDocumentDetails, InsuranceFile } from './events.js';

/** How far back a policy may start and how far ahead it may end: one document must not cover every placement. */
export const POLICY_REACH_YEARS = 10;

/** INS-07 … 10, 16: the modal's and the server's texts. */
export const insuranceMessages = {
  documentRequired: 'An insurance document is required.',
  waitForUpload: 'Please wait for the file to finish uploading.',
  effectiveRequired: 'The effective date is required.',
  expirationRequired: 'The expiration date is required.',
  endAfterStart: 'The expiration date must be after the effective date.',
  effectiveTooEarly: `The effective date must be at most ${POLICY_REACH_YEARS} years ago.`,
  expirationTooFar: `The expiration date must be at most ${POLICY_REACH_YEARS} years from today.`,
  added: 'Insurance document added successfully',
  updated: 'Insurance document updated successfully',
  deleted: 'Insurance document deleted',
  notYours: 'Only the trainee or a coordinator can change this insurance document.',
  invalidTrainee: 'The selected trainee is invalid.',
  invalidUpload: 'The uploaded file is invalid.',
} as const;

const required = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === '' ? message : undefined),
});

const date = (requiredMessage: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string(required(requiredMessage)).pipe(isoDate));

const endAfterStart = (input: { effective_date?: string | undefined; expiration_date?: string | undefined }, ctx: z.RefinementCtx) => {
  if (input.effective_date && input.expiration_date && input.expiration_date <= input.effective_date)
    ctx.addIssue({ code: 'custom', path: ['expiration_date'], message: insuranceMessages.endAfterStart });
};

/** INS-13: POST for a trainee. */
export const addInsuranceSchema = z
  .object({
    trainee_id: z.uuid({ error: insuranceMessages.invalidTrainee }).optional(),
    upload_uuid: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string(required(insuranceMessages.documentRequired)).pipe(z.uuid({ error: insuranceMessages.invalidUpload })),
    ),
    effective_date: date(insuranceMessages.effectiveRequired),
    expiration_date: date(insuranceMessages.expirationRequired),
  })
  .superRefine(endAfterStart);

/** INS-14: PUT by id; a new upload replaces the file. */
export const updateInsuranceSchema = z
  .object({
    upload_uuid: z.uuid({ error: insuranceMessages.invalidUpload }).optional(),
    effective_date: isoDate.optional(),
    expiration_date: isoDate.optional(),
  })
  .superRefine(endAfterStart);

export interface InsuranceActor {
  userId: string;
  role: string | null;
  organizationId: string | null;
}

export type InsuranceCommand =
  | {
      type: 'AddInsuranceDocument';
      data: InsuranceDocumentDetails;
    }
  | {
      type: 'ChangeInsuranceDocument';
      data: {
        documentId: string;
        file?: InsuranceFile | undefined;
        effectiveDate?: string | undefined;
        expirationDate?: string | undefined;
      };
    }
  | { type: 'DeleteInsuranceDocument'; data: { documentId: string } }
  | { type: 'NoticeInsuranceExpiry'; data: { documentId: string } };
