// A reload on the verify step stays there: the account exists, and the empty account step it fell back to could only
// say that the e-mail is taken. The new account is kept per signup address in sessionStorage (this tab only) and read
// back only when the page is reloaded, so a new visit to the address starts a new signup.
import type { CreatedUser } from './useSignupWizard';

const keyOf = (): string => `practicum.signupCreated:${window.location.pathname}${window.location.search}`;

export function rememberCreated(user: CreatedUser): void {
  try {
    sessionStorage.setItem(keyOf(), JSON.stringify(user));
  } catch {
    // storage refused (private mode): a reload starts over, as before
  }
}

export function forgetCreated(): void {
  try {
    sessionStorage.removeItem(keyOf());
  } catch {
    // nothing to forget
  }
}

/** The account this signup created before the page was reloaded, if it was. */
export function createdBeforeReload(): CreatedUser | null {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type !== 'reload') return null;
  try {
    const text = sessionStorage.getItem(keyOf());
    return text ? (JSON.parse(text) as CreatedUser) : null;
  } catch {
    return null;
  }
}
