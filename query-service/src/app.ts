// The query service: reads Postgres read models only (the event store is touched
// for health lag alone), in the ra-data-simple-rest protocol.
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import { pinoHttp } from 'pino-http';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { csrfTokenRoute, requireAuth } from '@practicum/shared/platform/http/auth';
import { errorHandler, notFoundHandler } from '@practicum/shared/platform/http/errors';
import { sessionMiddleware } from '@practicum/shared/platform/http/session';
import type { Logger } from '@practicum/shared/platform/logging';
import { healthRoutes } from './health/routes.js';
import { currentUserRoutes } from './identity/currentUser.js';
import { myOrganizationRoutes } from './identity/myOrganization.js';
import { minPositionMiddleware, type PositionWaiter } from './http/minPosition.js';
import { organizationRoutes } from './organizations/routes.js';
import { settingRoutes } from './settings/routes.js';
import { adminMailRoutes } from './adminTools/mailRoutes.js';
import { adminUserRoutes } from './identity/adminUsers.js';
import { initialStateRoutes, type SessionTimers } from './session/initialState.js';
import { storageFromEnv, type FileStorage } from '@practicum/shared/platform/storage/index';
import { uploadRoutes } from './uploads/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { userPickerRoutes } from './userPicker/routes.js';
import { trainingRoutes } from './trainings/routes.js';
import { traineeRoutes } from './trainees/routes.js';
import { reportRoutes } from './reports/routes.js';
import { trainingPlanQueryRoutes } from './trainings/planRoutes.js';
import { activityCatalogQueryRoutes } from './trainings/catalogRoutes.js';
import { peopleRoutes } from './people/routes.js';
import { dashboardTrainingRoutes } from './reports/dashboardRoutes.js';
import { activityLogRoutes } from './activityLog/routes.js';

export interface QueryServiceDeps {
  knex: Knex;
  pool: pg.Pool;
  eventStore: EventStore;
  logger: Logger;
  waiter: PositionWaiter;
  projectorNames: string[];
  minPositionWaitMs: number;
  session: { secret: string; lifetimeSeconds: number; secureCookies: boolean };
  /** Idle timeout and warning (spec 000 §4); defaults 600 s and 120 s. */
  timers?: Omit<SessionTimers, 'sessionLifetimeSeconds'>;
  /** Online user ids from the realtime presence channel. */
  onlineUserIds?: () => string[];
  /** Uploaded files (profile photos); local disk under UPLOAD_DIR when omitted. */
  storage?: FileStorage;
}

export function createQueryApp(deps: QueryServiceDeps): Express {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: () => deps.logger.level !== 'debug' } }));
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Position');
    next();
  });
  app.use(healthRoutes(deps));
  app.use(['/api', '/auth'], sessionMiddleware({ pool: deps.pool, ...deps.session }));
  app.get('/auth/csrf-token', csrfTokenRoute);
  app.use(
    initialStateRoutes({
      knex: deps.knex,
      timers: { idleTimeoutSeconds: 600, idleWarningSeconds: 120, ...deps.timers, sessionLifetimeSeconds: deps.session.lifetimeSeconds },
    }),
  );
  app.use('/api', requireAuth, minPositionMiddleware(deps.waiter, deps.minPositionWaitMs));
  const storage = deps.storage ?? storageFromEnv();
  app.use(currentUserRoutes({ ...deps, storage }));
  app.use(uploadRoutes({ storage }));
  app.use(myOrganizationRoutes(deps));
  app.use(organizationRoutes(deps));
  app.use(settingRoutes(deps));
  app.use(adminMailRoutes(deps));
  app.use(adminUserRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(taskRoutes(deps));
  app.use(attachmentRoutes({ knex: deps.knex, storage }));
  app.use(userPickerRoutes(deps));
  app.use(trainingRoutes(deps));
  app.use(traineeRoutes(deps));
  app.use(reportRoutes(deps));
  app.use(trainingPlanQueryRoutes(deps), activityCatalogQueryRoutes(deps), peopleRoutes(deps));
  app.use(dashboardTrainingRoutes(deps));
  app.use(activityLogRoutes(deps));
  app.use('/api', notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
