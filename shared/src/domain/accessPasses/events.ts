// Access passes, registration codes and payments (issue 17; spec 000 §3.2, §3.4,
// 002 §7, §9; PASS-03 … 20). Streams:
// - `registrationCodeBatch-<id>`: a batch of codes an admin or a payment made;
// - `registrationCode-<CODE>`: one code, appended with 'no_stream' so a code text exists once;
// - `registrationCodeRedemption-<CODE>`: the reservation a redeem appends with 'no_stream',
//   so of any number of concurrent redeems exactly one wins (ARCHITECTURE §3.4);
// - `traineeAccess-<positionId>`: the passes of one trainee position and their expiry;
// - `payment-<id>`: a card checkout or a manual invoice for codes or a pass;
// - `stripeEvent-<eventId>`: a webhook event handled once (its id reserved with 'no_stream').
import { eventTypesOf, type DomainEvent } from '../decider.js';

export const passTypes = ['default', 'prorated'] as const;
export type PassType = (typeof passTypes)[number];
export const paymentTypes = ['checkout_payment', 'manual_invoice'] as const;
export type PaymentType = (typeof paymentTypes)[number];
/** PASS-05; `pending` is ours: a payment nobody approved or declined yet. */
export const paymentStatuses = ['pending', 'approved', 'declined', 'codes_generated'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface IssuedCode {
  codeId: string;
  code: string;
}

/** What a code grants when redeemed: a default pass runs `durationDays` from redemption, a prorated one until `endsOn`. */
export interface PassTerms {
  passType: PassType;
  durationDays: number;
  endsOn: string | null;
}

export type RegistrationCodeBatchCreated = DomainEvent<
  'RegistrationCodeBatchCreated',
  {
    batchId: string;
    organizationId: string;
    name: string;
    terms: PassTerms;
    codes: IssuedCode[];
    paymentId: string | null;
    createdBy: string | null;
  }
>;
/** PASS-16: the formats a batch is exported in (printable cards, a sheet). */
export const batchExportFormats = ['pdf', 'xlsx'] as const;
export type BatchExportFormat = (typeof batchExportFormats)[number];
/** PASS-16: someone took the batch's codes out as a file; the batch's page lists these. */
export type RegistrationCodeBatchExported = DomainEvent<
  'RegistrationCodeBatchExported',
  {
    batchId: string;
    organizationId: string;
    exportId: string;
    format: BatchExportFormat;
    exportedBy: string | null;
    codeCount: number;
  }
>;
export type RegistrationCodeBatchEvent = RegistrationCodeBatchCreated | RegistrationCodeBatchExported;

export type RegistrationCodeIssued = DomainEvent<
  'RegistrationCodeIssued',
  { codeId: string; code: string; batchId: string; organizationId: string; terms: PassTerms }
>;
export type RegistrationCodeDistributed = DomainEvent<
  'RegistrationCodeDistributed',
  {
    codeId: string;
    code: string;
    email: string;
    /**
     * The account the address was an account's when mailed (null: someone without one): whose personal data the
     * address is, so erasing that person erases it. Absent on distributions recorded before it existed.
     */
    recipientUserId?: string | null;
  }
>;
export type RegistrationCodeEvent = RegistrationCodeIssued | RegistrationCodeDistributed;

export type RegistrationCodeRedeemed = DomainEvent<
  'RegistrationCodeRedeemed',
  {
    codeId: string;
    code: string;
    batchId: string;
    organizationId: string;
    userId: string;
    positionId: string;
    passId: string;
    redeemedAt: string;
  }
>;
export type RegistrationCodeRedemptionEvent = RegistrationCodeRedeemed;

export type AccessPassGranted = DomainEvent<
  'AccessPassGranted',
  {
    passId: string;
    userId: string;
    positionId: string;
    organizationId: string;
    passType: PassType;
    startsOn: string;
    expiresOn: string;
    /** The code redeemed, or the payment that bought it. */
    codeId: string | null;
    paymentId: string | null;
  }
>;
/** PASS-14, 000 §9: the 30-day warning went out for this expiry date. */
export type AccessPassExpiryWarned = DomainEvent<
  'AccessPassExpiryWarned',
  { userId: string; positionId: string; organizationId: string; expiresOn: string }
>;
/** The expiry job: full access ended, the account is limited again. */
export type AccessPassExpired = DomainEvent<
  'AccessPassExpired',
  { userId: string; positionId: string; organizationId: string; expiresOn: string }
>;
export type TraineeAccessEvent = AccessPassGranted | AccessPassExpiryWarned | AccessPassExpired;

export type PaymentStarted = DomainEvent<
  'PaymentStarted',
  {
    paymentId: string;
    organizationId: string;
    paymentType: PaymentType;
    /** Codes for a program, or one pass for the trainee who pays. */
    purpose: 'codes' | 'pass';
    count: number;
    amountCents: number;
    userId: string;
    positionId: string | null;
    checkoutSessionId: string | null;
    /** PASS-20: the business associate agreement the program accepted (codes only; absent on older purchases). */
    baaVersion?: string | null;
  }
>;
export type PaymentApproved = DomainEvent<
  'PaymentApproved',
  {
    paymentId: string;
    by: 'webhook' | 'admin';
    eventId: string | null;
    /**
     * The secret the payment's code texts are drawn from (absent on approvals recorded before it existed):
     * generating the codes again after a crash draws the same texts, so it finishes the batch instead of
     * issuing a second one.
     */
    codeSeed?: string;
  }
>;
export type PaymentDeclined = DomainEvent<'PaymentDeclined', { paymentId: string; eventId: string | null }>;
export type PaymentCodesGenerated = DomainEvent<
  'PaymentCodesGenerated',
  { paymentId: string; batchId: string | null; passId: string | null }
>;
export type PaymentEvent = PaymentStarted | PaymentApproved | PaymentDeclined | PaymentCodesGenerated;

/**
 * PASS-18: the organization's codes counted on `organizationCodeCount-<organizationId>`, appended with the
 * revision it was read at, so two simultaneous purchases cannot both pass the user limit. A reservation is a
 * purchase (by its payment id) or an admin's batch (by its batch id); a declined payment releases its codes.
 */
export type OrganizationCodesReserved = DomainEvent<
  'OrganizationCodesReserved',
  { organizationId: string; reservationId: string; count: number }
>;
export type OrganizationCodesReleased = DomainEvent<
  'OrganizationCodesReleased',
  { organizationId: string; reservationId: string; count: number }
>;
export type OrganizationCodeCountEvent = OrganizationCodesReserved | OrganizationCodesReleased;

export type StripeEventReceived = DomainEvent<'StripeEventReceived', { eventId: string; type: string; paymentId: string | null }>;

export type AccessPassesEvent =
  | RegistrationCodeBatchEvent
  | RegistrationCodeEvent
  | RegistrationCodeRedemptionEvent
  | TraineeAccessEvent
  | PaymentEvent
  | OrganizationCodeCountEvent
  | StripeEventReceived;
/** Leaves out the code-count and Stripe-receipt events: no read model projects them. */
export const accessPassesEventTypes = eventTypesOf<Exclude<AccessPassesEvent, OrganizationCodeCountEvent | StripeEventReceived>>()(
  'RegistrationCodeBatchCreated',
  'RegistrationCodeBatchExported',
  'RegistrationCodeIssued',
  'RegistrationCodeDistributed',
  'RegistrationCodeRedeemed',
  'AccessPassGranted',
  'AccessPassExpiryWarned',
  'AccessPassExpired',
  'PaymentStarted',
  'PaymentApproved',
  'PaymentDeclined',
  'PaymentCodesGenerated',
);

/** Codes compare without case, spaces or dashes: "abcd-efgh-jk" is "ABCDEFGHJK". */
export const normalizeCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();
export const batchStream = (batchId: string): string => `registrationCodeBatch-${batchId}`;
export const codeStream = (code: string): string => `registrationCode-${normalizeCode(code)}`;
export const redemptionStream = (code: string): string => `registrationCodeRedemption-${normalizeCode(code)}`;
export const traineeAccessStream = (positionId: string): string => `traineeAccess-${positionId}`;
export const paymentStream = (paymentId: string): string => `payment-${paymentId}`;
export const organizationCodeCountStream = (organizationId: string): string => `organizationCodeCount-${organizationId}`;
export const stripeEventStream = (eventId: string): string => `stripeEvent-${eventId}`;
