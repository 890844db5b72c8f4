// Tables the command service owns: sessions and credentials (mutable secrets).
import type pg from 'pg';
import { sessionsTableSql } from '@practicum/shared/platform/http/session';
import { credentialsTableSql } from './identity/credentials.js';

export async function migrateCommandService(pool: pg.Pool): Promise<void> {
  await pool.query(sessionsTableSql);
  await pool.query(credentialsTableSql);
}
