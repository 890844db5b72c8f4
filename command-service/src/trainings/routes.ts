// Training commands (issue 4, spec 001 §7 Trainings): batch create, batch edit and
// delete, by the organization's coordinator. Per-trainee failures do not stop the
// batch: 200 with `errors` when at least one training was saved, 422 when none was.
import { Router, type Response } from 'express';
import {
  batchCreateTrainingsSchema,
  batchEditTrainingsSchema,
  traineeTrainingsDecider,
  traineeTrainingsStream,
} from '@practicum/shared/domain/trainings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { batchCreateTrainings, batchEditTrainings, type BatchResult, type TrainingDeps } from './batchTrainings.js';

function respondToBatch(res: Response, result: BatchResult): void {
  const failedAll = result.data.length === 0 && result.errors.length > 0;
  const body = { data: result.data, errors: result.errors };
  respondToCommand(res, failedAll ? 422 : 200, failedAll ? { message: result.errors[0]!.error, ...body } : body, result.last);
}

export function trainingRoutes(deps: TrainingDeps & { clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  router.use('/api/trainings', requireRole('coordinator'));

  const organizationOf = (req: Parameters<typeof authOf>[0]): string => {
    const organizationId = authOf(req).organizationId;
    if (!organizationId) throw new NotFoundError();
    return organizationId;
  };

  router.post('/api/trainings/batch', async (req, res) => {
    const body = parseInput(batchCreateTrainingsSchema, req.body ?? {});
    const { trainee_ids: traineeIds, ...input } = body;
    const result = await batchCreateTrainings(deps, { organizationId: organizationOf(req), traineeIds, input }, { request: req });
    respondToBatch(res, result);
  });

  router.put('/api/trainings/batch', async (req, res) => {
    const body = parseInput(batchEditTrainingsSchema, req.body ?? {});
    const { training_ids: trainingIds, trainee_ids: traineeIds, ...input } = body;
    const result = await batchEditTrainings(
      deps,
      { organizationId: organizationOf(req), trainingIds, traineeIds, input },
      { request: req },
    );
    respondToBatch(res, result);
  });

  // The read model routes the id to the trainee's stream (and the organization); the stream decides.
  router.delete('/api/trainings/:id', async (req, res) => {
    const trainingId = uuidParam(req.params.id);
    const { rows } = await deps.pool.query<{ trainee_id: string }>(
      'SELECT trainee_id FROM public.trainings WHERE id = $1 AND organization_id = $2',
      [trainingId, organizationOf(req)],
    );
    const traineeId = rows[0]?.trainee_id;
    if (!traineeId) throw new NotFoundError();
    const result = await commands.handle(
      traineeTrainingsDecider,
      traineeTrainingsStream(traineeId),
      { type: 'DeleteTraining', data: { trainingId } },
      { request: req },
    );
    respondToCommand(res, 200, { id: trainingId, message: 'training deleted' }, result);
  });

  return router;
}
