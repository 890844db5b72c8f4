// Delivery to a room joined after an access check (RoomPush.mayHear): each of this replica's sockets there hears
// the push if its session may now, and one that may not leaves the room. Sockets of one browser share a session:
// each distinct session is reloaded and asked once per push, a few at a time, so a room with many sockets (or a
// slow session store) does not hold the pusher's single path for one lookup after another.
import type { Server, Socket } from 'socket.io';
import { freshSession, type RoomPush } from './server.js';

/** How many sessions one push reloads at a time. */
const SESSION_LOOKUPS_AT_ONCE = 8;

export async function deliverChecked(io: Server, push: RoomPush & { mayHear: NonNullable<RoomPush['mayHear']> }): Promise<void> {
  const namespace = io.of('/');
  const bySession = new Map<string, Socket[]>();
  for (const id of namespace.adapter.rooms.get(push.room) ?? []) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const key = sessionIdOf(socket) ?? `socket:${socket.id}`;
    bySession.set(key, [...(bySession.get(key) ?? []), socket]);
  }
  await eachBounded([...bySession.values()], SESSION_LOOKUPS_AT_ONCE, async (sockets) => {
    const session = await freshSession(sockets[0]!);
    const hears = await push.mayHear(session?.auth ?? null).catch(() => false);
    for (const socket of sockets) {
      if (hears) socket.emit(push.name, push.payload);
      else await socket.leave(push.room);
    }
  });
}

const sessionIdOf = (socket: Socket): string | undefined => (socket.request as { sessionID?: string }).sessionID;

/** Runs `work` over `items` with at most `limit` running at once. */
async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
