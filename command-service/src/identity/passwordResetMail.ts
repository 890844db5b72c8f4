// The password reset mail: plain text and a small HTML part. The link is the
// only secret; it is escaped in the HTML like any other value.
import type { MailMessage } from '@practicum/shared/platform/mail/types';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function passwordResetMail(input: { to: string; link: string; expiryMinutes: number }): MailMessage {
  const text = [
    'You are receiving this e-mail because we received a password reset request for your Practicum account.',
    '',
    `Reset your password: ${input.link}`,
    '',
    `This password reset link will expire in ${input.expiryMinutes} minutes and works once.`,
    'If you did not request a password reset, no further action is required.',
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<p>You are receiving this e-mail because we received a password reset request for your Practicum account.</p>
<p><a href="${link}">Reset password</a></p>
<p>This password reset link will expire in ${input.expiryMinutes} minutes and works once.<br>If you did not request a password reset, no further action is required.</p>`;
  return { to: input.to, subject: 'Reset your Practicum password', text, html };
}
