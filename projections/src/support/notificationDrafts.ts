// Support notifications (MISC-02): admins hear of a new thread and of the
// opener's messages; the opener hears of admins' answers and of a closed or
// reopened thread. Email copies follow each recipient's preference (the notifier's
// NotificationCreated, mailed by command-service/src/notifications/emailCopies.ts).
// The texts name who and link the thread but never quote what was written: the notifications table and the mailed
// copies are not rebuilt after an erasure, so a quoted subject or message would outlive its writer's key.
import type { Knex } from 'knex';
import type {
  SupportConversationOpened,
  SupportConversationStatusChanged,
  SupportMessagePosted,
} from '@practicum/shared/domain/support/index';
import { SUPPORT_CATEGORY } from '@practicum/shared/domain/support/events';
import { cut, type NotificationDrafts, toUser } from '../notifications/drafts.js';
import { notificationsReadModel } from '../notifications/notificationsReadModel.js';
import { adminUserIds } from './readModel.js';

/** The notifier's own note of each thread's opener (it must not wait for the support projection). */
const NOTIFIER_SUPPORT = 'notifier_support_conversations';
const conversationOpener = (trx: Knex.Transaction, conversationId: string) =>
  trx(NOTIFIER_SUPPORT).where({ conversation_id: conversationId }).first<{ opened_by: string } | undefined>('opened_by');

const link = (conversationId: string) => `/supcon/${conversationId}`;
const NOTIFICATIONS = notificationsReadModel.tables.notifications;
const QUOTED = '(opened a support conversation|wrote in a support conversation|Your support conversation was (?:closed|reopened)): .*$';

export const supportNotificationDrafts: NotificationDrafts = {
  categories: [SUPPORT_CATEGORY],
  async migrate(trx) {
    await trx.raw(`create table if not exists ${NOTIFIER_SUPPORT} (conversation_id uuid primary key, opened_by uuid not null)`);
    // earlier releases kept each thread's subject and quoted the words in the texts, which an erasure could not
    // reach: drop the quotes once (a later start finds none)
    await trx.raw(`alter table ${NOTIFIER_SUPPORT} drop column if exists subject`);
    await trx.raw(
      `update ${NOTIFICATIONS} set message = regexp_replace(message, ?, '\\1')
        where link_uri like '/supcon/%' and message ~ ?`,
      [QUOTED, QUOTED],
    );
  },
  async draftsOf(trx, event, names) {
    switch (event.type) {
      case 'SupportConversationOpened': {
        const d = event.data as SupportConversationOpened['data'];
        await trx(NOTIFIER_SUPPORT)
          .insert({ conversation_id: d.conversationId, opened_by: d.openedBy.userId })
          .onConflict('conversation_id')
          .ignore();
        const who = await names.lookup(d.openedBy.userId);
        const admins = await adminUserIds(trx);
        return admins.map((userId) => toUser(userId, cut(`${who} opened a support conversation`), link(d.conversationId)));
      }
      case 'SupportMessagePosted': {
        const d = event.data as SupportMessagePosted['data'];
        const who = await names.lookup(d.author.userId);
        const message = cut(`${who} wrote in a support conversation`);
        if (d.author.role === 'admin') {
          const opener = await conversationOpener(trx, d.conversationId);
          return opener ? [toUser(opener.opened_by, message, link(d.conversationId))] : [];
        }
        const admins = await adminUserIds(trx);
        return admins.map((userId) => toUser(userId, message, link(d.conversationId)));
      }
      case 'SupportConversationStatusChanged': {
        const d = event.data as SupportConversationStatusChanged['data'];
        const opener = await conversationOpener(trx, d.conversationId);
        if (!opener || opener.opened_by === d.by.userId) return [];
        const verb = d.status === 'closed' ? 'closed' : 'reopened';
        return [toUser(opener.opened_by, cut(`Your support conversation was ${verb}`), link(d.conversationId))];
      }
      default:
        return null;
    }
  },
};
