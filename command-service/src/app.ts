// The command service: HTTP → session → CSRF → zod → authorize → decide → append.
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { csrfProtection, csrfTokenRoute } from '@practicum/shared/platform/http/auth';
import { BODY_LIMIT, errorHandler, notFoundHandler } from '@practicum/shared/platform/http/errors';
import { organizationWordsOf } from '@practicum/projections/organizations/queries';
import { checkPathIds } from '@practicum/shared/platform/http/pathIds';
import { enterRoutersByPrefix } from '@practicum/shared/platform/http/routerPrefixes';
import { sessionIdleGuard } from '@practicum/shared/platform/http/sessionIdle';
import { DEFAULT_IDLE_TIMEOUT_SECONDS } from '@practicum/shared/domain/identity/idleTimeout';
import { refuseUnsafeText } from '@practicum/shared/platform/http/unsafeInput';
import { DEFAULT_ABSOLUTE_LIFETIME_SECONDS, sessionLifeGuard, sessionMiddleware } from '@practicum/shared/platform/http/session';
import { noStore, securityHeaders } from '@practicum/shared/platform/http/securityHeaders';
import { applyTrustProxy } from '@practicum/shared/platform/http/trustProxy';
import type { Logger } from '@practicum/shared/platform/logging';
import { correlationIdOf } from '@practicum/shared/platform/eventstore/metadata';
import { requestLogging } from '@practicum/shared/platform/http/requestLogging';
import { idempotentCreates } from './http/idempotency.js';
import { identityRoutes } from './identity/routes.js';
import { passwordRoutes } from './identity/passwordRoutes.js';
import { emailVerificationRoutes } from './identity/emailVerification.js';
import { devOutboxMailer } from '@practicum/shared/platform/mail/devOutbox';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { organizationRoutes } from './organizations/routes.js';
import { integrationRoutes } from './integrations/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { formsAreaRoutes } from './forms/routes.js';
import { vendorFormsFromEnv, type VendorFormsPort } from './forms/vendorForms.js';
import { vendorCallbackRoutes } from './forms/vendorRoutes.js';
import { siteRoutes } from './sites/routes.js';
import { supervisorProfileRoutes } from './supervisorProfiles/routes.js';
import { ceCourseRoutes } from './ceCourses/routes.js';
import { placementRoutes } from './placements/routes.js';
import { liveSessionRoutes } from './liveSessions/routes.js';
import { MEETINGS_PREFIX, traineeLiveSessionGate } from './liveSessions/traineeGate.js';
import { meetingAdminRoutes } from './liveSessions/retention.js';
import { recordingChunkRoutes } from './liveSessions/media/chunkRoutes.js';
import { videoRoutes } from './liveSessions/media/videoRoutes.js';
import { videoProvidersFromEnv } from '@practicum/shared/platform/video/index';
import { recordingImportRoutes } from './liveSessions/media/recordingImport.js';
import { participantLimitsFromEnv } from '@practicum/shared/domain/liveSessions/limits';
import { insuranceRoutes } from './insurance/routes.js';
import { supportRoutes } from './support/routes.js';
import { clientRoutes } from './clients/routes.js';
import { signupRoutes } from './signup/routes.js';
import { joinExistingRoutes } from './signup/joinExisting.js';
import { verificationRoutes } from './signup/verificationRoutes.js';
import { inviteRoutes } from './signup/inviteRoutes.js';
import { signupAdminRoutes } from './signup/adminRoutes.js';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { accessPassRoutes } from './accessPasses/routes.js';
import { paymentWebhookRoutes } from './accessPasses/webhookRoutes.js';
import { cardPaymentsFromEnv, type CardPayments } from './accessPasses/cardPayments.js';
import { trainingRoutes } from './trainings/routes.js';
import { trainingSetupRoutes } from './trainings/setupRoutes.js';
import { activityLogRoutes } from './activityLog/routes.js';
import { settingRoutes } from './settings/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { notificationPreferenceRoutes } from './notifications/preferencesRoutes.js';
import { accountRoutes } from './identity/accountRoutes.js';
import { accountPasswordRoutes } from './identity/accountPassword.js';
import { accountEmailRoutes } from './identity/accountEmail.js';
import { accountPhotoRoutes } from './identity/accountPhoto.js';
import { uploadRoutes } from './uploads/routes.js';
import { attachmentRoutes } from './attachments/routes.js';
import { storageFromEnv, type FileStorage } from '@practicum/shared/platform/storage/index';
import { sessionRoutes } from './session/routes.js';
import { auditorAccessRoutes } from './auditorAccess/routes.js';
import { deadLetterRetryRoutes } from './adminTools/deadLetterRoutes.js';
import { projectionRebuildRoutes } from './adminTools/projectionRebuildRoutes.js';
import { erasureRoutes } from './erasure/routes.js';
import { projectors } from '@practicum/projections/registry';
import { readOnlyGuard } from './session/readOnlyGuard.js';
import { adminUserRoutes } from './identity/adminUserRoutes.js';
import { twoFactorRoutes } from './identity/twoFactor/routes.js';
import { googleSignInRoutes, type GoogleSignInConfig } from './identity/googleSignIn.js';
import { broadcastingAuthRoutes } from './session/broadcastingAuth.js';
import type { SmsSender } from '@practicum/shared/platform/sms/index';

