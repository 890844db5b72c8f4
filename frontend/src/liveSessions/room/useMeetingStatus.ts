// The meeting's status as the realtime channel tells it (meeting.<code>.status-updated), from the moment the room opens.
// The push's position is noted first, so a read made on it waits for the read model to hold the change.
import { useEffect, useRef, useState } from 'react';
import { positions } from '../../dataProvider';
import { connectRealtime } from '../../realtime/socket';

/** `onPush` hears every status-updated message (a recording's status too), after its position is noted. */
export function useMeetingStatus(meetingCode: string, onPush?: () => void): string | null {
  const [status, setStatus] = useState<string | null>(null);
  const pushed = useRef(onPush);
  pushed.current = onPush;
  useEffect(() => {
    const socket = connectRealtime();
    const event = `meeting.${meetingCode}.status-updated`;
    const onStatus = (payload: { status: string; position?: string }) => {
      positions.note(payload.position);
      setStatus(payload.status);
      pushed.current?.();
    };
    const subscribe = () => socket.emit('meeting.subscribe', { meeting_code: meetingCode });
    socket.on(event, onStatus);
    socket.on('connect', subscribe);
    if (socket.connected) subscribe();
    return () => {
      socket.off(event, onStatus);
      socket.off('connect', subscribe);
    };
  }, [meetingCode]);
  return status;
}
