// Mail settings from the environment, spread into each service's config schema.
import { z } from 'zod';

export const mailEnv = {
  /** smtp://user:pass@host:port or smtps://…; takes precedence over the host/port fields. */
  SMTP_URL: z.string().url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** Sender of every mail, e.g. "Practicum <no-reply@practicum.example>". */
  MAIL_FROM: z.string().min(3).default('Practicum <no-reply@practicum.local>'),
  /** Lifetime of a password reset link (AUTH-30). */
  PASSWORD_RESET_EXPIRY_MINUTES: z.coerce.number().int().positive().default(60),
};

export interface MailOptions {
  smtpUrl?: string | undefined;
  smtpHost?: string | undefined;
  smtpPort?: number | undefined;
  smtpUser?: string | undefined;
  smtpPass?: string | undefined;
  from: string;
}

export const mailOptionsFrom = (env: {
  SMTP_URL?: string | undefined;
  SMTP_HOST?: string | undefined;
  SMTP_PORT?: number | undefined;
  SMTP_USER?: string | undefined;
  SMTP_PASS?: string | undefined;
  MAIL_FROM: string;
}): MailOptions => ({
  smtpUrl: env.SMTP_URL,
  smtpHost: env.SMTP_HOST,
  smtpPort: env.SMTP_PORT,
  smtpUser: env.SMTP_USER,
  smtpPass: env.SMTP_PASS,
  from: env.MAIL_FROM,
});
