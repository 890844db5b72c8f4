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
  const submissionTasks = await startSubmissionTasks({ bus, pipeline: commandPipeline({ eventStore }) });
  const placementAgreements = await startPlacementAgreements({ bus, pipeline: commandPipeline({ eventStore }) });
  const paymentCodes = await startPaymentCodes({ bus, pipeline: commandPipeline({ eventStore }) });
  const recordings = await startRecordingProcessor({ bus, pipeline: commandPipeline({ eventStore }), storage, logger });
  const linkMails = await startSigningLinkMails({ bus, knex, mailer, appUrl: options.appUrl, secret: options.session.secret });
  const scheduler = options.taskScheduler ? startTaskScheduler({ eventStore, pool, knex, logger }) : null;
  const siteExpiry = options.taskScheduler ? startSiteExpiry({ pipeline: commandPipeline({ eventStore }), knex, logger }) : null;
  const siteImportResume = options.taskScheduler
    ? startSiteImportResume({ pipeline: commandPipeline({ eventStore }), pool, logger })
    : null;
  const meetingRetention = options.taskScheduler
    ? startMeetingRetention({ pipeline: commandPipeline({ eventStore }), knex, logger })
    : null;
  const bbbServers = bigBlueButtonServersFromEnv();
  const recordingImport =
    options.taskScheduler && bbbServers.length
      ? startRecordingImport({ pipeline: commandPipeline({ eventStore }), knex, logger, storage, servers: bbbServers })
      : null;
  const insuranceNotices = options.taskScheduler
    ? startInsuranceNotices({ pipeline: commandPipeline({ eventStore }), knex, logger })
    : null;
  const accessPassExpiry = options.taskScheduler
    ? startAccessPassExpiry({ pipeline: commandPipeline({ eventStore }), knex, logger })
    : null;
  const uploadCleanup = options.taskScheduler ? startUploadCleanup({ knex, storage, logger }) : null;
  const sessionPrune = options.taskScheduler ? startSessionPrune({ knex, logger }) : null;
  const unverifiedDeletion = options.taskScheduler
    ? startUnverifiedDeletion({ pipeline: commandPipeline({ eventStore }), knex, pool, logger })
    : null;
  return {
    app,
    stop: async () => {
      await scheduler?.stop();
      await siteExpiry?.stop();
      await siteImportResume?.stop();
      await meetingRetention?.stop();
      await recordingImport?.stop();
      await insuranceNotices?.stop();
      await accessPassExpiry?.stop();
      await uploadCleanup?.stop();
      await sessionPrune?.stop();
      await unverifiedDeletion?.stop();
      await lockout.stop();
      await emailCopies.stop();
      await submissionTasks.stop();
      await placementAgreements.stop();
      await paymentCodes.stop();
      await linkMails.stop();
      await recordings.stop();
    },
  };
}
