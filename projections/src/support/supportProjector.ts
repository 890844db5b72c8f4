// Read model of support conversations (MISC-01, MISC-02): one row per thread,
// one per message, one per reader's last read. Idempotent: keyed inserts, and
// the message count is recounted.
import { assertNever } from '@practicum/shared/domain/decider';
import { supportEventTypes, type SupportEvent } from '@practicum/shared/domain/support/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, orgScopedId } from '../runner/columns.js';
import { supportReadModel } from './readModel.js';

async function addMessage(
  ctx: ProjectionContext,
  m: { id: string; conversationId: string; authorId: string; authorRole: string; body: string; at: string },
): Promise<void> {
  await insertOnce(ctx, 'support_messages', {
    id: m.id,
    conversation_id: m.conversationId,
    author_id: m.authorId,
    author_role: m.authorRole,
    body: m.body,
    created_at: m.at,
  });
  await ctx.trx.raw(
    `UPDATE ${ctx.ref('support_conversations')} SET last_message_at = greatest(last_message_at, ?::timestamptz),
       message_count = (SELECT count(*) FROM ${ctx.ref('support_messages')} WHERE conversation_id = ?) WHERE id = ?`,
    [m.at, m.conversationId, m.conversationId],
  );
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SupportEvent;
  switch (event.type) {
    case 'SupportConversationOpened': {
      const d = event.data;
      await insertOnce(ctx, 'support_conversations', {
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
      await addMessage(ctx, {
        id: d.messageId,
        conversationId: d.conversationId,
        authorId: d.openedBy.userId,
        authorRole: d.openedBy.role,
        body: d.body,
        at: d.openedAt,
      });
      // the opener has read their own first message
      await upsertRead(ctx, d.conversationId, d.openedBy.userId, d.openedAt);
      return;
    }
    case 'SupportMessagePosted': {
      const d = event.data;
      await addMessage(ctx, {
        id: d.messageId,
        conversationId: d.conversationId,
        authorId: d.author.userId,
        authorRole: d.author.role,
        body: d.body,
        at: d.postedAt,
      });
      await upsertRead(ctx, d.conversationId, d.author.userId, d.postedAt);
      return;
    }
    case 'SupportConversationStatusChanged':
      await ctx.table('support_conversations').where({ id: event.data.conversationId }).update({ status: event.data.status });
      return;
    case 'SupportConversationRead':
      await upsertRead(ctx, event.data.conversationId, event.data.userId, event.data.readAt);
      return;
    default:
      assertNever(event);
  }
}

async function upsertRead(ctx: ProjectionContext, conversationId: string, userId: string, at: string): Promise<void> {
  await ctx.trx.raw(
    `INSERT INTO ${ctx.ref('support_reads')} (conversation_id, user_id, read_at) VALUES (?, ?, ?)
     ON CONFLICT (conversation_id, user_id) DO UPDATE SET read_at = greatest(${ctx.ref('support_reads')}.read_at, excluded.read_at)`,
    [conversationId, userId, at],
  );
}

export const supportProjector = defineProjector({
  name: 'support',
  version: 1,
  readModel: supportReadModel,
  canHandle: supportEventTypes,
  tables: {
    support_conversations: (t) => {
      orgScopedId(t);
      t.text('subject').notNullable();
      t.text('status').notNullable();
      t.uuid('opened_by').notNullable().index();
      t.text('opened_by_role').notNullable();
      createdAt(t);
      t.timestamp('last_message_at', { useTz: true }).notNullable();
      t.integer('message_count').notNullable();
    },
    support_messages: (t) => {
      t.uuid('id').primary();
      t.increments('seq', { primaryKey: false });
      t.uuid('conversation_id').notNullable().index();
      t.uuid('author_id').notNullable();
      t.text('author_role').notNullable();
      t.text('body').notNullable();
      createdAt(t);
    },
    support_reads: (t) => {
      t.uuid('conversation_id').notNullable();
      t.uuid('user_id').notNullable();
      t.timestamp('read_at', { useTz: true }).notNullable();
      t.primary(['conversation_id', 'user_id']);
    },
  },
  apply,
});
