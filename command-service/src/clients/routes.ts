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
import { supervisesTrainee } from '@practicum/projections/placements/supervision';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { ConflictError } from '@practicum/shared/platform/errors';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

const uuidOf = (name: string): string => {
  const hash = createHash('sha1').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/**
 * One trainee's code names one client in one organization: the id is a uuid (v5-shaped) of the organization, the
 * trainee and the code, case-folded. A trainee of two organizations keeps a code in each, apart.
 */
export const clientIdOf = (organizationId: string, traineeUserId: string, code: string): string =>
  uuidOf(`client:${organizationId}:${traineeUserId}:${code.toUpperCase()}`);

/** The id a client had before its organization was part of it; such streams stay, so their codes stay taken. */
export const formerClientIdOf = (traineeUserId: string, code: string): string => uuidOf(`client:${traineeUserId}:${code.toUpperCase()}`);

export function clientRoutes(deps: { pipeline: CommandPipeline; knex: Knex }): Router {
  const router = Router();
  router.use('/api/clients', requireRouteAccess('/clients'));

  async function run(req: Request, clientId: string, command: ClientCommand) {
    const auth = authOf(req);
    const actor = { userId: auth.userId, role: auth.role, organizationId: auth.organizationId };
    let supervises = false;
    if (auth.role === 'supervisor' && auth.organizationId) {
      const { state } = await deps.pipeline.load(clientDecider, clientStream(clientId));
      if (state.status === 'active') supervises = await supervisesTrainee(deps.knex, auth, state.client.traineeUserId);
    }
    return deps.pipeline.handle(clientDecider, clientStream(clientId), command, { request: req }, (base) => ({
      ...base,
      actor,
      supervises,
    }));
  }

  router.post('/api/clients', async (req, res) => {
    const { code } = parseInput(addClientSchema, req.body ?? {});
    const { userId, organizationId } = authOf(req);
    const clientId = clientIdOf(organizationId ?? '', userId, code);
    // no client is added under a former id any more, so this read cannot race a write
    const { state: former } = await deps.pipeline.load(clientDecider, clientStream(formerClientIdOf(userId, code)));
    if (former.status === 'active' && former.client.organizationId === organizationId) throw new ConflictError(msg.codeTaken);
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
