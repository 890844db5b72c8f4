// Support conversations' read contract (MISC-01, MISC-02): threads, messages and
// each reader's last read. Who sees a thread is SQL: admins every thread, a
// coordinator or faculty member the threads they opened (docs/decisions.md).
import type { Knex } from 'knex';
import type { SupportConversationRecord, SupportMessageRecord, SupportStatus } from '@practicum/shared/domain/support/index';
import { usersReadModel } from '../identity/readModel.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import { NOBODY, type Reader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';
import { orEmpty } from '../sqlColumns.js';

export const supportReadModel = defineReadModel({
  projections: ['support'],
  tables: { conversations: 'support_conversations', messages: 'support_messages', reads: 'support_reads' },
});
export const supportReads = [supportReadModel, usersReadModel, organizationsReadModel] as const;

const CONVERSATIONS = supportReadModel.tables.conversations;
const MESSAGES = supportReadModel.tables.messages;
const READS = supportReadModel.tables.reads;
const USERS = usersReadModel.tables.users;
const ORGANIZATIONS = organizationsReadModel.tables.organizations;

export interface SupportRow {
  id: string;
  subject: string;
  status: SupportStatus;
  organization_id: string;
  organization_name: string;
  opened_by: string;
  opened_by_name: string;
  opened_by_role: string;
  created_at: Date | string;
  last_message_at: Date | string;
  message_count: number;
  unread_count: number | string;
}

/** The threads a reader may see, with their names and the reader's unread count. */
export function visibleConversations(knex: Knex, reader: Reader): Knex.QueryBuilder {
  const query = knex({ c: CONVERSATIONS })
    .leftJoin({ u: USERS }, 'u.id', 'c.opened_by')
    .leftJoin({ o: ORGANIZATIONS }, 'o.id', 'c.organization_id')
    .select(
      'c.*',
      orEmpty(knex, 'u.name', 'opened_by_name'),
      orEmpty(knex, 'o.name', 'organization_name'),
      knex.raw(
        `(SELECT count(*) FROM ${MESSAGES} m WHERE m.conversation_id = c.id AND m.author_id <> ?
           AND m.created_at > coalesce((SELECT r.read_at FROM ${READS} r WHERE r.conversation_id = c.id AND r.user_id = ?), '-infinity'))::int AS unread_count`,
        [reader.userId, reader.userId],
      ),
    );
  if (reader.role === 'admin') return query;
  if (reader.role === 'coordinator' || reader.role === 'faculty')
    return query.where('c.opened_by', reader.userId).where('c.organization_id', reader.organizationId ?? NOBODY);
  return query.where('c.id', NOBODY);
}

export const supportColumns: Record<string, string> = {
  id: 'c.id',
  subject: 'c.subject',
  status: 'c.status',
  created_at: 'c.created_at',
  last_message_at: 'c.last_message_at',
  opened_by: 'c.opened_by',
};

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function supportRecord(row: SupportRow): SupportConversationRecord {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    organization: { id: row.organization_id, name: row.organization_name },
    opened_by: { id: row.opened_by, name: row.opened_by_name, role: row.opened_by_role },
    created_at: iso(row.created_at),
    last_message_at: iso(row.last_message_at),
    message_count: row.message_count,
    unread_count: Number(row.unread_count),
  };
}

/** A thread's messages, oldest first. */
export async function supportMessagesOf(knex: Knex, conversationId: string): Promise<SupportMessageRecord[]> {
  const rows = await knex({ m: MESSAGES })
    .leftJoin({ u: USERS }, 'u.id', 'm.author_id')
    .where('m.conversation_id', conversationId)
    .orderBy([{ column: 'm.created_at' }, { column: 'm.seq' }])
    .select<{ id: string; body: string; author_id: string; author_role: string; name: string | null; created_at: Date }[]>(
      'm.id',
      'm.body',
      'm.author_id',
      'm.author_role',
      'u.name',
      'm.created_at',
    );
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    author: { id: r.author_id, name: r.name ?? '', role: r.author_role },
    created_at: iso(r.created_at),
  }));
}

/** Whether the reader may see the thread (attachments and the realtime room ask this). */
export async function canSeeConversation(knex: Knex, reader: Reader, conversationId: string): Promise<boolean> {
  return (await visibleConversations(knex, reader).where('c.id', conversationId).first()) !== undefined;
}

/** Admins' user ids (the recipients of a new thread and of the opener's messages). */
export async function adminUserIds(knex: Knex): Promise<string[]> {
  const rows = await knex(usersReadModel.tables.positions)
    .where({ role: 'admin', status: 'active' })
    .distinct<{ user_id: string }[]>('user_id');
  return rows.map((r) => r.user_id);
}