export interface CommandServiceDeps {
  eventStore: EventStore;
  pool: pg.Pool;
  logger: Logger;
  clock?: () => Date;
  session: {
    secret: string;
    lifetimeSeconds: number;
    secureCookies: boolean;
    absoluteLifetimeSeconds?: number;
    /** IDLE_TIMEOUT_SECONDS, the initial state's idle_timeout_seconds: the server ends sessions idle longer. */
    idleTimeoutSeconds?: number;
  };
  /** Transactional mail (password reset); the development outbox when omitted. */
  mailer?: Mailer;
  passwordResetExpiryMinutes?: number;
  /** Origin of every link in mail (APP_URL; shared/src/platform/config.ts appUrlOf). */
  appUrl: string;
  /** Two-factor codes by text message; the dev outbox when omitted (never in production). */
  sms?: SmsSender;
  /** Option sms_disabled: only the authenticator app is offered. */
  smsDisabled?: boolean;
  /** Google sign-in (OpenID Connect); off when absent. */
  google?: GoogleSignInConfig | null;
  /** Uploaded files (profile photos); local disk under UPLOAD_DIR when omitted. */
  storage?: FileStorage;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed (none when omitted). */
  trustProxy?: string | undefined;
  /** Read models: for retrying parked events through their projectors. */
  knex: Knex;
  /** Vendors hosting forms (FORMS-38); VENDOR_FORMS when omitted. */
  vendorForms?: VendorFormsPort;
  /** Card payments (Stripe); STRIPE_* when omitted, none (invoice only) without keys. */
  cardPayments?: CardPayments | null;
}

