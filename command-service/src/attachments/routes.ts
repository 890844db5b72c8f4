// Attachment commands (spec 001 §7 Attachments): POST /api/attachments
// { object_class, object_id, upload { uuid, public } } and DELETE
// /api/attachments/:id. Rules (kinds, HIPAA, who may delete) live in the
// attachments decider; this file finds the attachable, the upload and the actor.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  attachBodySchema,
  attachmentsDecider,
  attachmentsStream,
  attachmentMessages,
  type AttachableType,
  type AttachmentActor,
  type AttachmentCommand,
} from '@practicum/shared/domain/attachments/index';
import { hipaaDecider, hipaaStream } from '@practicum/shared/domain/hipaa/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { attachableFor } from './attachables.js';

export function attachmentRoutes(deps: {
  eventStore: EventStore;
  knex: Knex;
  pool: pg.Pool;
  storage: FileStorage;
  clock: () => Date;
}): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  router.use('/api/attachments', requireAuth);

  async function actorOf(req: Request): Promise<AttachmentActor> {
    const auth = authOf(req);
    const hipaaCompleted =
      auth.role !== 'trainee' || (await commands.load(hipaaDecider, hipaaStream(auth.userId))).state.completedAt !== null;
    return {
      userId: auth.userId,
      positionId: auth.positionId,
      role: auth.role,
      impersonating: auth.impersonatorId !== null,
      hipaaCompleted,
    };
  }

  const run = (req: Request, stream: string, command: AttachmentCommand) =>
    commands.handle(attachmentsDecider, stream, command, { request: req });

  router.post('/api/attachments', async (req, res) => {
    const body = parseInput(attachBodySchema, req.body ?? {});
    const attachable = await attachableFor(deps, body.object_class, body.object_id, authOf(req));
    const stored = await deps.storage.get(body.upload.uuid);
    if (!stored) throw new ValidationError({ 'upload.uuid': [attachmentMessages.uploadInvalid] });
    const file = { uuid: stored.uuid, filename: stored.filename, mimetype: stored.mimetype, size: stored.size, ownerId: stored.ownerId };
    const attachmentId = randomUUID();
    const result = await run(req, attachmentsStream(attachable.type, attachable.id), {
      type: 'AttachFile',
      data: { attachmentId, attachable, file, public: body.upload.public, actor: await actorOf(req) },
    });
    respondToCommand(res, 201, { id: attachmentId, ...result.state.attached[attachmentId] }, result);
  });

  router.delete('/api/attachments/:id', async (req, res) => {
    const attachmentId = uuidParam(req.params.id);
    // The read model says which attachable holds it; the attachable's stream decides.
    const { rows } = await deps.pool.query<{ attachable_type: AttachableType; attachable_id: string }>(
      'SELECT attachable_type, attachable_id FROM public.attachments WHERE id = $1',
      [attachmentId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundError();
    await attachableFor(deps, row.attachable_type, row.attachable_id, authOf(req));
    const result = await run(req, attachmentsStream(row.attachable_type, row.attachable_id), {
      type: 'DetachFile',
      data: { attachmentId, actor: await actorOf(req) },
    });
    respondToCommand(res, 200, { id: attachmentId }, result);
  });

  return router;
}
