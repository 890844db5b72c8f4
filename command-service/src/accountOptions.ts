// The options about account mail and sign-in that the command service takes from its environment. The
// standalone command service and the all-in-one launcher read the same variables, so they map them here once.
import { mailOptionsFrom } from '@practicum/shared/platform/mail/config';
import { googleConfigFrom } from './identity/signInEnv.js';

type AccountEnv = Parameters<typeof mailOptionsFrom>[0] &
  Parameters<typeof googleConfigFrom>[0] & { PASSWORD_RESET_EXPIRY_MINUTES: number; SMS_DISABLED: boolean };

/** Mail transport, reset-link lifetime, links' base URL, Google sign-in and the SMS switch. */
export const accountOptionsFrom = <Url extends string | undefined>(config: AccountEnv, appUrl: Url) => ({
  mail: mailOptionsFrom(config),
  passwordResetExpiryMinutes: config.PASSWORD_RESET_EXPIRY_MINUTES,
  appUrl,
  google: googleConfigFrom(config),
  smsDisabled: config.SMS_DISABLED,
});
