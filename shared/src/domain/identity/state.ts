// A user's stream folded into what the decisions need: who they are, their
// positions and the account's settings. Every user-stream event changes it here.
import { assertNever } from '../decider.js';
import type { Role } from '../../access/roles.js';
import type { CredentialEvent } from './credentialEvents.js';
import type { AccountEvent, AccountProfileEvent, AdminUserEvent, TwoFactorEvent, TwoFactorMethod, UserEvent } from './events.js';
import type { PositionStatus, UserStatus } from './statuses.js';
import type { SignupDetailsData, SignupUserEvent } from '../signup/events.js';

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
      /** A sample account (UserRegistered.sample). */
      sample?: boolean;
      positions: PositionState[];
      /** ADMIN-25: positions an admin removed, restorable; no decision reads them as the user's. */
      removedPositions?: PositionState[];
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
      /**
       * UserSignedUp: when the wizard made the account, and what it collected besides the account's own phone and
       * timezone (kept once, as `phone` and `timezone`: a copy here showed the phone twice in the audit trail).
       */
      signedUpAt?: string | null;
      signupDetails?: Omit<SignupDetailsData, 'phone' | 'timezone'> | null;
      /** UnverifiedUserDeleted (SIGNUP-70): the account is gone; its stream keeps the history. */
      deleted?: boolean;
    };

export const initialState = (): UserState => ({ status: 'none' });

export function evolve(
  state: UserState,
  event: UserEvent | TwoFactorEvent | CredentialEvent | AccountEvent | AdminUserEvent | AccountProfileEvent | SignupUserEvent,
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
        ...(event.data.sample ? { sample: true } : {}),
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
    case 'PositionStatusChanged': {
      if (state.status !== 'registered') return state;
      const { positionId, status } = event.data;
      return { ...state, positions: state.positions.map((p) => (p.positionId === positionId ? { ...p, status } : p)) };
    }
    case 'PositionRemoved': {
      if (state.status !== 'registered') return state;
      const removed = state.positions.find((p) => p.positionId === event.data.positionId);
      if (!removed) return state;
      return {
        ...state,
        positions: state.positions.filter((p) => p !== removed),
        removedPositions: [...(state.removedPositions ?? []), removed],
        currentPositionId: event.data.currentPositionId,
      };
    }
    case 'PositionRestored': {
      if (state.status !== 'registered') return state;
      const restored = state.removedPositions?.find((p) => p.positionId === event.data.positionId);
      if (!restored) return state;
      return {
        ...state,
        positions: [...state.positions, restored],
        removedPositions: state.removedPositions?.filter((p) => p !== restored),
        currentPositionId: state.currentPositionId ?? restored.positionId,
      };
    }
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
    case 'UserSignedUp': {
      if (state.status !== 'registered') return state;
      const { phone, timezone, ...signupDetails } = event.data.details;
      return { ...state, signedUpAt: event.data.signedUpAt, signupDetails, timezone, phone };
    }
    case 'UserEmailVerified':
      return state.status === 'registered' ? { ...state, userStatus: 'active' } : state;
    case 'UnverifiedUserDeleted':
      return state.status === 'registered' ? { ...state, deleted: true } : state;
    case 'PasswordResetRequested':
    case 'PasswordChanged':
    case 'UserSignedIn':
    case 'GoogleSignInDisabled':
      return state;
    default:
      return assertNever(event);
  }
}
