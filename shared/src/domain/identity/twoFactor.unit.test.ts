// Two-factor rules without I/O: the phone rule (valid_phone_intl), masking, and
// the TwoFactorEnabled / TwoFactorReset decisions over the user stream.
import { describe, expect, it } from '@jest/globals';
import { ValidationError } from '../../platform/errors.js';
import { sofia, userRegistered } from '../../testing/userEvents.js';
import { parseInput } from '../validation.js';
import { type UserState, evolve, initialState } from './state.js';
import { type TwoFactorEvent } from './events.js';
import type { UserEvent } from './events.js';
import { enableTwoFactor, internationalPhone, maskPhone, resetTwoFactor, setupPhoneSchema, VALID_PHONE_INTL } from './twoFactor.js';

const registered = userRegistered(sofia);
const given = (...events: (UserEvent | TwoFactorEvent)[]): UserState => events.reduce(evolve, initialState());

describe('the 2FA phone (AUTH-44)', () => {
  it.each([
    ['2015550123', 'US', '+12015550123'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['07911123456', 'GB', '+447911123456'],
    ['+33612345678', 'US', '+33612345678'],
  ])('accepts %s in %s as %s', (phone, country, e164) => {
    expect(internationalPhone(phone, country)).toBe(e164);
    expect(parseInput(setupPhoneSchema, { phone, country_code: country.toLowerCase() })).toEqual({ phone: e164, country_code: country });
  });

  it.each([
    ['123', 'US'],
    ['1234567890', 'US'],
    ['2015550123e', 'US'],
    ['555012', 'GB'],
    ["201'; DROP TABLE x;--", 'US'],
  ])('refuses %s in %s with the valid_phone_intl message', (phone, country) => {
    expect(internationalPhone(phone, country)).toBeNull();
    try {
      parseInput(setupPhoneSchema, { phone, country_code: country });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toEqual({ phone: [VALID_PHONE_INTL] });
    }
  });

  it('refuses a country that is not a two-letter code', () => {
    expect(() => parseInput(setupPhoneSchema, { phone: '2015550123', country_code: 'USA' })).toThrow(ValidationError);
  });

  it('masks all but the last four digits', () => {
    expect(maskPhone('+12015550123')).toBe('+*******0123');
    expect(maskPhone(null)).toBeNull();
  });
});

describe('two-factor decisions on the user stream', () => {
  it('records TwoFactorEnabled with the method only', () => {
    expect(enableTwoFactor(given(registered), 'u1', 'authenticator')).toEqual([
      { type: 'TwoFactorEnabled', data: { userId: 'u1', method: 'authenticator' } },
    ]);
  });

  it('records nothing when the same method is enabled again, and a switch of method', () => {
    const enabled = given(registered, { type: 'TwoFactorEnabled', data: { userId: 'u1', method: 'sms' } });
    expect(enableTwoFactor(enabled, 'u1', 'sms')).toEqual([]);
    expect(enableTwoFactor(enabled, 'u1', 'authenticator')).toHaveLength(1);
  });

  it('resets an enabled method, saying who did it, and records nothing when 2FA is off', () => {
    const enabled = given(registered, { type: 'TwoFactorEnabled', data: { userId: 'u1', method: 'sms' } });
    expect(resetTwoFactor(enabled, 'u1', 'admin')).toEqual([{ type: 'TwoFactorReset', data: { userId: 'u1', by: 'admin' } }]);
    expect(resetTwoFactor(given(registered), 'u1', 'user')).toEqual([]);
    expect(
      given(
        registered,
        { type: 'TwoFactorEnabled', data: { userId: 'u1', method: 'sms' } },
        { type: 'TwoFactorReset', data: { userId: 'u1', by: 'user' } },
      ),
    ).toMatchObject({
      twoFactorMethod: null,
    });
  });

  it('refuses an unknown user', () => {
    expect(() => enableTwoFactor(initialState(), 'u1', 'sms')).toThrow('The requested resource was not found');
  });
});
