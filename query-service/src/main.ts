// The query service on its own (distributed deployment, docker-compose.yml):
// the read API, read-your-writes and socket.io.
import { projectors } from '@practicum/projections/registry';
import { parseConfig } from '@practicum/shared/platform/config';
import { createLogger } from '@practicum/shared/platform/logging';
import { runStandalone } from '@practicum/shared/platform/runtime/standalone';
import { configSchema } from './config.js';
import { startQueryService } from './service.js';

const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL, 'query-service');
await runStandalone(config, logger, (infra) =>
  startQueryService(infra, {
    databaseUrl: config.DATABASE_URL,
    projectorNames: projectors.map((p) => p.name),
    session: {
      secret: config.SESSION_SECRET,
      lifetimeSeconds: config.SESSION_LIFETIME_SECONDS,
      secureCookies: config.NODE_ENV === 'production',
    },
    minPositionWaitMs: config.MIN_POSITION_WAIT_MS,
    realtimeAdapter: config.REALTIME_ADAPTER,
    idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
    idleWarningSeconds: config.IDLE_WARNING_SECONDS,
    trustProxy: config.TRUST_PROXY,
    mapTileUrl: config.MAP_TILE_URL,
  }),
);
