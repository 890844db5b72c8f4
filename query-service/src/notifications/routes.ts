// Notification reads (spec 001 notifications): the signed-in user's own, newest first,
// and their notification preferences (projections/notifications/queries).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { notificationsReadModel } from '@practicum/projections/notifications/notificationsReadModel';
import {
  notificationPage,
  notificationPreferences,
  ownNotification,
  recentNotifications,
} from '@practicum/projections/notifications/queries';
import { notificationPreferencesReadModel } from '@practicum/projections/notifications/readModel';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { readsFrom } from '../http/readsFrom.js';

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
  const { knex } = deps;
  const reads = readsFrom(notificationsReadModel);

  router.get('/api/users/current/notification-preferences', readsFrom(notificationPreferencesReadModel), async (req, res) => {
    res.json(await notificationPreferences(knex, authOf(req).userId));
  });

  router.get('/api/notifications', reads, async (req, res) => {
    const [from, to] = rangeOf(req);
    const { records, total } = await notificationPage(knex, authOf(req).userId, [from, to]);
    res.setHeader('Content-Range', `notifications ${from}-${from + Math.max(records.length - 1, 0)}/${total}`);
    res.json(records);
  });

  router.get('/api/notifications/recent', reads, async (req, res) => {
    res.json(await recentNotifications(knex, authOf(req).userId));
  });

  router.get('/api/notifications/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const notification = /^[0-9a-f-]{36}$/i.test(id) ? await ownNotification(knex, authOf(req).userId, id) : undefined;
    if (!notification) throw new NotFoundError();
    res.json(notification);
  });
  return router;
}
