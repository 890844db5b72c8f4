// Who was signed in in this tab, kept outside react-admin's caches (which are
// emptied when the session is re-checked): the re-login modal needs the email
// after the session has already ended. An explicit sign-out forgets it.
const key = 'practicum.signedInEmail';

export const rememberSignedInUser = (value: string | undefined): void => {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // storage disabled: the session ends into the normal sign-in
  }
};
export const signedInEmail = (): string | undefined => {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};
export const forgetSignedInUser = (): void => rememberSignedInUser(undefined);
