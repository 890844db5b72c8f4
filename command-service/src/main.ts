// The command service on its own (distributed deployment, docker-compose.yml).
import { appUrlOf, orExit, parseConfig } from '@practicum/shared/platform/config';
import { createLogger } from '@practicum/shared/platform/logging';
import { mailOptionsFrom } from '@practicum/shared/platform/mail/config';
import { connectInfrastructure } from '@practicum/shared/platform/runtime/infrastructure';
import { serve } from '@practicum/shared/platform/runtime/serve';
import { configSchema } from './config.js';
import { googleConfigFrom } from './identity/signInEnv.js';
import { startCommandService } from './service.js';

const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL, 'command-service');
const production = config.NODE_ENV === 'production';
const appUrl = orExit(() => appUrlOf(config, `http://localhost:${config.PORT}`));
const infra = await connectInfrastructure({
  databaseUrl: config.DATABASE_URL,
  eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
  kafkaBrokers: config.KAFKA_BROKERS,
  logger,
});
const service = await startCommandService(infra, {
  session: {
    secret: config.SESSION_SECRET,
    lifetimeSeconds: config.SESSION_LIFETIME_SECONDS,
    secureCookies: production,
    idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
  },
  production,
  mail: mailOptionsFrom(config),
  passwordResetExpiryMinutes: config.PASSWORD_RESET_EXPIRY_MINUTES,
  appUrl,
  google: googleConfigFrom(config),
  smsDisabled: config.SMS_DISABLED,
  taskScheduler: true,
  trustProxy: config.TRUST_PROXY,
});
await serve({
  handler: service.app,
  port: config.PORT,
  host: config.HOST,
  logger,
  stop: async () => {
    await service.stop();
    await infra.close();
  },
});
