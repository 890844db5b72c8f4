// ADMIN-25: an admin removes a position and restores it; a user's only position stays.
import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { positionAssigned, userRegistered } from '../../testing/userEvents.js';
import type { UserEvent } from './events.js';
import { decideRemovePosition, decideRestorePosition } from './positionRemoval.js';
import { evolve, initialState, type UserState } from './state.js';

const registered = userRegistered();
const position = (positionId: string, role: 'faculty' | 'supervisor', current: boolean): UserEvent =>
  positionAssigned({ positionId, organizationId: 'orgA', role, current });
const fold = (events: Parameters<typeof evolve>[1][]): UserState => events.reduce(evolve, initialState());
const twoPositions = [registered, position('p1', 'faculty', true), position('p2', 'supervisor', false)];

describe('removing a position', () => {
  it('ADMIN-25 removes the current one and makes the other current', () => {
    expect(decideRemovePosition('p1', fold(twoPositions))).toEqual([
      {
        type: 'PositionRemoved',
        data: { userId: 'u1', positionId: 'p1', organizationId: 'orgA', role: 'faculty', status: 'active', currentPositionId: 'p2' },
      },
    ]);
  });

  it("ADMIN-25 refuses a user's only position, and an unknown one", () => {
    expect(() => decideRemovePosition('p1', fold([registered, position('p1', 'faculty', true)]))).toThrow(ValidationError);
    expect(() => decideRemovePosition('p9', fold(twoPositions))).toThrow(NotFoundError);
  });

  it('ADMIN-25 restores a removed position as it was, once', () => {
    const removed = fold([...twoPositions, ...decideRemovePosition('p2', fold(twoPositions))]);
    if (removed.status !== 'registered') throw new Error('registered');
    expect(removed.positions.map((p) => p.positionId)).toEqual(['p1']);
    const events = decideRestorePosition('p2', removed);
    expect(events).toEqual([
      { type: 'PositionRestored', data: { userId: 'u1', positionId: 'p2', organizationId: 'orgA', role: 'supervisor', status: 'active' } },
    ]);
    const back = fold([...twoPositions, ...decideRemovePosition('p2', fold(twoPositions)), ...events]);
    expect(decideRestorePosition('p2', back)).toEqual([]);
    expect(decideRemovePosition('p2', removed)).toEqual([]);
  });

  it('ADMIN-25 AUTH-64 refuses to restore a role the user holds there again, as assigning it would', () => {
    const removed = [...twoPositions, ...decideRemovePosition('p2', fold(twoPositions))];
    const givenAgain = fold([...removed, position('p3', 'supervisor', false)]);
    expect(() => decideRestorePosition('p2', givenAgain)).toThrow(ConflictError);
  });
});
