import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { AccountEvent } from './account.js';
import type { AccountProfileEvent, UserEmailReleased } from './accountProfile.js';
import type { AdminUserEvent } from './adminUser.js';
import type { EmailReservationCommand, UserCommand } from './commands.js';
import type { CredentialEvent } from './credentialEvents.js';
import type { UserEmailReserved, UserEvent } from './events.js';
import type { PositionStatus, Role, UserStatus } from './roles.js';
import type { TwoFactorEvent, TwoFactorMethod } from './twoFactor.js';

export interface PositionState {
  positionId: string;
  organizationId: string;
  role: Role;
  status: PositionStatus;
  /** PASS-12: absent means full access. */
  traineeAccountLimited?: boolean;
}

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      userStatus: UserStatus;
      positions: PositionState[];
      currentPositionId: string | null;
      /** /account details (UserDetailsChanged); absent until first set. */
      phone?: string | null;
      timezone?: string | null;
      /** TermsAccepted: terms of service and privacy policy, both at once. */
      termsAcceptedAt?: string | null;
      /** Set by TwoFactorEnabled, cleared by TwoFactorReset. */
      twoFactorMethod?: TwoFactorMethod | null;
      /** ProfilePhotoChanged / ProfilePhotoPromptDismissed (spec 000 §7). */
      profileImageUuid?: string | null;
      profilePhotoPromptDismissed?: boolean;
    };

export const initialState = (): UserState => ({ status: 'none' });

export function evolve(
  state: UserState,
  event: UserEvent | TwoFactorEvent | CredentialEvent | AccountEvent | AdminUserEvent | AccountProfileEvent,
): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        id: event.data.userId,
        email: event.data.email,
        first_name: event.data.first_name,
        last_name: event.data.last_name,
        userStatus: event.data.status,
        positions: [],
        currentPositionId: null,
      };
    case 'PositionAssigned': {
      if (state.status !== 'registered') return state;
      const { positionId, organizationId, role, status, current, traineeAccountLimited } = event.data;
      const limited = traineeAccountLimited ? { traineeAccountLimited } : {};
      return {
        ...state,
        positions: [...state.positions, { positionId, organizationId, role, status, ...limited }],
        currentPositionId: current ? positionId : state.currentPositionId,
      };
    }
    case 'PositionSwitched':
      return state.status === 'registered' ? { ...state, currentPositionId: event.data.positionId } : state;
    case 'TermsAccepted':
      return state.status === 'registered' ? { ...state, termsAcceptedAt: event.data.acceptedAt } : state;
    case 'UserDetailsChanged':
      return state.status === 'registered' ? { ...state, ...event.data.changes } : state;
    case 'UserStatusChanged':
      return state.status === 'registered' ? { ...state, userStatus: event.data.status } : state;
    case 'TwoFactorEnabled':
      return state.status === 'registered' ? { ...state, twoFactorMethod: event.data.method } : state;
    case 'TwoFactorReset':
      return state.status === 'registered' ? { ...state, twoFactorMethod: null } : state;
    case 'UserEmailChanged':
      return state.status === 'registered' ? { ...state, email: event.data.newEmail } : state;
    case 'ProfilePhotoChanged':
      return state.status === 'registered' ? { ...state, profileImageUuid: event.data.uuid } : state;
    case 'ProfilePhotoPromptDismissed':
      return state.status === 'registered' ? { ...state, profilePhotoPromptDismissed: true } : state;
    case 'PasswordResetRequested':
    case 'PasswordChanged':
    case 'UserSignedIn':
      return state;
    default:
      return assertNever(event);
  }
}

function assignPosition(command: Extract<UserCommand, { type: 'AssignPosition' }>, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError();
  const { organizationId, role } = command.data;
  const sameOrganization = state.positions.filter((p) => p.organizationId === organizationId);
  if (sameOrganization.some((p) => p.role === role)) throw new ConflictError('The user already holds this role in this organization.');
  // Spec 000 §6: a trainee cannot hold other roles in the same organization.
  if (sameOrganization.length > 0 && (role === 'trainee' || sameOrganization.some((p) => p.role === 'trainee')))
    throw new ValidationError({ role: ['A trainee cannot hold other roles in the same organization.'] });
  return [{ type: 'PositionAssigned', data: { ...command.data, current: state.currentPositionId === null } }];
}

export function decide(command: UserCommand, state: UserState, _context: CommandContext): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'none') throw new ConflictError('This user already exists.');
      return [{ type: 'UserRegistered', data: command.data }];
    case 'AssignPosition':
      return assignPosition(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, evolve, decide };

export type EmailReservationState = { reservedBy: string | null };

/** Emails are unique: the reservation stream exists once per normalized email. */
export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, UserEmailReserved | UserEmailReleased> = {
  initialState: () => ({ reservedBy: null }),
  // A released email (UserEmailChanged moved its user away) may be reserved again.
  evolve: (_state, event) => ({ reservedBy: event.type === 'UserEmailReleased' ? null : event.data.userId }),
  decide: (command, state) => {
    if (state.reservedBy !== null) throw new ValidationError({ email: ['The email has already been taken.'] });
    return [{ type: 'UserEmailReserved', data: command.data }];
  },
};
