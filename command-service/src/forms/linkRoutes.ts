// Emailed signing links (FORMS-06): the submitter or a coordinator asks someone with no account to sign a
// multiway agreement for a later role (`POST /api/submitted-forms/:id/links {role, email, name}`); the mail
// goes out from a consumer (signingLinkMails.ts). The person signs at /complete-form with
// `POST /api/public/forms/:token {signature}`: no session, CSRF as for any write, the token's signature and
// expiry checked here and its single use by the submission's stream.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  PUBLIC_FORM_LINK_DAYS,
  PUBLIC_FORM_LINK_PURPOSE,
  formDecider,
  formStream,
  isPublicFormClaims,
  publicSignSchema,
  sendSubmissionLinkSchema,
  submissionDecider,
  submissionRecord,
  submissionStream,
} from '@practicum/shared/domain/forms/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Knex } from 'knex';
import { linkMessages, verifyToken } from '@practicum/shared/platform/links/signedToken';
import { uuidParam } from '../http/params.js';
import { actorOf } from './formActor.js';
import { respondToCommand } from '../http/respond.js';
import { submissionReading } from './submissionReaders.js';

export function linkRoutes(deps: { eventStore: EventStore; clock: () => Date; secret: string; knex: Knex }): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);
  const { submissionFor } = submissionReading(pipeline, deps.knex);

  router.post('/api/submitted-forms/:id/links', async (req, res) => {
    const actor = actorOf(req);
    const submissionId = uuidParam(req.params.id);
    const body = parseInput(sendSubmissionLinkSchema, req.body ?? {});
    const expiresAt = new Date(deps.clock().getTime() + PUBLIC_FORM_LINK_DAYS * 86_400_000).toISOString();
    const { context } = await submissionFor(submissionId, actor);
    const result = await pipeline.handle(
      submissionDecider,
      submissionStream(submissionId),
      {
        type: 'SendSubmissionLink',
        data: { submissionId, actor, linkId: randomUUID(), role: body.role, email: body.email, name: body.name, expiresAt },
      },
      { request: req },
      context,
    );
    const state = result.state;
    respondToCommand(res, 201, state.status === 'none' ? {} : submissionRecord(state.submission, state.status), result);
  });

  router.post('/api/public/forms/:token', async (req, res) => {
    const claims = verifyToken(deps.secret, PUBLIC_FORM_LINK_PURPOSE, String(req.params.token), deps.clock());
    if (!isPublicFormClaims(claims)) throw new ForbiddenError(linkMessages.invalid);
    const { signature } = parseInput(publicSignSchema, req.body ?? {});
    const { state } = await pipeline.load(submissionDecider, submissionStream(claims.s));
    if (state.status === 'none') throw new NotFoundError();
    const form = (await pipeline.load(formDecider, formStream(state.submission.formId))).state;
    const submittable = form.status === 'exists' && form.form.published && form.form.active;
    const result = await pipeline.handle(
      submissionDecider,
      submissionStream(claims.s),
      {
        type: 'SignSubmissionByLink',
        data: { submissionId: claims.s, linkId: claims.l, role: claims.r, signature, ip: req.ip ?? null, submittable },
      },
      { request: req },
    );
    const after = result.state;
    // what the signer may see: the status and the signers' typed names, nothing of the organization else
    respondToCommand(
      res,
      200,
      after.status === 'none' ? {} : { status: after.submission.status, next_role: after.submission.nextRole },
      result,
    );
  });

  return router;
}
