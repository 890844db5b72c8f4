// The browser's socket.io connection, opened once signed in; the session cookie
// authenticates it. Channel messages arrive as `<channel>.<event>`.
import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;

export function connectRealtime(): Socket {
  socket ??= io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  return socket;
}

export function disconnectRealtime(): void {
  socket?.disconnect();
  socket = null;
}
