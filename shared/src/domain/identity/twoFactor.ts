// Two-factor authentication (spec 000 §2.1, §4, §5, §7): the inputs, their
// messages and the decisions (the user-stream events are in events.ts). Secrets (TOTP secrets, codes) never
// appear here: they live in the command service's tables (ARCHITECTURE §3.6).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { NotFoundError } from '../../platform/errors.js';
import type { TwoFactorEvent, TwoFactorMethod } from './events.js';

/** Spec 000 §8 (AUTH-12): one message for a wrong, expired or exhausted code. */
export const TWO_FACTOR_CODE_INVALID = 'two-factor code invalid, expired or attempts exceeded';
/** A second setup while one method is on would silently replace it: the user turns it off first (409). */
export const TWO_FACTOR_ALREADY_ON = 'Two-factor authentication is already on. Turn it off before setting it up again.';
/** Spec 000 §5 valid_phone_intl (AUTH-44), worded with 002 §5's "phone 10 digits or international". */
export const VALID_PHONE_INTL = 'The phone must be a valid phone number: 10 digits, or international.';

/** The phone in E.164 when it is valid for the country (or internationally, with a leading +), else null. */
export function internationalPhone(phone: string, countryCode: string): string | null {
  const digits = phone.trim();
  if (!/^\+?[\d\s().-]{4,20}$/.test(digits)) return null;
  const parsed = parsePhoneNumberFromString(digits, countryCode.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

export const setupPhoneSchema = z
  .object({
    phone: z.string().trim().min(1).max(30),
    country_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((code) => code.toUpperCase()),
  })
  .transform((input, ctx) => {
    const e164 = internationalPhone(input.phone, input.country_code);
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VALID_PHONE_INTL });
      return z.NEVER;
    }
    return { phone: e164, country_code: input.country_code };
  });

/** A code typed by the user: six digits (spaces the user may type are ignored). */
export const tokenSchema = z.object({
  token: z
    .string()
    .transform((token) => token.replace(/\s/g, ''))
    .pipe(z.string().min(1).max(10)),
});

/** "+*******0123": enough for the user to recognise the phone, no more. */
export function maskPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  return e164.slice(0, -4).replace(/\d/g, '*') + e164.slice(-4);
}

// --- decisions over the user stream's state --------------------------------------

export interface TwoFactorSubject {
  status: 'none' | 'registered';
  twoFactorMethod?: TwoFactorMethod | null;
}

export function enableTwoFactor(state: TwoFactorSubject, userId: string, method: TwoFactorMethod): TwoFactorEvent[] {
  if (state.status !== 'registered') throw new NotFoundError();
  if (state.twoFactorMethod === method) return [];
  return [{ type: 'TwoFactorEnabled', data: { userId, method } }];
}

export function resetTwoFactor(state: TwoFactorSubject, userId: string, by: 'user' | 'admin'): TwoFactorEvent[] {
  if (state.status !== 'registered') throw new NotFoundError();
  if (!state.twoFactorMethod) return [];
  return [{ type: 'TwoFactorReset', data: { userId, by } }];
}
