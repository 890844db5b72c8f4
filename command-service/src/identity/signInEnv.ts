// Environment of Google sign-in and two-factor, shared by the command service's
// config and the all-in-one launcher.
import { z } from 'zod';
import type { GoogleSignInConfig } from './googleSignIn.js';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const signInEnv = {
  /** Google sign-in is on when both are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID Connect issuer (a local provider in tests). */
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  /** Option sms_disabled: two-factor by authenticator app only. */
  SMS_DISABLED: flag,
};

export function googleConfigFrom(env: {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_ISSUER_URL: string;
  APP_URL?: string | undefined;
}): GoogleSignInConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuerUrl: env.GOOGLE_ISSUER_URL,
    publicUrl: env.APP_URL,
  };
}
