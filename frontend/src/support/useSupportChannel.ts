// Follows one thread's realtime room (MISC-02): subscribes on connect (and again
// after a reconnect); a posted message or a status change notes the event's
// position, so the re-read waits for the projection to have it.
import { useEffect } from 'react';
import { positions } from '../dataProvider';
import { connectRealtime } from '../realtime/socket';

export function useSupportChannel(conversationId: string, changed: () => void): void {
  useEffect(() => {
    if (!conversationId) return;
    const socket = connectRealtime();
    const room = `supcon.${conversationId}`;
    const subscribe = () => socket.emit('supcon.subscribe', { conversation_id: conversationId });
    const onChange = (payload: { position?: string }) => {
      positions.note(payload.position);
      changed();
    };
    socket.on('connect', subscribe);
    socket.on(`${room}.message.posted`, onChange);
    socket.on(`${room}.status.changed`, onChange);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', subscribe);
      socket.off(`${room}.message.posted`, onChange);
      socket.off(`${room}.status.changed`, onChange);
      socket.emit('supcon.unsubscribe', { conversation_id: conversationId });
    };
  }, [conversationId, changed]);
}
