// Placement events (spec 001 §3-§4, 002 §3-§5; PLACE-05 … 26): the contract
// between the placement aggregate, its duplicate reservation, the projections
// and the reports' time on site. Stream `placement-<id>`.
import { eventTypesOf, type DomainEvent } from '../decider.js';

/** An agreement form the placement's training level requires (the forms area's placement requirements). */
export interface PlacementRequirement {
  formId: string;
  name: string;
  /** The roles that sign it, in order (a multiway agreement's submitter roles). */
  submitterRoles: string[];
}

export type AgreementProgress = 'pending' | 'signature required' | 'signed';

/** Who and where: the trainee's training at a site, under a supervisor (or on campus). Set by the request. */
export type PlacementParties = {
  traineeUserId: string;
  trainingId: string;
  siteId: string;
  supervisorUserId: string;
  isCampus: boolean;
};

export type PlacementRequested = DomainEvent<
  'PlacementRequested',
  PlacementParties & {
    placementId: string;
    organizationId: string;
    comment: string;
    requestedBy: string | null;
    requirements: PlacementRequirement[];
  }
>;
/** PLACE-16: the named supervisor accepted; `ready` when no agreement is left to sign. */
export type PlacementSupervisorJoined = DomainEvent<
  'PlacementSupervisorJoined',
  { placementId: string; supervisorUserId: string; stage: 'submitted' | 'ready' }
>;
export type PlacementAgreementProgressed = DomainEvent<
  'PlacementAgreementProgressed',
  { placementId: string; formId: string; submissionId: string; progress: Exclude<AgreementProgress, 'pending'> }
>;
/** Every requirement agreement signed after the supervisor joined. */
export type PlacementReady = DomainEvent<'PlacementReady', { placementId: string }>;
export type PlacementApproved = DomainEvent<'PlacementApproved', { placementId: string; traineeUserId: string; approvedBy: string | null }>;
export type PlacementDenied = DomainEvent<'PlacementDenied', { placementId: string; traineeUserId: string; deniedBy: string | null }>;
/** A decision taken back: the placement waits for review again. */
export type PlacementReopened = DomainEvent<'PlacementReopened', { placementId: string; stage: 'submitted' | 'ready' }>;
export type PlacementArchived = DomainEvent<'PlacementArchived', { placementId: string }>;
export type PlacementUnarchived = DomainEvent<'PlacementUnarchived', { placementId: string }>;
export type PlacementRecurringSet = DomainEvent<'PlacementRecurringSet', { placementId: string; recurring: boolean }>;
/** PLACE-26: the day's minutes at the site, replacing what that day held. */
export type PlacementTimeOnSiteLogged = DomainEvent<
  'PlacementTimeOnSiteLogged',
  { placementId: string; trainingId: string; traineeUserId: string; date: string; minutes: number; previousMinutes: number }
>;

export type PlacementEvent =
  | PlacementRequested
  | PlacementSupervisorJoined
  | PlacementAgreementProgressed
  | PlacementReady
  | PlacementApproved
  | PlacementDenied
  | PlacementReopened
  | PlacementArchived
  | PlacementUnarchived
  | PlacementRecurringSet
  | PlacementTimeOnSiteLogged;

export const placementEventTypes = eventTypesOf<PlacementEvent>()(
  'PlacementRequested',
  'PlacementSupervisorJoined',
  'PlacementAgreementProgressed',
  'PlacementReady',
  'PlacementApproved',
  'PlacementDenied',
  'PlacementReopened',
  'PlacementArchived',
  'PlacementUnarchived',
  'PlacementRecurringSet',
  'PlacementTimeOnSiteLogged',
);

export const placementStream = (placementId: string): string => `placement-${placementId}`;
