// PUT /api/users/current/notification-preferences { email, sms }: the signed-in
// user's own preferences (PEOPLE-23); email copies of notifications follow them.
import { Router } from 'express';
import {
  notificationPreferencesDecider,
  notificationPreferencesSchema,
  notificationPreferencesStream,
} from '@practicum/shared/domain/notifications/preferences';
import { parseInput } from '@practicum/shared/domain/validation';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';

export function notificationPreferenceRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  router.put('/api/users/current/notification-preferences', async (req, res) => {
    const { userId } = authOf(req);
    const input = parseInput(notificationPreferencesSchema, req.body ?? {});
    const command = { type: 'SetNotificationPreferences' as const, data: { userId, ...input } };
    const result = await commands.handle(notificationPreferencesDecider, notificationPreferencesStream(userId), command, { request: req });
    respondToCommand(res, 200, { ...result.state }, result);
  });
  return router;
}
