// System lockout (spec 000 §4, §7): once the admin's user_lockout setting ends up
// enabled and primed, a start call records UserLockoutStarted. Consumers end
// every non-admin session and broadcast the public `lockout` channel's `started`.
import { ConflictError } from '../../platform/errors.js';
import type { DomainEvent } from '../decider.js';
import type { UserLockoutValue } from '../settings/index.js';

export const LOCKOUT_MESSAGE = 'The system is locked for maintenance. You have been signed out; please sign in again later.';
export const LOCKOUT_NOT_READY = 'The user lockout must be enabled and primed before it can start.';

export type UserLockoutStarted = DomainEvent<'UserLockoutStarted', { lockoutId: string; message: string; startedAt: string }>;

/** One stream per start (`userlockout-<id>`), appended with no_stream: a start is a fact of its own. */
export const userLockoutStream = (lockoutId: string): string => `userlockout-${lockoutId}`;
export const USER_LOCKOUT_CATEGORY = 'userlockout';

export function startUserLockout(
  setting: UserLockoutValue,
  command: { lockoutId: string; message?: string },
  context: { now: string },
): UserLockoutStarted[] {
  if (!setting.lockout_enabled || !setting.lockout_primed) throw new ConflictError(LOCKOUT_NOT_READY);
  return [
    {
      type: 'UserLockoutStarted',
      data: { lockoutId: command.lockoutId, message: command.message ?? LOCKOUT_MESSAGE, startedAt: context.now },
    },
  ];
}
