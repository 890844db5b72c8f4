import type { DomainEvent } from '../decider.js';
import type { PositionStatus, Role, UserStatus } from './roles.js';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; first_name: string; last_name: string; email: string; status: UserStatus }
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
export const userEventTypes = ['UserRegistered', 'PositionAssigned'] as const satisfies readonly UserEvent['type'][];

export type UserEmailReserved = DomainEvent<'UserEmailReserved', { email: string; userId: string }>;

export const userStream = (userId: string): string => `user-${userId}`;
/** Reservation stream that keeps emails unique (appended with no_stream). */
export const userEmailStream = (normalizedEmail: string): string => `user-email-${normalizedEmail}`;
