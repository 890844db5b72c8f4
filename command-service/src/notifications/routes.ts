// PUT /api/notifications/{id}/read and /api/notifications/all-read: a user marks their
// own notifications read (events on `notifications-<userId>`). Never while impersonating:
// 403 with the spec's rule as the message (decisions: notifications).
import { Router, type Request } from 'express';
import type pg from 'pg';
import { notificationReadsDecider, notificationsStream, type NotificationCommand } from '@practicum/shared/domain/notifications/index';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';

export const IMPERSONATING_MESSAGE = 'Notifications are not marked read while impersonating';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const owned = await deps.pool
      .query<{ id: string }>('select id from notifications where id = $1 and user_id = $2', [id, userId])
      .then(({ rows }) => rows.length > 0)
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return false; // the notifier has not created its table yet
        throw error;
      });
    if (!owned) throw new NotFoundError();
    const result = await run(req, { type: 'MarkNotificationRead', data: { notificationId: id, userId } });
    respondToCommand(res, 200, { id }, result);
  });
  return router;
}
