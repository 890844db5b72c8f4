// The all-in-one composition: every service in one process on one port, with
// the Postgres event store adapter. GET/HEAD go to the query service, other
// methods to the command service, exactly as the gateway routes them when
// distributed.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { GoogleSignInConfig } from '@practicum/command-service/identity/googleSignIn';
import { startCommandService } from '@practicum/command-service/service';
import { startQueryService } from '@practicum/query-service/service';
import type { RealtimeAdapter } from '@practicum/query-service/realtime/adapter';
import { migrateRunner } from '@practicum/projections/runner/checkpoints';
import { startProjections } from '@practicum/projections/runner/index';
import { projectors } from '@practicum/projections/registry';
import type { ConfiguredEventStore } from '@practicum/shared/platform/eventstore/index';
import { defaultMapTileUrl } from '@practicum/shared/platform/http/securityHeaders';
import { comparePositions, parsePosition, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';
import { connectInfrastructure } from '@practicum/shared/platform/runtime/infrastructure';
import { DEFAULT_IDLE_TIMEOUT_SECONDS } from '@practicum/shared/domain/identity/idleTimeout';
import { stopStrengthEstimator } from '@practicum/shared/platform/passwordStrength/index';
import { isCommandRequest } from '@practicum/shared/platform/http/routing';
import { createLogger, type Logger } from '@practicum/shared/platform/logging';
import type { MailOptions } from '@practicum/shared/platform/mail/index';
import { frontendDist } from './frontendBuild.js';
import { pageHandler } from './page.js';
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
  /** Map tiles of the site directory; empty: none (offline). Default OpenStreetMap. */
  mapTileUrl?: string;
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
  /** Scheduled task jobs (command service); off unless asked. */
  taskScheduler?: boolean;
  /** The interface to listen on; every interface when omitted (tests), 127.0.0.1 by `npm start` unless HOST. */
  host?: string | undefined;
  /** TRUST_PROXY (see shared/src/platform/http/trustProxy.ts). */
  trustProxy?: string | undefined;
  /** "postgres" lets further query-service replicas on the same database share rooms and presence (tests of that). */
  realtimeAdapter?: RealtimeAdapter;
}

export interface RunningPracticum {
  url: string;
  port: number;
  server: Server;
  knex: Knex;
  pool: pg.Pool;
  eventStore: ConfiguredEventStore;
  /** Resolves once every projector has passed a position a command answered (X-Position); tests wait on it. */
  caughtUp(position: string): Promise<void>;
  close(): Promise<void>;
}

