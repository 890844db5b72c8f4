export * from './types.js';
export { embeddedProvider, iceServersFrom, callRoom } from './embedded.js';
export {
  bigBlueButtonProvider,
  bbbChecksum,
  bbbQuery,
  bbbUrl,
  BigBlueButtonError,
  recordingMediaUrls,
  type BigBlueButtonLoad,
  type BigBlueButtonProvider,
} from './bigBlueButton.js';
export * from './servers.js';
import { embeddedProvider, iceServersFrom } from './embedded.js';
import { bigBlueButtonServersFromEnv, type BigBlueButtonServer } from './servers.js';
import type { VideoProvider, VideoProviderName } from './types.js';

export interface VideoProviders {
  /** The provider of new sessions: the embedded mesh, unless a BBB server is configured and asked for. */
  readonly default: VideoProviderName;
  get(name: VideoProviderName): VideoProvider;
  /** Whether a BigBlueButton server that takes sessions is configured. */
  readonly bigBlueButton: boolean;
  /** Every configured BigBlueButton server (BBB_URL/BBB_SECRET, BBB_SERVERS), with its type (ADMIN-35). */
  readonly servers: BigBlueButtonServer[];
}

/**
 * Providers from the environment: the embedded mesh always (VIDEO_ICE_SERVERS), BigBlueButton when BBB_URL and
 * BBB_SECRET (or BBB_SERVERS) are set; VIDEO_PROVIDER=big_blue_button makes it the default.
 */
export function videoProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): VideoProviders {
  const embedded = embeddedProvider({ iceServers: iceServersFrom(env.VIDEO_ICE_SERVERS) });
  const servers = bigBlueButtonServersFromEnv(env);
  const sessionServer = servers.find((server) => server.type !== 'recording') ?? null;
  if (env.VIDEO_PROVIDER === 'big_blue_button' && !sessionServer)
    throw new Error('VIDEO_PROVIDER=big_blue_button needs BBB_URL and BBB_SECRET (or BBB_SERVERS)');
  return {
    default: env.VIDEO_PROVIDER === 'big_blue_button' ? 'big_blue_button' : 'embedded',
    bigBlueButton: sessionServer !== null,
    servers,
    get(name) {
      if (name === 'big_blue_button') {
        if (!sessionServer) throw new Error('No BigBlueButton server is configured (BBB_URL, BBB_SECRET)');
        return sessionServer.provider;
      }
      return embedded;
    },
  };
}
