// What /404 may show from its `error` parameter (SIGNUP-58, 59). The parameter is part of a link anyone can write,
// so showing it as given would let a stranger put any words on a Practicum page ("your account is locked, call
// …"): only the messages the app itself sends there are shown, anything else gives the page's generic text.
import { signupMessages } from '@practicum/shared/domain/signup/messages';

/** The texts the signup and verification screens send to /404 (the server's answers to a bad link). */
const KNOWN_MESSAGES: ReadonlySet<string> = new Set([
  signupMessages.signupLinkInvalid,
  signupMessages.verificationInvalid,
  signupMessages.alreadyVerified,
  signupMessages.inviteInvalid,
  signupMessages.inviteLinkInvalid,
  signupMessages.codeMissing,
]);

/** Translation keys a screen may name instead of a text. */
const KNOWN_KEYS: ReadonlySet<string> = new Set(['app.errors.not_found']);

export type NotFoundText = { message: string } | { key: string } | null;

/** The known message or key `error` names, or null (the page shows its generic text). */
export function notFoundText(error: string | null): NotFoundText {
  if (!error) return null;
  if (KNOWN_MESSAGES.has(error)) return { message: error };
  if (KNOWN_KEYS.has(error)) return { key: error };
  return null;
}
