import { describe, expect, it } from '@jest/globals';
import { flattenFieldErrors, isHiddenError } from './httpErrors';

const plain = { hideAuthorizationError: false, hideServerError: false, showTimeoutLogin: false };
const never = () => false;
const opened = () => true;

describe('SPINE-19 SPINE-20 SPINE-21 SPINE-22 SPINE-23 global error handling by route flags', () => {
  it('cancelled requests are silent', () => {
    expect(isHiddenError(0, plain, never)).toBe(true);
  });
  it('403 is hidden only where the route hides authorization errors', () => {
    expect(isHiddenError(403, plain, never)).toBe(false);
    expect(isHiddenError(403, { ...plain, hideAuthorizationError: true }, never)).toBe(true);
  });
  it('500 is hidden only where the route hides server errors', () => {
    expect(isHiddenError(500, plain, never)).toBe(false);
    expect(isHiddenError(503, { ...plain, hideServerError: true }, never)).toBe(true);
  });
  it('401 and 423 open the re-login modal where the route allows it, else show the message', () => {
    expect(isHiddenError(401, { ...plain, showTimeoutLogin: true }, opened)).toBe(true);
    expect(isHiddenError(423, { ...plain, showTimeoutLogin: true }, opened)).toBe(true);
    expect(isHiddenError(401, { ...plain, showTimeoutLogin: true }, never)).toBe(false);
    expect(isHiddenError(401, plain, opened)).toBe(false);
  });
  it('402 and other statuses are shown', () => {
    expect(isHiddenError(402, { ...plain, hideServerError: true, hideAuthorizationError: true }, never)).toBe(false);
    expect(isHiddenError(409, plain, never)).toBe(false);
  });
});

describe('SIGNUP-15 a field’s several messages', () => {
  it('read as sentences: one without a stop gets one before the next', () => {
    expect(
      flattenFieldErrors({
        password: ['please enter valid password', 'The password field must not contain part of the email or the name.'],
        name: ['The name field is required.'],
      }),
    ).toEqual({
      password: 'please enter valid password. The password field must not contain part of the email or the name.',
      name: 'The name field is required.',
    });
  });
});
