// Activity log events (issue 4): a trainee's logged supervised activity and its
// review. Spec 002 §4 activity log transitions; 000 §3.2 verification values;
// 001 §3 Risk alert. Stream: activityEntry-<entryId>, one per entry.
//
// Life cycle (status): draft → submitted → approved, or submitted → changes_requested → (edited) → submitted.
// approved → submitted by "unapprove"; changes_requested → submitted by "revert request for changes".
// Verification shown to users: approved = verified; draft and submitted = unverified;
// changes_requested = changes requested.
// Every review event repeats traineeUserId and trainingId so consumers (reports,
// notifier) need no lookup.
import { eventTypesOf, type DomainEvent } from '../decider.js';

export type ActivityEntryStatus = 'draft' | 'submitted' | 'approved' | 'changes_requested';

export interface ActivityEntryFields extends Record<string, unknown> {
  happenedAt: string; // YYYY-MM-DD, within the training's dates
  activityTypeId: string; // one of the training plan's activity types
  activityIds: string[]; // activities of the organization's catalogue
  minutes: number; // > 0
  placementId: string | null; // the site the time was spent at, when placements exist
  notes: string;
  riskAlert: boolean; // the trainee's flag; also raised when a ticked activity raises risk alerts
}

export type ActivityLogged = DomainEvent<
  'ActivityLogged',
  { entryId: string; organizationId: string; traineeUserId: string; traineePositionId: string; trainingId: string } & ActivityEntryFields
>;
export type ActivityEntryChanged = DomainEvent<
  'ActivityEntryChanged',
  { entryId: string; traineeUserId: string; trainingId: string; changes: Partial<ActivityEntryFields> }
>;
export type ActivityEntryDeleted = DomainEvent<'ActivityEntryDeleted', { entryId: string; traineeUserId: string; trainingId: string }>;
export type ActivityEntrySubmitted = DomainEvent<'ActivityEntrySubmitted', { entryId: string; traineeUserId: string; trainingId: string }>;

interface Review extends Record<string, unknown> {
  entryId: string;
  traineeUserId: string;
  trainingId: string;
  reviewerUserId: string;
  reviewerPositionId: string;
}
export type ActivityEntryApproved = DomainEvent<'ActivityEntryApproved', Review>;
export type ActivityEntryUnapproved = DomainEvent<'ActivityEntryUnapproved', Review>;
export type ActivityEntryChangesRequested = DomainEvent<'ActivityEntryChangesRequested', Review & { comment: string }>;
export type ActivityEntryChangesRequestReverted = DomainEvent<'ActivityEntryChangesRequestReverted', Review>;
/** The entry's risk alert is dismissed (by a reviewer or coordinator); the entry itself is unchanged. */
export type RiskAlertDismissed = DomainEvent<
  'RiskAlertDismissed',
  { entryId: string; traineeUserId: string; trainingId: string; byUserId: string; byPositionId: string }
>;

export type ActivityEntryEvent =
  | ActivityLogged
  | ActivityEntryChanged
  | ActivityEntryDeleted
  | ActivityEntrySubmitted
  | ActivityEntryApproved
  | ActivityEntryUnapproved
  | ActivityEntryChangesRequested
  | ActivityEntryChangesRequestReverted
  | RiskAlertDismissed;

export const activityEntryEventTypes = eventTypesOf<ActivityEntryEvent>()(
  'ActivityLogged',
  'ActivityEntryChanged',
  'ActivityEntryDeleted',
  'ActivityEntrySubmitted',
  'ActivityEntryApproved',
  'ActivityEntryUnapproved',
  'ActivityEntryChangesRequested',
  'ActivityEntryChangesRequestReverted',
  'RiskAlertDismissed',
);

export const activityEntryStream = (entryId: string): string => `activityEntry-${entryId}`;
