// The submission decider (FORMS-20..36): start a submission of a form's
// current version, save answers as a draft, sign (submit), and review.
// A completed submission is never submitted again; the assessment target is
// fixed once answers exist; a multiway agreement is signed by its roles in
// turn, a later signer blocked until the earlier ones finish.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider, type Viewer } from '../decider.js';
import { checkComplete, checkedDraft } from './answers.js';
import type { Answers, SignerRef, SubmissionEvent, SubmissionStarted, VendorSubmissionCompleted } from './events.js';
import { formMessages } from './messages.js';
import { readsSubmission, type SubmissionReadFacts } from './readers.js';
import { decidedStatuses, needsTarget, reviewableStatuses, type FormContent, type ReviewStatus, type SubmissionStatus } from './model.js';

/** The acting member: the session's position. */
export interface FormActor {
  userId: string;
  positionId: string;
  role: string;
  organizationId: string;
}
/** What a submission needs from its form's stream: the version it answers, and whether it may be submitted now. */
export interface FormFacts {
  formId: string;
  version: number;
  content: FormContent;
  submittable: boolean;
}
export interface Signature extends Record<string, unknown> {
  /** null: signed through an emailed link by someone with no account. */
  userId: string | null;
  role: string;
  signature: string;
  ip: string | null;
  signedAt: string;
}
export interface SubmissionData {
  id: string;
  formId: string;
  formVersion: number;
  organizationId: string;
  signerRoles: string[];
  isMultiway: boolean;
  submitterUserId: string;
  submitterRole: string;
  targetId: string | null;
  answers: Answers;
  signatures: Signature[];
  status: SubmissionStatus | null;
  nextRole: string | null;
  formName: string;
  taskId: string | null;
  signers: Record<string, SignerRef>;
  /** The latest emailed link per role (FORMS-06): only it signs, and only until it expires. */
  links: Record<string, { linkId: string; expiresAt: string; email: string }>;
  /** The placement it was started for (a requirement agreement moves the placement on, PLACE-22/23). */
  placementId: string | null;
  formType: SubmissionStarted['data']['formType'];
}
export type SubmissionState = { status: 'none' } | { status: 'open' | 'complete'; submission: SubmissionData };

export type SubmissionCommand =
  | {
      type: 'StartSubmission';
      data: {
        submissionId: string;
        actor: FormActor;
        form: FormFacts;
        targetId: string | null;
        placementId: string | null;
        taskId?: string | null;
        /** Checked by the caller: each an active member of the organization with that role. */
        signers?: Record<string, SignerRef>;
      };
    }
  | {
      type: 'SaveSubmission';
      data: { submissionId: string; actor: FormActor; content: FormContent; answers: Answers; targetId?: string | null };
    }
  | {
      type: 'SignSubmission';
      data: {
        submissionId: string;
        actor: FormActor;
        form: FormFacts;
        signature: string;
        ip: string | null;
        answers?: Answers;
        targetId?: string | null;
      };
    }
  | {
      type: 'SendSubmissionLink';
      data: { submissionId: string; actor: FormActor; linkId: string; role: string; email: string; name: string; expiresAt: string };
    }
  | {
      type: 'SignSubmissionByLink';
      data: { submissionId: string; linkId: string; role: string; signature: string; ip: string | null; submittable: boolean };
    }
  | {
      type: 'RecordVendorCompletion';
      data: {
        submissionId: string;
        form: FormFacts;
        /** From the vendor token the app signed: who was sent, in which role and organization. */
        submitter: FormActor;
        placementId: string | null;
        reference: string | null;
      };
    }
  | {
      type: 'ReviewSubmission';
      data: { submissionId: string; actor: FormActor; reviewerRoles: string[]; status: ReviewStatus; comments: string };
    };

/** A submission as it begins: started in the app (open), or completed at a vendor (FORMS-38). */
function begun(d: (SubmissionStarted | VendorSubmissionCompleted)['data']): SubmissionData {
  return {
    id: d.submissionId,
    formId: d.formId,
    formVersion: d.formVersion,
    organizationId: d.organizationId,
    signerRoles: [d.submitterRole],
    isMultiway: false,
    submitterUserId: d.submitterUserId,
    submitterRole: d.submitterRole,
    targetId: null,
    answers: {},
    signatures: [],
    status: null,
    nextRole: null,
    formName: d.formName,
    taskId: null,
    signers: {},
    links: {},
    placementId: d.placementId,
    formType: d.formType,
  };
}

