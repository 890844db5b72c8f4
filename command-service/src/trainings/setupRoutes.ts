// The training setup's command routes: levels, plans, activity catalogue.
import { Router } from 'express';
import type pg from 'pg';
import { activityCatalogRoutes } from './catalogRoutes.js';
import { trainingLevelRoutes } from './levelRoutes.js';
import { trainingPlanRoutes } from './planRoutes.js';
import type { SetupDeps } from './runCommand.js';

export function trainingSetupRoutes(deps: SetupDeps & { pool: pg.Pool }): Router {
  // a new level goes last unless an order is given (display order only: the read model is good enough)
  const nextSortOrder = async (organizationId: string) => {
    const { rows } = await deps.pool.query<{ next: number }>(
      'SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM public.training_levels WHERE organization_id = $1',
      [organizationId],
    );
    return rows[0]?.next ?? 0;
  };
  return Router().use(trainingLevelRoutes({ ...deps, nextSortOrder }), trainingPlanRoutes(deps), activityCatalogRoutes(deps));
}
