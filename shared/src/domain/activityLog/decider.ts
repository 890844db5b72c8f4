// The activity entry decider (spec 002 §4 activity log transitions; 000 §3.2
// verification; 001 §3 Risk alert; 002 §6 access passes). Who may review is
// decided here from facts the route supplies (the training's faculty and
// assistants, the placements naming the reviewer, the reviewer's role and
// organization) by the reach rule (reach.ts), so the rule is tested pure.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, FUTURE_DAY_MESSAGE, futureDayRefusal, todayOf, type CommandContext, type Decider, type Viewer } from '../decider.js';
import type { ActivityEntryCommand, ActivityEntryInput, NamedPlacement, ReviewerFacts } from './commands.js';
import type { ActivityEntryEvent, ActivityEntryFields, ActivityEntryStatus } from './events.js';
import { evolve, initialState, type ActivityEntryData, type ActivityEntryState } from './state.js';
import type { CatalogFacts, TrainingFacts } from './trainingFacts.js';
import { mayDismissRiskAlert, mayReview, reachesEntry } from './reach.js';

/** At most 24 hours in one entry (one day). */
export const MAX_MINUTES = 24 * 60;

export const messages = {
  accessPassRequired: 'access pass required',
  notTrainee: 'Only the trainee of this training can log activity for it.',
  notOwner: 'Only the trainee who logged this entry can change it.',
  ownEntry: 'You cannot review your own activity log.',
  notReviewer: "Only the training's faculty and supervisors can review this entry.",
  notDismisser: "Only the training's faculty and supervisors and the organization's coordinators can dismiss a risk alert.",
  dateOutside: 'The date must be within the dates of the training.',
  dateFuture: FUTURE_DAY_MESSAGE,
  typeNotInPlan: 'The selected activity type is not part of the training plan.',
  activityInvalid: 'The selected activity is invalid.',
  placementInvalid: 'The selected placement is invalid.',
  minutesRequired: 'The time must be greater than 0 minutes.',
  minutesTooMany: 'The time cannot be more than 24 hours.',
  commentRequired: 'The comment field is required.',
  notEditable: 'Only a draft or an entry with changes requested can be changed.',
  notSubmittable: 'Only a draft or an entry with changes requested can be submitted for review.',
  notApprovable: 'Only an entry submitted for review can be approved.',
  notApproved: 'Only an approved entry can be unapproved.',
  notReviewable: 'Only an entry submitted for review can have changes requested.',
  noChangesRequested: 'Only an entry with changes requested can have the request reverted.',
  noRiskAlert: 'This entry has no risk alert.',
  alreadyDismissed: 'This risk alert has already been dismissed.',
} as const;

/** Today where the trainee is (their profile zone): a trainee in Los Angeles logs for the 1st until midnight there. */
export { todayOf };

/** Verification shown to users (000 §3.2). */
export const verificationOf = (status: ActivityEntryStatus): 'verified' | 'unverified' | 'changes requested' =>
  status === 'approved' ? 'verified' : status === 'changes_requested' ? 'changes requested' : 'unverified';

/** The entry's fields from the form, or a 422 listing every broken rule. */
export function entryFields(
  input: ActivityEntryInput,
  training: TrainingFacts,
  catalog: CatalogFacts,
  placement: NamedPlacement,
  today: string,
): ActivityEntryFields {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (input.happened_at < training.startAt || input.happened_at > training.endAt) add('happened_at', messages.dateOutside);
  const future = futureDayRefusal(input.happened_at, today);
  if (future) add('happened_at', future);
  if (!training.activityTypeIds.includes(input.activity_type_id)) add('activity_type_id', messages.typeNotInPlan);
  const known = new Map(catalog.activities.map((a) => [a.activityId, a.raisesRiskAlert]));
  if (input.activity_ids.some((id) => !known.has(id))) add('activity_ids', messages.activityInvalid);
  // another trainee's placement, or another organization's, is not where this trainee spent the time
  const ownPlacement =
    placement !== null &&
    placement.organizationId === training.organizationId &&
    placement.trainingId === training.id &&
    placement.traineeUserId === training.traineeUserId;
  if (input.placement_id !== null && !ownPlacement) add('placement_id', messages.placementInvalid);
  if (!(input.minutes > 0)) add('minutes', messages.minutesRequired);
  else if (input.minutes > MAX_MINUTES) add('minutes', messages.minutesTooMany);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const activityIds = [...new Set(input.activity_ids)];
  return {
    happenedAt: input.happened_at,
    activityTypeId: input.activity_type_id,
    activityIds,
    minutes: input.minutes,
    placementId: input.placement_id,
    notes: input.notes,
    // A ticked activity that raises risk alerts makes the entry a risk alert whatever the trainee's flag.
    riskAlert: input.risk_alert || activityIds.some((id) => known.get(id) === true),
  };
}

