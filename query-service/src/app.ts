// The query service: reads Postgres read models only (the event store is touched
// for health lag alone), in the ra-data-simple-rest protocol.
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { csrfTokenRoute, requireAuth } from '@practicum/shared/platform/http/auth';
import { errorHandler, notFoundHandler } from '@practicum/shared/platform/http/errors';
import { organizationWordsOf } from '@practicum/projections/organizations/queries';
import { checkPathIds } from '@practicum/shared/platform/http/pathIds';
import { enterRoutersByPrefix } from '@practicum/shared/platform/http/routerPrefixes';
import { sessionIdleGuard } from '@practicum/shared/platform/http/sessionIdle';
import { DEFAULT_IDLE_TIMEOUT_SECONDS } from '@practicum/shared/domain/identity/idleTimeout';
import { refuseUnsafeText } from '@practicum/shared/platform/http/unsafeInput';
import { DEFAULT_ABSOLUTE_LIFETIME_SECONDS, sessionLifeGuard, sessionMiddleware } from '@practicum/shared/platform/http/session';
import { noStore, securityHeaders } from '@practicum/shared/platform/http/securityHeaders';
import { applyTrustProxy } from '@practicum/shared/platform/http/trustProxy';
import { requestLogging } from '@practicum/shared/platform/http/requestLogging';
import type { Logger } from '@practicum/shared/platform/logging';
import { healthRoutes } from './health/routes.js';
import { currentUserRoutes } from './identity/currentUser.js';
import { myOrganizationRoutes } from './identity/myOrganization.js';
import { minPositionMiddleware, writtenCheck, type PositionWaiter, type ReadYourWrites } from './http/minPosition.js';
import { organizationRoutes } from './organizations/routes.js';
import { organizationExportRoutes } from './organizations/exports.js';
import { integrationRoutes } from './integrations/routes.js';
import { settingRoutes } from './settings/routes.js';
import { adminMailRoutes } from './adminTools/mailRoutes.js';
import { adminDeadLetterRoutes } from './adminTools/deadLetterRoutes.js';
import { adminAuditVerifyRoutes } from './adminTools/auditVerifyRoutes.js';
import { adminProjectionRoutes } from './adminTools/projectionRoutes.js';
import { adminUserRoutes } from './identity/adminUsers.js';
import { initialStateRoutes, type SessionTimers } from './session/initialState.js';
import { participantLimitsFromEnv } from '@practicum/shared/domain/liveSessions/limits';
import { storageFromEnv, type FileStorage } from '@practicum/shared/platform/storage/index';
import { uploadRoutes } from './uploads/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { bbbServersFromEnv, liveSessionQueryRoutes, waitingRoomRoutes } from './liveSessions/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { userPickerRoutes } from './userPicker/routes.js';
import { trainingRoutes } from './trainings/routes.js';
import { traineeRoutes } from './trainees/routes.js';
import { reportRoutes } from './reports/routes.js';
import { trainingPlanQueryRoutes } from './trainings/planRoutes.js';
import { activityCatalogQueryRoutes } from './trainings/catalogRoutes.js';
import { peopleRoutes } from './people/routes.js';
import { userSearchRoutes } from './people/userSearch.js';
import { dashboardTrainingRoutes } from './reports/dashboardRoutes.js';
import { activityLogRoutes } from './activityLog/routes.js';
import { formQueryRoutes } from './forms/routes.js';
import { placementRequirementQueryRoutes } from './forms/requirementRoutes.js';
import { publicFormRoutes } from './forms/publicRoutes.js';
import { siteQueryRoutes } from './sites/routes.js';
import { historyRoutes } from './history/historyRoutes.js';
import { auditRoutes } from './history/auditRoutes.js';
import { supervisorProfileQueryRoutes } from './supervisorProfiles/routes.js';
import { ceCourseQueryRoutes } from './ceCourses/routes.js';
import { placementQueryRoutes } from './placements/routes.js';
import { insuranceQueryRoutes } from './insurance/routes.js';
import { accessPassQueryRoutes } from './accessPasses/routes.js';
import { supportQueryRoutes } from './support/routes.js';
import { clientQueryRoutes } from './clients/routes.js';
import { signupPublicRoutes, signupQueryRoutes } from './signup/routes.js';
import { dashboardRoutes } from './dashboards/routes.js';
import { auditorGuard } from './auditorAccess/auditorGuard.js';
import { auditorGrantRoutes } from './auditorAccess/routes.js';

export interface QueryServiceDeps {
  knex: Knex;
  pool: pg.Pool;
  eventStore: EventStore;
  logger: Logger;
  waiter: PositionWaiter;
  projectorNames: string[];
  minPositionWaitMs: number;
  session: { secret: string; lifetimeSeconds: number; secureCookies: boolean; absoluteLifetimeSeconds?: number };
  /** Idle timeout and warning (spec 000 §4); defaults 600 s and 120 s. The server ends sessions idle longer (sessionIdleGuard). */
  timers?: Omit<SessionTimers, 'sessionLifetimeSeconds'>;
  /** Map tiles of the site directory ({z}/{x}/{y}); empty: none. */
  mapTileUrl?: string;
  /** Online user ids from the realtime presence channel, over every replica, most recent first. */
  onlineUserIds?: () => Promise<string[]>;
  /** Uploaded files (profile photos); local disk under UPLOAD_DIR when omitted. */
  storage?: FileStorage;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed (none when omitted). */
  trustProxy?: string | undefined;
  /** What "now" is for the reads that depend on it (today where the reader is); the system clock when omitted. */
  clock?: () => Date;
}

