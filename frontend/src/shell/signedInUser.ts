// Who was signed in in this tab, kept outside react-admin's caches (which are
// emptied when the session is re-checked): the re-login modal needs the email
// after the session has already ended. An explicit sign-out forgets it. Storage
// refused: the session ends into the normal sign-in.
import { tabValue } from '../session/tabValue';

const email = tabValue<string>('practicum.signedInEmail');

export const rememberSignedInUser = (value: string | undefined): void => (value ? email.remember(value) : email.forget());
export const signedInEmail = (): string | undefined => email.read() ?? undefined;
export const forgetSignedInUser = (): void => email.forget();
