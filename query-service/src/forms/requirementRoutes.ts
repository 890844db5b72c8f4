// Placement requirements (issue 14 §6; PLACE-06, 22, 23): per training level, the agreement forms a placement
// there must carry, for every member of the organization (the placements area shows a placement's agreements
// to its trainee, supervisor and coordinators). `GET /api/placement-requirements?training_level_id=` answers
// the list protocol's array (one row, or none, for a level); `GET /api/placement-requirements/:trainingLevelId`
// one requirement (a level without one answers an empty list of agreements).
import { Router } from 'express';
import type { Knex } from 'knex';
import { authOf } from '@practicum/shared/platform/http/auth';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { placementRequirementReads, placementRequirementsOf } from '@practicum/projections/forms/requirementsReadModel';
import { trainingPlansReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function levelParam(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || !uuid.test(value)) throw new NotFoundError();
  return value;
}

export function placementRequirementQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...placementRequirementReads);
  const organizationOf = (req: Parameters<typeof authOf>[0]) => {
    const { organizationId } = authOf(req);
    if (!organizationId) throw new ForbiddenError();
    return organizationId;
  };

  router.get('/api/placement-requirements', reads, async (req, res) => {
    const rows = await placementRequirementsOf(deps.knex, organizationOf(req), levelParam(req.query.training_level_id));
    res.setHeader('Content-Range', `placement-requirements 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.json(rows);
  });

  router.get(
    '/api/placement-requirements/:trainingLevelId',
    readsFrom(...placementRequirementReads, trainingPlansReadModel),
    async (req, res) => {
      const levelId = levelParam(req.params.trainingLevelId)!;
      const organizationId = organizationOf(req);
      const [row] = await placementRequirementsOf(deps.knex, organizationId, levelId);
      if (row) return void res.json(row);
      // a level of the organization without requirements reads as none; another organization's is not seen
      const level = await deps
        .knex(trainingPlansReadModel.tables.training_levels)
        .where({ id: levelId, organization_id: organizationId })
        .first<{ id: string } | undefined>('id');
      if (!level) throw new NotFoundError();
      res.json({ id: levelId, training_level_id: levelId, agreements: [] });
    },
  );

  return router;
}
