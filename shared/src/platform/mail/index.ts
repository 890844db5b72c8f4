// Choosing the mail adapter: SMTP when configured; otherwise the development
// outbox, which production never uses (there, unconfigured mail is an error logged per message).
import type pg from 'pg';
import type { Logger } from '../logging.js';
import type { MailOptions } from './config.js';
import { devOutboxMailer } from './devOutbox.js';
import { smtpMailer } from './smtpMailer.js';
import type { Mailer } from './types.js';

export * from './types.js';
export { mailEnv, mailOptionsFrom, type MailOptions } from './config.js';
export { devOutboxTableSql, devOutboxMailer } from './devOutbox.js';
export { smtpMailer } from './smtpMailer.js';

export function createMailer(options: { mail?: MailOptions | undefined; pool: pg.Pool; production: boolean; logger: Logger }): Mailer {
  const mail = options.mail;
  if (mail && (mail.smtpUrl || mail.smtpHost)) return smtpMailer(mail);
  if (!options.production) return devOutboxMailer(options.pool);
  return {
    kind: 'disabled',
    send(message) {
      options.logger.error({ subject: message.subject }, 'mail not sent: no SMTP server configured (SMTP_URL or SMTP_HOST)');
      return Promise.resolve();
    },
  };
}
