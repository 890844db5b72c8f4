// The wire of a call's signalling over socket.io (the embedded video provider):
// event names and messages, shared by the query service and the browser.
export const callEvents = {
  join: 'meeting-call.join',
  leave: 'meeting-call.leave',
  signal: 'meeting-call.signal',
  state: 'meeting-call.state',
  peerJoined: 'meeting-call.peer-joined',
  peerLeft: 'meeting-call.peer-left',
  peerState: 'meeting-call.peer-state',
} as const;

/** A participant in the call as the others see them. */
export interface PeerInfo {
  peer_id: string;
  participant_id: string;
  name: string;
  host: boolean;
  muted: boolean;
  camera_off: boolean;
  sharing: boolean;
}

/**
 * A peer-left message. Sent to the socket itself (its own peer_id) when the server takes it out of the call:
 * `removed` (its seat ended: the host removed it; with `ended`, the session ended) or `replaced` (the same seat
 * entered the call from another window).
 */
export interface PeerLeft {
  peer_id: string;
  removed?: true;
  ended?: true;
  replaced?: true;
}
