// A service deployed on its own (docker-compose.yml): the infrastructure its
// configuration names, the service started on it, served until SIGTERM/SIGINT,
// then the service stopped before the infrastructure it uses is closed.
import type { RequestListener, Server } from 'node:http';
import type { Logger } from '../logging.js';
import { connectInfrastructure, type Infrastructure } from './infrastructure.js';
import { serve } from './serve.js';

/** What every standalone service's configuration says about where it runs. */
export interface StandaloneConfig {
  DATABASE_URL: string;
  EVENTSTORE_CONNECTION_STRING?: string | undefined;
  KAFKA_BROKERS?: string | undefined;
  PORT: number;
  HOST?: string | undefined;
}

export interface StandaloneService {
  app: RequestListener;
  stop(): Promise<void>;
  /** Runs once the server exists, before it listens (socket.io). */
  attach?(server: Server): Promise<void>;
}

export async function runStandalone(
  config: StandaloneConfig,
  logger: Logger,
  start: (infra: Infrastructure) => Promise<StandaloneService>,
): Promise<void> {
  const infra = await connectInfrastructure({
    databaseUrl: config.DATABASE_URL,
    eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
    kafkaBrokers: config.KAFKA_BROKERS,
    logger,
  });
  const service = await start(infra);
  await serve({
    handler: service.app,
    port: config.PORT,
    host: config.HOST,
    logger,
    beforeListen: service.attach?.bind(service),
    stop: async () => {
      await service.stop();
      await infra.close();
    },
  });
}
