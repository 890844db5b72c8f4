// Joining on the user's stream (SIGNUP-46, 49, 53, 70): the account, its first position and
// what the wizard collected are one append, so an account never exists half made.
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { TermsAccepted, UserEvent } from '../identity/events.js';
import { evolve, initialState, type UserState } from '../identity/state.js';
import type { SignupAnswerData, SignupDetailsData, SignupLicenseData, SignupUserEvent, SignupVia } from './events.js';
import type { SignupRole } from './survey.js';

/** SIGNUP-70 */
export const AUTO_DELETE_DAYS = 90;
const DAY_MS = 86_400_000;

export type SignupCommand =
  | {
      type: 'SignUp';
      data: {
        userId: string;
        positionId: string;
        email: string;
        first_name: string;
        last_name: string;
        /** SIGNUP-49: pending until the e-mail is proven; an invite's mail already proved it. */
        status: 'pending' | 'active';
        organizationId: string;
        role: SignupRole;
        via: SignupVia;
        details: SignupDetailsData;
        answers: SignupAnswerData[];
        supervisor_licenses: SignupLicenseData[];
      };
    }
  | { type: 'VerifyEmail'; data: { userId: string } }
  | { type: 'DeleteUnverifiedUser'; data: { userId: string } };

type SignupEvent = UserEvent | TermsAccepted | SignupUserEvent;

/** When a pending account made at `signedUpAt` is deleted (SIGNUP-70, 71). */
export const autoDeleteAt = (signedUpAt: string): string => new Date(Date.parse(signedUpAt) + AUTO_DELETE_DAYS * DAY_MS).toISOString();

function signUp(data: Extract<SignupCommand, { type: 'SignUp' }>['data'], state: UserState, now: string): SignupEvent[] {
  if (state.status !== 'none') throw new ConflictError('This user already exists.');
  const { userId, positionId, email, first_name, last_name, status, organizationId, role, via, details, answers, supervisor_licenses } =
    data;
  // A new account holds one position, so AUTH-70 (a trainee holds no other role there) holds by construction;
  // a later AssignPosition checks it (identity/decider.ts).
  return [
    { type: 'UserRegistered', data: { userId, first_name, last_name, email, status } },
    { type: 'PositionAssigned', data: { userId, positionId, organizationId, role, status: 'active', current: true } },
    // the account step accepted both (SIGNUP-14 refuses it otherwise): the dashboard's terms prompt (AUTH-78) would ask again
    { type: 'TermsAccepted', data: { userId, terms: true, privacy: true, acceptedAt: now } },
    {
      type: 'UserSignedUp',
      data: { userId, organizationId, positionId, via, signedUpAt: now, details, answers, supervisor_licenses },
    },
  ];
}

export function decideSignup(command: SignupCommand, state: UserState, context: CommandContext): SignupEvent[] {
  switch (command.type) {
    case 'SignUp':
      return signUp(command.data, state, context.now);
    case 'VerifyEmail':
      if (state.status !== 'registered' || state.deleted) throw new NotFoundError();
      // verifying twice changes nothing; any other status was already past verification
      return state.userStatus === 'pending' ? [{ type: 'UserEmailVerified', data: { userId: state.id, email: state.email } }] : [];
    case 'DeleteUnverifiedUser': {
      if (state.status !== 'registered' || state.deleted) throw new NotFoundError();
      if (state.userStatus !== 'pending' || !state.signedUpAt) throw new ConflictError('Only an unverified account is deleted.');
      if (autoDeleteAt(state.signedUpAt) > context.now) throw new ConflictError('The account is not 90 days old yet.');
      return [{ type: 'UnverifiedUserDeleted', data: { userId: state.id, email: state.email, signedUpAt: state.signedUpAt } }];
    }
    default:
      return assertNever(command);
  }
}

export const signupDecider: Decider<UserState, SignupCommand, SignupEvent> = { initialState, evolve, decide: decideSignup };
