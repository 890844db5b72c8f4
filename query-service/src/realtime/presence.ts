// Who is online (presence channel `login`), counted over every query-service replica: each signed-in socket
// carries its member in `socket.data`, and fetchSockets asks every replica through the socket.io adapter
// (the Postgres adapter when there are several; in memory for one). No per-process tally that a second
// replica could not see.
import type { Server } from 'socket.io';

export interface PresenceMember {
  id: string;
  /** When this socket connected (ms since epoch): the list shows the most recently arrived first. */
  since: number;
}

export interface PresenceData {
  presence?: PresenceMember;
}

/** Members of sockets, one per user (their earliest socket), most recently arrived first. */
export function membersOf(sockets: readonly { data: PresenceData }[]): PresenceMember[] {
  const byUser = new Map<string, PresenceMember>();
  for (const { data } of sockets) {
    const member = data.presence;
    if (!member) continue; // signed out, or an admin logged in as someone: not counted
    const known = byUser.get(member.id);
    if (!known || member.since < known.since) byUser.set(member.id, member);
  }
  return [...byUser.values()].sort((a, b) => b.since - a.since || a.id.localeCompare(b.id));
}

/** Everyone online on any replica, sockets of `room` only (the presence channel, or one user's private room). */
export async function onlineIn(io: Server, room: string): Promise<PresenceMember[]> {
  return membersOf(await io.in(room).fetchSockets());
}

/** The online user ids for the read API; empty until socket.io is attached to the server. */
export class Presence {
  private io: Server | null = null;
  attach(io: Server): void {
    this.io = io;
  }
  async onlineUserIds(room: string): Promise<string[]> {
    return this.io ? (await onlineIn(this.io, room)).map((m) => m.id) : [];
  }
}
