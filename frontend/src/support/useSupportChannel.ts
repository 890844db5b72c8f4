// Follows one thread's realtime room (MISC-02): subscribes on connect (and again
// after a reconnect, re-reading the thread then: messages posted meanwhile were
// pushed to no one); a posted message or a status change notes the event's
// position, so the re-read waits for the projection to have it.
import { useEffect } from 'react';
import { positions } from '../dataProvider';
import { connectRealtime } from '../realtime/socket';
import { keepRoomJoined } from '../realtime/roomSubscription';

export function useSupportChannel(conversationId: string, changed: () => void): void {
  useEffect(() => {
    if (!conversationId) return;
    const socket = connectRealtime();
    const room = `supcon.${conversationId}`;
    const onChange = (payload: { position?: string }) => {
      positions.note(payload.position);
      changed();
    };
    socket.on(`${room}.message.posted`, onChange);
    socket.on(`${room}.status.changed`, onChange);
    const leave = keepRoomJoined(
      socket,
      { subscribe: 'supcon.subscribe', unsubscribe: 'supcon.unsubscribe', payload: { conversation_id: conversationId } },
      changed,
    );
    return () => {
      leave();
      socket.off(`${room}.message.posted`, onChange);
      socket.off(`${room}.status.changed`, onChange);
    };
  }, [conversationId, changed]);
}
