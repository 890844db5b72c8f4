// The embedded default provider: a WebRTC mesh between the participants' browsers.
// The server holds no media: it only authorizes and relays signalling in the
// meeting's socket.io room (query-service liveSessions/signalling.ts). A mesh
// sends each stream to every other participant, which suits the general
// participant limit; large sessions go to BigBlueButton.
import type { IceServer, VideoProvider } from './types.js';

/** The socket.io room of a meeting's call. */
export const callRoom = (meetingId: string): string => `meeting-call.${meetingId}`;

export function embeddedProvider(options: { iceServers: IceServer[] }): VideoProvider {
  return {
    name: 'embedded',
    open: () => Promise.resolve({ dialInPhone: null, dialInCode: null }),
    join: ({ meetingId }) => Promise.resolve({ provider: 'embedded', room: callRoom(meetingId), iceServers: options.iceServers }),
    // the meeting's ended status closes the call: signalling refuses a room whose meeting is over
    end: () => Promise.resolve(),
    isRunning: () => Promise.resolve(true),
    recordings: () => Promise.resolve([]),
  };
}

/**
 * ICE servers from VIDEO_ICE_SERVERS: a JSON array of RTCIceServer objects, or a comma-separated list of
 * stun:/turn: urls. Empty: none, which is all a loopback or LAN call needs (host candidates connect directly).
 */
export function iceServersFrom(value: string | undefined): IceServer[] {
  const text = (value ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every((s) => typeof s === 'object' && s !== null && 'urls' in s))
      throw new Error('VIDEO_ICE_SERVERS: a JSON array of { urls, username?, credential? }');
    return parsed as IceServer[];
  }
  return text
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((urls) => ({ urls }));
}
