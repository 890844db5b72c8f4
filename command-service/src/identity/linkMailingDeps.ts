// What an identity route that mails the user a link needs: the event store and the command
// service's tables it writes, the mailer, a clock, and the app's origin for the link.
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/types';

export interface LinkMailingDeps {
  eventStore: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
  /** Origin of the links in mail (APP_URL); never taken from the request's Host header. */
  appUrl: string;
}