export function createCommandApp(deps: CommandServiceDeps): Express {
  const clock = deps.clock ?? (() => new Date());
  const app = express();
  applyTrustProxy(app, deps.trustProxy);
  app.disable('x-powered-by');
  // every answer here is no-store: an ETag would never be sent back, and hashing each body costs on every request
  app.disable('etag');
  app.use(securityHeaders({ production: deps.session.secureCookies }), noStore);
  // malformed ids in any route's path answer 422, whichever router mounts the route and whenever
  checkPathIds(app);
  // each area's router is entered only by the paths it could answer (express would try all of them in turn)
  enterRoutersByPrefix(app);
  app.use(requestLogging(deps.logger, correlationIdOf));
  const cardPayments = deps.cardPayments === undefined ? cardPaymentsFromEnv() : deps.cardPayments;
  // the payment processor signs the raw body and has no session: before the JSON parser and CSRF
  app.use(paymentWebhookRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), cardPayments }));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(refuseUnsafeText);
  // FORMS-38: a vendor's server calls back with the token the app signed; it has no session or CSRF token
  app.use(vendorCallbackRoutes({ eventStore: deps.eventStore, clock, secret: deps.session.secret }));
  app.use(sessionMiddleware({ pool: deps.pool, ...deps.session }));
  app.use(sessionLifeGuard(deps.session.absoluteLifetimeSeconds ?? DEFAULT_ABSOLUTE_LIFETIME_SECONDS));
  app.use(sessionIdleGuard(deps.session.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS));
  app.get('/auth/csrf-token', csrfTokenRoute);
  app.use(csrfProtection);
  app.use(readOnlyGuard);
  app.use(idempotentCreates({ pool: deps.pool, clock }));
  app.use(identityRoutes(deps));
  const mailer = deps.mailer ?? devOutboxMailer(deps.pool);
  app.use(
    passwordRoutes({
      eventStore: deps.eventStore,
      pool: deps.pool,
      mailer,
      logger: deps.logger,
      clock,
      resetExpiryMinutes: deps.passwordResetExpiryMinutes ?? 60,
      appUrl: deps.appUrl,
    }),
  );
  app.use(
    emailVerificationRoutes({ eventStore: deps.eventStore, pool: deps.pool, mailer, logger: deps.logger, clock, appUrl: deps.appUrl }),
  );
  const pipeline = commandPipeline({ eventStore: deps.eventStore, clock });
  const signupDeps = { pipeline, pool: deps.pool, mailer, logger: deps.logger, appUrl: deps.appUrl };
  app.use(signupRoutes(signupDeps));
  app.use(joinExistingRoutes(signupDeps));
  app.use(verificationRoutes(signupDeps));
  app.use(inviteRoutes(signupDeps));
  app.use(signupAdminRoutes(signupDeps));
  app.use(sessionRoutes({ eventStore: deps.eventStore, clock }));
  app.use(broadcastingAuthRoutes({ secret: process.env.REALTIME_SECRET || deps.session.secret }));
  app.use(adminUserRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(twoFactorRoutes(deps));
  app.use(googleSignInRoutes(deps));
  app.use(organizationRoutes({ eventStore: deps.eventStore, clock }));
  app.use(integrationRoutes({ eventStore: deps.eventStore, clock }));
  app.use(taskRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(
    formsAreaRoutes({
      eventStore: deps.eventStore,
      clock,
      knex: deps.knex,
      secret: deps.session.secret,
      appUrl: deps.appUrl,
      vendors: deps.vendorForms ?? vendorFormsFromEnv(),
    }),
  );
  const storage = deps.storage ?? storageFromEnv();
  app.use(siteRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), pool: deps.pool, storage, logger: deps.logger }));
  app.use(supervisorProfileRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }) }));
  app.use(placementRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), knex: deps.knex }));
  app.use(trainingRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(trainingSetupRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(activityLogRoutes({ eventStore: deps.eventStore, knex: deps.knex, clock }));
  app.use(settingRoutes({ eventStore: deps.eventStore, clock }));
  app.use(auditorAccessRoutes({ eventStore: deps.eventStore, clock }));
  app.use(notificationRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(notificationPreferenceRoutes({ eventStore: deps.eventStore, clock }));
  app.use(accountRoutes({ eventStore: deps.eventStore, clock }));
  app.use(accountPasswordRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(accountEmailRoutes({ eventStore: deps.eventStore, pool: deps.pool, mailer, logger: deps.logger, clock, appUrl: deps.appUrl }));
  app.use(uploadRoutes({ storage, clock }));
  app.use(insuranceRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), storage }));
  app.use(ceCourseRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), pool: deps.pool, storage }));
  app.use(attachmentRoutes({ eventStore: deps.eventStore, knex: deps.knex, pool: deps.pool, storage, clock }));
  app.use(supportRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }) }));
  app.use(clientRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), knex: deps.knex }));
  app.use(accountPhotoRoutes({ eventStore: deps.eventStore, storage, clock }));
  // before the meeting routes, whose /api/meetings gate wants an account: a guest admitted by the waiting room
  // (LIVE-12) takes its video ticket with the seat its session holds
  const participantLimits = participantLimitsFromEnv();
  const videoProviders = videoProvidersFromEnv();
  // every trainee write under /api/meetings needs the HIPAA course and, on a limited position, a pass: one gate
  app.use(MEETINGS_PREFIX, traineeLiveSessionGate(commandPipeline({ eventStore: deps.eventStore, clock })));
  app.use(
    videoRoutes({
      pipeline: commandPipeline({ eventStore: deps.eventStore, clock }),
      providers: videoProviders,
      limits: participantLimits,
    }),
  );
  app.use(
    liveSessionRoutes({
      pipeline: commandPipeline({ eventStore: deps.eventStore, clock }),
      pool: deps.pool,
      storage,
      participantLimits,
      servers: videoProviders.servers,
    }),
  );
  app.use(
    meetingAdminRoutes({
      pipeline: commandPipeline({ eventStore: deps.eventStore, clock }),
      knex: deps.knex,
      servers: videoProviders.servers,
    }),
  );
  app.use(
    recordingImportRoutes({
      pipeline: commandPipeline({ eventStore: deps.eventStore, clock }),
      storage,
      servers: videoProviders.servers,
      logger: deps.logger,
    }),
  );
  app.use(recordingChunkRoutes({ pipeline: commandPipeline({ eventStore: deps.eventStore, clock }), storage }));
  app.use(
    accessPassRoutes({
      pipeline: commandPipeline({ eventStore: deps.eventStore, clock }),
      knex: deps.knex,
      pool: deps.pool,
      mailer,
      appUrl: deps.appUrl,
      cardPayments,
    }),
  );
  app.use(deadLetterRetryRoutes({ knex: deps.knex, projectors, logger: deps.logger }));
  app.use(projectionRebuildRoutes({ knex: deps.knex, eventStore: deps.eventStore, projectors, logger: deps.logger }));
  app.use(erasureRoutes({ eventStore: deps.eventStore, pool: deps.pool, knex: deps.knex, projectors, logger: deps.logger, clock }));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger, { wordsOf: (id) => organizationWordsOf(deps.knex, id) }));
  return app;
}
