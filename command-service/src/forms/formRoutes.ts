// Form builder commands (FORMS-22, 37, 39): create, change, duplicate,
// publish/unpublish, activate/deactivate. Coordinators manage their
// organization's forms, admins every form (theirs are shared by all organizations).
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  formActiveSchema,
  formBounds,
  formDecider,
  formInputOf,
  formInputSchema,
  formPublishSchema,
  formRecord,
  formStream,
  formUpdateSchema,
  readableForm,
  type FormCommand,
  type FormScope,
  type FormState,
} from '@practicum/shared/domain/forms/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

export const formScopeOf = (req: Request): FormScope => {
  const auth = authOf(req);
  return { organizationId: auth.organizationId, admin: auth.role === 'admin' };
};

const recordOf = (state: FormState) => (state.status === 'exists' ? formRecord(state.form) : {});

export function formRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);
  router.use('/api/forms', requireRole('coordinator', 'admin'));

  const run = (req: Request, command: FormCommand) =>
    pipeline.handle(formDecider, formStream(command.data.formId), command, { request: req });

  router.post('/api/forms', async (req, res) => {
    const input = parseInput(formInputSchema, req.body ?? {});
    const result = await run(req, { type: 'CreateForm', data: { formId: randomUUID(), scope: formScopeOf(req), input } });
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.put('/api/forms/:id', async (req, res) => {
    const formId = uuidParam(req.params.id);
    const input = parseInput(formUpdateSchema, req.body ?? {});
    const result = await run(req, { type: 'ChangeForm', data: { formId, scope: formScopeOf(req), input } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  // A copy of the current version, unpublished, in the caller's organization (an admin's copy is shared).
  router.post('/api/forms/:id/duplicate', async (req, res) => {
    const sourceId = uuidParam(req.params.id);
    const scope = formScopeOf(req);
    const source = readableForm((await pipeline.load(formDecider, formStream(sourceId))).state, scope);
    const input = formInputOf(source.content);
    input.name = `Copy of ${input.name}`.slice(0, formBounds.name);
    const result = await run(req, { type: 'CreateForm', data: { formId: randomUUID(), scope, input, duplicatedFrom: sourceId } });
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.patch('/api/forms/:id/publish', async (req, res) => {
    const formId = uuidParam(req.params.id);
    const { published } = parseInput(formPublishSchema, req.body ?? {});
    const result = await run(req, { type: 'SetFormPublished', data: { formId, scope: formScopeOf(req), published } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.patch('/api/forms/:id/active', async (req, res) => {
    const formId = uuidParam(req.params.id);
    const { active } = parseInput(formActiveSchema, req.body ?? {});
    const result = await run(req, { type: 'SetFormActive', data: { formId, scope: formScopeOf(req), active } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  return router;
}
