// Follows one attachable's realtime room (spec 001 §7): subscribes on connect
// (and again after a reconnect) and hands attachment.attached / .detached on.
import { useEffect } from 'react';
import { positions } from '../dataProvider';
import { connectRealtime } from '../realtime/socket';
import type { AttachableType, PushedAttachment } from './api';

export function useAttachableChannel(
  type: AttachableType,
  id: string,
  handlers: { attached: (attachment: PushedAttachment) => void; detached: (attachmentId: string) => void },
): void {
  const { attached, detached } = handlers;
  useEffect(() => {
    const socket = connectRealtime();
    const room = `attachable.${type}.${id}`;
    const subscribe = () => socket.emit('attachable.subscribe', { attachable_type: type, attachable_id: id });
    // the list is re-read once the attachments projection has the pushed event
    const onAttached = (payload: { attachment: PushedAttachment; position?: string }) => {
      positions.note(payload.position);
      attached(payload.attachment);
    };
    const onDetached = (payload: { attachment_id: string }) => detached(payload.attachment_id);
    socket.on('connect', subscribe);
    socket.on(`${room}.attachment.attached`, onAttached);
    socket.on(`${room}.attachment.detached`, onDetached);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', subscribe);
      socket.off(`${room}.attachment.attached`, onAttached);
      socket.off(`${room}.attachment.detached`, onDetached);
      socket.emit('attachable.unsubscribe', { attachable_type: type, attachable_id: id });
    };
  }, [type, id, attached, detached]);
}
