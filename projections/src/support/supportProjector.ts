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
import { type Message, conversationRow, firstMessage, messageRow, postedMessage } from './supportRows.js';
import { foldSupport } from './supportFold.js';
import { foldingBatches } from '../runner/foldedTable.js';

async function addMessage(ctx: ProjectionContext, m: Message): Promise<void> {
  await insertOnce(ctx, 'support_messages', messageRow(m));
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
      await insertOnce(ctx, 'support_conversations', conversationRow(d));
      await addMessage(ctx, firstMessage(d));
      // the opener has read their own first message
      await upsertRead(ctx, d.conversationId, d.openedBy.userId, d.openedAt);
      return;
    }
    case 'SupportMessagePosted': {
      const d = event.data;
      await addMessage(ctx, postedMessage(d));
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
  applyBatch: foldingBatches(apply, foldSupport),
});
