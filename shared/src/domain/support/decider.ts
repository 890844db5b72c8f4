// Support conversations (MISC-01, MISC-02): coordinators and faculty open a
// thread; its opener and admins write in it; admins close and reopen it; a closed
// thread takes no message. Who may see one (opener or admin) is checked here too,
// so the write side never trusts a read model for it.
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import { supportMessages as msg, type SupportActor, type SupportCommand } from './commands.js';
import type { SupportAuthor, SupportEvent, SupportStatus } from './events.js';

export interface SupportConversationData {
  id: string;
  organizationId: string;
  subject: string;
  openedBy: SupportAuthor;
  status: SupportStatus;
  messageIds: string[];
}

export type SupportState = { status: 'none' } | { status: 'active'; conversation: SupportConversationData };

export interface SupportContext extends CommandContext {
  actor: SupportActor;
}

const initialState = (): SupportState => ({ status: 'none' });

function evolve(state: SupportState, event: SupportEvent): SupportState {
  switch (event.type) {
    case 'SupportConversationOpened': {
      const d = event.data;
      return {
        status: 'active',
        conversation: {
          id: d.conversationId,
          organizationId: d.organizationId,
          subject: d.subject,
          openedBy: d.openedBy,
          status: 'open',
          messageIds: [d.messageId],
        },
      };
    }
    case 'SupportMessagePosted':
      return state.status === 'active'
        ? {
            status: 'active',
            conversation: { ...state.conversation, messageIds: [...state.conversation.messageIds, event.data.messageId] },
          }
        : state;
    case 'SupportConversationStatusChanged':
      return state.status === 'active' ? { status: 'active', conversation: { ...state.conversation, status: event.data.status } } : state;
    case 'SupportConversationRead':
      return state;
    default:
      return assertNever(event);
  }
}

export const isSupportOpener = (role: string | null): boolean => role === 'coordinator' || role === 'faculty';

/** The opener (same user, same organization) and admins see a conversation; anyone else finds nothing. */
function visible(state: SupportState, actor: SupportActor): SupportConversationData {
  if (state.status !== 'active') throw new NotFoundError();
  const c = state.conversation;
  if (actor.role === 'admin') return c;
  if (actor.userId === c.openedBy.userId && actor.organizationId === c.organizationId) return c;
  throw new NotFoundError();
}

const author = (actor: SupportActor): SupportAuthor => ({ userId: actor.userId, role: actor.role ?? '' });

function decide(command: SupportCommand, state: SupportState, context: SupportContext): SupportEvent[] {
  const { actor, now } = context;
  switch (command.type) {
    case 'OpenSupportConversation': {
      if (state.status !== 'none') return [];
      if (!isSupportOpener(actor.role) || !actor.organizationId) throw new ForbiddenError(msg.onlyOpeners);
      const d = command.data;
      return [
        {
          type: 'SupportConversationOpened',
          data: { ...d, organizationId: actor.organizationId, openedBy: author(actor), openedAt: now },
        },
      ];
    }
    case 'PostSupportMessage': {
      const c = visible(state, actor);
      if (c.messageIds.includes(command.data.messageId)) return [];
      if (c.status === 'closed') throw new ConflictError(msg.closed);
      return [{ type: 'SupportMessagePosted', data: { ...command.data, author: author(actor), postedAt: now } }];
    }
    case 'ChangeSupportStatus': {
      const c = visible(state, actor);
      if (actor.role !== 'admin') throw new ForbiddenError(msg.onlyAdmins);
      if (c.status === command.data.status) return [];
      return [{ type: 'SupportConversationStatusChanged', data: { ...command.data, by: author(actor), changedAt: now } }];
    }
    case 'MarkSupportRead':
      visible(state, actor);
      return [
        { type: 'SupportConversationRead', data: { conversationId: command.data.conversationId, userId: actor.userId, readAt: now } },
      ];
    default:
      return assertNever(command);
  }
}

export const supportDecider: Decider<SupportState, SupportCommand, SupportEvent, SupportContext> = { initialState, evolve, decide };
