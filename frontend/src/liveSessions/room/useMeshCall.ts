// The embedded provider in the browser: a WebRTC mesh. Each participant holds
// one RTCPeerConnection per other participant; the newcomer offers to everyone
// already in the room (so two sides never offer to each other at once), and
// the server only relays descriptions and ICE candidates inside the meeting's
// room. Tracks are swapped with replaceTrack (screen share, camera back), so a
// call never renegotiates after it is up; the same way the camera joins a call
// entered before it was ready: the socket connects while the camera starts.
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { callEvents, type JoinAnswer, type PeerInfo, type PeerLeft, type SignalMessage } from './signalling';

export interface CallPeer extends PeerInfo {
  stream: MediaStream | null;
}

/** `removed`, `ended`, `replaced`: the server took this window out of the call (its seat ended, the session ended, the seat entered from another window). */
export type CallStatus = 'connecting' | 'joined' | 'refused' | 'left' | 'removed' | 'ended' | 'replaced';

export interface LocalMedia {
  stream: MediaStream;
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
}

interface Connection {
  pc: RTCPeerConnection;
  pending: RTCIceCandidateInit[];
  stream: MediaStream;
}

export function useMeshCall(options: {
  meetingId: string;
  participantId: string;
  joinPosition?: string | null;
  local: LocalMedia | null;
  /** Whether this session's video is the mesh (not a BigBlueButton room the browser goes to). */
  enabled: boolean;
}) {
  const { meetingId, participantId, joinPosition, local, enabled: ready } = options;
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [message, setMessage] = useState<string | null>(null);
  const [peers, setPeers] = useState<CallPeer[]>([]);
  const [selfName, setSelfName] = useState<string | null>(null);
  const localRef = useRef(local);
  localRef.current = local;
  const connections = useRef(new Map<string, Connection>());
  const socketRef = useRef<Socket | null>(null);

  useEffect(() => {
    if (!ready) return;
    let iceServers: RTCIceServer[] = [];
    // A socket of its own: its handshake carries the cookie as it is now (a guest's was set by joining).
    const socket = io({ path: '/socket.io', withCredentials: true, forceNew: true, transports: ['websocket', 'polling'] });
    socketRef.current = socket;
    const conns = connections.current;

    const update = (peerId: string, change: Partial<CallPeer>) =>
      setPeers((list) => list.map((p) => (p.peer_id === peerId ? { ...p, ...change } : p)));

    const sendLocalTracks = (pc: RTCPeerConnection) => {
      const stream = localRef.current?.stream;
      for (const transceiver of pc.getTransceivers()) {
        const kind = transceiver.receiver.track.kind;
        const track = stream?.getTracks().find((t) => t.kind === kind) ?? null;
        transceiver.direction = 'sendrecv';
        void transceiver.sender.replaceTrack(track);
      }
    };

    const connectionFor = (peerId: string, offering: boolean): Connection => {
      const existing = conns.get(peerId);
      if (existing) return existing;
      const pc = new RTCPeerConnection({ iceServers });
      const conn: Connection = { pc, pending: [], stream: new MediaStream() };
      conns.set(peerId, conn);
      if (offering) {
        pc.addTransceiver('audio', { direction: 'sendrecv' });
        pc.addTransceiver('video', { direction: 'sendrecv' });
        sendLocalTracks(pc);
      }
      pc.onicecandidate = (event) => {
        if (event.candidate) socket.emit(callEvents.signal, { to: peerId, candidate: event.candidate.toJSON() });
      };
      pc.ontrack = (event) => {
        conn.stream.addTrack(event.track);
        // a new MediaStream object so the tile's srcObject changes and React re-renders
        update(peerId, { stream: new MediaStream(conn.stream.getTracks()) });
      };
      return conn;
    };

    const flush = async (conn: Connection) => {
      for (const candidate of conn.pending.splice(0)) await conn.pc.addIceCandidate(candidate).catch(() => undefined);
    };

    socket.on(callEvents.signal, async (signal: SignalMessage) => {
      const conn = connectionFor(signal.from, false);
      if (signal.description) {
        await conn.pc.setRemoteDescription(signal.description);
        if (signal.description.type === 'offer') {
          sendLocalTracks(conn.pc);
          await conn.pc.setLocalDescription(await conn.pc.createAnswer());
          socket.emit(callEvents.signal, { to: signal.from, description: conn.pc.localDescription?.toJSON() });
        }
        await flush(conn);
      } else if (signal.candidate) {
        if (conn.pc.remoteDescription) await conn.pc.addIceCandidate(signal.candidate).catch(() => undefined);
        else conn.pending.push(signal.candidate);
      }
    });
    socket.on(callEvents.peerJoined, (peer: PeerInfo) =>
      setPeers((list) => [...list.filter((p) => p.peer_id !== peer.peer_id), { ...peer, stream: null }]),
    );
    socket.on(callEvents.peerLeft, ({ peer_id, removed, ended, replaced }: PeerLeft) => {
      if (peer_id === socket.id) {
        // this window is out of the call: no connection stays open to anyone, and it does not ask back in
        for (const conn of conns.values()) conn.pc.close();
        conns.clear();
        setPeers([]);
        socket.off('connect', join);
        setStatus(ended ? 'ended' : replaced ? 'replaced' : removed ? 'removed' : 'left');
        return;
      }
      conns.get(peer_id)?.pc.close();
      conns.delete(peer_id);
      setPeers((list) => list.filter((p) => p.peer_id !== peer_id));
    });
    socket.on(callEvents.peerState, (state: Pick<PeerInfo, 'peer_id' | 'muted' | 'camera_off' | 'sharing'>) =>
      update(state.peer_id, { muted: state.muted, camera_off: state.camera_off, sharing: state.sharing }),
    );
    const join = () => {
      const media = localRef.current;
      socket.emit(
        callEvents.join,
        { meeting_id: meetingId, participant_id: participantId, position: joinPosition, muted: media?.muted, camera_off: media?.cameraOff },
        async (answer: JoinAnswer) => {
          if (!answer.ok) {
            setStatus('refused');
            setMessage(answer.message ?? null);
            return;
          }
          iceServers = answer.ice_servers ?? [];
          setSelfName(answer.name ?? null);
          setStatus('joined');
          const others = answer.peers ?? [];
          setPeers(others.map((p) => ({ ...p, stream: null })));
          // the newcomer offers to everyone already here
          for (const peer of others) {
            const conn = connectionFor(peer.peer_id, true);
            await conn.pc.setLocalDescription(await conn.pc.createOffer());
            socket.emit(callEvents.signal, { to: peer.peer_id, description: conn.pc.localDescription?.toJSON() });
          }
        },
      );
    };
    socket.on('connect', join);
    return () => {
      socket.emit(callEvents.leave);
      socket.disconnect();
      for (const conn of conns.values()) conn.pc.close();
      conns.clear();
      socketRef.current = null;
      setPeers([]);
    };
  }, [meetingId, participantId, ready]);

  // What this side sends: the current tracks on every connection, and its state to the others.
  const stream = local?.stream;
  const videoTrack = stream?.getVideoTracks()[0] ?? null;
  const audioTrack = stream?.getAudioTracks()[0] ?? null;
  useEffect(() => {
    for (const { pc } of connections.current.values())
      for (const sender of pc.getSenders()) {
        const kind = sender.track?.kind ?? pc.getTransceivers().find((t) => t.sender === sender)?.receiver.track.kind;
        const track = kind === 'video' ? videoTrack : kind === 'audio' ? audioTrack : null;
        if (sender.track !== track) void sender.replaceTrack(track);
      }
  }, [videoTrack, audioTrack]);
  useEffect(() => {
    if (status !== 'joined' || !local) return;
    socketRef.current?.emit(callEvents.state, { muted: local.muted, camera_off: local.cameraOff, sharing: local.sharing });
  }, [status, local?.muted, local?.cameraOff, local?.sharing]);

  const leave = () => setStatus('left');
  return { status, message, peers, selfName, leave };
}
