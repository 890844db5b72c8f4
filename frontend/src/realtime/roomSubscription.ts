// A room joined after an access check (an attachable's, a support thread's): the socket asks to join on every
// connect, since a reconnected socket is a new one on the server and has no rooms. What was pushed while it was
// away never arrives, so once a join after the first succeeds, the page is told to re-read.
import type { Socket } from 'socket.io-client';

export interface RoomSubscription {
  subscribe: string;
  unsubscribe: string;
  payload: Record<string, string>;
}

/** Joins `room` now (if connected) and on every reconnect; `rejoined` runs after each join but the first. Returns the cleanup. */
export function keepRoomJoined(socket: Socket, room: RoomSubscription, rejoined: () => void): () => void {
  let joinedBefore = false;
  const join = () =>
    socket.emit(room.subscribe, room.payload, (answer?: { ok?: boolean }) => {
      if (!answer?.ok) return;
      if (joinedBefore) rejoined();
      joinedBefore = true;
    });
  socket.on('connect', join);
  if (socket.connected) join();
  return () => {
    socket.off('connect', join);
    socket.emit(room.unsubscribe, room.payload);
  };
}