export async function startPracticum(options: PracticumOptions): Promise<RunningPracticum> {
  const logger = options.logger ?? createLogger();
  const poolSize = options.poolSize ?? 10;
  const infra = await connectInfrastructure({
    databaseUrl: options.databaseUrl,
    eventStoreConnectionString: options.eventStoreConnectionString,
    poolSize,
    logger,
  });
  const { pool, knex, eventStore } = infra;
  // what has started so far, closed in this order (also when the start fails half-way, so nothing is left open)
  const started: {
    commandService?: Awaited<ReturnType<typeof startCommandService>>;
    queryService?: Awaited<ReturnType<typeof startQueryService>>;
    projections?: Awaited<ReturnType<typeof startProjections>>;
    server?: ReturnType<typeof createServer>;
  } = {};
  const closeStarted = async () => {
    await started.commandService?.stop();
    await stopStrengthEstimator();
    started.server?.closeAllConnections();
    // Closing socket.io closes the HTTP server too.
    await started.queryService?.stop();
    if (started.server?.listening) await new Promise<void>((r) => started.server!.close(() => r()));
    await started.projections?.stop();
    await infra.close();
  };
  try {
    await migrateRunner(knex);
    const projections = await startProjections({ knex, eventStore, projectors, logger });
    started.projections = projections;
    const session = {
      secret: options.sessionSecret,
      lifetimeSeconds: options.sessionLifetimeSeconds ?? 7200,
      secureCookies: options.secureCookies ?? false,
      idleTimeoutSeconds: options.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS,
    };
    // Listening first: the port (0 in tests) is part of the origin that links in mail are built on.
    const server = createServer();
    started.server = server;
    await new Promise<void>((resolveListen) =>
      options.host ? server.listen(options.port, options.host, resolveListen) : server.listen(options.port, resolveListen),
    );
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;

    const commandService = await startCommandService(infra, {
      session,
      production: options.production ?? false,
      mail: options.mail,
      passwordResetExpiryMinutes: options.passwordResetExpiryMinutes,
      appUrl: options.appUrl ?? `http://localhost:${port}`,
      google: options.google ?? null,
      smsDisabled: options.smsDisabled ?? false,
      taskScheduler: options.taskScheduler ?? false,
      trustProxy: options.trustProxy,
    });
    started.commandService = commandService;
    const projectorNames = projectors.map((p) => p.name);
    const queryService = await startQueryService(infra, {
      databaseUrl: options.databaseUrl,
      projectorNames,
      session,
      minPositionWaitMs: options.minPositionWaitMs ?? 2000,
      idleTimeoutSeconds: session.idleTimeoutSeconds,
      idleWarningSeconds: options.idleWarningSeconds ?? 120,
      mapTileUrl: options.mapTileUrl ?? process.env.MAP_TILE_URL ?? defaultMapTileUrl,
      // X-Min-Position waits on the runner in this process: in memory, no checkpoint reads.
      waiter: projections,
      trustProxy: options.trustProxy,
      realtimeAdapter: options.realtimeAdapter,
    });
    started.queryService = queryService;

    const app = express();
    app.disable('x-powered-by');
    // Every request passes through one of the two services, and each sends the security headers first: the page
    // and its assets (which the query service hands on) get the same ones as the API, the Content Security
    // Policy included, without a second helmet run per request here.
    app.use((req, res, next) =>
      isCommandRequest(req.method, req.path) ? commandService.app(req, res, next) : queryService.app(req, res, next),
    );
    if (options.serveFrontend !== false && existsSync(frontendDist)) {
      app.use(express.static(frontendDist, { index: false, maxAge: '1h' }));
      // The single-page app answers every other GET, with the reads of its first screen.
      app.get(
        /^\/(?!api\/|auth\/csrf-token).*/,
        pageHandler(resolve(frontendDist, 'index.html'), (request) => queryService.pageAnswers(request), logger),
      );
    }

    // the app before socket.io, which wraps the request listeners it finds
    server.on('request', app);
    await queryService.attach(server);

    // Serve nothing stale at start: wait (bounded) for the read models to reach the store's head, or the
    // last event the seeding appended. (On PostgreSQL the head is what is readable yet: a transaction of
    // another database on the same server can hold it below events just committed.)
    let seeded: Position | null = null;
    if (options.seedDemo) {
      const noting: EventStore = {
        appendToStream: async (...args) => {
          const result = await eventStore.appendToStream(...args);
          if (!seeded || comparePositions(result.position, seeded) > 0) seeded = result.position;
          return result;
        },
        readStream: (...args) => eventStore.readStream(...args),
        readAll: (...args) => eventStore.readAll(...args),
        subscribeToAll: (...args) => eventStore.subscribeToAll(...args),
        headPosition: () => eventStore.headPosition(),
        writtenPosition: () => eventStore.writtenPosition(),
        close: () => Promise.resolve(),
      };
      await seedDemoData({ eventStore: noting, pool }, logger);
    }
    const head = await eventStore.headPosition();
    await queryService.waiter.waitFor(seeded && comparePositions(seeded, head) > 0 ? seeded : head, 30_000, projectorNames);

    return {
      url: `http://localhost:${port}`,
      port,
      server,
      knex,
      pool,
      eventStore,
      async caughtUp(position) {
        const parsed = parsePosition(position);
        if (!parsed) throw new Error(`not a position: ${position}`);
        if (!(await projections.waitFor(parsed, 30_000))) throw new Error(`the projectors did not reach ${position} in 30 s`);
      },
      close: closeStarted,
    };
  } catch (error) {
    await closeStarted().catch((closing: unknown) => logger.error({ err: closing }, 'not everything closed after a failed start'));
    throw error;
  }
}
