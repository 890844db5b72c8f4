// The command service on its own (distributed deployment, docker-compose.yml).
import { appUrlOf, orExit, parseConfig } from '@practicum/shared/platform/config';
import { createLogger } from '@practicum/shared/platform/logging';
import { runStandalone } from '@practicum/shared/platform/runtime/standalone';
import { accountOptionsFrom } from './accountOptions.js';
import { configSchema } from './config.js';
import { startCommandService } from './service.js';

const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL, 'command-service');
const production = config.NODE_ENV === 'production';
const appUrl = orExit(() => appUrlOf(config, `http://localhost:${config.PORT}`));
await runStandalone(config, logger, (infra) =>
  startCommandService(infra, {
    session: {
      secret: config.SESSION_SECRET,
      lifetimeSeconds: config.SESSION_LIFETIME_SECONDS,
      secureCookies: production,
      idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
    },
    production,
    ...accountOptionsFrom(config, appUrl),
    taskScheduler: true,
    trustProxy: config.TRUST_PROXY,
  }),
);