export function evolveSubmission(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  if (event.type === 'VendorSubmissionCompleted') return { status: 'complete', submission: { ...begun(event.data), status: 'submitted' } };
  if (event.type === 'SubmissionStarted') {
    const d = event.data;
    const submission: SubmissionData = {
      ...begun(d),
      signerRoles: d.signerRoles,
      isMultiway: d.isMultiway,
      targetId: d.targetId,
      nextRole: d.isMultiway ? (d.signerRoles[0] ?? null) : null,
      taskId: d.taskId ?? null,
      signers: d.signers ?? {},
    };
    return { status: 'open', submission };
  }
  if (state.status === 'none') return state;
  const s = state.submission;
  switch (event.type) {
    case 'SubmissionAnswersSaved':
      return { status: 'open', submission: { ...s, answers: event.data.answers, targetId: event.data.targetId } };
    case 'SubmissionSigned': {
      const d = event.data;
      const signatures = [...s.signatures, { userId: d.userId, role: d.role, signature: d.signature, ip: d.ip, signedAt: d.signedAt }];
      return { status: 'complete', submission: { ...s, signatures, status: d.status, nextRole: d.nextRole } };
    }
    case 'SubmissionLinkSent':
      return {
        ...state,
        submission: {
          ...s,
          links: { ...s.links, [event.data.role]: { linkId: event.data.linkId, expiresAt: event.data.expiresAt, email: event.data.email } },
        },
      };
    case 'SubmissionReviewed':
      return { status: 'complete', submission: { ...s, status: event.data.status } };
    default:
      return assertNever(event);
  }
}

/** The submission within the actor's organization; another organization's does not exist. */
function submissionOf(state: SubmissionState, actor: FormActor): SubmissionData {
  if (state.status === 'none' || state.submission.organizationId !== actor.organizationId) throw new NotFoundError();
  return state.submission;
}

/** Self is the submitter, none assesses nobody; other categories name a target (checked by the caller). */
function targetFor(content: FormContent, actor: FormActor, targetId: string | null): string | null {
  if (content.assessmentCategory === 'self') return actor.userId;
  if (content.assessmentCategory === 'none') return null;
  return targetId;
}

const hasAnswers = (s: SubmissionData) => Object.keys(s.answers).length > 0;

/** Answers and target after a save: the target may change only while no answer exists. */
function saved(
  s: SubmissionData,
  content: FormContent,
  actor: FormActor,
  answers: Answers | undefined,
  targetId: string | null | undefined,
) {
  const nextAnswers = answers === undefined ? s.answers : checkedDraft(answers, content);
  let nextTarget = s.targetId;
  if (targetId !== undefined && needsTarget(content.assessmentCategory)) {
    if (targetId !== s.targetId && hasAnswers(s)) throw new ValidationError({ target_id: [formMessages.targetFixed] });
    nextTarget = targetFor(content, actor, targetId);
  }
  return { answers: nextAnswers, targetId: nextTarget };
}

function decideSign(
  command: Extract<SubmissionCommand, { type: 'SignSubmission' }>['data'],
  state: SubmissionState,
  now: string,
): SubmissionEvent[] {
  const { actor, form } = command;
  const s = submissionOf(state, actor);
  if (state.status === 'complete' && s.nextRole === null) throw new ConflictError(formMessages.alreadySubmitted);
  if (!form.submittable) throw new ConflictError(formMessages.notSubmittable);
  const events: SubmissionEvent[] = [];
  const first = s.signatures.length === 0;
  // the member named for the turn due signs it in that role, whatever their own: a placement's site supervisor who
  // is a faculty member signs the agreement's supervisor turn (docs/decisions.md, stop 55)
  const due = s.nextRole;
  const signingRole = !first && due !== null && s.signers[due]?.userId === actor.userId ? due : actor.role;
  if (first) {
    if (actor.userId !== s.submitterUserId) throw new ForbiddenError(formMessages.notTheSubmitter);
    const next = saved(s, form.content, actor, command.answers, command.targetId);
    if (next.answers !== s.answers || next.targetId !== s.targetId)
      events.push({ type: 'SubmissionAnswersSaved', data: { submissionId: s.id, answers: next.answers, targetId: next.targetId } });
    // one refusal names every field to mend, the signature box too, not the answers first and the signature after
    withSignatureError(command.signature, () => {
      if (needsTarget(form.content.assessmentCategory) && !next.targetId)
        throw new ValidationError({ target_id: [formMessages.targetRequired] });
      checkComplete(next.answers, form.content);
    });
  } else {
    // a later signer of a multiway agreement: their role must be the one due now
    checkTurn(s, signingRole);
    const named = s.signers[signingRole];
    if (named && named.userId !== actor.userId) throw new ForbiddenError(formMessages.anotherSigner);
  }
  return [
    ...events,
    signedBy(s, { userId: actor.userId, positionId: actor.positionId, role: signingRole }, command.signature, command.ip, now),
  ];
}

/** Runs `check`; a field refusal it throws also names a blank signature. */
function withSignatureError(typed: string, check: () => void): void {
  try {
    check();
  } catch (error) {
    if (!(error instanceof ValidationError) || typed.trim()) throw error;
    throw new ValidationError({ ...error.errors, signature: [formMessages.signatureRequired] }, error.message);
  }
}

