// A support thread's realtime room (MISC-02): a socket sends `supcon.subscribe`
// { conversation_id } and joins `supcon.<id>` only if it may see the thread (its
// opener or an admin). The pusher sends `supcon.<id>.message.posted` and
// `.status.changed` there with the event's position; the page re-reads the
// thread (read your writes), so nothing but ids leaves in the push.
import type { Knex } from 'knex';
import type { Socket } from 'socket.io';
import { canSeeConversation } from '@practicum/projections/support/readModel';
import type { SupportEvent } from '@practicum/shared/domain/support/index';
import { formatPosition, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { channelEvent, type RoomPush } from '../realtime/server.js';

export const supportChannel = (conversationId: string): string => `supcon.${conversationId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Ack = (answer: { ok: boolean }) => void;

/** Whether a session may hear a thread's room: it sees the thread now (signed in, still its opener's position or an admin). */
const mayFollow = async (knex: Knex, auth: SessionAuth | null, conversationId: string): Promise<boolean> =>
  auth !== null && (await canSeeConversation(knex, auth, conversationId).catch(() => false));

export const supportSubscriptions =
  (knex: Knex) =>
  (socket: Socket, auth: SessionAuth): void => {
    socket.on('supcon.subscribe', async (payload: { conversation_id?: unknown } | undefined, ack?: Ack) => {
      const id = payload?.conversation_id;
      const allowed = typeof id === 'string' && UUID.test(id) && (await mayFollow(knex, auth, id));
      if (allowed) await socket.join(supportChannel(id));
      ack?.({ ok: allowed });
    });
    socket.on('supcon.unsubscribe', async (payload: { conversation_id?: unknown } | undefined, ack?: Ack) => {
      await socket.leave(supportChannel(String(payload?.conversation_id)));
      ack?.({ ok: true });
    });
  };

export function supportPush(knex: Knex, recorded: RecordedEvent): RoomPush | null {
  const event = { type: recorded.type, data: recorded.data } as SupportEvent;
  const position = formatPosition(recorded.position);
  // the room was joined after an access check; a sign-out or a switch of position since ends it (asked at each push)
  const mayHear = (auth: SessionAuth | null) => mayFollow(knex, auth, event.data.conversationId);
  switch (event.type) {
    case 'SupportMessagePosted': {
      const room = supportChannel(event.data.conversationId);
      const payload = { conversation_id: event.data.conversationId, message_id: event.data.messageId, position };
      return { room, name: channelEvent(room, 'message.posted'), payload, mayHear };
    }
    case 'SupportConversationStatusChanged': {
      const room = supportChannel(event.data.conversationId);
      const payload = { conversation_id: event.data.conversationId, status: event.data.status, position };
      return { room, name: channelEvent(room, 'status.changed'), payload, mayHear };
    }
    default:
      return null;
  }
}
