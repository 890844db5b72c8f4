import nodemailer from 'nodemailer';
import type { MailOptions } from './config.js';
import type { Mailer } from './types.js';

export function smtpMailer(options: MailOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({
        host: options.smtpHost,
        port: options.smtpPort ?? 587,
        auth: options.smtpUser ? { user: options.smtpUser, pass: options.smtpPass ?? '' } : undefined,
      });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
