// PUT /api/notifications/{id}/read and /api/notifications/all-read: a user marks their
// own notifications read (events on `notifications-<userId>`); PUT /api/notifications/read-link
// {link}: opening a record reads the user's notifications that link to it. Never while
// impersonating: 403 with the spec's rule as the message (decisions: notifications).
import { Router, type Request } from 'express';
import type pg from 'pg';
import { notificationReadsDecider, notificationsStream, type NotificationCommand } from '@practicum/shared/domain/notifications/index';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';

export const IMPERSONATING_MESSAGE = 'Notifications are not marked read while impersonating';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// a record page's own path, as the notifications link it (`/supcon/<id>`, `/tasks/assigned/<id>`)
const RECORD_LINK = /^\/[A-Za-z0-9/_?=&.-]{1,300}$/;

export function notificationRoutes(deps: { eventStore: EventStore; pool: pg.Pool; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);

  const run = (req: Request, command: NotificationCommand) =>
    commands.handle(notificationReadsDecider, notificationsStream(command.data.userId), command, { request: req });

  const signedInUser = (req: Request): string => {
    const auth = authOf(req);
    if (auth.impersonatorId) throw new ForbiddenError(IMPERSONATING_MESSAGE);
    return auth.userId;
  };

  /** The user's own notifications matching `where` (its $2 is `value`), from the notifier's read model. */
  const ownIds = (userId: string, where: string, value: string): Promise<string[]> =>
    deps.pool
      .query<{ id: string }>(`select id from notifications where user_id = $1 and ${where}`, [userId, value])
      .then(({ rows }) => rows.map((row) => row.id))
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return []; // the notifier has not created its table yet
        throw error;
      });

  router.put('/api/notifications/all-read', async (req, res) => {
    const userId = signedInUser(req);
    const result = await run(req, { type: 'MarkAllNotificationsRead', data: { userId } });
    respondToCommand(res, 200, { id: 'all-read' }, result);
  });

  router.put('/api/notifications/:id/read', async (req, res) => {
    const userId = signedInUser(req);
    const id = String(req.params.id);
    // Whose notification it is: the notifier's read model (an ownership check, not an exact decision).
    if (!UUID.test(id)) throw new NotFoundError();
    const owned = await ownIds(userId, 'id = $2', id);
    if (owned.length === 0) throw new NotFoundError();
    const result = await run(req, { type: 'MarkNotificationRead', data: { notificationId: id, userId } });
    respondToCommand(res, 200, { id }, result);
  });

  // Reading a record reads what notified the user about it: only their own unread rows with exactly that link.
  router.put('/api/notifications/read-link', async (req, res) => {
    const userId = signedInUser(req);
    const link: unknown = (req.body as { link?: unknown } | undefined)?.link;
    if (typeof link !== 'string' || !RECORD_LINK.test(link))
      throw new ValidationError({ link: ['The link field must be a path of this app.'] });
    const notificationIds = await ownIds(userId, 'link_uri = $2 and read_at is null', link);
    const result = await run(req, { type: 'MarkNotificationsRead', data: { notificationIds, userId } });
    respondToCommand(res, 200, { id: 'read-link', read: notificationIds.length }, result);
  });
  return router;
}
