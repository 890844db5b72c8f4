// An invitation to one person (SIGNUP-02, 48, 63, 65): sent by a coordinator of the
// organization or an admin, resent, withdrawn, and accepted exactly once by an account
// with the invited email. The code in the link is a secret kept by the command service.
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { reservationDecider } from '../reservation.js';
import { signupMessages } from './messages.js';
import type { SignupRole } from './survey.js';

export type InviteDetails = {
  inviteId: string;
  organizationId: string;
  email: string;
  first_name: string;
  last_name: string;
  role: SignupRole;
  invitedBy: string | null;
};
export type InviteSent = DomainEvent<'InviteSent', InviteDetails>;
export type InviteResent = DomainEvent<'InviteResent', { inviteId: string }>;
export type InviteDeleted = DomainEvent<'InviteDeleted', { inviteId: string }>;
export type InviteAccepted = DomainEvent<'InviteAccepted', { inviteId: string; userId: string }>;
export type InviteEvent = InviteSent | InviteResent | InviteDeleted | InviteAccepted;
export const inviteEventTypes = eventTypesOf<InviteEvent>()('InviteSent', 'InviteResent', 'InviteDeleted', 'InviteAccepted');

export type InviteCommand =
  | { type: 'SendInvite'; data: InviteDetails }
  | { type: 'ResendInvite'; data: { inviteId: string } }
  | { type: 'DeleteInvite'; data: { inviteId: string } }
  | { type: 'AcceptInvite'; data: { inviteId: string; userId: string; email: string } };

export type InviteState = { status: 'none' } | ({ status: 'pending' | 'accepted' | 'deleted'; acceptedBy: string | null } & InviteDetails);

export const inviteStream = (inviteId: string): string => `invite-${inviteId}`;

function evolve(state: InviteState, event: InviteEvent): InviteState {
  switch (event.type) {
    case 'InviteSent':
      return { status: 'pending', acceptedBy: null, ...event.data };
    case 'InviteResent':
      return state;
    case 'InviteDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'InviteAccepted':
      return state.status === 'none' ? state : { ...state, status: 'accepted', acceptedBy: event.data.userId };
    default:
      return assertNever(event);
  }
}

function pending(state: InviteState): Extract<InviteState, { status: 'pending' }> {
  if (state.status === 'none' || state.status === 'deleted') throw new NotFoundError();
  if (state.status === 'accepted') throw new ConflictError('This invitation has already been accepted.');
  return state as Extract<InviteState, { status: 'pending' }>;
}

export const inviteDecider: Decider<InviteState, InviteCommand, InviteEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'SendInvite':
        if (state.status !== 'none') throw new ConflictError('This invitation already exists.');
        return [{ type: 'InviteSent', data: command.data }];
      case 'ResendInvite':
        pending(state);
        return [{ type: 'InviteResent', data: command.data }];
      case 'DeleteInvite':
        if (state.status === 'none' || state.status === 'deleted') throw new NotFoundError();
        if (state.status === 'accepted') throw new ConflictError('This invitation has already been accepted.');
        return [{ type: 'InviteDeleted', data: command.data }];
      case 'AcceptInvite': {
        if (state.status !== 'pending')
          throw new ValidationError({ invite_id: [signupMessages.inviteInvalid] }, signupMessages.inviteInvalid);
        // SIGNUP-48: the account's email is the invited one, compared as stored (trimmed, lower case)
        if (command.data.email !== state.email) throw new ValidationError({ email: [signupMessages.inviteEmailMismatch] });
        return [{ type: 'InviteAccepted', data: { inviteId: command.data.inviteId, userId: command.data.userId } }];
      }
      default:
        return assertNever(command);
    }
  },
};

// ---- one pending invitation per address and organization ----
// A reservation stream per (organization, normalized address), named by platform/personalData/emailStream
// (pendingInviteStream: a keyed hash, no address in a stream name), appended with the revision it was read at,
// so two invitations to the same address cannot both be sent. Accepting or withdrawing the invitation frees it.

export type InviteAddressReserved = DomainEvent<'InviteAddressReserved', { inviteId: string; organizationId: string }>;
export type InviteAddressReleased = DomainEvent<'InviteAddressReleased', { inviteId: string; organizationId: string }>;
export type InviteAddressEvent = InviteAddressReserved | InviteAddressReleased;
export const inviteAddressEventTypes = eventTypesOf<InviteAddressEvent>()('InviteAddressReserved', 'InviteAddressReleased');

export type InviteAddressCommand =
  | { type: 'ReserveInviteAddress'; data: { inviteId: string; organizationId: string } }
  | { type: 'ReleaseInviteAddress'; data: { inviteId: string; organizationId: string } };

export const inviteAddressDecider = reservationDecider<InviteAddressCommand, InviteAddressEvent>({
  reserve: { command: 'ReserveInviteAddress', event: 'InviteAddressReserved' },
  release: { command: 'ReleaseInviteAddress', event: 'InviteAddressReleased' },
  holder: 'inviteId',
  taken: () => new ValidationError({ email: [signupMessages.invitePending] }),
});
