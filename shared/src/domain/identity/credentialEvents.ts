// Events about a user's credentials and sign-ins. They record only that
// something happened: passwords, reset tokens and sessions stay in the command
// service's tables (ARCHITECTURE §3.6).
import { eventTypesOf, type DomainEvent } from '../decider.js';

/** A reset link was asked for (the token is not in the event). */
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { userId: string }>;
/** The password was replaced: by a reset link, by the user, or by an admin. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: string; via: 'reset' | 'account' | 'admin' }>;
/** A completed sign-in (the admin dashboard's login activity). */
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; method: 'password' | 'google' }>;

/** The user turned Google sign-in off for their account (the flag lives in the command service's tables). */
export type GoogleSignInDisabled = DomainEvent<'GoogleSignInDisabled', { userId: string }>;

export type CredentialEvent = PasswordResetRequested | PasswordChanged | UserSignedIn | GoogleSignInDisabled;
export const credentialEventTypes = eventTypesOf<CredentialEvent>()(
  'PasswordResetRequested',
  'PasswordChanged',
  'UserSignedIn',
  'GoogleSignInDisabled',
);
