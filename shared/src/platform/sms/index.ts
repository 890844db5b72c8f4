// The SMS port: text-message two-factor codes go through it. The default
// adapter keeps messages in a dev outbox table (never in production); a real
// gateway (Twilio, SNS…) is another adapter behind the same interface.
import type pg from 'pg';
import type { Logger } from '../logging.js';

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const devSmsOutboxTableSql = `
CREATE TABLE IF NOT EXISTS dev_sms_outbox (
  id bigserial PRIMARY KEY,
  to_phone text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
`;

/**
 * Development and tests: messages land in `dev_sms_outbox`, and in the log when
 * one is given (a developer signing in with `npm start` reads the code there).
 * Refuses to run in production.
 */
export function devOutboxSms(pool: pg.Pool, production = process.env.NODE_ENV === 'production', logger?: Logger): SmsSender {
  return {
    async send({ to, body }) {
      if (production) throw new Error('No SMS gateway is configured: the dev outbox is not used in production.');
      await pool.query('INSERT INTO dev_sms_outbox (to_phone, body) VALUES ($1, $2)', [to, body]);
      logger?.info({ to, body }, 'development SMS (dev_sms_outbox)');
    },
  };
}

/** Latest messages to a phone, newest first (tests and the dev tools). */
export async function readDevSmsOutbox(pool: pg.Pool, to: string): Promise<SmsMessage[]> {
  const { rows } = await pool.query<{ to_phone: string; body: string }>(
    'SELECT to_phone, body FROM dev_sms_outbox WHERE to_phone = $1 ORDER BY id DESC',
    [to],
  );
  return rows.map((row) => ({ to: row.to_phone, body: row.body }));
}
