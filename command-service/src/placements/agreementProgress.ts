// Signed requirement agreements move their placement on (issue 15 §3; PLACE-22, 23): a bus consumer, as the
// form-task completion is (command-service/src/forms/submissionTasks.ts). Each signature of an agreement started
// for a placement becomes the placement's system command `RecordAgreementProgress`: "signature required" while a
// later party is still to sign, "signed" once every party has (or the vendor called back, FORMS-38). The last
// signature makes a joined placement ready (the decider, docs/decisions.md "Placements"). A redelivered or replayed
// event changes nothing: the decider records a progress once and a signed agreement stays signed.
import {
  submissionDecider,
  submissionStream,
  type SubmissionSigned,
  type VendorSubmissionCompleted,
} from '@practicum/shared/domain/forms/index';
import { placementDecider, placementStream, type AgreementProgress } from '@practicum/shared/domain/placements/index';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';

export const PLACEMENT_AGREEMENTS_CONSUMER = 'placement-agreements';

/** What the event says of the agreement: null for events that do not sign. */
function progressOf(event: RecordedEvent): { submissionId: string; progress: Exclude<AgreementProgress, 'pending'> } | null {
  if (event.type === 'SubmissionSigned') {
    const d = event.data as SubmissionSigned['data'];
    return { submissionId: d.submissionId, progress: d.nextRole ? 'signature required' : 'signed' };
  }
  if (event.type === 'VendorSubmissionCompleted')
    return { submissionId: (event.data as VendorSubmissionCompleted['data']).submissionId, progress: 'signed' };
  return null;
}

export async function applyAgreementProgress(pipeline: CommandPipeline, event: RecordedEvent): Promise<void> {
  const signed = progressOf(event);
  if (!signed) return;
  const { state } = await pipeline.load(submissionDecider, submissionStream(signed.submissionId));
  if (state.status === 'none') return;
  const { placementId, formType, formId } = state.submission;
  if (!placementId || formType !== 'agreement') return;
  try {
    await pipeline.handle(
      placementDecider,
      placementStream(placementId),
      { type: 'RecordAgreementProgress', data: { placementId, formId, submissionId: signed.submissionId, progress: signed.progress } },
      { system: { correlationId: event.metadata.correlationId, causationId: event.eventId } },
      (base) => ({ ...base, actor: null }),
    );
  } catch (error) {
    // a placement that is gone or does not require this form (started before the route checked it) is not moved
    if (error instanceof NotFoundError || error instanceof ValidationError) return;
    throw error;
  }
}

/** One shared name: one replica handles each signature. From the start of history: replays append nothing. */
export function startPlacementAgreements(deps: { bus: Bus; pipeline: CommandPipeline }): Promise<RunningConsumer> {
  return deps.bus.start({
    name: PLACEMENT_AGREEMENTS_CONSUMER,
    categories: ['submittedForm'],
    handle: (event) => applyAgreementProgress(deps.pipeline, event),
  });
}
