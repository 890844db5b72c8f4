// PUT /api/settings/{id}: the admin's maintenance banner and user lockout toggles.
import { Router } from 'express';
import {
  settingDecider,
  settingKeys,
  settingStream,
  settingValueSchemas,
  type SettingCommand,
  type SettingKey,
} from '@practicum/shared/domain/settings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { handleCommand } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';
import { respondToCommand } from '../http/respond.js';

const isSettingKey = (value: string): value is SettingKey => (settingKeys as readonly string[]).includes(value);

function commandFor(key: SettingKey, body: unknown): SettingCommand {
  switch (key) {
    case 'maintenance_banner':
      return { type: 'ChangeMaintenanceBanner', data: parseInput(settingValueSchemas.maintenance_banner, body).value };
    case 'user_lockout':
      return { type: 'ToggleUserLockout', data: parseInput(settingValueSchemas.user_lockout, body).value };
  }
}

export function settingRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  router.put('/api/settings/:id', requireRouteAccess('/admin/dashboard'), async (req, res) => {
    const key = String(req.params.id);
    if (!isSettingKey(key)) throw new NotFoundError();
    const command = commandFor(key, req.body);
    const metadata = metadataFor(req, deps.clock());
    const result = await handleCommand(
      deps.eventStore,
      settingStream(key),
      settingDecider,
      (state) => settingDecider.decide(command, state, { now: metadata.occurredAt, userId: metadata.userId }),
      metadata,
    );
    respondToCommand(res, 200, { id: key, key, value: result.state[key] }, result);
  });
  return router;
}
