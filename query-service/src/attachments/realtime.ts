// The per-attachable realtime channel (spec 001 §7, 002 §7): a signed-in socket
// asks to follow an attachable with `attachable.subscribe` { attachable_type,
// attachable_id } and joins `attachable.<type>.<id>` only if it may see the
// attachable (and its files: not an impersonating admin on HIPAA-enforced ones).
// The pusher then sends attachment.attached / .detached / .updated there.
import type { Knex } from 'knex';
import type { Socket } from 'socket.io';
import type { AttachmentEvent } from '@practicum/shared/domain/attachments/events';
import { formatPosition, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { attachmentRow } from '@practicum/projections/attachments/attachmentsProjector';
import { channelEvent, type RoomPush } from '../realtime/server.js';
import { canSeeAttachable, hipaaEnforced, isAttachableType } from '@practicum/projections/attachments/attachables';
import { pushedAttachmentRecord } from '@practicum/projections/attachments/queries';
import { userName } from '@practicum/projections/identity/userQueries';

/** The socket.io room of one attachable: `attachable.<type>.<id>`. */
export const attachableChannel = (type: string, id: string): string => `attachable.${type}.${id}`;

export const SUBSCRIBE = 'attachable.subscribe';
export const UNSUBSCRIBE = 'attachable.unsubscribe';

interface Subscription {
  attachable_type?: unknown;
  attachable_id?: unknown;
}
type Ack = (answer: { ok: boolean }) => void;

/** Whether a session may follow an attachable's files: it sees the attachable, and is no impersonating admin on HIPAA-enforced ones. */
const mayFollow = async (knex: Knex, type: unknown, id: unknown, auth: SessionAuth | null): Promise<boolean> =>
  auth !== null &&
  isAttachableType(type) &&
  !(hipaaEnforced(type) && auth.impersonatorId !== null) &&
  (await canSeeAttachable(knex, type, id, auth).catch(() => false));

export const attachableSubscriptions =
  (knex: Knex) =>
  (socket: Socket, auth: SessionAuth): void => {
    socket.on(SUBSCRIBE, async (payload: Subscription, ack?: Ack) => {
      const { attachable_type: type, attachable_id: id } = payload ?? {};
      const allowed = await mayFollow(knex, type, id, auth);
      if (allowed) await socket.join(attachableChannel(String(type), String(id)));
      ack?.({ ok: allowed });
    });
    socket.on(UNSUBSCRIBE, async (payload: Subscription, ack?: Ack) => {
      await socket.leave(attachableChannel(String(payload?.attachable_type), String(payload?.attachable_id)));
      ack?.({ ok: true });
    });
  };

/**
 * The channel message for an attachment event, with the attachment as the reads show it but with no file url: a
 * url must be signed for one session (issue 10 item 3) and a room is heard by many, so nothing unsigned leaves
 * the server; the panel re-reads its list, which signs the link for its reader.
 */
export async function attachmentPush(knex: Knex, recorded: RecordedEvent): Promise<RoomPush | null> {
  const event = { type: recorded.type, data: recorded.data } as AttachmentEvent;
  const room = attachableChannel(event.data.attachableType, event.data.attachableId);
  // The position lets a client re-read the list once the attachments projection has this event.
  const base = {
    attachable_type: event.data.attachableType,
    attachable_id: event.data.attachableId,
    position: formatPosition(recorded.position),
  };
  // a room was joined once its access was checked; that access may have gone since (a task reassigned, a trainee no
  // longer supervised, a position switched): each socket is asked again as it is now
  const mayHear = (auth: SessionAuth | null) => mayFollow(knex, event.data.attachableType, event.data.attachableId, auth);
  switch (event.type) {
    case 'AttachmentAttached': {
      const d = event.data;
      const ownerName = await userName(knex, d.ownerUserId);
      const attachment = pushedAttachmentRecord({ ...attachmentRow(d, recorded.metadata.occurredAt), owner_name: ownerName });
      return { room, name: channelEvent(room, 'attachment.attached'), payload: { ...base, attachment }, mayHear };
    }
    case 'AttachmentDetached':
      return {
        room,
        name: channelEvent(room, 'attachment.detached'),
        payload: { ...base, attachment_id: event.data.attachmentId },
        mayHear,
      };
    default:
      return null;
  }
}
