// The call's signalling messages as the browser reads them (names and peers: shared/domain/liveSessions/call.ts).
import type { PeerInfo } from '@practicum/shared/domain/liveSessions/call';

export { callEvents, type PeerInfo, type PeerLeft } from '@practicum/shared/domain/liveSessions/call';

export interface JoinAnswer {
  ok: boolean;
  message?: string;
  peer_id?: string;
  name?: string;
  peers?: PeerInfo[];
  ice_servers?: RTCIceServer[];
}

export interface SignalMessage {
  from: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}
