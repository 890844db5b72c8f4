// Tables the command service owns: sessions and credentials (mutable secrets), idempotency keys, upload removals.
import type pg from 'pg';
import { sessionsTableSql } from '@practicum/shared/platform/http/session';
import { credentialsTableSql } from './identity/credentials.js';
import { loginThrottleTablesSql } from './identity/loginThrottle.js';
import { resetTokensTableSql } from './identity/resetTokens.js';
import { devOutboxTableSql } from '@practicum/shared/platform/mail/devOutbox';
import { emailVerificationTableSql } from './identity/emailVerification.js';
import { devSmsOutboxTableSql } from '@practicum/shared/platform/sms/index';
import { twoFactorTablesSql } from './identity/twoFactor/store.js';
import { idempotencyTableSql } from './http/idempotency.js';
import { uploadRemovalsTableSql } from './uploads/cleanupJob.js';
import { inviteCodesTableSql } from './signup/inviteCodes.js';
import { emailChangeRequestsTableSql } from './identity/emailChangeRequests.js';
import { siteImportFilesTableSql } from './sites/siteImport.js';

export async function migrateCommandService(pool: pg.Pool): Promise<void> {
  await pool.query(sessionsTableSql);
  await pool.query(credentialsTableSql);
  await pool.query(loginThrottleTablesSql);
  await pool.query(resetTokensTableSql);
  await pool.query(devOutboxTableSql);
  await pool.query(emailVerificationTableSql);
  await pool.query(twoFactorTablesSql);
  await pool.query(devSmsOutboxTableSql);
  await pool.query(idempotencyTableSql);
  await pool.query(uploadRemovalsTableSql);
  await pool.query(inviteCodesTableSql);
  await pool.query(emailChangeRequestsTableSql);
  await pool.query(siteImportFilesTableSql);
}
