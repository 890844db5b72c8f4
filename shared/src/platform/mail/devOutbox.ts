// The development outbox: with no SMTP server configured outside production,
// mail is kept in a table that admins read at /admin/tools/mail.
import type pg from 'pg';
import type { Mailer } from './types.js';

/** The outbox's table: the mailer owns it, the admin tools' mail screen reads it. */
export const DEV_OUTBOX_TABLE = 'dev_outbox';

export const devOutboxTableSql = `
CREATE TABLE IF NOT EXISTS ${DEV_OUTBOX_TABLE} (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

export function devOutboxMailer(pool: pg.Pool): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message) {
      await pool.query(`INSERT INTO ${DEV_OUTBOX_TABLE} ("to", subject, text, html) VALUES ($1, $2, $3, $4)`, [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
      ]);
    },
  };
}
