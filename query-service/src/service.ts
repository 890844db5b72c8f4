// The query service's composition over shared infrastructure: the read API,
// read-your-writes waiting, and socket.io fed by bus consumers. Used by its own
// main (distributed) and by the all-in-one launcher.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Bus } from '@practicum/shared/platform/bus/types';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { sessionMiddleware } from '@practicum/shared/platform/http/session';
import type { Logger } from '@practicum/shared/platform/logging';
import type { HandlingApp } from '@practicum/shared/platform/http/inProcessReads';
import { createQueryApp } from './app.js';
import { watchCheckpoints } from '@practicum/projections/runner/checkpointWatcher';
import type { PositionWaiter } from './http/minPosition.js';
import { Presence } from './realtime/presence.js';
import { pushToUsers, startRealtimePusher } from './realtime/pusher.js';
import { migrateNotifications, startNotifier } from '@practicum/projections/notifications/notifier';
import { PRESENCE_CHANNEL, attachRealtime } from './realtime/server.js';
import { meetingSubscriptions } from './liveSessions/realtime.js';
import { callSignalling } from './liveSessions/signalling.js';
import { readModelCallAccess } from './liveSessions/callAccess.js';
import { participantLimitsFromEnv } from '@practicum/shared/domain/liveSessions/limits';
import { iceServersFrom } from '@practicum/shared/platform/video/index';
import { usePostgresAdapter, type RealtimeAdapter } from './realtime/adapter.js';
import { attachableSubscriptions } from './attachments/realtime.js';
import { supportSubscriptions } from './support/realtime.js';
import { readPageAnswers, type PageAnswers } from './session/pageAnswers.js';

export interface QueryServiceOptions {
  databaseUrl: string;
  projectorNames: string[];
  session: { secret: string; lifetimeSeconds: number; secureCookies: boolean };
  minPositionWaitMs: number;
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  /** Map tiles of the site directory, sent in the initial state. */
  mapTileUrl?: string;
  /**
   * Waits for X-Min-Position in memory: the all-in-one launcher passes its projection runner. Without
   * it the service watches the checkpoint table (watchCheckpoints, woken by the runner's notify), as when it runs on its own.
   */
  waiter?: PositionWaiter;
  /** "postgres" relays room emits between replicas (see realtime/adapter.ts); default in-memory. */
  realtimeAdapter?: RealtimeAdapter;
  /** TRUST_PROXY (see shared/src/platform/http/trustProxy.ts). */
  trustProxy?: string | undefined;
}

export interface QueryServiceInfra {
  eventStore: EventStore;
  pool: pg.Pool;
  knex: Knex;
  bus: Bus;
  logger: Logger;
}

export interface RunningQueryService {
  app: Express;
  waiter: PositionWaiter;
  /** Attaches socket.io to the HTTP server and starts the realtime pusher. */
  attach(server: HttpServer): Promise<void>;
  /** The reads a page request is sent with (its cookies decide whose). */
  pageAnswers(request: IncomingMessage): Promise<PageAnswers>;
  stop(): Promise<void>;
}

export async function startQueryService(infra: QueryServiceInfra, options: QueryServiceOptions): Promise<RunningQueryService> {
  const { eventStore, pool, knex, bus, logger } = infra;
  const ownWaiter = options.waiter
    ? null
    : await watchCheckpoints({ databaseUrl: options.databaseUrl, projectors: options.projectorNames, logger });
  const waiter: PositionWaiter = options.waiter ?? ownWaiter!;
  await migrateNotifications(knex);
  const presence = new Presence();
  const app = createQueryApp({
    knex,
    pool,
    eventStore,
    logger,
    waiter,
    projectorNames: options.projectorNames,
    minPositionWaitMs: options.minPositionWaitMs,
    session: options.session,
    timers: { idleTimeoutSeconds: options.idleTimeoutSeconds, idleWarningSeconds: options.idleWarningSeconds },
    mapTileUrl: options.mapTileUrl ?? '',
    onlineUserIds: () => presence.onlineUserIds(PRESENCE_CHANNEL),
    trustProxy: options.trustProxy,
  });
  const stops: (() => Promise<void>)[] = [];
  return {
    app,
    waiter,
    pageAnswers: (request) => readPageAnswers(app as unknown as HandlingApp, request),
    async attach(server) {
      // Realtime: socket.io on the same server, fed by bus consumers (never by command handlers).
      // The embedded video provider signals over it too (VIDEO_ICE_SERVERS: the ICE servers the browsers use).
      const signalling = callSignalling({
        io: () => realtime.io,
        access: readModelCallAccess(knex, participantLimitsFromEnv(), waiter),
        iceServers: iceServersFrom(process.env.VIDEO_ICE_SERVERS),
      });
      const realtime = attachRealtime({
        server,
        session: sessionMiddleware({ pool, ...options.session }),
        presence,
        logger,
        idleTimeoutSeconds: options.idleTimeoutSeconds,
        publicSubscriptions: [meetingSubscriptions, signalling],
        subscriptions: [attachableSubscriptions(knex), supportSubscriptions(knex)],
      });
      if (options.realtimeAdapter === 'postgres') await usePostgresAdapter(realtime.io, pool, logger);
      const pusher = await startRealtimePusher({ bus, knex, eventStore, io: realtime.io });
      // The notifier (projections side) writes notification rows; each new row, read and deletion is pushed
      // to its recipient's private room from here, beside socket.io (decisions: notifications).
      const notifier = await startNotifier({ bus, knex, eventStore, publish: pushToUsers(realtime.io) });
      stops.push(
        () => notifier.stop(),
        () => pusher.stop(),
        async () => {
          realtime.io.disconnectSockets(true);
          await realtime.close();
        },
      );
    },
    async stop() {
      for (const stop of stops) await stop();
      await ownWaiter?.close();
    },
  };
}
