// A position's status set by its organization's coordinator or an admin (AUTH-66; docs/decisions.md):
// a trainee graduates (read-only from then on) or is reinstated, and a position awaits the coordinator's
// approval (pending: left out of the organization's people lists and pickers, which read active positions)
// until approved. Pending as "e-mail not verified" belongs to the user, not the position.
import { z } from 'zod';
import type { Role } from '../../access/roles.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.js';
import type { CommandContext } from '../decider.js';
import type { PositionStatusChanged } from './events.js';
import type { UserState } from './state.js';
import { settablePositionStatuses } from './statuses.js';

export const positionStatusSchema = z.object({ status: z.enum(settablePositionStatuses) });
export type PositionStatusInput = z.infer<typeof positionStatusSchema>;

export interface PositionStatusContext extends CommandContext {
  actor: { userId: string; role: Role | null; organizationId: string | null };
}

export const positionStatusMessages = {
  onlyTraineesGraduate: 'Only a trainee position can graduate.',
  notOwnPosition: 'You cannot change the status of your own position.',
  forbidden: 'Only a coordinator of the organization can change a position status.',
  coordinatorPosition: 'Only an admin can change the status of a coordinator position.',
} as const;

export function decidePositionStatus(
  input: PositionStatusInput & { positionId: string },
  state: UserState,
  context: PositionStatusContext,
): PositionStatusChanged[] {
  const { actor } = context;
  if (actor.role !== 'admin' && actor.role !== 'coordinator') throw new ForbiddenError(positionStatusMessages.forbidden);
  if (state.status !== 'registered' || state.deleted) throw new NotFoundError();
  const position = state.positions.find((p) => p.positionId === input.positionId);
  // another organization's position does not exist for a coordinator
  if (!position || (actor.role === 'coordinator' && position.organizationId !== actor.organizationId)) throw new NotFoundError();
  if (state.id === actor.userId) throw new ForbiddenError(positionStatusMessages.notOwnPosition);
  // a coordinator sets the status of the people they oversee, not of a fellow coordinator (an admin's task)
  if (actor.role === 'coordinator' && position.role === 'coordinator') throw new ForbiddenError(positionStatusMessages.coordinatorPosition);
  if (input.status === 'graduated' && position.role !== 'trainee')
    throw new ValidationError({ status: [positionStatusMessages.onlyTraineesGraduate] });
  if (input.status === position.status) return [];
  return [
    {
      type: 'PositionStatusChanged',
      data: {
        userId: state.id,
        positionId: position.positionId,
        organizationId: position.organizationId,
        status: input.status,
        previousStatus: position.status,
      },
    },
  ];
}
