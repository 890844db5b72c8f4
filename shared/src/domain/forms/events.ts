// Forms events (issue 14): the contract between the form and submission
// deciders, their projector, and the consumers (task completion, notifier).
//
// Streams:
//   form-<formId>                 a form: its content by version, published, active
//   submittedForm-<submissionId>  one submission of one version of a form: answers, target,
//                                 signatures in turn, review status. Every rule of a submission
//                                 (no resubmission, target fixed, signing order) is decided on
//                                 this one stream, so a double submit appends once (ARCHITECTURE 3.4).
import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { FormContent, SubmissionStatus } from './model.js';

export type AnswerValue = string | number | boolean | string[] | null;
export type Answers = Record<string, AnswerValue>;

export type FormCreated = DomainEvent<
  'FormCreated',
  {
    formId: string;
    /** null: a shared form an admin made for every organization. */
    organizationId: string | null;
    content: FormContent;
    duplicatedFrom: string | null;
  }
>;
/** The whole content after the change, and the version it now is (a new one once a version was published). */
export type FormChanged = DomainEvent<'FormChanged', { formId: string; content: FormContent; version: number }>;
export type FormPublished = DomainEvent<'FormPublished', { formId: string; version: number }>;
export type FormUnpublished = DomainEvent<'FormUnpublished', { formId: string }>;
export type FormActivated = DomainEvent<'FormActivated', { formId: string }>;
export type FormDeactivated = DomainEvent<'FormDeactivated', { formId: string }>;

/** Which form (and which version of it) a submission answers, and who submits it: where every submission starts. */
export type SubmissionOrigin = {
  submissionId: string;
  formId: string;
  formVersion: number;
  formName: string;
  formType: FormContent['type'];
  organizationId: string;
  submitterUserId: string;
  submitterPositionId: string;
  submitterRole: string;
  placementId: string | null;
};

export type SubmissionStarted = DomainEvent<
  'SubmissionStarted',
  SubmissionOrigin & {
    /** Multiway agreements: the roles that sign, in order; otherwise the roles that may submit. */
    signerRoles: string[];
    isMultiway: boolean;
    targetId: string | null;
    /** The task the submission was started from (its assignable_url), completed when it is submitted. */
    taskId?: string | null;
    /** Multiway: the person named for each later signer role; they alone sign for it, and get a task when due. */
    signers?: Record<string, SignerRef>;
  }
>;
export interface SignerRef extends Record<string, unknown> {
  userId: string;
  positionId: string;
}
export type SubmissionAnswersSaved = DomainEvent<
  'SubmissionAnswersSaved',
  { submissionId: string; answers: Answers; targetId: string | null }
>;
/** A signer signed: the first completes the answers; the status follows (submitted, signature required, ready). */
export type SubmissionSigned = DomainEvent<
  'SubmissionSigned',
  {
    submissionId: string;
    formId: string;
    organizationId: string;
    /** null: someone with no account signed through an emailed link (FORMS-06). */
    userId: string | null;
    positionId: string | null;
    role: string;
    signature: string;
    /** A signer with no account: the address their link went to (whose personal data the signature is). */
    signerEmail?: string;
    ip: string | null;
    signedAt: string;
    status: SubmissionStatus;
    /** The next role due to sign (multiway), null when every signer is done. */
    nextRole: string | null;
  }
>;
/**
 * A single-use link for a later signer with no account (FORMS-06): the link's token is never stored; it is made
 * again from this event and the services' secret when mailed, and it signs only while it is the latest link for
 * its role and that role is due.
 */
export type SubmissionLinkSent = DomainEvent<
  'SubmissionLinkSent',
  {
    submissionId: string;
    organizationId: string;
    linkId: string;
    role: string;
    email: string;
    name: string;
    expiresAt: string;
    sentByUserId: string;
  }
>;
/**
 * FORMS-38: a form hosted by an outside vendor was completed there; the vendor called back with the token the
 * app gave it when it sent the person over, which names the form, the submitter and the placement.
 */
export type VendorSubmissionCompleted = DomainEvent<
  'VendorSubmissionCompleted',
  SubmissionOrigin & {
    vendor: string;
    /** The vendor's own id of the completed form, as it sent it (bounded). */
    reference: string | null;
    completedAt: string;
  }
>;
export type SubmissionReviewed = DomainEvent<
  'SubmissionReviewed',
  { submissionId: string; status: SubmissionStatus; reviewerUserId: string; comments: string; reviewedAt: string }
>;

export type FormEvent = FormCreated | FormChanged | FormPublished | FormUnpublished | FormActivated | FormDeactivated;
export type SubmissionEvent =
  SubmissionStarted | SubmissionAnswersSaved | SubmissionSigned | SubmissionLinkSent | VendorSubmissionCompleted | SubmissionReviewed;

export const formEventTypes = eventTypesOf<FormEvent>()(
  'FormCreated',
  'FormChanged',
  'FormPublished',
  'FormUnpublished',
  'FormActivated',
  'FormDeactivated',
);
export const submissionEventTypes = eventTypesOf<SubmissionEvent>()(
  'SubmissionStarted',
  'SubmissionAnswersSaved',
  'SubmissionSigned',
  'SubmissionLinkSent',
  'VendorSubmissionCompleted',
  'SubmissionReviewed',
);

export const formStream = (formId: string): string => `form-${formId}`;
export const submissionStream = (submissionId: string): string => `submittedForm-${submissionId}`;
