// The mail port: transactional mail the user asked for (password reset links,
// verification). Adapters: SMTP through nodemailer, and the development outbox.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox' | 'disabled';
  send(message: MailMessage): Promise<void>;
}
