// The command service: HTTP → session → CSRF → zod → authorize → decide → append.
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { csrfProtection, csrfTokenRoute } from '@practicum/shared/platform/http/auth';
import { errorHandler, notFoundHandler } from '@practicum/shared/platform/http/errors';
import { sessionMiddleware } from '@practicum/shared/platform/http/session';
import type { Logger } from '@practicum/shared/platform/logging';
import { correlationIdOf } from './http/metadata.js';
import { identityRoutes } from './identity/routes.js';
import { passwordRoutes } from './identity/passwordRoutes.js';
import { emailVerificationRoutes } from './identity/emailVerification.js';
import { devOutboxMailer } from '@practicum/shared/platform/mail/devOutbox';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { organizationRoutes } from './organizations/routes.js';
import { taskRoutes } from './tasks/routes.js';
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
import { adminUserRoutes } from './identity/adminUserRoutes.js';
import { twoFactorRoutes } from './identity/twoFactor/routes.js';
import { googleSignInRoutes, type GoogleSignInConfig } from './identity/googleSignIn.js';
import type { SmsSender } from '@practicum/shared/platform/sms/index';

export interface CommandServiceDeps {
  eventStore: EventStore;
  pool: pg.Pool;
  logger: Logger;
  clock?: () => Date;
  session: { secret: string; lifetimeSeconds: number; secureCookies: boolean };
  /** Transactional mail (password reset); the development outbox when omitted. */
  mailer?: Mailer;
  passwordResetExpiryMinutes?: number;
  /** Origin of links in mail (APP_URL). */
  appUrl?: string | undefined;
  /** Two-factor codes by text message; the dev outbox when omitted (never in production). */
  sms?: SmsSender;
  /** Option sms_disabled: only the authenticator app is offered. */
  smsDisabled?: boolean;
  /** Google sign-in (OpenID Connect); off when absent. */
  google?: GoogleSignInConfig | null;
  /** Uploaded files (profile photos); local disk under UPLOAD_DIR when omitted. */
  storage?: FileStorage;
}

export function createCommandApp(deps: CommandServiceDeps): Express {
  const clock = deps.clock ?? (() => new Date());
  const app = express();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req) => correlationIdOf(req as express.Request),
      autoLogging: { ignore: () => deps.logger.level !== 'debug' },
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  app.use(sessionMiddleware({ pool: deps.pool, ...deps.session }));
  app.get('/auth/csrf-token', csrfTokenRoute);
  app.use(csrfProtection);
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
  app.use(sessionRoutes({ eventStore: deps.eventStore, clock }));
  app.use(adminUserRoutes({ eventStore: deps.eventStore, clock }));
  app.use(twoFactorRoutes(deps));
  app.use(googleSignInRoutes(deps));
  app.use(organizationRoutes({ eventStore: deps.eventStore, clock }));
  app.use(taskRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(trainingRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(trainingSetupRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(activityLogRoutes({ eventStore: deps.eventStore, clock }));
  app.use(settingRoutes({ eventStore: deps.eventStore, clock }));
  app.use(notificationRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(notificationPreferenceRoutes({ eventStore: deps.eventStore, clock }));
  app.use(accountRoutes({ eventStore: deps.eventStore, clock }));
  app.use(accountPasswordRoutes({ eventStore: deps.eventStore, pool: deps.pool, clock }));
  app.use(accountEmailRoutes({ eventStore: deps.eventStore, pool: deps.pool, mailer, logger: deps.logger, clock }));
  const storage = deps.storage ?? storageFromEnv();
  app.use(uploadRoutes({ storage, clock }));
  app.use(attachmentRoutes({ eventStore: deps.eventStore, pool: deps.pool, storage, clock }));
  app.use(accountPhotoRoutes({ eventStore: deps.eventStore, storage, clock }));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
