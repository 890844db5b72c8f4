// Vendor forms (FORMS-38; the contract is in vendorForms.ts). `POST /api/forms/:id/vendor-submit-url
// {placement_id}` asks the vendor where the signed-in submitter fills the form and answers `{ url }` (the browser
// goes there); `POST /api/vendor-forms/callback {token, reference?}` is the vendor's call when the form is done,
// authenticated by the token the app signed (no session, no CSRF: it is mounted before both).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  formDecider,
  formMessages,
  formStream,
  readableForm,
  submissionDecider,
  submissionStream,
  type FormData,
} from '@practicum/shared/domain/forms/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ConflictError, ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { linkMessages, signToken, verifyToken } from '@practicum/shared/platform/links/signedToken';
import { uuidParam } from '../http/params.js';
import { actorOf } from './formActor.js';
import { placementForSubmission } from './placementOfSubmission.js';
import type { VendorFormsPort } from './vendorForms.js';

export const VENDOR_TOKEN_PURPOSE = 'vendor-form';
const VENDOR_TOKEN_HOURS = 24;

const submitUrlSchema = z.object({ placement_id: z.union([z.uuid(), z.null()]).optional() });
const callbackSchema = z.object({ token: z.string().min(1).max(2000), reference: z.string().trim().max(200).optional() });

interface VendorClaims {
  s: string; // the submission the completion will be
  f: string;
  u: string;
  p: string;
  r: string;
  o: string;
  pl: string | null;
  exp: number;
}
const isVendorClaims = (c: Record<string, unknown>): c is VendorClaims & Record<string, unknown> =>
  ['s', 'f', 'u', 'p', 'r', 'o'].every((key) => typeof c[key] === 'string');

interface Deps {
  eventStore: EventStore;
  clock: () => Date;
  secret: string;
  appUrl: string;
  vendors: VendorFormsPort;
}

const submittable = (form: FormData) => form.published && form.active;

/** The signed-in route: mounted with the other form routes. */
export function vendorSubmitRoutes(deps: Deps): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);
  router.post('/api/forms/:id/vendor-submit-url', async (req: Request, res) => {
    const actor = actorOf(req);
    const { userId, positionId, role, organizationId } = actor;
    const formId = uuidParam(req.params.id);
    const body = parseInput(submitUrlSchema, req.body ?? {});
    const form = readableForm((await pipeline.load(formDecider, formStream(formId))).state, { organizationId, admin: false });
    if (!form.content.vendor) throw new ConflictError(formMessages.notAVendorForm);
    if (!submittable(form)) throw new ConflictError(formMessages.notSubmittable);
    if (!form.content.submitterRoles.includes(actor.role)) throw new ForbiddenError(formMessages.notASubmitter);
    // the vendor's completion moves the named placement's agreement on: only its parties may name it
    await placementForSubmission(pipeline, actor, form, body.placement_id);
    const exp = Math.floor(deps.clock().getTime() / 1000) + VENDOR_TOKEN_HOURS * 3600;
    const claims = { s: randomUUID(), f: form.id, u: userId, p: positionId, r: role, o: organizationId, exp };
    const token = signToken(deps.secret, VENDOR_TOKEN_PURPOSE, body.placement_id ? { ...claims, pl: body.placement_id } : claims);
    const url = await deps.vendors.submitUrl({
      vendor: form.content.vendor,
      formId: form.id,
      formName: form.content.name,
      placementId: body.placement_id ?? null,
      token,
      callbackUrl: `${deps.appUrl.replace(/\/$/, '')}/api/vendor-forms/callback`,
    });
    res.json({ url });
  });
  return router;
}

/** The vendor's callback: mounted before the session and CSRF checks. */
export function vendorCallbackRoutes(deps: Omit<Deps, 'vendors' | 'appUrl'>): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);
  router.post('/api/vendor-forms/callback', async (req, res) => {
    const body = parseInput(callbackSchema, req.body ?? {});
    const claims = verifyToken(deps.secret, VENDOR_TOKEN_PURPOSE, body.token, deps.clock());
    if (!isVendorClaims(claims)) throw new ForbiddenError(linkMessages.invalid);
    const { state } = await pipeline.load(formDecider, formStream(claims.f));
    if (state.status !== 'exists') throw new NotFoundError();
    const form = state.form;
    const result = await pipeline.handle(
      submissionDecider,
      submissionStream(claims.s),
      {
        type: 'RecordVendorCompletion',
        data: {
          submissionId: claims.s,
          form: { formId: form.id, version: form.version, content: form.content, submittable: submittable(form) },
          submitter: { userId: claims.u, positionId: claims.p, role: claims.r, organizationId: claims.o },
          placementId: typeof claims.pl === 'string' ? claims.pl : null,
          reference: body.reference ?? null,
        },
      },
      { request: req },
    );
    res.status(result.events.length ? 201 : 200).json({ id: claims.s, status: 'submitted' });
  });
  return router;
}
