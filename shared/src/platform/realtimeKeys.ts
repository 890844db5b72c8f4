// The realtime application's key and cluster (sent to the browser with the initial page state, SPINE-03) and
// the channel authorization of /broadcasting/auth (NOTIF-12): Pusher's protocol, so any Pusher-compatible
// client can subscribe with the signature "<key>:<hex HMAC-SHA256 of socket_id:channel_name[:channel_data]>".
// No node imports here: the signing itself lives with the route.
export const DEFAULT_REALTIME_KEY = 'practicum';
export const DEFAULT_REALTIME_CLUSTER = 'local';

export interface RealtimeKeys {
  key: string;
  cluster: string;
}

export function realtimeKeysFromEnv(env: Record<string, string | undefined>): RealtimeKeys {
  return { key: env.REALTIME_KEY?.trim() || DEFAULT_REALTIME_KEY, cluster: env.REALTIME_CLUSTER?.trim() || DEFAULT_REALTIME_CLUSTER };
}

/** The text a channel authorization signs. */
export const channelAuthText = (socketId: string, channelName: string, channelData?: string): string =>
  channelData === undefined ? `${socketId}:${channelName}` : `${socketId}:${channelName}:${channelData}`;
