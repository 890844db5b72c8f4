// Liability insurance documents (issue 15 item 5; INS-13 … 17): add for a
// trainee, edit (a new upload replaces the file), delete. The file comes from
// the uploads area: it must be the actor's own upload. Success answers carry
// the spec's toast texts as `flash` (INS-16).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  addInsuranceSchema,
  insuranceDecider,
  insuranceMessages as msg,
  insuranceStream,
  updateInsuranceSchema,
  type InsuranceActor,
  type InsuranceFile,
  type InsuranceState,
} from '@practicum/shared/domain/insurance/index';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requestRunner, type CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { ownedUpload } from '../uploads/ownedUpload.js';

const actorOf = (req: Request): InsuranceActor => {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role, organizationId: auth.organizationId };
};

const body = (documentId: string, state: InsuranceState) =>
  state.status === 'active'
    ? {
        id: documentId,
        trainee_id: state.document.traineeUserId,
        document: { upload_uuid: state.document.file.uuid, filename: state.document.file.filename },
        effective_date: state.document.effectiveDate,
        expiration_date: state.document.expirationDate,
      }
    : { id: documentId };

export function insuranceRoutes(deps: { pipeline: CommandPipeline; storage: FileStorage }): Router {
  const router = Router();
  router.use('/api/insurance-documents', requireAuth);

  const run = requestRunner(deps.pipeline, insuranceDecider, insuranceStream, (req: Request, base) => ({
    ...base,
    actor: actorOf(req),
  }));

  /** The upload must exist and be the actor's own (a trainee cannot claim someone else's file). */
  async function ownUpload(req: Request, uuid: string): Promise<InsuranceFile> {
    const file = await ownedUpload(deps.storage, authOf(req).userId, uuid);
    if (!file) throw new ValidationError({ upload_uuid: [msg.invalidUpload] });
    return file;
  }

  /** A coordinator names an active trainee of their organization; a trainee is the trainee. */
  async function traineeOf(req: Request, given: string | undefined): Promise<string> {
    const actor = actorOf(req);
    if (actor.role === 'trainee' || !given) return actor.userId;
    const { state } = await deps.pipeline.load(userDecider, userStream(given));
    const member =
      state.status === 'registered' &&
      state.positions.some((p) => p.organizationId === actor.organizationId && p.status === 'active' && p.role === 'trainee');
    if (!member) throw new ValidationError({ trainee_id: [msg.invalidTrainee] });
    return given;
  }

  router.post('/api/insurance-documents', async (req, res) => {
    const input = parseInput(addInsuranceSchema, req.body ?? {});
    const traineeUserId = await traineeOf(req, input.trainee_id);
    const file = await ownUpload(req, input.upload_uuid);
    const documentId = randomUUID();
    const result = await run(
      req,
      documentId,
      {
        type: 'AddInsuranceDocument',
        data: {
          documentId,
          organizationId: actorOf(req).organizationId ?? '',
          traineeUserId,
          file,
          effectiveDate: input.effective_date,
          expirationDate: input.expiration_date,
        },
      },
      'create',
    );
    respondToCommand(res, 201, { ...body(documentId, result.state), flash: msg.added }, result);
  });

  router.put('/api/insurance-documents/:id', async (req, res) => {
    const documentId = uuidParam(req.params.id);
    const input = parseInput(updateInsuranceSchema, req.body ?? {});
    const file = input.upload_uuid ? await ownUpload(req, input.upload_uuid) : undefined;
    const result = await run(req, documentId, {
      type: 'ChangeInsuranceDocument',
      data: { documentId, file, effectiveDate: input.effective_date, expirationDate: input.expiration_date },
    });
    respondToCommand(res, 200, { ...body(documentId, result.state), flash: msg.updated }, result);
  });

  router.delete('/api/insurance-documents/:id', async (req, res) => {
    const documentId = uuidParam(req.params.id);
    const result = await run(req, documentId, { type: 'DeleteInsuranceDocument', data: { documentId } });
    respondToCommand(res, 200, { id: documentId, flash: msg.deleted }, result);
  });

  return router;
}
