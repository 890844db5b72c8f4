import { describe, expect, it } from '@jest/globals';
import { ConflictError } from '../../platform/errors.js';
import { impersonationDecider } from './impersonation.js';
import { LOCKOUT_MESSAGE, startUserLockout } from './lockout.js';

const now = '2026-11-21T06:00:00.000Z';

describe('AUTH-73 starting a system lockout', () => {
  it('starts once the setting is enabled and primed, with the message', () => {
    expect(startUserLockout({ lockout_enabled: true, lockout_primed: true }, { lockoutId: 'l1' }, { now })).toEqual([
      { type: 'UserLockoutStarted', data: { lockoutId: 'l1', message: LOCKOUT_MESSAGE, startedAt: now } },
    ]);
  });

  it.each([
    { lockout_enabled: false, lockout_primed: false },
    { lockout_enabled: true, lockout_primed: false },
    { lockout_enabled: false, lockout_primed: true },
  ])('refuses when the setting is %j', (setting) => {
    expect(() => startUserLockout(setting, { lockoutId: 'l1' }, { now })).toThrow(ConflictError);
  });
});

describe('AUTH-61 a login-as', () => {
  const data = { impersonationId: 'i1', userId: 'trainee', impersonatorId: 'admin' };

  it('starts once, and ends only when started', () => {
    expect(impersonationDecider.start('none', data)).toEqual([{ type: 'ImpersonationStarted', data }]);
    expect(() => impersonationDecider.start('started', data)).toThrow(ConflictError);
    expect(impersonationDecider.end('started', data)).toEqual([{ type: 'ImpersonationEnded', data }]);
    expect(impersonationDecider.end('ended', data)).toEqual([]);
    expect(impersonationDecider.end('none', data)).toEqual([]);
  });
});
