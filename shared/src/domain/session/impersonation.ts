// Login-as (spec 000 §4, §6): an admin acts as another user. Each login-as is a
// stream of its own (`impersonation-<id>`): started, then ended. Both events are
// written with the impersonated user's auth and the admin as impersonatorId, like
// every event written while logged in as someone else.
import { ConflictError } from '../../platform/errors.js';
import type { DomainEvent } from '../decider.js';

export type ImpersonationStarted = DomainEvent<'ImpersonationStarted', { impersonationId: string; userId: string; impersonatorId: string }>;
export type ImpersonationEnded = DomainEvent<'ImpersonationEnded', { impersonationId: string; userId: string; impersonatorId: string }>;
export type ImpersonationEvent = ImpersonationStarted | ImpersonationEnded;

export const impersonationStream = (impersonationId: string): string => `impersonation-${impersonationId}`;

export type ImpersonationState = 'none' | 'started' | 'ended';

export const impersonationDecider = {
  initialState: (): ImpersonationState => 'none',
  evolve: (_state: ImpersonationState, event: ImpersonationEvent): ImpersonationState =>
    event.type === 'ImpersonationStarted' ? 'started' : 'ended',
  start(state: ImpersonationState, data: ImpersonationStarted['data']): ImpersonationEvent[] {
    if (state !== 'none') throw new ConflictError('This login-as has already started.');
    return [{ type: 'ImpersonationStarted', data }];
  },
  end(state: ImpersonationState, data: ImpersonationEnded['data']): ImpersonationEvent[] {
    return state === 'started' ? [{ type: 'ImpersonationEnded', data }] : [];
  },
};