export function createQueryApp(deps: QueryServiceDeps): Express {
  const app = express();
  applyTrustProxy(app, deps.trustProxy);
  app.disable('x-powered-by');
  // every answer here is no-store: an ETag would never be sent back, and hashing each body costs on every request
  app.disable('etag');
  app.use(securityHeaders({ production: deps.session.secureCookies, mapTileUrl: deps.mapTileUrl ?? '' }));
  // malformed ids in any route's path answer 422, whichever router mounts the route and whenever
  checkPathIds(app);
  // each area's router is entered only by the paths it could answer (express would try all of them in turn)
  enterRoutersByPrefix(app);
  app.use(['/api', '/auth', '/socket.io'], noStore);
  app.use(requestLogging(deps.logger));
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Position');
    next();
  });
  app.use(refuseUnsafeText);
  app.use(['/api', '/auth'], sessionMiddleware({ pool: deps.pool, ...deps.session }));
  app.use(['/api', '/auth'], sessionLifeGuard(deps.session.absoluteLifetimeSeconds ?? DEFAULT_ABSOLUTE_LIFETIME_SECONDS));
  // the same idle timeout the initial state sends the browser
  const timers = { idleTimeoutSeconds: DEFAULT_IDLE_TIMEOUT_SECONDS, idleWarningSeconds: 120, ...deps.timers };
  const participantLimits = participantLimitsFromEnv();
  app.use(['/api', '/auth'], sessionIdleGuard(timers.idleTimeoutSeconds));
  app.use(healthRoutes(deps));
  app.get('/auth/csrf-token', csrfTokenRoute);
  app.use(
    initialStateRoutes({
      knex: deps.knex,
      participantLimits,
      timers: { ...timers, sessionLifetimeSeconds: deps.session.lifetimeSeconds },
      mapTileUrl: deps.mapTileUrl ?? '',
    }),
  );
  // X-Min-Position is parsed here and waited for by each route's readsFrom(...), for what it reads.
  app.locals.readYourWrites = {
    waiter: deps.waiter,
    timeoutMs: deps.minPositionWaitMs,
    written: writtenCheck(() => deps.eventStore.writtenPosition(), deps.waiter),
  } satisfies ReadYourWrites;
  // FORMS-06: the one read an emailed signing link opens, before the sign-in gate
  app.use('/api/public', minPositionMiddleware());
  app.use(publicFormRoutes({ knex: deps.knex, secret: deps.session.secret }));
  app.use(signupPublicRoutes(deps));
  app.use(waitingRoomRoutes(deps));
  app.use('/api', requireAuth, auditorGuard(deps), minPositionMiddleware());
  const storage = deps.storage ?? storageFromEnv();
  app.use(currentUserRoutes({ ...deps, storage }));
  app.use(uploadRoutes({ storage, knex: deps.knex }));
  app.use(myOrganizationRoutes(deps));
  app.use(organizationRoutes(deps));
  app.use(organizationExportRoutes(deps));
  app.use(integrationRoutes(deps));
  app.use(settingRoutes(deps));
  app.use(adminMailRoutes(deps));
  app.use(adminDeadLetterRoutes(deps));
  app.use(adminAuditVerifyRoutes(deps));
  app.use(adminProjectionRoutes(deps));
  app.use(adminUserRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(taskRoutes(deps));
  app.use(attachmentRoutes({ knex: deps.knex, storage, eventStore: deps.eventStore }));
  app.use(insuranceQueryRoutes({ knex: deps.knex, clock: deps.clock, storage }));
  app.use(accessPassQueryRoutes({ knex: deps.knex }));
  app.use(userPickerRoutes(deps));
  app.use(trainingRoutes(deps));
  app.use(traineeRoutes(deps));
  app.use(reportRoutes(deps));
  app.use(trainingPlanQueryRoutes(deps), activityCatalogQueryRoutes(deps), peopleRoutes(deps), userSearchRoutes(deps));
  app.use(dashboardTrainingRoutes(deps));
  // after the dashboard's named parts: /api/dashboard/{role} would otherwise take their paths
  app.use(dashboardRoutes(deps));
  app.use(activityLogRoutes(deps));
  app.use(formQueryRoutes(deps));
  app.use(placementRequirementQueryRoutes(deps));
  app.use(siteQueryRoutes(deps));
  app.use(historyRoutes(deps), auditRoutes(deps));
  app.use(supervisorProfileQueryRoutes(deps));
  app.use(ceCourseQueryRoutes({ knex: deps.knex, storage }));
  app.use(placementQueryRoutes(deps));
  app.use(signupQueryRoutes(deps));
  app.use(supportQueryRoutes(deps), clientQueryRoutes(deps));
  app.use(auditorGrantRoutes(deps));
  app.use(liveSessionQueryRoutes({ knex: deps.knex, storage, bbbServers: bbbServersFromEnv(), participantLimits }));
  app.use('/api', notFoundHandler);
  app.use(errorHandler(deps.logger, { wordsOf: (id) => organizationWordsOf(deps.knex, id) }));
  return app;
}
