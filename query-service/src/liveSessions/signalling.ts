// Signalling of the embedded video provider (WebRTC mesh, issue 16 item 2): a
// participant's browser joins the call room of a started meeting it takes part
// in, learns who is already there, and relays offers, answers and ICE
// candidates to one peer at a time. Signed-in participants are checked against
// the meeting's read model; a guest is whoever this browser's session joined
// through the waiting room (`session.meetingGuests`). No media passes here.
import type { Server, Socket } from 'socket.io';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { callRoom, type IceServer } from '@practicum/shared/platform/video/index';
import { freshSession } from '../realtime/server.js';
import { callEvents, type PeerInfo, type PeerLeft } from '@practicum/shared/domain/liveSessions/call';
import { parsePosition, type Position } from '@practicum/shared/platform/eventstore/types';

export interface GuestPass {
  participantId: string;
  guestName: string;
}

/** Who may enter a meeting's call, as the meetings read model says. */
export interface CallAccess {
  /** The caller's name and whether they host, or the spec's message saying why not. */
  check(request: {
    meetingId: string;
    participantId: string;
    auth: SessionAuth | null;
    guest: GuestPass | null;
    /** The join command's position, when the browser sends it: its projection is awaited, not polled for. */
    position: Position | null;
  }): Promise<{ ok: true; name: string; host: boolean } | { ok: false; message: string }>;
  /** The participant cap of the meeting's provider ("participant limit {limit}"). */
  limit(meetingId: string): Promise<{ limit: number; message: string }>;
}

interface InCall {
  meetingId: string;
  participantId: string;
  name: string;
  host: boolean;
  muted: boolean;
  camera_off: boolean;
  sharing: boolean;
}

interface SocketData {
  call?: InCall;
}

type Ack = (answer: Record<string, unknown>) => void;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

const peerInfo = (id: string, call: InCall): PeerInfo => ({
  peer_id: id,
  participant_id: call.participantId,
  name: call.name,
  host: call.host,
  muted: call.muted,
  camera_off: call.camera_off,
  sharing: call.sharing,
});

export function callSignalling(deps: { io: () => Server; access: CallAccess; iceServers: IceServer[] }) {
  return (socket: Socket, _auth: SessionAuth | null): void => {
    const data = socket.data as SocketData;

    const leave = async () => {
      const call = data.call;
      if (!call) return;
      data.call = undefined;
      await socket.leave(callRoom(call.meetingId));
      socket.to(callRoom(call.meetingId)).emit(callEvents.peerLeft, { peer_id: socket.id });
    };

    socket.on(callEvents.join, async (payload: Record<string, unknown> | undefined, ack?: Ack) => {
      const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
      try {
        const meetingId = text(payload?.meeting_id);
        const participantId = text(payload?.participant_id);
        if (!meetingId || !participantId) return reply({ ok: false, message: 'The selected meeting is invalid.' });
        const session = await freshSession(socket);
        const auth = session?.auth ?? null;
        const guest = session?.meetingGuests?.[meetingId] ?? null;
        const position = typeof payload?.position === 'string' ? parsePosition(payload.position) : null;
        const access = await deps.access.check({ meetingId, participantId, auth, guest, position: position ?? null });
        if (!access.ok) return reply({ ok: false, message: access.message });
        await leave();
        const room = callRoom(meetingId);
        const present = (await deps.io().in(room).fetchSockets()).filter((s) => (s.data as SocketData).call);
        // the same participant in a second tab takes the place of the first
        const others = present.filter((s) => (s.data as SocketData).call!.participantId !== participantId);
        for (const stale of present.filter((s) => !others.includes(s))) {
          stale.emit(callEvents.peerLeft, { peer_id: stale.id, replaced: true } satisfies PeerLeft);
          stale.leave(room);
          socket.to(room).emit(callEvents.peerLeft, { peer_id: stale.id });
        }
        const { limit, message } = await deps.access.limit(meetingId);
        if (others.length + 1 > limit) return reply({ ok: false, message });
        data.call = {
          meetingId,
          participantId,
          name: access.name,
          host: access.host,
          muted: payload?.muted === true,
          camera_off: payload?.camera_off === true,
          sharing: false,
        };
        await socket.join(room);
        socket.to(room).emit(callEvents.peerJoined, peerInfo(socket.id, data.call));
        reply({
          ok: true,
          peer_id: socket.id,
          name: access.name,
          peers: others.map((s) => peerInfo(s.id, (s.data as SocketData).call!)),
          ice_servers: deps.iceServers,
        });
      } catch {
        reply({ ok: false, message: 'An error has occurred. Please try again later' });
      }
    });

    // Offers, answers and candidates go to one peer, and only inside the same call.
    socket.on(callEvents.signal, async (payload: Record<string, unknown> | undefined) => {
      const call = data.call;
      const to = typeof payload?.to === 'string' ? payload.to : null;
      if (!call || !to || to === socket.id) return;
      const [target] = await deps.io().in(to).fetchSockets();
      if ((target?.data as SocketData | undefined)?.call?.meetingId !== call.meetingId) return;
      target!.emit(callEvents.signal, { from: socket.id, description: payload?.description, candidate: payload?.candidate });
    });

    socket.on(callEvents.state, (payload: Record<string, unknown> | undefined) => {
      const call = data.call;
      if (!call) return;
      call.muted = payload?.muted === true;
      call.camera_off = payload?.camera_off === true;
      call.sharing = payload?.sharing === true;
      socket.to(callRoom(call.meetingId)).emit(callEvents.peerState, peerInfo(socket.id, call));
    });

    socket.on(callEvents.leave, () => void leave());
    socket.on('disconnecting', () => {
      const call = data.call;
      if (call) socket.to(callRoom(call.meetingId)).emit(callEvents.peerLeft, { peer_id: socket.id });
    });
  };
}

/**
 * A call is entered once its access is checked, and a socket in it stays until it leaves: so a seat that ends (its
 * holder left, or the host removed them) or a session that ends takes its sockets out of the call here, telling the
 * others (who close their connection to it) and the socket itself. Each replica's pusher sees every event and takes
 * out its own sockets.
 */
export async function evictFromCall(io: Server, recorded: { type: string; data: Record<string, unknown> }): Promise<void> {
  const meetingId = typeof recorded.data.meetingId === 'string' ? recorded.data.meetingId : null;
  if (!meetingId) return;
  const ended = ['MeetingEnded', 'MeetingCanceled', 'MeetingArchived'].includes(recorded.type);
  const seat = recorded.type === 'MeetingParticipantLeft' ? recorded.data.participantId : null;
  if (!ended && !seat) return;
  const room = callRoom(meetingId);
  for (const socket of await io.local.in(room).fetchSockets()) {
    const call = (socket.data as SocketData).call;
    if (!call || call.meetingId !== meetingId || (!ended && call.participantId !== seat)) continue;
    (socket.data as SocketData).call = undefined;
    socket.leave(room);
    io.to(room).emit(callEvents.peerLeft, { peer_id: socket.id });
    socket.emit(callEvents.peerLeft, { peer_id: socket.id, removed: true, ...(ended ? { ended: true } : {}) } satisfies PeerLeft);
  }
}
