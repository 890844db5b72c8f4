// Client commands (MISC-04 … 07; issue 19): a trainee adds a client by code
// (POST /api/clients) and asks for upload approval (POST /api/clients/{id}/upload-request);
// the trainee's supervisor or a coordinator toggles uploads (PATCH
// /api/clients/{id}/enable-upload {can_upload}). Whether the actor supervises the
// trainee is read from the placements read model and handed to the decider.
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  addClientSchema,
  clientDecider,
  clientMessages as msg,
  clientStream,
  enableUploadSchema,
  type ClientCommand,
} from '@practicum/shared/domain/clients/index';
import { supervisesTrainee } from '@practicum/projections/clients/readModel';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

/** One trainee's code names one client: the id is a uuid (v5-shaped) of the trainee and the code, case-folded. */
export function clientIdOf(traineeUserId: string, code: string): string {
  const hash = createHash('sha1').update(`client:${traineeUserId}:${code.toUpperCase()}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function clientRoutes(deps: { pipeline: CommandPipeline; knex: Knex }): Router {
  const router = Router();
  router.use('/api/clients', requireRouteAccess('/clients'));

  async function run(req: Request, clientId: string, command: ClientCommand) {
    const auth = authOf(req);
    const actor = { userId: auth.userId, role: auth.role, organizationId: auth.organizationId };
    let supervises = false;
    if (auth.role === 'supervisor' && auth.organizationId) {
      const { state } = await deps.pipeline.load(clientDecider, clientStream(clientId));
      if (state.status === 'active')
        supervises = await supervisesTrainee(deps.knex, auth.userId, state.client.traineeUserId, auth.organizationId);
    }
    return deps.pipeline.handle(clientDecider, clientStream(clientId), command, { request: req }, (base) => ({
      ...base,
      actor,
      supervises,
    }));
  }

  router.post('/api/clients', async (req, res) => {
    const { code } = parseInput(addClientSchema, req.body ?? {});
    const clientId = clientIdOf(authOf(req).userId, code);
    const result = await run(req, clientId, { type: 'AddClient', data: { clientId, code } });
    respondToCommand(res, 201, { id: clientId, code, trainee_id: authOf(req).userId, can_upload: false, upload_requested: false }, result);
  });

  router.post('/api/clients/:id/upload-request', async (req, res) => {
    const clientId = uuidParam(req.params.id);
    const result = await run(req, clientId, { type: 'RequestClientUpload', data: { clientId } });
    respondToCommand(res, 200, { id: clientId, upload_requested: true, flash: msg.requested }, result);
  });

  router.patch('/api/clients/:id/enable-upload', async (req, res) => {
    const clientId = uuidParam(req.params.id);
    const { can_upload: canUpload } = parseInput(enableUploadSchema, req.body ?? {});
    const result = await run(req, clientId, { type: 'ToggleClientUpload', data: { clientId, canUpload } });
    respondToCommand(
      res,
      200,
      { id: clientId, can_upload: canUpload, upload_requested: false, flash: canUpload ? msg.enabled : msg.disabled },
      result,
    );
  });

  return router;
}
