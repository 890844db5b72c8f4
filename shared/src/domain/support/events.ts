// Support conversations (MISC-01, MISC-02; spec 000 §1, 002 §1): a coordinator or
// faculty member opens a thread that admins answer and close. Stream
// `supportConversation-<id>`: one thread, its messages, status and read marks.
import { eventTypesOf, type DomainEvent } from '../decider.js';

export const supportStatuses = ['open', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export interface SupportAuthor {
  userId: string;
  role: string;
}

export type SupportConversationOpened = DomainEvent<
  'SupportConversationOpened',
  {
    conversationId: string;
    organizationId: string;
    subject: string;
    openedBy: SupportAuthor;
    /** The opening message. */
    messageId: string;
    body: string;
    openedAt: string;
  }
>;
export type SupportMessagePosted = DomainEvent<
  'SupportMessagePosted',
  { conversationId: string; messageId: string; author: SupportAuthor; body: string; postedAt: string }
>;
export type SupportConversationStatusChanged = DomainEvent<
  'SupportConversationStatusChanged',
  { conversationId: string; status: SupportStatus; by: SupportAuthor; changedAt: string }
>;
/** A participant has read the thread up to now (read state). */
export type SupportConversationRead = DomainEvent<'SupportConversationRead', { conversationId: string; userId: string; readAt: string }>;

export type SupportEvent = SupportConversationOpened | SupportMessagePosted | SupportConversationStatusChanged | SupportConversationRead;
export const supportEventTypes = eventTypesOf<SupportEvent>()(
  'SupportConversationOpened',
  'SupportMessagePosted',
  'SupportConversationStatusChanged',
  'SupportConversationRead',
);

export const SUPPORT_CATEGORY = 'supportConversation';
export const supportStream = (conversationId: string): string => `${SUPPORT_CATEGORY}-${conversationId}`;
