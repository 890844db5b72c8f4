// What the command side reads of a submission before acting on it: the submission in the actor's organization, its
// form, and the facts its readers depend on beyond its stream (readers.ts), so that a refusal to a member who does
// not read it is the read's 404, for every route that acts on one (sign, save, review, send a signing link).
import {
  formDecider,
  formStream,
  readableForm,
  readsSubmission,
  reviewReach,
  submissionDecider,
  submissionStream,
  type FormActor,
  type FormData,
  type SubmissionContext,
  type SubmissionData,
  type SubmissionReadFacts,
} from '@practicum/shared/domain/forms/index';
import type { CommandContext } from '@practicum/shared/domain/decider';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { reviewedPlacements } from '@practicum/projections/forms/readModel';
import type { Knex } from 'knex';

export function submissionReading(pipeline: CommandPipeline, knex: Knex) {
  async function formFor(formId: string, actor: FormActor): Promise<FormData> {
    return readableForm((await pipeline.load(formDecider, formStream(formId))).state, {
      organizationId: actor.organizationId,
      admin: false,
    });
  }

  /**
   * The form's reviewer roles now (the read model's `forms.reviewer_roles`), and for a supervisor or trainee of those
   * roles whether a placement of theirs covers the submission. The placements come from their read model, as the
   * read's SQL does: a placement's trainee and supervisor never change, so a lagging row can only refuse, never let
   * a stranger in.
   */
  async function readerFacts(actor: FormActor, submission: SubmissionData, form: FormData): Promise<SubmissionReadFacts> {
    const reviewerRoles = form.content.reviewerRoles;
    if (!reviewerRoles.includes(actor.role) || reviewReach(actor) === 'organization') return { reviewerRoles, placementReached: false };
    const placement = await reviewedPlacements(knex, actor, {
      organizationId: submission.organizationId,
      placementId: submission.placementId,
      submitterId: submission.submitterUserId,
      targetId: submission.targetId,
    }).first<Record<string, unknown> | undefined>();
    return { reviewerRoles, placementReached: placement !== undefined };
  }

  /** The submission of the actor's organization (another's does not exist), its form, and who reads it. */
  async function submissionFor(submissionId: string, actor: FormActor) {
    const { state } = await pipeline.load(submissionDecider, submissionStream(submissionId));
    if (state.status === 'none' || state.submission.organizationId !== actor.organizationId) throw new NotFoundError();
    const form = await formFor(state.submission.formId, actor);
    const readers = await readerFacts(actor, state.submission, form);
    const reads = readsSubmission(state.submission, state.status === 'complete', actor, readers);
    /** The decider's context with those facts, so its refusals to a non-reader answer 404. */
    const context = (base: CommandContext): SubmissionContext => ({ ...base, readers });
    return { submission: state.submission, form, reads, context };
  }

  return { formFor, submissionFor };
}