/** The signature event: the status follows the signing order (FORMS-15, 25, 26). */
function signedBy(
  s: SubmissionData,
  who: { userId: string | null; positionId: string | null; role: string; signerEmail?: string },
  typed: string,
  ip: string | null,
  now: string,
): SubmissionEvent {
  const signature = typed.trim();
  if (!signature) throw new ValidationError({ signature: [formMessages.signatureRequired] });
  let status: SubmissionStatus = 'submitted';
  let nextRole: string | null = null;
  if (s.isMultiway) {
    const due = s.signatures.length === 0 ? 0 : s.signerRoles.indexOf(who.role);
    nextRole = s.signerRoles[due + 1] ?? null;
    status = nextRole ? 'signature required' : 'ready';
  }
  return {
    type: 'SubmissionSigned',
    data: {
      submissionId: s.id,
      formId: s.formId,
      organizationId: s.organizationId,
      userId: who.userId,
      positionId: who.positionId,
      role: who.role,
      ...(who.signerEmail === undefined ? {} : { signerEmail: who.signerEmail }),
      signature,
      ip,
      signedAt: now,
      status,
      nextRole,
    },
  };
}

/** A later role's turn, for a member or a link: earlier roles must have signed, and the role not yet. */
function checkTurn(s: SubmissionData, role: string): void {
  const position = s.signerRoles.indexOf(role);
  if (position < 0) throw new ForbiddenError(formMessages.notASubmitter);
  if (role !== s.nextRole) {
    if (s.nextRole === null || position < s.signerRoles.indexOf(s.nextRole)) throw new ConflictError(formMessages.alreadySubmitted);
    throw new ConflictError(formMessages.notYourTurn);
  }
}

/** FORMS-06: someone with no account is asked to sign for a later role; the submitter or a coordinator asks. */
function sendLink(command: Extract<SubmissionCommand, { type: 'SendSubmissionLink' }>['data'], state: SubmissionState): SubmissionEvent[] {
  const { actor, role } = command;
  const s = submissionOf(state, actor);
  if (actor.userId !== s.submitterUserId && actor.role !== 'coordinator') throw new ForbiddenError(formMessages.notTheSubmitter);
  const position = s.signerRoles.indexOf(role);
  if (!s.isMultiway || position < 1) throw new ValidationError({ role: [formMessages.linkRoleInvalid] });
  if (s.signatures.some((x) => x.role === role)) throw new ConflictError(formMessages.alreadySubmitted);
  if (s.signers[role]) throw new ConflictError(formMessages.namedSignerSignsInApp);
  return [
    {
      type: 'SubmissionLinkSent',
      data: {
        submissionId: s.id,
        organizationId: s.organizationId,
        linkId: command.linkId,
        role,
        email: command.email,
        name: command.name,
        expiresAt: command.expiresAt,
        sentByUserId: actor.userId,
      },
    },
  ];
}

/** FORMS-06: a link signs once, for its role, while it is the latest one and has not expired. */
function signByLink(
  command: Extract<SubmissionCommand, { type: 'SignSubmissionByLink' }>['data'],
  state: SubmissionState,
  now: string,
): SubmissionEvent[] {
  if (state.status === 'none') throw new NotFoundError();
  const s = state.submission;
  const link = s.links[command.role];
  if (!link || link.linkId !== command.linkId || link.expiresAt <= now) throw new ForbiddenError(formMessages.linkExpired);
  if (s.signatures.some((x) => x.role === command.role)) throw new ConflictError(formMessages.linkUsed);
  if (!command.submittable) throw new ConflictError(formMessages.notSubmittable);
  checkTurn(s, command.role);
  // the address the link went to names whose signature it is (the key it is sealed with, for an erasure)
  const signer = { userId: null, positionId: null, role: command.role, signerEmail: link.email };
  return [signedBy(s, signer, command.signature, command.ip, now)];
}

/**
 * FORMS-38: the vendor reports a completion. A second callback for the same token changes nothing (vendors
 * retry); the form must still be a vendor form the submitter's role may submit.
 */
function recordVendorCompletion(
  command: Extract<SubmissionCommand, { type: 'RecordVendorCompletion' }>['data'],
  state: SubmissionState,
  now: string,
): SubmissionEvent[] {
  if (state.status !== 'none') return [];
  const { form, submitter } = command;
  const vendor = form.content.vendor;
  if (!vendor) throw new ConflictError(formMessages.notAVendorForm);
  if (!form.content.submitterRoles.includes(submitter.role)) throw new ForbiddenError(formMessages.notASubmitter);
  return [
    {
      type: 'VendorSubmissionCompleted',
      data: {
        submissionId: command.submissionId,
        formId: form.formId,
        formVersion: form.version,
        formName: form.content.name,
        formType: form.content.type,
        organizationId: submitter.organizationId,
        vendor,
        submitterUserId: submitter.userId,
        submitterPositionId: submitter.positionId,
        submitterRole: submitter.role,
        placementId: command.placementId,
        reference: command.reference,
        completedAt: now,
      },
    },
  ];
}

