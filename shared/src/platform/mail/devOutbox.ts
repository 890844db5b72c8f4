// The development outbox: with no SMTP server configured outside production,
// mail is kept in a table that admins read at /admin/tools/mail.
import type pg from 'pg';
import type { Mailer } from './types.js';

export const devOutboxTableSql = `
CREATE TABLE IF NOT EXISTS dev_outbox (
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
      await pool.query('INSERT INTO dev_outbox ("to", subject, text, html) VALUES ($1, $2, $3, $4)', [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
      ]);
    },
  };
}
