// Notification reads (spec 001 notifications): the signed-in user's own, newest first.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { authOf } from '@practicum/shared/platform/http/auth';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { NOTIFICATIONS_TABLE, presentNotification, type NotificationRow } from './notifier.js';
import { notificationsReadModel } from '@practicum/projections/notifications/notificationsReadModel';
import { readsFrom } from '../http/readsFrom.js';
import { notificationPreferencesReadModel } from '@practicum/projections/notifications/readModel';

const RECENT = 10;

function rangeOf(req: Request): [number, number] {
  try {
    const raw = typeof req.query.range === 'string' ? (JSON.parse(req.query.range) as unknown) : null;
    if (Array.isArray(raw) && raw.length === 2) {
      const [from, to] = raw.map(Number) as [number, number];
      if (Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from) return [from, Math.min(to, from + 999)];
    }
  } catch {
    // fall through to the default page
  }
  return [0, 24];
}

export function notificationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  /** PEOPLE-23: the signed-in user's notification preferences (off until set). */
  router.get('/api/users/current/notification-preferences', readsFrom(notificationPreferencesReadModel), async (req, res) => {
    const row = await deps
      .knex(notificationPreferencesReadModel.tables.notification_preferences)
      .where({ user_id: authOf(req).userId })
      .first<{ email: boolean; sms: boolean } | undefined>('email', 'sms');
    res.json({ email: row?.email ?? false, sms: row?.sms ?? false });
  });
  const own = (req: Request) => deps.knex<NotificationRow>(NOTIFICATIONS_TABLE).where({ user_id: authOf(req).userId });

  router.get('/api/notifications', readsFrom(notificationsReadModel), async (req, res) => {
    const [from, to] = rangeOf(req);
    const [{ count }] = (await own(req).count<{ count: string }[]>({ count: '*' })) as [{ count: string }];
    const rows = await own(req)
      .orderBy([{ column: 'happened_at', order: 'desc' }, { column: 'id' }])
      .offset(from)
      .limit(to - from + 1);
    const total = Number(count);
    res.setHeader('Content-Range', `notifications ${from}-${from + Math.max(rows.length - 1, 0)}/${total}`);
    res.json(rows.map(presentNotification));
  });

  router.get('/api/notifications/recent', readsFrom(notificationsReadModel), async (req, res) => {
    const rows = await own(req)
      .orderBy([{ column: 'happened_at', order: 'desc' }, { column: 'id' }])
      .limit(RECENT);
    const [{ unread }] = (await own(req).whereNull('read_at').count<{ unread: string }[]>({ unread: '*' })) as [{ unread: string }];
    res.json({ data: rows.map(presentNotification), meta: { unread: Number(unread) } });
  });

  router.get('/api/notifications/:id', readsFrom(notificationsReadModel), async (req, res) => {
    const id = String(req.params.id);
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundError();
    const row = await own(req).where({ id }).first();
    if (!row) throw new NotFoundError();
    res.json(presentNotification(row));
  });
  return router;
}