const notFound = () => new NotFoundError('The requested resource was not found');

function activeEntry(state: ActivityEntryState): ActivityEntryData {
  if (state.status !== 'active') throw notFound();
  return state.entry;
}

function ownEntry(state: ActivityEntryState, context: CommandContext): ActivityEntryData {
  const entry = activeEntry(state);
  if (context.userId === null || context.userId !== entry.traineeUserId) throw new ForbiddenError(messages.notOwner);
  return entry;
}

/** An entry the reviewer reaches (else 404, as its read) and may review (else 403); never their own (403). */
function reviewedEntry(state: ActivityEntryState, reviewer: ReviewerFacts, training: TrainingFacts): ActivityEntryData {
  const entry = activeEntry(state);
  if (reviewer.userId === entry.traineeUserId) throw new ForbiddenError(messages.ownEntry);
  if (!reachesEntry(entry, training, reviewer)) throw notFound();
  if (!mayReview(reviewer, training)) throw new ForbiddenError(messages.notReviewer);
  return entry;
}

const review = (entry: ActivityEntryData, reviewer: ReviewerFacts) => ({
  entryId: entry.id,
  traineeUserId: entry.traineeUserId,
  trainingId: entry.trainingId,
  reviewerUserId: reviewer.userId,
  reviewerPositionId: reviewer.positionId,
});

const ref = (entry: ActivityEntryData) => ({ entryId: entry.id, traineeUserId: entry.traineeUserId, trainingId: entry.trainingId });

/** PASS-13: a limited trainee (no pass yet, or an expired one) neither logs hours nor edits, deletes or submits them. */
function assertAccessPass(accessPassRequired: boolean): void {
  if (accessPassRequired) throw new ForbiddenError(messages.accessPassRequired);
}

const editable = (entry: ActivityEntryData) => entry.status === 'draft' || entry.status === 'changes_requested';

function log(command: Extract<ActivityEntryCommand, { type: 'LogActivity' }>, state: ActivityEntryState, context: CommandContext) {
  if (state.status !== 'none') throw new ConflictError('This entry already exists.');
  const { entryId, trainee, training, catalog, input, placement, accessPassRequired, timeZone } = command.data;
  if (context.userId !== trainee.userId || training.traineeUserId !== trainee.userId) throw new ForbiddenError(messages.notTrainee);
  assertAccessPass(accessPassRequired);
  const fields = entryFields(input, training, catalog, placement, todayOf(context, timeZone));
  const event: ActivityEntryEvent = {
    type: 'ActivityLogged',
    data: {
      entryId,
      organizationId: training.organizationId,
      traineeUserId: trainee.userId,
      traineePositionId: trainee.positionId,
      trainingId: training.id,
      ...fields,
    },
  };
  return [event];
}

