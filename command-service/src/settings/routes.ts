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
import { mergeOver } from '@practicum/shared/domain/patch';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
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
  const commands = commandPipeline(deps);
  router.put('/api/settings/:key', requireRouteAccess('/admin/dashboard'), async (req, res) => {
    const key = String(req.params.key);
    if (!isSettingKey(key)) throw new NotFoundError();
    // a value's fields the body omits keep their current values (issue 10 item 6)
    const { state } = await commands.load(settingDecider, settingStream(key));
    const command = commandFor(key, mergeOver({ value: state[key] }, req.body));
    const result = await commands.handle(settingDecider, settingStream(key), command, { request: req });
    respondToCommand(res, 200, { id: key, key, value: result.state[key] }, result);
  });
  return router;
}
