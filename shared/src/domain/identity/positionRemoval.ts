// ADMIN-25: an admin removes a position from a user (a wrong role, an organization left) and restores it.
// A removed position is nobody's: no list, picker or decision sees it; its history stays on the user's stream.
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import type { PositionRemoved, PositionRestored } from './events.js';
import type { UserState } from './state.js';
import { assertMayHoldRole } from './decider.js';

export const positionRemovalMessages = {
  onlyPosition: "A user's only position cannot be removed.",
  notRemoved: 'This position has not been removed.',
} as const;

export function decideRemovePosition(positionId: string, state: UserState): PositionRemoved[] {
  if (state.status !== 'registered' || state.deleted) throw new NotFoundError();
  const position = state.positions.find((p) => p.positionId === positionId);
  if (!position) {
    // removing twice records nothing
    if (state.removedPositions?.some((p) => p.positionId === positionId)) return [];
    throw new NotFoundError();
  }
  const others = state.positions.filter((p) => p.positionId !== positionId);
  if (others.length === 0) throw new ValidationError({ position: [positionRemovalMessages.onlyPosition] });
  // the user keeps a current position: another of theirs, an active one first
  const currentPositionId =
    state.currentPositionId === positionId ? (others.find((p) => p.status === 'active') ?? others[0]!).positionId : state.currentPositionId;
  const { organizationId, role, status } = position;
  return [{ type: 'PositionRemoved', data: { userId: state.id, positionId, organizationId, role, status, currentPositionId } }];
}

export function decideRestorePosition(positionId: string, state: UserState): PositionRestored[] {
  if (state.status !== 'registered' || state.deleted) throw new NotFoundError();
  if (state.positions.some((p) => p.positionId === positionId)) return [];
  const removed = state.removedPositions?.find((p) => p.positionId === positionId);
  if (!removed) throw new NotFoundError();
  const { organizationId, role, status } = removed;
  // the user may since have been given that role there again, or a trainee position beside it
  assertMayHoldRole(state.positions, organizationId, role);
  return [{ type: 'PositionRestored', data: { userId: state.id, positionId, organizationId, role, status } }];
}
