// Settings reads. Every signed-in user reads the maintenance banner; the rest is admin's.
import { Router } from 'express';
import type { Knex } from 'knex';
import { allSettings } from '@practicum/projections/settings/queries';
import type { SettingKey } from '@practicum/shared/domain/settings/commands';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { settingsReadModel } from '@practicum/projections/settings/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(settingsReadModel);

const PUBLIC_SETTINGS: readonly SettingKey[] = ['maintenance_banner'];

export function settingRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get('/api/settings', reads, requireRouteAccess('/admin/dashboard'), async (_req, res) => {
    const settings = await allSettings(deps.knex);
    res.setHeader('Content-Range', `settings 0-${settings.length - 1}/${settings.length}`);
    res.json(settings);
  });
  router.get('/api/settings/:key', reads, async (req, res) => {
    const auth = authOf(req);
    const setting = (await allSettings(deps.knex)).find((s) => s.id === req.params.key);
    if (!setting) throw new NotFoundError();
    if (!PUBLIC_SETTINGS.includes(setting.key) && auth.role !== 'admin') throw new ForbiddenError();
    res.json(setting);
  });
  return router;
}
