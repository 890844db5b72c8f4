// Tables the command service owns: sessions and credentials (mutable secrets), idempotency keys, upload removals.
import type pg from 'pg';
import { sessionsTableSql } from '@practicum/shared/platform/http/session';
import { credentialsTableSql } from './identity/credentials.js';
import { attemptThrottleTablesSql } from '@practicum/shared/platform/http/attemptThrottle';
import { loginDevicesTableSql } from './identity/signInThrottle.js';
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

/** Run in this order at every start of the service. */
const tablesSql = [
  sessionsTableSql,
  credentialsTableSql,
  attemptThrottleTablesSql,
  loginDevicesTableSql,
  resetTokensTableSql,
  devOutboxTableSql,
  emailVerificationTableSql,
  twoFactorTablesSql,
  devSmsOutboxTableSql,
  idempotencyTableSql,
  uploadRemovalsTableSql,
  inviteCodesTableSql,
  emailChangeRequestsTableSql,
  siteImportFilesTableSql,
];

export async function migrateCommandService(pool: pg.Pool): Promise<void> {
  for (const sql of tablesSql) await pool.query(sql);
}
