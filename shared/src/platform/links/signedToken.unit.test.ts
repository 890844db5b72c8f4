import { describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '../errors.js';
import { signToken, verifyToken } from './signedToken.js';

const now = new Date('2026-11-21T10:00:00.000Z');
const exp = now.getTime() / 1000 + 3600;

describe('FORMS-06 signed, expiring link tokens', () => {
  it('gives back the claims of a token made for the same purpose', () => {
    const token = signToken('secret', 'public-form', { s: 'sub-1', r: 'coordinator', exp });
    expect(verifyToken('secret', 'public-form', token, now)).toEqual({ s: 'sub-1', r: 'coordinator', exp });
  });
  it('refuses another purpose, another secret, a changed payload and an expired token', () => {
    const token = signToken('secret', 'public-form', { s: 'sub-1', exp });
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ s: 'sub-2', exp })).toString('base64url')}.${mac}`;
    for (const [secret, purpose, value] of [
      ['secret', 'vendor', token],
      ['other', 'public-form', token],
      ['secret', 'public-form', forged],
      ['secret', 'public-form', 'garbage'],
    ] as const)
      expect(() => verifyToken(secret, purpose, value, now)).toThrow('This link is not valid.');
    expect(() => verifyToken('secret', 'public-form', token, new Date(exp * 1000))).toThrow(ForbiddenError);
    expect(() => verifyToken('secret', 'public-form', token, new Date(exp * 1000))).toThrow('This link has expired.');
  });
});
