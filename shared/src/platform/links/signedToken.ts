// Signed, expiring tokens for links that work without a session (a form completed by someone with no account,
// a vendor's callback): `<payload>.<mac>`, both base64url, the MAC an HMAC-SHA256 under a key derived from the
// services' shared secret and the token's purpose, so a token made for one purpose never passes for another.
// A token is a bearer credential: it never goes into an event; whoever holds the event and the secret can make
// it again (the mail consumer does), and what makes it single-use is the stream it acts on.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../errors.js';

export const linkMessages = { expired: 'This link has expired.', invalid: 'This link is not valid.' } as const;

const keyFor = (secret: string, purpose: string) => createHmac('sha256', secret).update(`signed-token:${purpose}`).digest();
const mac = (secret: string, purpose: string, payload: string) => createHmac('sha256', keyFor(secret, purpose)).update(payload).digest();

/** `claims` must carry `exp` (seconds since the epoch). */
export function signToken(secret: string, purpose: string, claims: Record<string, string | number> & { exp: number }): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The claims of a token made for `purpose` and not expired at `now`; 403 with the link's message otherwise. */
export function verifyToken(secret: string, purpose: string, token: string, now: Date): Record<string, unknown> & { exp: number } {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 2000) throw new ForbiddenError(linkMessages.invalid);
  const expected = mac(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ForbiddenError(linkMessages.invalid);
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new ForbiddenError(linkMessages.invalid);
  }
  const exp = (claims as { exp?: unknown } | null)?.exp;
  if (typeof exp !== 'number') throw new ForbiddenError(linkMessages.invalid);
  if (exp * 1000 <= now.getTime()) throw new ForbiddenError(linkMessages.expired);
  return claims as Record<string, unknown> & { exp: number };
}
