// The user stream's opening events as the identity tests give them: user 'u1' registered, then positions
// assigned to them. The tests differ only in who the user is and which position they get, so those are
// the parameters; everything else is the usual active user.
import type { PositionAssigned, UserRegistered } from '../domain/identity/events.js';

export const tara = { first_name: 'Tara', last_name: 'Nguyen', email: 'tara@example.test' };
export const sofia = { first_name: 'Sofia', last_name: 'Singh', email: 'sofia@example.test' };

/** `UserRegistered` for user 'u1', active. */
export const userRegistered = (person: typeof tara = tara): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId: 'u1', ...person, status: 'active' },
});

type PositionOf = Pick<PositionAssigned['data'], 'positionId' | 'organizationId' | 'role'> & Partial<PositionAssigned['data']>;

/** `PositionAssigned` to user 'u1': active and not current unless said. */
export const positionAssigned = (position: PositionOf): PositionAssigned => ({
  type: 'PositionAssigned',
  data: { userId: 'u1', status: 'active', current: false, ...position },
});
