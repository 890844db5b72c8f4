// Email copies of notifications (issue 5; PEOPLE-23): a bus consumer of its own
// (never inline in a command) that, for each event the notifier turns into
// notifications, mails a copy to every recipient whose preferences ask for it.
// It waits until the notifier has passed the event, reads the notifications made
// from it (by event id), and records each copy in `notification_mails` before
// sending: a redelivered event finds them recorded and sends nothing again.
import type { Knex } from 'knex';
import { notificationPreferencesDecider, notificationPreferencesStream } from '@practicum/shared/domain/notifications/preferences';
import { checkpointStore, type Bus, type RunningConsumer } from '@practicum/shared/platform/bus/index';
import { comparePositions, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

export const EMAIL_COPIES_CONSUMER = 'notification-mailer';
/** The query side's notifier: its consumer name and table (query-service/src/notifications/notifier.ts). */
const NOTIFIER = 'notifier';
/** The categories the notifier makes notifications from (tasks, activity entries). */
const NOTIFYING_CATEGORIES = ['task', 'activityEntry'];
const NOTIFIER_WAIT_MS = 30_000;

export async function migrateEmailCopies(knex: Knex): Promise<void> {
  await knex.raw(
    `create table if not exists notification_mails (notification_id uuid primary key, sent_at timestamptz not null default now())`,
  );
}

/** Waits (bounded) until the notifier has passed a position; remembers how far it has seen it go. */
function notifierWatch(knex: Knex, isStopped: () => boolean) {
  const checkpoints = checkpointStore(knex);
  let seen: Position | null = null;
  return async (position: Position): Promise<void> => {
    const until = Date.now() + NOTIFIER_WAIT_MS;
    while (!isStopped() && (!seen || comparePositions(seen, position) < 0) && Date.now() < until) {
      seen = await checkpoints.load(NOTIFIER);
      if (seen && comparePositions(seen, position) >= 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
}

interface NotificationCopy {
  id: string;
  user_id: string;
  message: string;
  link_uri: string;
  email: string;
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
  let stopped = false;
  const notifierPassed = notifierWatch(deps.knex, () => stopped);
  const running = await deps.bus.start({
    name: EMAIL_COPIES_CONSUMER,
    categories: NOTIFYING_CATEGORIES,
    async handle(event) {
      await notifierPassed(event.position);
      const rows: NotificationCopy[] = await deps
        .knex('notifications as n')
        .join('users as u', 'u.id', 'n.user_id')
        .where('n.event_id', event.eventId)
        .select('n.id', 'n.user_id', 'n.message', 'n.link_uri', 'u.email');
      for (const row of rows) {
        const { state } = await loadState(deps.eventStore, notificationPreferencesStream(row.user_id), notificationPreferencesDecider);
        if (!state.email) continue;
        const recorded = await deps
          .knex('notification_mails')
          .insert({ notification_id: row.id })
          .onConflict('notification_id')
          .ignore()
          .returning('notification_id');
        if (recorded.length === 0) continue;
        const link = new URL(row.link_uri, deps.appUrl).toString();
        await deps.mailer.send({ to: row.email, subject: `Practicum: ${row.message.slice(0, 120)}`, text: `${row.message}\n\n${link}\n` });
      }
    },
  });
  return {
    async stop() {
      stopped = true;
      await running.stop();
    },
  };
}
