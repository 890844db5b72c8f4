// The command service's composition over shared infrastructure: its tables, its
// HTTP app and its consumers. Used by its own main (distributed) and by the
// all-in-one launcher.
import type { Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Bus } from '@practicum/shared/platform/bus/types';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { createMailer, type MailOptions } from '@practicum/shared/platform/mail/index';
import { devOutboxSms } from '@practicum/shared/platform/sms/index';
import { createCommandApp } from './app.js';
import type { GoogleSignInConfig } from './identity/googleSignIn.js';
import { migrateCommandService } from './migrations.js';
import { startLockoutConsumer } from './session/lockoutConsumer.js';
import { startTaskScheduler } from './tasks/scheduler.js';
import { startSiteExpiry } from './sites/expiryJob.js';
import { startAccessPassExpiry } from './accessPasses/expiryJob.js';
import { startSiteImportResume } from './sites/siteImport.js';
import { startMeetingRetention } from './liveSessions/retention.js';
import { startInsuranceNotices } from './insurance/noticeJob.js';
import { startUnverifiedDeletion } from './signup/deletionJob.js';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { startEmailCopies } from './notifications/emailCopies.js';
import { startSubmissionTasks } from './forms/submissionTasks.js';
import { startPlacementAgreements } from './placements/agreementProgress.js';
import { startPaymentCodes } from './accessPasses/paymentReactor.js';
import { startSigningLinkMails } from './forms/signingLinkMails.js';
import { startUploadCleanup } from './uploads/cleanupJob.js';
import { startSessionPrune } from './session/pruneJob.js';
import { storageFromEnv } from '@practicum/shared/platform/storage/index';
import { startRecordingProcessor } from './liveSessions/media/recordingProcessor.js';
import { startRecordingImport } from './liveSessions/media/recordingImport.js';
import { bigBlueButtonServersFromEnv } from '@practicum/shared/platform/video/servers';

export interface CommandServiceOptions {
  session: { secret: string; lifetimeSeconds: number; secureCookies: boolean; idleTimeoutSeconds?: number };
  production: boolean;
  mail?: MailOptions | undefined;
  passwordResetExpiryMinutes?: number | undefined;
  /** Origin of every link in mail (APP_URL). */
  appUrl: string;
  google?: GoogleSignInConfig | null;
  smsDisabled?: boolean;
  /** Hourly task jobs (publish, repeat, past due), the daily site expiry and the hourly upload clean-up, each on the instance holding its lock; off unless asked (tests). */
  taskScheduler?: boolean;
  /** TRUST_PROXY (see shared/src/platform/http/trustProxy.ts). */
  trustProxy?: string | undefined;
}

export interface CommandServiceInfra {
  eventStore: EventStore;
  pool: pg.Pool;
  knex: Knex;
  bus: Bus;
  logger: Logger;
}

export async function startCommandService(
  infra: CommandServiceInfra,
  options: CommandServiceOptions,
): Promise<{ app: Express; stop(): Promise<void> }> {
  const { eventStore, pool, knex, bus, logger } = infra;
  await migrateCommandService(pool);
  const mailer = createMailer({ mail: options.mail, pool, production: options.production, logger });
  const storage = storageFromEnv();
  const app = createCommandApp({
    eventStore,
    pool,
    knex,
    logger,
    session: options.session,
    mailer,
    passwordResetExpiryMinutes: options.passwordResetExpiryMinutes,
    appUrl: options.appUrl,
    google: options.google ?? null,
    smsDisabled: options.smsDisabled ?? false,
    sms: devOutboxSms(pool, options.production, logger),
    trustProxy: options.trustProxy,
    storage,
  });
  const lockout = await startLockoutConsumer({ bus, knex, eventStore, pool });
  const emailCopies = await startEmailCopies({ bus, knex, eventStore, mailer, appUrl: options.appUrl });
  // One pipeline serves every consumer and job: it holds nothing but the store and the clock.
  const pipeline = commandPipeline({ eventStore });
  const submissionTasks = await startSubmissionTasks({ bus, pipeline });
  const placementAgreements = await startPlacementAgreements({ bus, pipeline });
  const paymentCodes = await startPaymentCodes({ bus, pipeline });
  const recordings = await startRecordingProcessor({ bus, pipeline, storage, logger });
  const linkMails = await startSigningLinkMails({ bus, knex, mailer, appUrl: options.appUrl, secret: options.session.secret });
  /** The timed jobs start only where the options ask for them. */
  const scheduled = <T>(start: () => T): T | null => (options.taskScheduler ? start() : null);
  const scheduler = scheduled(() => startTaskScheduler({ eventStore, pool, knex, logger }));
  const siteExpiry = scheduled(() => startSiteExpiry({ pipeline, knex, logger }));
  const siteImportResume = scheduled(() => startSiteImportResume({ pipeline, pool, logger }));
  const meetingRetention = scheduled(() => startMeetingRetention({ pipeline, knex, logger }));
  const bbbServers = bigBlueButtonServersFromEnv();
  const recordingImport = bbbServers.length
    ? scheduled(() => startRecordingImport({ pipeline, knex, logger, storage, servers: bbbServers }))
    : null;
  const insuranceNotices = scheduled(() => startInsuranceNotices({ pipeline, knex, logger }));
  const accessPassExpiry = scheduled(() => startAccessPassExpiry({ pipeline, knex, logger }));
  const uploadCleanup = scheduled(() => startUploadCleanup({ knex, storage, logger }));
  const sessionPrune = scheduled(() => startSessionPrune({ knex, logger }));
  const unverifiedDeletion = scheduled(() => startUnverifiedDeletion({ pipeline, knex, pool, logger }));
  // stopped one by one, the timed jobs first, in this order
  const running = [
    scheduler,
    siteExpiry,
    siteImportResume,
    meetingRetention,
    recordingImport,
    insuranceNotices,
    accessPassExpiry,
    uploadCleanup,
    sessionPrune,
    unverifiedDeletion,
    lockout,
    emailCopies,
    submissionTasks,
    placementAgreements,
    paymentCodes,
    linkMails,
    recordings,
  ];
  return {
    app,
    stop: async () => {
      for (const service of running) await service?.stop();
    },
  };
}
