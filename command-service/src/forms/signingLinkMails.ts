// Mails an emailed signing link (FORMS-06) once: a bus consumer of SubmissionLinkSent that makes the link's
// token again from the event and the shared secret (the token itself is never stored) and sends it through
// the mailer (the dev outbox outside production). Each link is recorded in `form_link_mails` before it is
// sent, so a redelivered event mails nothing again.
import type { Knex } from 'knex';
import { roleNames, type Role } from '@practicum/shared/access/roles';
import { PUBLIC_FORM_LINK_PURPOSE, publicFormClaims, type SubmissionLinkSent } from '@practicum/shared/domain/forms/index';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { Mailer, MailMessage } from '@practicum/shared/platform/mail/types';
import { signToken } from '@practicum/shared/platform/links/signedToken';
import { normalizeEmail } from '@practicum/shared/domain/identity/commands';
import { userTimeZoneByEmail } from '@practicum/projections/identity/userQueries';
import { formatZonedDateTime, readingZone, type Zone } from '@practicum/shared/format';
import { isFirstMailing } from '../notifications/firstMailing.js';

export const SIGNING_LINK_MAILS_CONSUMER = 'form-link-mailer';

export const publicFormLink = (appUrl: string, secret: string, link: SubmissionLinkSent['data']): string => {
  const token = signToken(secret, PUBLIC_FORM_LINK_PURPOSE, {
    ...publicFormClaims(link.submissionId, link.role, link.linkId, link.expiresAt),
  });
  return `${appUrl.replace(/\/$/, '')}/complete-form/${link.submissionId}?token=${encodeURIComponent(token)}`;
};

/** The mail of a link; its expiry is written in `zone` (the recipient's profile zone, else UTC) and names it. */
export const signingLinkMail = (link: SubmissionLinkSent['data'], url: string, zone: Zone): MailMessage => ({
  to: link.email,
  subject: 'Practicum: an agreement is waiting for your signature',
  text: [
    `Hello ${link.name},`,
    '',
    `You are asked to sign an agreement as ${roleNames[link.role as Role] ?? link.role}. Open this link to read and sign it:`,
    url,
    '',
    `The link works once and expires on ${formatZonedDateTime(link.expiresAt, zone)}. It opens this agreement only.`,
  ].join('\n'),
});

export async function startSigningLinkMails(deps: {
  bus: Bus;
  knex: Knex;
  mailer: Mailer;
  appUrl: string;
  secret: string;
}): Promise<RunningConsumer> {
  await deps.knex.raw(`create table if not exists form_link_mails (link_id uuid primary key, sent_at timestamptz not null default now())`);
  return deps.bus.start({
    name: SIGNING_LINK_MAILS_CONSUMER,
    categories: ['submittedForm'],
    async handle(event) {
      if (event.type !== 'SubmissionLinkSent') return;
      const link = event.data as SubmissionLinkSent['data'];
      if (!(await isFirstMailing(deps.knex, 'form_link_mails', 'link_id', link.linkId))) return;
      // the person asked to sign may already have an account: then the time reads in their own zone
      const zone = readingZone(await userTimeZoneByEmail(deps.knex, normalizeEmail(link.email)), 'UTC');
      await deps.mailer.send(signingLinkMail(link, publicFormLink(deps.appUrl, deps.secret, link), zone));
    },
  });
}
