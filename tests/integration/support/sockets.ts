// Realtime sockets of the test app: connected as a session (or anonymously) before they are answered, so that a
// test subscribes and listens only once the server knows the socket, and the next push of a name with a deadline.
import { io as connect, type Socket } from 'socket.io-client';

/** A socket.io client on the app's realtime path with the session `cookie` (null: anonymous), once connected; no reconnects unless asked. */
export function connectedSocket(url: string, cookie: string | null, options: { reconnection?: boolean } = {}): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
    ...options,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The payload of the socket's next `name` push; fails after `ms`. */
export const nextEvent = <T>(socket: Socket, name: string, ms = 10_000): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} within ${ms} ms`)), ms);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
