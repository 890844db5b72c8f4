// An organization's signup code (SIGNUP-01, 48): the code in /register/{org_signup_code}
// names the organization and the role a new account gets. One stream per code, so a
// code names one organization exactly and "the registration code must exist" is a stream read.
import { ConflictError, ValidationError } from '../../platform/errors.js';
import { assertNever, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { signupMessages } from './messages.js';
import type { SignupRole } from './survey.js';

export type SignupCodeCreated = DomainEvent<'SignupCodeCreated', { code: string; organizationId: string; role: SignupRole }>;
export type SignupCodeSwitched = DomainEvent<'SignupCodeSwitched', { code: string; active: boolean }>;
export type SignupCodeEvent = SignupCodeCreated | SignupCodeSwitched;
export const signupCodeEventTypes = eventTypesOf<SignupCodeEvent>()('SignupCodeCreated', 'SignupCodeSwitched');

export type SignupCodeCommand =
  | { type: 'CreateSignupCode'; data: { code: string; organizationId: string; role: SignupRole } }
  | { type: 'SwitchSignupCode'; data: { code: string; active: boolean } };

export type SignupCodeState = { status: 'none' } | { status: 'active' | 'off'; code: string; organizationId: string; role: SignupRole };

/** Codes compare without case: people type them from a flyer. */
export const normalizeSignupCode = (code: string): string => code.trim().toLowerCase();
export const signupCodeStream = (code: string): string => `signupCode-${normalizeSignupCode(code)}`;
export const SIGNUP_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;
/**
 * A code is typed, so it is guessed: 20 misses an hour per address (codeGuessThrottle.ts) against at least 8 characters
 * of which at least 4 differ leaves a guesser nowhere, where "abc" or "aaaaaaaa" would fall within the hour.
 */
export const SIGNUP_CODE_MIN_LENGTH = 8;
export const SIGNUP_CODE_MIN_DISTINCT = 4;
export const signupCodeRuleMessages = {
  min: `The code field must be at least ${SIGNUP_CODE_MIN_LENGTH} characters.`,
  guessable: `The code is too easy to guess: use at least ${SIGNUP_CODE_MIN_DISTINCT} different letters or digits.`,
} as const;

/** What is wrong with a new (normalized) code for the rule against guessing, or null when it may be made. */
export function signupCodeGuessable(code: string): string | null {
  if (code.length < SIGNUP_CODE_MIN_LENGTH) return signupCodeRuleMessages.min;
  if (new Set(code.replace(/-/g, '')).size < SIGNUP_CODE_MIN_DISTINCT) return signupCodeRuleMessages.guessable;
  return null;
}
/** Codes whose /register/{code} or GET /api/signup/{code} is another page's path: such a link would never sign anyone up. */
export const RESERVED_SIGNUP_CODES: readonly string[] = ['verify', 'ping'];
export const SIGNUP_CODE_RESERVED = 'This code is reserved: its link would open another page.';

export const signupCodeDecider: Decider<SignupCodeState, SignupCodeCommand, SignupCodeEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SignupCodeCreated':
        return { status: 'active', ...event.data };
      case 'SignupCodeSwitched':
        return state.status === 'none' ? state : { ...state, status: event.data.active ? 'active' : 'off' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateSignupCode': {
        if (state.status !== 'none') throw new ValidationError({ code: ['The code has already been taken.'] });
        if (!SIGNUP_CODE_PATTERN.test(command.data.code)) throw new ValidationError({ code: ['The code format is invalid.'] });
        if (RESERVED_SIGNUP_CODES.includes(command.data.code)) throw new ValidationError({ code: [SIGNUP_CODE_RESERVED] });
        const guessable = signupCodeGuessable(command.data.code);
        if (guessable) throw new ValidationError({ code: [guessable] });
        return [{ type: 'SignupCodeCreated', data: command.data }];
      }
      case 'SwitchSignupCode':
        if (state.status === 'none') throw new ConflictError(signupMessages.codeMissing);
        return (state.status === 'active') === command.data.active ? [] : [{ type: 'SignupCodeSwitched', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};

/** The organization and role a live code gives, else the SIGNUP-48 refusal. */
export function roleFromCode(state: SignupCodeState): { organizationId: string; role: SignupRole } {
  if (state.status !== 'active') throw new ValidationError({ signup_code: [signupMessages.codeMissing] }, signupMessages.signupLinkInvalid);
  return { organizationId: state.organizationId, role: state.role };
}
