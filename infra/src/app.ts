// The all-in-one composition: every service in one process on one port, with
// the Postgres event store adapter. GET/HEAD go to the query service, other
// methods to the command service, exactly as the gateway routes them when
// distributed.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { createCommandApp } from '@practicum/command-service/app';
import type { GoogleSignInConfig } from '@practicum/command-service/identity/googleSignIn';
import { devOutboxSms } from '@practicum/shared/platform/sms/index';
import { migrateCommandService } from '@practicum/command-service/migrations';
import { migrateRunner } from '@practicum/projections/runner/checkpoints';
import { startProjections } from '@practicum/projections/runner/index';
import { projectors } from '@practicum/projections/registry';
import { createQueryApp } from '@practicum/query-service/app';
import { PositionWaiter } from '@practicum/query-service/http/minPosition';
import { createEventStore, type ConfiguredEventStore } from '@practicum/shared/platform/eventstore/index';
import { isCommandRequest } from '@practicum/shared/platform/http/routing';
import { sessionMiddleware } from '@practicum/shared/platform/http/session';
import { createBus, migrateBus } from '@practicum/shared/platform/bus/index';
import { startLockoutConsumer } from '@practicum/command-service/session/lockoutConsumer';
import { Presence } from '@practicum/query-service/realtime/presence';
import { attachRealtime } from '@practicum/query-service/realtime/server';
import { startRealtimePusher } from '@practicum/query-service/realtime/pusher';
import { createLogger, type Logger } from '@practicum/shared/platform/logging';
import { createMailer, type MailOptions } from '@practicum/shared/platform/mail/index';
import { frontendDist } from './frontendBuild.js';
import { seedDemoData } from './seed/demoData.js';

export interface PracticumOptions {
  databaseUrl: string;
  port: number;
  seedDemo: boolean;
  sessionSecret: string;
  eventStoreConnectionString?: string | undefined;
  serveFrontend?: boolean;
  logger?: Logger;
  secureCookies?: boolean;
  sessionLifetimeSeconds?: number;
  /** Idle timeout and warning in seconds (spec 000 §4), sent to the browser in the initial state. */
  idleTimeoutSeconds?: number;
  idleWarningSeconds?: number;
  minPositionWaitMs?: number;
  /** Connections per pool (sessions/credentials, read models, event store); tests keep it small. */
  poolSize?: number;
  /** SMTP settings; without them mail goes to the dev outbox (never in production). */
  mail?: MailOptions;
  production?: boolean;
  passwordResetExpiryMinutes?: number;
  /** Origin of links in mail (APP_URL). */
  appUrl?: string | undefined;
  /** Google sign-in (OpenID Connect); off when absent. */
  google?: GoogleSignInConfig | null;
  /** Option sms_disabled: two-factor by authenticator app only. */
  smsDisabled?: boolean;
}

export interface RunningPracticum {
  url: string;
  port: number;
  server: Server;
  knex: Knex;
  pool: pg.Pool;
  eventStore: ConfiguredEventStore;
  close(): Promise<void>;
}

export async function startPracticum(options: PracticumOptions): Promise<RunningPracticum> {
  const logger = options.logger ?? createLogger();
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
  // An idle connection closed by the server must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection closed'));
  const knex = knexFactory({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: poolSize } });
  const eventStore = createEventStore({
    databaseUrl: options.databaseUrl,
    eventStoreConnectionString: options.eventStoreConnectionString,
    poolSize,
  });
  await eventStore.migrate();
  await migrateCommandService(pool);
  await migrateRunner(knex);

  const projections = await startProjections({ knex, eventStore, projectors, logger });
  const projectorNames = projectors.map((p) => p.name);
  const waiter = new PositionWaiter(knex, options.databaseUrl, projectorNames);
  await waiter.start();

  const session = {
    secret: options.sessionSecret,
    lifetimeSeconds: options.sessionLifetimeSeconds ?? 7200,
    secureCookies: options.secureCookies ?? false,
  };
  const mailer = createMailer({ mail: options.mail, pool, production: options.production ?? false, logger });
  const commandApp = createCommandApp({
    eventStore,
    pool,
    logger,
    session,
    mailer,
    passwordResetExpiryMinutes: options.passwordResetExpiryMinutes,
    appUrl: options.appUrl,
    google: options.google ?? null,
    smsDisabled: options.smsDisabled ?? false,
    sms: devOutboxSms(pool, options.production ?? false, logger),
  });
  const presence = new Presence();
  const queryApp = createQueryApp({
    knex,
    pool,
    eventStore,
    logger,
    waiter,
    projectorNames,
    minPositionWaitMs: options.minPositionWaitMs ?? 2000,
    session,
    timers: { idleTimeoutSeconds: options.idleTimeoutSeconds ?? 600, idleWarningSeconds: options.idleWarningSeconds ?? 120 },
    onlineUserIds: () => presence.online().map((p) => p.userId),
  });

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => (isCommandRequest(req.method, req.path) ? commandApp(req, res, next) : queryApp(req, res, next)));
  if (options.serveFrontend !== false && existsSync(frontendDist)) {
    app.use(express.static(frontendDist, { index: false, maxAge: '1h' }));
    // The single-page app answers every other GET.
    app.get(/^\/(?!api\/|auth\/csrf-token).*/, (_req, res) => res.sendFile(resolve(frontendDist, 'index.html')));
  }

  const server = createServer(app);
  // Realtime: socket.io on the same server, fed by bus consumers (never by command handlers).
  const realtime = attachRealtime({ server, session: sessionMiddleware({ pool, ...session }), presence, logger });
  await migrateBus(knex);
  const bus = createBus({ eventStore, knex, logger });
  const consumers = [
    await startLockoutConsumer({ bus, knex, eventStore, pool }),
    await startRealtimePusher({ bus, knex, eventStore, io: realtime.io }),
  ];
  await new Promise<void>((resolveListen) => server.listen(options.port, resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  if (options.seedDemo) await seedDemoData({ eventStore, pool }, logger);
  // Serve nothing stale at start: wait (bounded) for the read models to reach the store's head.
  await waiter.waitFor(await eventStore.headPosition(), 30_000);

  return {
    url: `http://localhost:${port}`,
    port,
    server,
    knex,
    pool,
    eventStore,
    async close() {
      for (const consumer of consumers) await consumer.stop();
      await bus.close();
      realtime.io.disconnectSockets(true);
      const closed = new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await closed;
      await realtime.close();
      await projections.stop();
      await waiter.stop();
      await eventStore.close();
      await knex.destroy();
      await pool.end();
    },
  };
}
