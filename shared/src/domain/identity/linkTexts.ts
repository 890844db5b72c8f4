// Texts the app itself puts in a link's query string for a screen to show (/login?success=…, /auth/setup/email?message=…).
// A query string is anyone's to write, so the screens show only these (frontend/src/identity/queryTexts.ts): a link
// made elsewhere cannot put its own words ("your account is locked, call …") on a Practicum page.
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';
/** AUTH-48: the confirmation /auth/setup/email shows. */
export const SETUP_EMAIL_SENT = 'We sent you an e-mail to finish setting up.';