/** FORMS-28 (docs/decisions.md "Forms"): a reviewer approves or denies what is submitted or ready; signing must finish first. */

export function decideSubmission(command: SubmissionCommand, state: SubmissionState, now: string): SubmissionEvent[] {
  switch (command.type) {
    case 'StartSubmission': {
      const { submissionId, actor, form } = command.data;
      if (state.status !== 'none') throw new ConflictError('This submission already exists.');
      if (!form.submittable) throw new ConflictError(formMessages.notSubmittable);
      const c = form.content;
      const allowed = c.isMultiway ? c.submitterRoles[0] === actor.role : c.submitterRoles.includes(actor.role);
      if (!allowed) throw new ForbiddenError(formMessages.notASubmitter);
      const signers = command.data.signers ?? {};
      const later = c.isMultiway ? c.submitterRoles.slice(1) : [];
      if (Object.keys(signers).some((role) => !later.includes(role)))
        throw new ValidationError({ signers: [formMessages.signerRoleInvalid] });
      return [
        {
          type: 'SubmissionStarted',
          data: {
            submissionId,
            formId: form.formId,
            formVersion: form.version,
            formName: c.name,
            formType: c.type,
            organizationId: actor.organizationId,
            signerRoles: c.submitterRoles,
            isMultiway: c.isMultiway,
            submitterUserId: actor.userId,
            submitterPositionId: actor.positionId,
            submitterRole: actor.role,
            targetId: targetFor(c, actor, command.data.targetId),
            placementId: command.data.placementId,
            taskId: command.data.taskId ?? null,
            signers,
          },
        },
      ];
    }
    case 'SaveSubmission': {
      const { actor, content } = command.data;
      const s = submissionOf(state, actor);
      if (state.status === 'complete') throw new ConflictError(formMessages.alreadySubmitted);
      if (actor.userId !== s.submitterUserId) throw new ForbiddenError(formMessages.notTheSubmitter);
      const next = saved(s, content, actor, command.data.answers, command.data.targetId);
      return [{ type: 'SubmissionAnswersSaved', data: { submissionId: s.id, answers: next.answers, targetId: next.targetId } }];
    }
    case 'SignSubmission':
      return decideSign(command.data, state, now);
    case 'SendSubmissionLink':
      return sendLink(command.data, state);
    case 'SignSubmissionByLink':
      return signByLink(command.data, state, now);
    case 'RecordVendorCompletion':
      return recordVendorCompletion(command.data, state, now);
    case 'ReviewSubmission': {
      const { actor, status } = command.data;
      const s = submissionOf(state, actor);
      if (!command.data.reviewerRoles.includes(actor.role)) throw new ForbiddenError(formMessages.notAReviewer);
      // FORMS-18: approve or deny what waits for a decision (a reverted one again); revert only a decision
      const allowedFrom = status === 'reverted' ? decidedStatuses : reviewableStatuses;
      if (!allowedFrom.includes(s.status)) throw new ConflictError(formMessages.reviewNotAllowed(s.status ?? 'draft', status));
      return [
        {
          type: 'SubmissionReviewed',
          data: { submissionId: s.id, status, reviewerUserId: actor.userId, comments: command.data.comments, reviewedAt: now },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

/**
 * The member asking about a submission reads it (readers.ts, the query service's rule): a refusal to anyone else
 * is a 404, as its read, so a stranger's sign, link or review does not confirm the submission exists. The form's
 * reviewer roles and the placements the member reaches come in the context (`readers`): without them a complete
 * submission is read only through the stream's own facts (submitter, target, the overseers, a multiway agreement's
 * parties). A signing link's holder and a vendor's callback act through their token, which is their right to it.
 */
const visibleTo = (state: SubmissionState, viewer: Viewer, command: SubmissionCommand, context: SubmissionContext): boolean =>
  state.status === 'none' ||
  command.type === 'SignSubmissionByLink' ||
  command.type === 'RecordVendorCompletion' ||
  readsSubmission(state.submission, state.status === 'complete', viewer, context.readers ?? { reviewerRoles: [], placementReached: false });

/** The pipeline's context, with what the submission's readers depend on beyond its stream (loaded by the routes). */
export interface SubmissionContext extends CommandContext {
  readers?: SubmissionReadFacts;
}

export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent, SubmissionContext> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSubmission,
  decide: (command, state, context) => decideSubmission(command, state, context.now),
  visibleTo,
};
