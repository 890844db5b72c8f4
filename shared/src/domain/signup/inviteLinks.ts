// Invite links (SIGNUP-03, 64, 66, 67): one link a coordinator shares with a whole group.
// A link has a role, an optional expiry and use limit, and can be switched off. Each
// account made through it is counted on its stream, so the use limit holds exactly.
import { NotFoundError, ValidationError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { signupMessages } from './messages.js';
import type { SignupRole } from './survey.js';

export type InviteLinkSettings = {
  name: string;
  role: SignupRole;
  /** ISO instant after which the link stops working; null: never. */
  expires_at: string | null;
  /** How many accounts it may make; null: no limit. */
  max_uses: number | null;
  active: boolean;
};
export type InviteLinkCreated = DomainEvent<
  'InviteLinkCreated',
  { inviteLinkId: string; organizationId: string; createdBy: string | null; settings: InviteLinkSettings }
>;
export type InviteLinkEdited = DomainEvent<'InviteLinkEdited', { inviteLinkId: string; changes: Partial<InviteLinkSettings> }>;
export type InviteLinkDeleted = DomainEvent<'InviteLinkDeleted', { inviteLinkId: string }>;
export type InviteLinkUsed = DomainEvent<'InviteLinkUsed', { inviteLinkId: string; userId: string }>;
export type InviteLinkEvent = InviteLinkCreated | InviteLinkEdited | InviteLinkDeleted | InviteLinkUsed;
export const inviteLinkEventTypes = eventTypesOf<InviteLinkEvent>()(
  'InviteLinkCreated',
  'InviteLinkEdited',
  'InviteLinkDeleted',
  'InviteLinkUsed',
);

export type InviteLinkCommand =
  | {
      type: 'CreateInviteLink';
      data: { inviteLinkId: string; organizationId: string; createdBy: string | null; settings: InviteLinkSettings };
    }
  | { type: 'EditInviteLink'; data: { inviteLinkId: string; settings: InviteLinkSettings } }
  | { type: 'DeleteInviteLink'; data: { inviteLinkId: string } }
  | { type: 'UseInviteLink'; data: { inviteLinkId: string; userId: string } };

export type InviteLinkState =
  | { status: 'none' | 'deleted' }
  | { status: 'live'; inviteLinkId: string; organizationId: string; settings: InviteLinkSettings; uses: number };

export const inviteLinkStream = (inviteLinkId: string): string => `inviteLink-${inviteLinkId}`;

/** Why a link does not make accounts now, or null when it does (GET /api/invite-links/{id}/status). */
export function inviteLinkProblem(state: InviteLinkState, now: string): 'missing' | 'off' | 'expired' | 'used_up' | null {
  if (state.status !== 'live') return 'missing';
  if (!state.settings.active) return 'off';
  if (state.settings.expires_at !== null && state.settings.expires_at <= now) return 'expired';
  if (state.settings.max_uses !== null && state.uses >= state.settings.max_uses) return 'used_up';
  return null;
}

function evolve(state: InviteLinkState, event: InviteLinkEvent): InviteLinkState {
  switch (event.type) {
    case 'InviteLinkCreated':
      return {
        status: 'live',
        inviteLinkId: event.data.inviteLinkId,
        organizationId: event.data.organizationId,
        settings: event.data.settings,
        uses: 0,
      };
    case 'InviteLinkEdited':
      return state.status === 'live' ? { ...state, settings: { ...state.settings, ...event.data.changes } } : state;
    case 'InviteLinkDeleted':
      return { status: 'deleted' };
    case 'InviteLinkUsed':
      return state.status === 'live' ? { ...state, uses: state.uses + 1 } : state;
    default:
      return assertNever(event);
  }
}

function changesOf(before: InviteLinkSettings, after: InviteLinkSettings): Partial<InviteLinkSettings> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof InviteLinkSettings)[]) if (before[key] !== after[key]) changes[key] = after[key];
  return changes;
}

export const inviteLinkDecider: Decider<InviteLinkState, InviteLinkCommand, InviteLinkEvent, CommandContext> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state, context) => {
    switch (command.type) {
      case 'CreateInviteLink':
        if (state.status !== 'none') throw new ValidationError({ id: ['This invite link already exists.'] });
        return [{ type: 'InviteLinkCreated', data: command.data }];
      case 'EditInviteLink': {
        if (state.status !== 'live') throw new NotFoundError();
        const changes = changesOf(state.settings, command.data.settings);
        return Object.keys(changes).length === 0
          ? []
          : [{ type: 'InviteLinkEdited', data: { inviteLinkId: command.data.inviteLinkId, changes } }];
      }
      case 'DeleteInviteLink':
        if (state.status !== 'live') throw new NotFoundError();
        return [{ type: 'InviteLinkDeleted', data: command.data }];
      case 'UseInviteLink':
        if (inviteLinkProblem(state, context.now) !== null)
          throw new ValidationError({ invite_link_id: [signupMessages.inviteLinkInvalid] }, signupMessages.inviteLinkInvalid);
        return [{ type: 'InviteLinkUsed', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
