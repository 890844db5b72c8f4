// POST /api/admin/tools/projections/:name/rebuild (issue 20 item 6): an admin rebuilds one read model from
// the whole history while the application keeps reading the live tables (the CLI's rebuild, started here in
// the background). Answers 202 at once; /admin/tools/projections shows the progress. Like a dead-letter
// retry it is not a domain command (a read model is redone, nothing happened), so it is logged with the admin.
import { Router } from 'express';
import type { Knex } from 'knex';
import { countEvents } from '@practicum/projections/cli/rebuildCommand';
import { RebuildRunningError, startLoggedRebuild } from '@practicum/projections/runner/loggedRebuild';
import type { Projector } from '@practicum/projections/runner/types';
import { ConflictError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { Logger } from '@practicum/shared/platform/logging';

export function projectionRebuildRoutes(deps: {
  knex: Knex;
  eventStore: EventStore;
  projectors: readonly Projector[];
  logger: Logger;
}): Router {
  const router = Router();
  router.post('/api/admin/tools/projections/:name/rebuild', requireRouteAccess('/admin/tools/*'), async (req, res) => {
    const projector = deps.projectors.find((p) => p.name === req.params.name);
    if (!projector) throw new NotFoundError();
    const by = authOf(req).userId;
    try {
      const { id } = await startLoggedRebuild({
        knex: deps.knex,
        eventStore: deps.eventStore,
        projector,
        total: await countEvents(deps.knex, deps.eventStore, projector),
        startedBy: by,
        logger: deps.logger,
      });
      deps.logger.info({ projector: projector.name, rebuild: id, by }, 'rebuild started');
      res.status(202).json({ id: projector.name, rebuild_id: id, status: 'running' });
    } catch (error) {
      if (error instanceof RebuildRunningError) throw new ConflictError(error.message);
      throw error;
    }
  });
  return router;
}
