import type { SupportStatus } from './events.js';

/** A message of a thread as the query API answers it. */
export interface SupportMessageRecord {
  id: string;
  body: string;
  author: { id: string; name: string; role: string };
  created_at: string;
}

/** GET /api/support-conversations(/:id): a thread, its read state for the reader, and (one) its messages. */
export interface SupportConversationRecord {
  id: string;
  subject: string;
  status: SupportStatus;
  organization: { id: string; name: string };
  opened_by: { id: string; name: string; role: string };
  created_at: string;
  last_message_at: string;
  message_count: number;
  /** Messages by others after the reader's last read. */
  unread_count: number;
  messages?: SupportMessageRecord[];
}
