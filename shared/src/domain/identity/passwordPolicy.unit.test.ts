import { afterAll, describe, expect, it } from '@jest/globals';
import { passwordMessages, passwordRequirements, passwordRuleErrors, personalParts } from './passwordPolicy.js';
import { stopStrengthEstimator, validatePassword } from '../../platform/passwordStrength/index.js';

const tara = { email: 'tara.nguyen@stmarys.edu', firstName: 'Tara', lastName: 'Nguyen' };

afterAll(stopStrengthEstimator);

describe('password policy (AUTH-31..36)', () => {
  it('AUTH-31: asks for at least 10 characters', () => {
    expect(passwordRuleErrors('Ab1!xyzQ9', tara)).toContain(passwordMessages.min(10));
    expect(passwordRuleErrors('Ab1!xyzQ9w', tara)).not.toContain(passwordMessages.min(10));
  });

  it('AUTH-32: a strong password has upper case, lower case, number and symbol', () => {
    expect(passwordRuleErrors('alllowercase1!', tara)).toEqual([passwordMessages.mixedCase]);
    expect(passwordRuleErrors('NoDigitsHere!!', tara)).toEqual([passwordMessages.number]);
    expect(passwordRuleErrors('NoSymbols12345', tara)).toEqual([passwordMessages.symbol]);
    expect(passwordRuleErrors('Glacier#Mango42', tara)).toEqual([]);
  });

  it('AUTH-33/36: extra strong asks for 16 characters when the organization enables stronger passwords', () => {
    expect(passwordRuleErrors('Glacier#Mango42', { ...tara, extraStrong: true })).toEqual([passwordMessages.min(16)]);
    expect(passwordRuleErrors('Glacier#Mango42-Tundra', { ...tara, extraStrong: true })).toEqual([]);
  });

  it('AUTH-34: refuses any part of the email or the name, in any case', () => {
    expect(personalParts(tara)).toEqual(expect.arrayContaining(['tara.nguyen', 'tara', 'nguyen', 'stmarys']));
    expect(passwordRuleErrors('Secret!NGUYEN42', tara)).toEqual([passwordMessages.personal]);
    expect(passwordRuleErrors('Stmarys#Rocks99', tara)).toEqual([passwordMessages.personal]);
    expect(passwordRuleErrors('Glacier#Mango42', { email: 'mango@x.test' })).toEqual([passwordMessages.personal]);
  });

  it('AUTH-35: the requirement texts differ for the two policies', () => {
    expect(passwordRequirements(false)).toContain('10 characters');
    expect(passwordRequirements(true)).toContain('16 characters');
  });

  it('AUTH-27: answers strength and feedback from zxcvbn, and a guessable password is not valid', async () => {
    const weak = await validatePassword('Password123!', tara);
    expect(weak.valid).toBe(false);
    expect(weak.strength).toBeLessThan(3);
    expect(weak.errors.password).toEqual([passwordMessages.weak]);
    expect(weak.feedback.warning ?? weak.feedback.suggestions[0]).toBeTruthy();
    const strong = await validatePassword('Glacier#Mango42-Tundra', tara);
    expect(strong).toEqual({ strength: 4, feedback: expect.any(Object), valid: true, errors: { password: [] } });
  });

  it('answers only "required" for an empty password', async () => {
    expect(await validatePassword('', tara)).toMatchObject({
      strength: 0,
      valid: false,
      errors: { password: [passwordMessages.required] },
    });
  });
});