function changeEntry(
  command: Extract<ActivityEntryCommand, { type: 'ChangeActivityEntry' }>,
  state: ActivityEntryState,
  context: CommandContext,
) {
  const entry = ownEntry(state, context);
  assertAccessPass(command.data.accessPassRequired);
  if (!editable(entry)) throw new ConflictError(messages.notEditable);
  const { input, training, catalog, placement, timeZone } = command.data;
  const fields = entryFields(input, training, catalog, placement, todayOf(context, timeZone));
  const changes: Partial<ActivityEntryFields> = {};
  for (const key of Object.keys(fields) as (keyof ActivityEntryFields)[]) {
    if (JSON.stringify(fields[key]) !== JSON.stringify(entry[key])) Object.assign(changes, { [key]: fields[key] });
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ActivityEntryChanged', data: { ...ref(entry), changes } } satisfies ActivityEntryEvent];
}

function decideEntry(command: ActivityEntryCommand, state: ActivityEntryState, context: CommandContext): ActivityEntryEvent[] {
  switch (command.type) {
    case 'LogActivity':
      return log(command, state, context);
    case 'ChangeActivityEntry':
      return changeEntry(command, state, context);
    case 'DeleteActivityEntry': {
      const entry = ownEntry(state, context);
      assertAccessPass(command.data.accessPassRequired);
      if (!editable(entry)) throw new ConflictError(messages.notEditable);
      return [{ type: 'ActivityEntryDeleted', data: ref(entry) }];
    }
    case 'SubmitActivityEntry': {
      const entry = ownEntry(state, context);
      assertAccessPass(command.data.accessPassRequired);
      if (!editable(entry)) throw new ConflictError(messages.notSubmittable);
      return [{ type: 'ActivityEntrySubmitted', data: ref(entry) }];
    }
    case 'ApproveActivityEntry': {
      const entry = reviewedEntry(state, command.data.reviewer, command.data.training);
      if (entry.status !== 'submitted') throw new ConflictError(messages.notApprovable);
      return [{ type: 'ActivityEntryApproved', data: review(entry, command.data.reviewer) }];
    }
    case 'UnapproveActivityEntry': {
      const entry = reviewedEntry(state, command.data.reviewer, command.data.training);
      if (entry.status !== 'approved') throw new ConflictError(messages.notApproved);
      return [{ type: 'ActivityEntryUnapproved', data: review(entry, command.data.reviewer) }];
    }
    case 'RequestActivityEntryChanges': {
      const entry = reviewedEntry(state, command.data.reviewer, command.data.training);
      const comment = command.data.comment.trim();
      if (comment === '') throw new ValidationError({ comment: [messages.commentRequired] });
      if (entry.status !== 'submitted') throw new ConflictError(messages.notReviewable);
      return [{ type: 'ActivityEntryChangesRequested', data: { ...review(entry, command.data.reviewer), comment } }];
    }
    case 'RevertActivityEntryChangesRequest': {
      const entry = reviewedEntry(state, command.data.reviewer, command.data.training);
      if (entry.status !== 'changes_requested') throw new ConflictError(messages.noChangesRequested);
      return [{ type: 'ActivityEntryChangesRequestReverted', data: review(entry, command.data.reviewer) }];
    }
    case 'DismissRiskAlert': {
      const { reviewer, training } = command.data;
      const entry = activeEntry(state);
      if (reviewer.userId === entry.traineeUserId) throw new ForbiddenError(messages.notDismisser);
      if (!reachesEntry(entry, training, reviewer)) throw notFound();
      if (!mayDismissRiskAlert(reviewer, training, entry)) throw new ForbiddenError(messages.notDismisser);
      if (!entry.riskAlert) throw new ConflictError(messages.noRiskAlert);
      if (entry.riskAlertDismissed) throw new ConflictError(messages.alreadyDismissed);
      return [{ type: 'RiskAlertDismissed', data: { ...ref(entry), byUserId: reviewer.userId, byPositionId: reviewer.positionId } }];
    }
    default:
      return assertNever(command);
  }
}

export const decide = decideEntry;

/** Who asks, as the command's facts show them (a review names its reviewer; the trainee's own commands another asker). */
function askerOf(command: ActivityEntryCommand): { actor: ReviewerFacts; training: TrainingFacts } | undefined {
  switch (command.type) {
    case 'LogActivity':
      return undefined;
    case 'ChangeActivityEntry':
    case 'DeleteActivityEntry':
    case 'SubmitActivityEntry':
      return command.data.asker;
    default:
      return { actor: command.data.reviewer, training: command.data.training };
  }
}

/**
 * An entry is read by its trainee and by whoever reaches it (reach.ts, the read's rule): a refusal to anyone else
 * is a 404, as its read, so that a stranger's edit, delete or submit does not confirm the entry exists.
 */
const visibleTo = (state: ActivityEntryState, viewer: Viewer, command: ActivityEntryCommand): boolean => {
  if (state.status !== 'active') return true;
  const asker = askerOf(command);
  return asker ? reachesEntry(state.entry, asker.training, asker.actor) : viewer.userId === state.entry.traineeUserId;
};

export const activityEntryDecider: Decider<ActivityEntryState, ActivityEntryCommand, ActivityEntryEvent> = {
  initialState,
  evolve,
  decide,
  visibleTo,
};
