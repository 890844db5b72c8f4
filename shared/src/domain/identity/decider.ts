// The user aggregate's own commands (register, assign a position) and the e-mail
// reservation streams that keep e-mails unique (ARCHITECTURE §3.4).
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { EmailReservationCommand, UserCommand } from './commands.js';
import type { UserEmailReleased, UserEmailReserved, UserEvent } from './events.js';
import { evolve, initialState, type UserState } from './state.js';

/**
 * Whether the user may take this role in this organization beside the positions they hold: one position per role,
 * and a trainee holds no other role there (spec 000 §6). Assigning and restoring a position both ask.
 */
export function assertMayHoldRole(
  positions: readonly { organizationId: string; role: string }[],
  organizationId: string,
  role: string,
): void {
  const sameOrganization = positions.filter((p) => p.organizationId === organizationId);
  if (sameOrganization.some((p) => p.role === role)) throw new ConflictError('The user already holds this role in this organization.');
  if (sameOrganization.length > 0 && (role === 'trainee' || sameOrganization.some((p) => p.role === 'trainee')))
    throw new ValidationError({ role: ['A trainee cannot hold other roles in the same organization.'] });
}

function assignPosition(command: Extract<UserCommand, { type: 'AssignPosition' }>, state: UserState): UserEvent[] {
  if (state.status !== 'registered') throw new NotFoundError();
  assertMayHoldRole(state.positions, command.data.organizationId, command.data.role);
  return [{ type: 'PositionAssigned', data: { ...command.data, current: state.currentPositionId === null } }];
}

export function decide(command: UserCommand, state: UserState, _context: CommandContext): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status !== 'none') throw new ConflictError('This user already exists.');
      return [{ type: 'UserRegistered', data: command.data }];
    case 'AssignPosition':
      return assignPosition(command, state);
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, evolve, decide };

export type EmailReservationState = { reservedBy: string | null };

/** Emails are unique: the reservation stream exists once per normalized email. */
export const emailReservationDecider: Decider<EmailReservationState, EmailReservationCommand, UserEmailReserved | UserEmailReleased> = {
  initialState: () => ({ reservedBy: null }),
  // A released email (UserEmailChanged moved its user away) may be reserved again.
  evolve: (_state, event) => ({ reservedBy: event.type === 'UserEmailReleased' ? null : event.data.userId }),
  decide: (command, state) => {
    if (state.reservedBy !== null) throw new ValidationError({ email: ['The email has already been taken.'] });
    return [{ type: 'UserEmailReserved', data: command.data }];
  },
};
