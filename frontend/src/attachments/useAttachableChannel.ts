// Follows one attachable's realtime room (spec 001 §7): subscribes on connect
// (and again after a reconnect, when the list is re-read: files attached or
// removed meanwhile were pushed to no one) and hands attachment.attached /
// .detached on.
import { useEffect } from 'react';
import { positions } from '../dataProvider';
import { connectRealtime } from '../realtime/socket';
import { keepRoomJoined } from '../realtime/roomSubscription';
import type { AttachableType, PushedAttachment } from './api';

export function useAttachableChannel(
  type: AttachableType,
  id: string,
  handlers: {
    attached: (attachment: PushedAttachment) => void;
    detached: (attachmentId: string) => void;
    /** The room was joined again after a reconnect: the list is read again. */
    rejoined: () => void;
  },
): void {
  const { attached, detached, rejoined } = handlers;
  useEffect(() => {
    const socket = connectRealtime();
    const room = `attachable.${type}.${id}`;
    // the list is re-read once the attachments projection has the pushed event
    const onAttached = (payload: { attachment: PushedAttachment; position?: string }) => {
      positions.note(payload.position);
      attached(payload.attachment);
    };
    const onDetached = (payload: { attachment_id: string }) => detached(payload.attachment_id);
    socket.on(`${room}.attachment.attached`, onAttached);
    socket.on(`${room}.attachment.detached`, onDetached);
    const leave = keepRoomJoined(
      socket,
      { subscribe: 'attachable.subscribe', unsubscribe: 'attachable.unsubscribe', payload: { attachable_type: type, attachable_id: id } },
      rejoined,
    );
    return () => {
      leave();
      socket.off(`${room}.attachment.attached`, onAttached);
      socket.off(`${room}.attachment.detached`, onDetached);
    };
  }, [type, id, attached, detached, rejoined]);
}
