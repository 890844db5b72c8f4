// The e-mail reservation stream's name is a keyed hash of the normalized address, not the address: a stream
// name is in every copy of the history and cannot be encrypted or erased. The key stays out of the database
// (PERSONAL_DATA_SECRET, else SESSION_SECRET in production, else a development constant) and must never
// change once streams exist: a new key names new streams and every address would look free.
import { createHmac } from 'node:crypto';
import { normalizeEmail } from '../../domain/identity/commands.js';

const DEVELOPMENT_SECRET = 'practicum-development-personal-data-secret';

function secret(): string {
  const env = process.env;
  if (env.PERSONAL_DATA_SECRET) return env.PERSONAL_DATA_SECRET;
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET) return env.SESSION_SECRET;
  return DEVELOPMENT_SECRET;
}

export const EMAIL_STREAM_PREFIX = 'user-email-';
export const OUTSIDE_PERSON_PREFIX = 'outside-';

const addressHash = (purpose: string, email: string): string =>
  createHmac('sha256', secret())
    .update(`${purpose}:${normalizeEmail(email)}`)
    .digest('hex');

/** `user-email-<hex HMAC-SHA256 of the normalized address>`: every place that resolves an address uses this. */
export const userEmailStream = (email: string): string => EMAIL_STREAM_PREFIX + addressHash('user-email', email);

/** The reservation of an address's one pending invitation to an organization (signup/invites.ts). */
export const pendingInviteStream = (organizationId: string, email: string): string =>
  `invitePending-${organizationId}-${addressHash('invite-pending', email)}`;

/**
 * Whose personal data an outside person's fields are (someone with no account, known by an address: a signer
 * mailed a link): `outside-<hex HMAC-SHA256 of the normalized address>`, so an erasure by address finds the key
 * without any table listing addresses.
 */
export const outsidePersonSubject = (email: string): string => OUTSIDE_PERSON_PREFIX + addressHash('outside-person', email);

export const isHashedEmailStream = (streamId: string): boolean => /^user-email-[0-9a-f]{64}$/.test(streamId);
