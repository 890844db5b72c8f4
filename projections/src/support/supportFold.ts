// The support projector's batch: the conversations a batch names are read once with their message counts,
// every event changes them in memory as its statements in supportProjector.ts change the tables, and each
// table is written in one statement. Messages are only inserted (in order, so `seq` numbers them as one
// insert per event does) and read marks only move forward, so neither is read.
import { assertNever } from '@practicum/shared/domain/decider';
import type { SupportEvent } from '@practicum/shared/domain/support/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, later } from '../runner/foldedTable.js';
import { insertFromJson } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import { MESSAGE_COLUMNS, type Message, conversationRow, firstMessage, messageRow, postedMessage } from './supportRows.js';

export async function foldSupport(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const data = events.map((recorded) => recorded.data as { conversationId: string; messageId?: string });
  const conversationIds = [...new Set(data.map((d) => d.conversationId))];
  const conversations = new FoldedTable<FoldedRow>(ctx, 'support_conversations', ['id']);
  await conversations.load('id', conversationIds);
  const messageIds = data.flatMap((d) => (d.messageId ? [d.messageId] : []));
  const known = new Set(
    (await ctx.table('support_messages').whereRaw('id = any(?)', [messageIds]).select<{ id: string }[]>('id')).map((m) => m.id),
  );
  const counted = await ctx
    .table('support_messages')
    .whereRaw('conversation_id = any(?)', [conversationIds])
    .groupBy('conversation_id')
    .select<{ conversation_id: string; count: number }[]>('conversation_id', ctx.trx.raw('count(*)::int as count'));
  const counts = new Map(counted.map((row) => [row.conversation_id, row.count]));

  const messages: object[] = [];
  const reads = new Map<string, { conversation_id: string; user_id: string; read_at: string }>();
  const addMessage = (m: Message) => {
    messages.push(messageRow(m));
    if (!known.has(m.id)) {
      known.add(m.id);
      counts.set(m.conversationId, (counts.get(m.conversationId) ?? 0) + 1);
    }
    const conversation = conversations.get({ id: m.conversationId });
    if (conversation)
      conversations.update(conversation, {
        last_message_at: later(conversation.last_message_at as string, m.at),
        message_count: counts.get(m.conversationId),
      });
  };
  const read = (conversationId: string, userId: string, at: string) => {
    const key = `${conversationId}/${userId}`;
    reads.set(key, { conversation_id: conversationId, user_id: userId, read_at: later(reads.get(key)?.read_at, at)! });
  };

  forEachEvent<SupportEvent>(events, (event) => {
    switch (event.type) {
      case 'SupportConversationOpened':
        conversations.insertOnce(conversationRow(event.data));
        addMessage(firstMessage(event.data));
        read(event.data.conversationId, event.data.openedBy.userId, event.data.openedAt);
        break;
      case 'SupportMessagePosted':
        addMessage(postedMessage(event.data));
        read(event.data.conversationId, event.data.author.userId, event.data.postedAt);
        break;
      case 'SupportConversationStatusChanged':
        conversations.update({ id: event.data.conversationId }, { status: event.data.status });
        break;
      case 'SupportConversationRead':
        read(event.data.conversationId, event.data.userId, event.data.readAt);
        break;
      default:
        assertNever(event);
    }
  });

  await insertFromJson(ctx, 'support_messages', MESSAGE_COLUMNS, messages, 'id', 'ignore');
  await conversations.write();
  await insertFromJson(
    ctx,
    'support_reads',
    ['conversation_id', 'user_id', 'read_at'],
    [...reads.values()],
    ['conversation_id', 'user_id'],
    {
      read_at: 'greatest(t.read_at, excluded.read_at)',
    },
  );
}
