// The placement aggregate (spec 002 §4-§5, 001 §4, §6; PLACE-14 … 18, 26).
// Who may make each transition (PLACE-15, docs/decisions.md "Placements"):
//   request            none → open                 the trainee (own training) or a coordinator
//   join               open → submitted | ready    the named supervisor only
//   agreement signed   submitted → ready           the system (forms area), when the last one is signed
//   decide approved    ready | denied → approved   a coordinator; supervisor joined (PLACE-16), agreements
//                                                  signed, current insurance when required
//   decide denied      submitted | ready | approved → denied   a coordinator; supervisor joined (PLACE-16)
//   decide pending     approved | denied → submitted | ready   a coordinator (the decision taken back)
//   archive / recurring  toggles on any stage      a coordinator; an archived placement is not decided
//   time on site       on approved                 the trainee of the placement
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, futureDayRefusal, todayOf, type CommandContext, type Decider, type Viewer } from '../decider.js';
import { isPlacementParty, type PlacementPartyFacts } from './parties.js';
import { placementMessages as msg, type PlacementActor, type PlacementCommand } from './commands.js';
import type { PlacementEvent } from './events.js';
import { allAgreementsSigned, evolve, initialState, type PlacementData, type PlacementState } from './state.js';

export interface PlacementContext extends CommandContext {
  /** null: the system (seeding, the agreements reactor). */
  actor: PlacementActor | null;
  /** For approvals: whether insurance is required for the placement and a current document covers it. */
  insurance?: { required: boolean; covered: boolean } | undefined;
  /** For a faculty member asking: the placement's training's faculty (who reads it, parties.ts). */
  party?: PlacementPartyFacts | undefined;
}

type Of<T extends PlacementCommand['type']> = Extract<PlacementCommand, { type: T }>;

const isCoordinator = (actor: PlacementActor | null) => actor === null || actor.role === 'coordinator';

function existing(state: PlacementState, context: PlacementContext): PlacementData {
  if (state.status !== 'requested') throw new NotFoundError();
  // another organization's placement does not exist for this actor
  if (context.actor && context.actor.organizationId !== state.placement.organizationId) throw new NotFoundError();
  return state.placement;
}

function coordinatorOnly(context: PlacementContext): void {
  if (!isCoordinator(context.actor)) throw new ForbiddenError(msg.coordinatorsOnly);
}

/** Where review resumes once the supervisor has joined: ready when nothing is left to sign. */
const reviewStage = (p: PlacementData): 'submitted' | 'ready' => (allAgreementsSigned(p) ? 'ready' : 'submitted');

function request(command: Of<'RequestPlacement'>, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  if (state.status !== 'none') throw new ConflictError('This placement already exists.');
  const { actor } = context;
  const d = command.data;
  const { training, site } = d.facts;
  if (actor && actor.role !== 'trainee' && actor.role !== 'coordinator') throw new ForbiddenError(msg.cannotRequest);
  if (actor?.role === 'trainee' && actor.userId !== d.traineeUserId) throw new ForbiddenError(msg.cannotRequest);
  const organizationId = training?.organizationId ?? '';
  if (!training || training.traineeUserId !== d.traineeUserId || (actor && actor.organizationId !== organizationId))
    throw new ValidationError({ training_id: [msg.invalidTraining] });
  // an unpublished or unapproved site is not in the trainee's directory: it is not a choice
  if (!site || site.organizationId !== organizationId || !site.approved || !site.published)
    throw new ValidationError({ supervision_site_id: [msg.invalidSite] });
  if (!site.acceptingTrainees) throw new ValidationError({ supervision_site_id: [msg.notAccepting] });
  if (!site.supervisorIds.includes(d.supervisorUserId)) throw new ValidationError({ supervisor_id: [msg.invalidSupervisor] });
  // 002 §5: a real trainee's placement never goes to a sample supervisor
  if (d.facts.samples.supervisor && !d.facts.samples.trainee) throw new ValidationError({ supervisor_id: [msg.sampleSupervisor] });
  return [
    {
      type: 'PlacementRequested',
      data: {
        placementId: d.placementId,
        organizationId,
        traineeUserId: d.traineeUserId,
        trainingId: d.trainingId,
        siteId: d.siteId,
        supervisorUserId: d.supervisorUserId,
        isCampus: d.isCampus,
        comment: d.comment,
        requestedBy: actor?.userId ?? null,
        requirements: d.requirements,
      },
    },
  ];
}

function join(command: Of<'JoinPlacement'>, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  const p = existing(state, context);
  if (context.actor && context.actor.userId !== p.supervisorUserId) throw new ForbiddenError(msg.notTheSupervisor);
  if (p.supervisorJoined) return [];
  const stage = reviewStage(p);
  return [
    { type: 'PlacementSupervisorJoined', data: { placementId: command.data.placementId, supervisorUserId: p.supervisorUserId, stage } },
  ];
}

