// Every event of a user's stream and of the e-mail reservation streams, in one place:
// the state folds them all, the account, profile, admin and two-factor decisions emit them.
import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { Role } from '../../access/roles.js';
import type { PositionStatus, UserStatus } from './statuses.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    first_name: string;
    last_name: string;
    email: string;
    status: UserStatus;
    /** A sample account (002 §5): sample supervisors and plans go only to sample trainees. */
    sample?: boolean;
  }
>;
export type PositionAssigned = DomainEvent<
  'PositionAssigned',
  {
    userId: string;
    positionId: string;
    organizationId: string;
    role: Role;
    status: PositionStatus;
    current: boolean;
    /** A trainee position that needs an access pass for the activity log and live sessions (002 §6, PASS-12). */
    traineeAccountLimited?: boolean;
  }
>;
export type UserEvent = UserRegistered | PositionAssigned;
export const userEventTypes = eventTypesOf<UserEvent>()('UserRegistered', 'PositionAssigned');

export type UserEmailReserved = DomainEvent<'UserEmailReserved', { email: string; userId: string }>;

// ---- /account: position, terms, details (AUTH-67/68, AUTH-78/79) ----

export type PositionSwitched = DomainEvent<
  'PositionSwitched',
  { userId: string; positionId: string; organizationId: string; role: Role; previousPositionId: string | null }
>;
export type TermsAccepted = DomainEvent<'TermsAccepted', { userId: string; terms: true; privacy: true; acceptedAt: string }>;
/** Only the fields that changed, with their new values. */
export type UserDetailsChanged = DomainEvent<
  'UserDetailsChanged',
  { userId: string; changes: { first_name?: string; last_name?: string; phone?: string | null; timezone?: string | null } }
>;
export type AccountEvent = PositionSwitched | TermsAccepted | UserDetailsChanged;
export const accountEventTypes = eventTypesOf<AccountEvent>()('PositionSwitched', 'TermsAccepted', 'UserDetailsChanged');

// ---- /account: e-mail and profile photo (spec 000 §7) ----

export type UserEmailChanged = DomainEvent<'UserEmailChanged', { userId: string; oldEmail: string; newEmail: string }>;
export type ProfilePhotoChanged = DomainEvent<'ProfilePhotoChanged', { userId: string; uuid: string }>;
export type ProfilePhotoPromptDismissed = DomainEvent<'ProfilePhotoPromptDismissed', { userId: string }>;
export type AccountProfileEvent = UserEmailChanged | ProfilePhotoChanged | ProfilePhotoPromptDismissed;
export const accountProfileEventTypes = eventTypesOf<AccountProfileEvent>()(
  'UserEmailChanged',
  'ProfilePhotoChanged',
  'ProfilePhotoPromptDismissed',
);

/** On the old email's reservation stream: the email may be reserved again. */
export type UserEmailReleased = DomainEvent<'UserEmailReleased', { email: string; userId: string }>;

// ---- admin edits (spec 000 §6) ----

export type UserStatusChanged = DomainEvent<'UserStatusChanged', { userId: string; status: UserStatus; previousStatus: UserStatus }>;
/** A coordinator or admin graduates, reinstates or holds a position (AUTH-66; identity/positionStatus.ts). */
export type PositionStatusChanged = DomainEvent<
  'PositionStatusChanged',
  { userId: string; positionId: string; organizationId: string; status: PositionStatus; previousStatus: PositionStatus }
>;
/** ADMIN-25: an admin takes a position away (a wrong role, a left organization); `currentPositionId` is the user's
 * current position afterwards (another of theirs when the removed one was current). */
export type PositionRemoved = DomainEvent<
  'PositionRemoved',
  { userId: string; positionId: string; organizationId: string; role: Role; status: PositionStatus; currentPositionId: string | null }
>;
/** ADMIN-25: a removed position comes back as it was. */
export type PositionRestored = DomainEvent<
  'PositionRestored',
  { userId: string; positionId: string; organizationId: string; role: Role; status: PositionStatus }
>;
export type AdminUserEvent = UserStatusChanged | PositionStatusChanged | PositionRemoved | PositionRestored;
export const adminUserEventTypes = eventTypesOf<AdminUserEvent>()(
  'UserStatusChanged',
  'PositionStatusChanged',
  'PositionRemoved',
  'PositionRestored',
);

// ---- two-factor (spec 000 §2.1, §4) ----

export const twoFactorMethods = ['sms', 'authenticator'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export type TwoFactorEnabled = DomainEvent<'TwoFactorEnabled', { userId: string; method: TwoFactorMethod }>;
/** `by` says who reset it: the user themself or an admin. */
export type TwoFactorReset = DomainEvent<'TwoFactorReset', { userId: string; by: 'user' | 'admin' }>;
export type TwoFactorEvent = TwoFactorEnabled | TwoFactorReset;
export const twoFactorEventTypes = eventTypesOf<TwoFactorEvent>()('TwoFactorEnabled', 'TwoFactorReset');

export const userStream = (userId: string): string => `user-${userId}`;
/** The reservation streams that keep e-mails unique are named by platform/personalData/emailStream (a keyed hash). */
