// /account changes beyond the details: the email (behind re-authentication, with
// the reservation streams keeping emails unique) and the profile photo (spec 000 §7).
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { Decider } from '../decider.js';
import type { AccountProfileEvent, UserEmailReleased } from './events.js';
import { evolve, initialState, type UserState } from './state.js';

export const EMAIL_TAKEN = 'The email has already been taken.';
/** One's own address asked for again: "taken" would tell its owner that someone else has it. */
export const EMAIL_UNCHANGED = 'This is already your email.';

export const changeEmailSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    current_password: z.string().min(1).max(1024),
  })
  .strict();

export const profilePhotoSchema = z.object({ uuid: z.uuid(), cdnUrl: z.string().max(2048).optional() }).strict();

type Registered = Extract<UserState, { status: 'registered' }>;
function registered(state: UserState): Registered {
  if (state.status !== 'registered') throw new NotFoundError();
  return state;
}

/** The new email is already reserved for this user by the caller; same email → the catalogue's "taken". */
export function changeEmail(state: UserState, newEmail: string): AccountProfileEvent[] {
  const user = registered(state);
  if (user.email === newEmail) throw new ValidationError({ email: [EMAIL_UNCHANGED] });
  return [{ type: 'UserEmailChanged', data: { userId: user.id, oldEmail: user.email, newEmail } }];
}

export function changeProfilePhoto(state: UserState, uuid: string): AccountProfileEvent[] {
  const user = registered(state);
  if (user.profileImageUuid === uuid) return [];
  return [{ type: 'ProfilePhotoChanged', data: { userId: user.id, uuid } }];
}

export function dismissProfilePhotoPrompt(state: UserState): AccountProfileEvent[] {
  const user = registered(state);
  if (user.profilePhotoPromptDismissed) return [];
  return [{ type: 'ProfilePhotoPromptDismissed', data: { userId: user.id } }];
}

/** Release an email reservation: only the user who holds it may release it. */
export function releaseEmail(reservedBy: string | null, email: string, userId: string): UserEmailReleased[] {
  if (reservedBy !== userId) throw new ConflictError('The email is not reserved by this user.');
  return [{ type: 'UserEmailReleased', data: { email, userId } }];
}

/** Reads the user stream for the commands above (they decide in the route, after the re-authentication). */
export const accountProfileDecider: Pick<Decider<UserState, never, AccountProfileEvent>, 'initialState' | 'evolve'> = {
  initialState,
  evolve,
};
