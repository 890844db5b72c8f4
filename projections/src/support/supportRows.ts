// The rows support events make, shared by the projector's one-event statements and its batch fold
// (supportFold.ts), so both write the same values.
import type { SupportConversationOpened, SupportMessagePosted } from '@practicum/shared/domain/support/index';

export interface Message {
  id: string;
  conversationId: string;
  authorId: string;
  authorRole: string;
  body: string;
  at: string;
}

export const conversationRow = (d: SupportConversationOpened['data']) => ({
  id: d.conversationId,
  organization_id: d.organizationId,
  subject: d.subject,
  status: 'open',
  opened_by: d.openedBy.userId,
  opened_by_role: d.openedBy.role,
  created_at: d.openedAt,
  last_message_at: d.openedAt,
  message_count: 0,
});

export const firstMessage = (d: SupportConversationOpened['data']): Message => ({
  id: d.messageId,
  conversationId: d.conversationId,
  authorId: d.openedBy.userId,
  authorRole: d.openedBy.role,
  body: d.body,
  at: d.openedAt,
});

export const postedMessage = (d: SupportMessagePosted['data']): Message => ({
  id: d.messageId,
  conversationId: d.conversationId,
  authorId: d.author.userId,
  authorRole: d.author.role,
  body: d.body,
  at: d.postedAt,
});

/** A message's row; `seq` is the table's to number. */
export const messageRow = (m: Message) => ({
  id: m.id,
  conversation_id: m.conversationId,
  author_id: m.authorId,
  author_role: m.authorRole,
  body: m.body,
  created_at: m.at,
});
export const MESSAGE_COLUMNS = ['id', 'conversation_id', 'author_id', 'author_role', 'body', 'created_at'];
