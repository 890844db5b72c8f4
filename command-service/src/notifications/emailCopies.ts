// Email copies of notifications (issue 5; PEOPLE-23): a bus consumer of its own
// (never inline in a command) of the NotificationCreated events the notifier
// announces (one stream per notification), which mails a copy to the recipient
// when their preferences ask for it. It records each copy in `notification_mails`
// before sending: a redelivered event finds it recorded and sends nothing again.
import type { Knex } from 'knex';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { NOTIFICATION_CREATED_CATEGORY, type NotificationCreated } from '@practicum/shared/domain/notifications/index';
import { notificationPreferencesDecider, notificationPreferencesStream } from '@practicum/shared/domain/notifications/preferences';
import { checkpointStore, type Bus, type RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import { isFirstMailing } from './firstMailing.js';

export const EMAIL_COPIES_CONSUMER = 'notification-mailer';

export async function migrateEmailCopies(knex: Knex): Promise<void> {
  await knex.raw(
    `create table if not exists notification_mails (notification_id uuid primary key, sent_at timestamptz not null default now())`,
  );
}

export async function startEmailCopies(deps: {
  bus: Bus;
  knex: Knex;
  eventStore: EventStore;
  mailer: Mailer;
  /** Origin of the links (APP_URL). */
  appUrl: string;
}): Promise<RunningConsumer> {
  await migrateEmailCopies(deps.knex);
  // First start ever: from the head, so the past is not mailed.
  const checkpoints = checkpointStore(deps.knex);
  if (!(await checkpoints.load(EMAIL_COPIES_CONSUMER))) await checkpoints.save(EMAIL_COPIES_CONSUMER, await deps.eventStore.headPosition());
  return deps.bus.start({
    name: EMAIL_COPIES_CONSUMER,
    categories: [NOTIFICATION_CREATED_CATEGORY],
    async handle(event) {
      if (event.type !== 'NotificationCreated') return;
      const notification = event.data as NotificationCreated['data'];
      const { state } = await loadState(
        deps.eventStore,
        notificationPreferencesStream(notification.userId),
        notificationPreferencesDecider,
      );
      if (!state.email) return;
      const user = await deps
        .knex(usersReadModel.tables.users)
        .where({ id: notification.userId })
        .first<{ email: string } | undefined>('email');
      if (!user) return;
      if (!(await isFirstMailing(deps.knex, 'notification_mails', 'notification_id', notification.notificationId))) return;
      const link = new URL(notification.link, deps.appUrl).toString();
      await deps.mailer.send({
        to: user.email,
        subject: `Practicum: ${notification.message.slice(0, 120)}`,
        text: `${notification.message}\n\n${link}\n`,
      });
    },
  });
}