function agreementProgress(command: Of<'RecordAgreementProgress'>, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  const p = existing(state, context);
  if (context.actor) throw new ForbiddenError(msg.coordinatorsOnly);
  const agreement = p.agreements.find((a) => a.formId === command.data.formId);
  if (!agreement) throw new ValidationError({ form_id: [msg.unknownAgreement] });
  if (agreement.progress === command.data.progress && agreement.submissionId === command.data.submissionId) return [];
  // a signed agreement stays signed: a later or replayed submission of the same form does not take it back
  if (agreement.progress === 'signed') return [];
  const events: PlacementEvent[] = [{ type: 'PlacementAgreementProgressed', data: command.data }];
  const after = events.reduce(evolve, state);
  if (after.status === 'requested' && p.stage === 'submitted' && allAgreementsSigned(after.placement))
    events.push({ type: 'PlacementReady', data: { placementId: p.id } });
  return events;
}

function decidePlacement(command: Of<'DecidePlacement'>, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  const p = existing(state, context);
  coordinatorOnly(context);
  if (p.archived) throw new ConflictError(msg.archived);
  const placementId = p.id;
  const by = context.actor?.userId ?? null;
  switch (command.data.decision) {
    case 'approved':
      if (p.stage === 'approved') return [];
      if (!p.supervisorJoined) throw new ConflictError(msg.supervisorMustJoin);
      if (!allAgreementsSigned(p)) throw new ConflictError(msg.agreementsUnsigned);
      if (context.insurance?.required && !context.insurance.covered) throw new ValidationError({ status: [msg.insuranceRequired] });
      return [{ type: 'PlacementApproved', data: { placementId, traineeUserId: p.traineeUserId, approvedBy: by } }];
    case 'denied':
      if (p.stage === 'denied') return [];
      if (!p.supervisorJoined) throw new ConflictError(msg.supervisorMustJoin);
      return [{ type: 'PlacementDenied', data: { placementId, traineeUserId: p.traineeUserId, deniedBy: by } }];
    case 'pending':
      if (p.stage !== 'approved' && p.stage !== 'denied') return [];
      return [{ type: 'PlacementReopened', data: { placementId, stage: reviewStage(p) } }];
    default:
      return assertNever(command.data.decision);
  }
}

function logTimeOnSite(command: Of<'LogTimeOnSite'>, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  const p = existing(state, context);
  if (context.actor && context.actor.userId !== p.traineeUserId) throw new ForbiddenError(msg.notYourPlacement);
  if (p.stage !== 'approved' || p.archived) throw new ConflictError(msg.notApproved);
  const { date, minutes, trainingDates, timeZone } = command.data;
  // every broken rule of the day at once, as the activity log lists them
  const dateErrors = [
    trainingDates && (date < trainingDates.startAt || date > trainingDates.endAt) ? msg.outsideTraining : null,
    futureDayRefusal(date, todayOf(context, timeZone)),
  ].filter((text) => text !== null);
  if (dateErrors.length > 0) throw new ValidationError({ date: dateErrors });
  const previousMinutes = p.timeOnSite[date] ?? 0;
  if (previousMinutes === minutes) return [];
  return [
    {
      type: 'PlacementTimeOnSiteLogged',
      data: { placementId: p.id, trainingId: p.trainingId, traineeUserId: p.traineeUserId, date, minutes, previousMinutes },
    },
  ];
}

function decide(command: PlacementCommand, state: PlacementState, context: PlacementContext): PlacementEvent[] {
  switch (command.type) {
    case 'RequestPlacement':
      return request(command, state, context);
    case 'JoinPlacement':
      return join(command, state, context);
    case 'RecordAgreementProgress':
      return agreementProgress(command, state, context);
    case 'DecidePlacement':
      return decidePlacement(command, state, context);
    case 'SetPlacementArchived': {
      const p = existing(state, context);
      coordinatorOnly(context);
      const archived = command.data.archived ?? !p.archived;
      if (archived === p.archived) return [];
      return [{ type: archived ? 'PlacementArchived' : 'PlacementUnarchived', data: { placementId: p.id } }];
    }
    case 'SetPlacementRecurring': {
      const p = existing(state, context);
      coordinatorOnly(context);
      const recurring = command.data.recurring ?? !p.recurring;
      return recurring === p.recurring ? [] : [{ type: 'PlacementRecurringSet', data: { placementId: p.id, recurring } }];
    }
    case 'LogTimeOnSite':
      return logTimeOnSite(command, state, context);
    default:
      return assertNever(command);
  }
}

/**
 * A placement is read by its parties (parties.ts, the list's and GET's rule): a refusal to anyone else (another
 * trainee, a supervisor it does not name, faculty of other trainings) is a 404, as its read.
 */
const visibleTo = (state: PlacementState, viewer: Viewer, _command: PlacementCommand, context: PlacementContext): boolean =>
  state.status !== 'requested' ||
  isPlacementParty(state.placement, context.party ?? { trainingFacultyPositionIds: [] }, {
    userId: viewer.userId ?? '',
    positionId: viewer.positionId ?? '',
    role: viewer.role ?? '',
    organizationId: viewer.organizationId ?? '',
  });

export const placementDecider: Decider<PlacementState, PlacementCommand, PlacementEvent, PlacementContext> = {
  initialState,
  evolve,
  decide,
  visibleTo,
};
