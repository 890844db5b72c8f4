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
import { handleCommand } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';
import { respondToCommand } from '../http/respond.js';

export function notificationPreferenceRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  router.put('/api/users/current/notification-preferences', async (req, res) => {
    const { userId } = authOf(req);
    const input = parseInput(notificationPreferencesSchema, req.body ?? {});
    const metadata = metadataFor(req, deps.clock());
    const command = { type: 'SetNotificationPreferences' as const, data: { userId, ...input } };
    const result = await handleCommand(
      deps.eventStore,
      notificationPreferencesStream(userId),
      notificationPreferencesDecider,
      (state) => notificationPreferencesDecider.decide(command, state, { now: metadata.occurredAt, userId }),
      metadata,
    );
    respondToCommand(res, 200, { ...result.state }, result);
  });
  return router;
}
