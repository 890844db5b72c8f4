// A reload on the verify step stays there: the account exists, and the empty account step it fell back to could only
// say that the e-mail is taken. The new account is kept per signup address in this tab and read back only when the
// page is reloaded, so a new visit to the address starts a new signup.
import { tabValue } from '../session/tabValue';
import type { CreatedUser } from './useSignupWizard';

const created = tabValue<CreatedUser>(() => `practicum.signupCreated:${window.location.pathname}${window.location.search}`);

export const rememberCreated = (user: CreatedUser): void => created.remember(user);
export const forgetCreated = (): void => created.forget();

/** The account this signup created before the page was reloaded, if it was. */
export function createdBeforeReload(): CreatedUser | null {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'reload' ? created.read() : null;
}
