import { describe, expect, it } from '@jest/globals';
import { signupVariant } from './variants.js';

describe('SIGNUP-69 the signup variants', () => {
  it('names an invitation join existing, whatever the role or organization', () => {
    expect(signupVariant('invite', 'supervisor', 'academic')).toBe('join_existing');
    expect(signupVariant('invite', 'trainee', 'clinical')).toBe('join_existing');
  });
  it('names a code academic program in an academic organization and registration code elsewhere', () => {
    expect(signupVariant('code', 'trainee', 'academic')).toBe('academic_program');
    expect(signupVariant('code', 'trainee', 'clinical')).toBe('registration_code');
  });
  it('names a shared link individual trainee for trainees and join existing for the other roles', () => {
    expect(signupVariant('link', 'trainee', 'academic')).toBe('individual_trainee');
    expect(signupVariant('link', 'faculty', 'academic')).toBe('join_existing');
  });
});
