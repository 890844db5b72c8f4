// Inputs and texts of access passes, codes and payments (PASS-07 … 20; 002 §7, §9).
import { z } from 'zod';
import { formNumber, isoDate, requiredLine, TEXT } from '../bounds.js';
import { batchExportFormats, passTypes, paymentTypes } from './events.js';

/** How far ahead a prorated pass may end (a cohort's end): 9999-12-31 would be access for good. */
export const PRORATED_REACH_YEARS = 5;

export const accessPassMessages = {
  codeRequired: 'The registration code is required.',
  codeInvalid: 'This registration code is invalid.',
  codeUsed: 'This registration code has already been used.',
  codeExpired: 'This registration code has expired.',
  codeAddsNothing: 'Your full access already lasts beyond the end of this registration code’s pass. Keep the code for someone else.',
  redeemed: 'Registration code redeemed. You now have full access.',
  traineesOnly: 'Only trainees can redeem registration codes.',
  coordinatorsOnly: 'Only coordinators can buy and distribute registration codes.',
  purchaseNotAllowed: 'Your organization does not allow trainees to buy access passes.',
  cardUnavailable: 'Card payment is not available; please choose an invoice.',
  countRange: 'The count must be between 1 and 500.',
  userLimit: 'This would exceed your organization’s user limit of {x}.',
  notInvoice: 'Only a manual invoice is approved by recording its payment.',
  notPending: 'This payment is no longer pending.',
  invoiceRequested: 'Invoice requested. Your codes will appear once the invoice is paid.',
  distributed: 'Registration codes sent.',
  codesAndEmails: 'Give one email for each code.',
  codesDistinct: 'Each code can be sent once.',
  codeNotAvailable: 'One of the codes is not available to distribute.',
  endsOnRequired: 'A prorated pass needs the date it ends.',
  endsOnPast: 'The end date must be in the future.',
  endsOnTooFar: `The end date must be at most ${PRORATED_REACH_YEARS} years from today.`,
  baaRequired: 'Accept the business associate agreement to buy codes.',
  passInvoiceRequested: 'Invoice requested. Your access pass starts once the invoice is paid.',
  exportFormat: 'The selected format is invalid.',
} as const;

/** PASS-19: the first semester costs $157 per trainee. */
export const PASS_PRICE_CENTS = 15_700;
/** PASS-18: the user limit per organization (the spec leaves the value open; docs/decisions.md). */
export const ORGANIZATION_USER_LIMIT = 500;
/** The default pass length: one year from redemption. */
export const DEFAULT_PASS_DAYS = 365;
/** PASS-14, 000 §9: the expiry warning starts 30 days before. */
export const EXPIRY_WARNING_DAYS = 30;

export const redeemSchema = z.object({
  code: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: accessPassMessages.codeRequired }).trim().min(1, accessPassMessages.codeRequired).max(TEXT.short),
  ),
});

const count = formNumber(
  z
    .number({ error: accessPassMessages.countRange })
    .int(accessPassMessages.countRange)
    .min(1, accessPassMessages.countRange)
    .max(500, accessPassMessages.countRange),
);

/**
 * PASS-20: the business associate agreement a program accepts before it buys codes (its trainees' health
 * information passes through Practicum). The version is recorded with the purchase.
 */
export const BAA = {
  version: '2026-01',
  title: 'Business associate agreement',
  text: [
    'Your program is a covered entity under HIPAA, and Practicum is its business associate: trainees record supervised clinical work in Practicum, and that record may hold protected health information.',
    'Practicum uses and discloses that information only to provide the service to your program, protects it with administrative, physical and technical safeguards, and reports to you any use or disclosure not provided for by this agreement, including breaches of unsecured information.',
    'Subcontractors that handle the information agree to the same restrictions. Practicum makes the information available to you and your trainees for access and amendment, and returns or destroys it when the agreement ends.',
    'By accepting, you confirm that you may accept this agreement on behalf of your program.',
  ],
} as const;

export const buyCodesSchema = z.object({
  count,
  payment_type: z.enum(paymentTypes),
  baa_accepted: z.literal(true, { error: accessPassMessages.baaRequired }),
});
export const exportBatchSchema = z.object({ format: z.enum(batchExportFormats, { error: accessPassMessages.exportFormat }) });
export const buyPassSchema = z.object({ payment_type: z.enum(paymentTypes).default('checkout_payment') });

export const distributeCodesSchema = z
  .object({
    code_ids: z.array(z.uuid()).min(1).max(500),
    emails: z.array(z.email().max(TEXT.name)).min(1).max(500),
  })
  .refine((v) => v.code_ids.length === v.emails.length, { path: ['emails'], message: accessPassMessages.codesAndEmails })
  // one code sent to two people would sign up only the first who redeems it
  .refine((v) => new Set(v.code_ids).size === v.code_ids.length, { path: ['code_ids'], message: accessPassMessages.codesDistinct });

export const createBatchSchema = z
  .object({
    organization_id: z.uuid(),
    name: requiredLine(TEXT.name),
    count,
    pass_type: z.enum(passTypes).default('default'),
    duration_days: formNumber(z.number().int().min(1).max(1_000).default(365)),
    ends_on: isoDate.nullable().optional(),
  })
  .refine((v) => v.pass_type !== 'prorated' || !!v.ends_on, { path: ['ends_on'], message: accessPassMessages.endsOnRequired });

export type CreateBatchInput = z.infer<typeof createBatchSchema>;
