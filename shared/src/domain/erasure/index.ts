// Erasing a person (issue 20 item 5): an admin, with a reason, erases a user; the fact is an event on the
// person's own erasure stream (so it shows in the audit trail and the person's history) and the command side
// then destroys the person's key, which turns every sealed personal field into its erased text.
import { z } from 'zod';
import { requiredText } from '../bounds.js';
import { assertNever, eventTypesOf, type CommandContext, type Decider } from '../decider.js';
import { ConflictError, ValidationError } from '../../platform/errors.js';

export const erasureStream = (userId: string): string => `erasure-${userId}`;

/**
 * A user (`PersonErased`, on `erasure-<user id>`) or someone with no account known by an address, such as a
 * signer mailed a link (`OutsidePersonErased`, on `erasure-<outside subject>`: a keyed hash of the address, so
 * the history names no address).
 */
export type ErasureEvent =
  | { type: 'PersonErased'; data: { userId: string; reason: string; erasedAt: string } }
  | { type: 'OutsidePersonErased'; data: { subject: string; reason: string; erasedAt: string } };
export const erasureEventTypes = eventTypesOf<ErasureEvent>()('PersonErased', 'OutsidePersonErased');

export type ErasureCommand =
  | { type: 'ErasePerson'; data: { userId: string; reason: string } }
  | { type: 'EraseOutsidePerson'; data: { subject: string; reason: string } };

export interface ErasureState {
  status: 'none' | 'erased';
  erasedAt: string | null;
}

export const ERASURE_REASON_MAX = 1000;
export const ERASURE_MESSAGES = {
  userInvalid: 'The selected user is invalid.',
  alreadyErased: 'This person has already been erased.',
  notYourself: 'You cannot erase your own account.',
  emailInvalid: 'The email must be a valid email address.',
  emailHasAccount: 'This address belongs to an account: erase that user instead.',
  oneSubject: 'Give either a user or an email address, not both.',
} as const;

/** Whom a POST /api/admin/erasures names: a user by id, or someone with no account by address; never both. */
export function erasureSubjectOf(body: unknown): 'user' | 'outside_person' {
  const has = (key: string) => body !== null && typeof body === 'object' && (body as Record<string, unknown>)[key] != null;
  if (has('user_id') && has('email')) throw new ValidationError({ email: [ERASURE_MESSAGES.oneSubject] });
  return has('email') ? 'outside_person' : 'user';
}

/** POST /api/admin/erasures: whom, and why (the reason is kept in the history; it should not repeat their name). */
export const erasePersonSchema = z.object({
  user_id: z.uuid({ message: ERASURE_MESSAGES.userInvalid }),
  reason: requiredText(ERASURE_REASON_MAX),
});

/** POST /api/admin/erasures {email, reason}: someone with no account, known by the address they were mailed at. */
export const eraseOutsidePersonSchema = z.object({
  email: z.email({ error: ERASURE_MESSAGES.emailInvalid }).max(254),
  reason: requiredText(ERASURE_REASON_MAX),
});

const initialState = (): ErasureState => ({ status: 'none', erasedAt: null });

function evolve(state: ErasureState, event: ErasureEvent): ErasureState {
  switch (event.type) {
    case 'PersonErased':
    case 'OutsidePersonErased':
      return { status: 'erased', erasedAt: event.data.erasedAt };
    default:
      return assertNever(event);
  }
}

function decide(command: ErasureCommand, state: ErasureState, context: CommandContext): ErasureEvent[] {
  switch (command.type) {
    case 'ErasePerson':
      if (state.status === 'erased') throw new ConflictError(ERASURE_MESSAGES.alreadyErased);
      return [{ type: 'PersonErased', data: { ...command.data, erasedAt: context.now } }];
    case 'EraseOutsidePerson':
      if (state.status === 'erased') throw new ConflictError(ERASURE_MESSAGES.alreadyErased);
      return [{ type: 'OutsidePersonErased', data: { ...command.data, erasedAt: context.now } }];
    default:
      return assertNever(command);
  }
}

export const erasureDecider: Decider<ErasureState, ErasureCommand, ErasureEvent> = { initialState, evolve, decide };
