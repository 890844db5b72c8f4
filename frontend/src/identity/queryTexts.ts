// The texts login screens take from their query string (spec 000 §2.1: /login?error|info|success=…, /auth/setup/email
// ?message=…, /login/activate?email=…, /permission-denied?path=…). A query string is anyone's to write: shown as
// given, a link made elsewhere would put its own words on a Practicum page (phishing). Only the texts the app sends
// are shown (shared/src/domain/identity/linkTexts.ts); anything else is left out or replaced by the screen's own.
import { PASSWORD_RESET_DONE, SETUP_EMAIL_SENT } from '@practicum/shared/domain/identity/linkTexts';

export type LoginAlertSeverity = 'error' | 'info' | 'success';

const LOGIN_TEXTS: Record<LoginAlertSeverity, ReadonlySet<string>> = {
  error: new Set(),
  info: new Set(),
  success: new Set([PASSWORD_RESET_DONE]),
};

/** The login alert a `?error|info|success=` value may show: a text the app sends there, else none. */
export const loginQueryText = (severity: LoginAlertSeverity, value: string | null): string | null =>
  value !== null && LOGIN_TEXTS[severity].has(value) ? value : null;

/** /auth/setup/email's confirmation: the app's own text whatever the link says (none: no confirmation). */
export const setupEmailText = (value: string | null): string | null => (value ? SETUP_EMAIL_SENT : null);

/** An address to show in "we sent a link to …": only something shaped like one (no sentences, no markup). */
export const shownEmail = (value: string | null): string | null =>
  value !== null && value.length <= 254 && /^[^\s@<>()"',;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(value) ? value : null;

/** A path to show on /permission-denied: only a path of the app (letters, digits, - _ . /), not a sentence. */
export const shownPath = (value: string | null): string | null =>
  value !== null && value.length <= 200 && /^\/[A-Za-z0-9/_.-]*$/.test(value) ? value : null;
