// ADMIN-24: an organization's integrations, kept by the platform admin on the organization's edit page:
// POST /api/admin/organizations/{id}/integrations, PUT and DELETE /api/admin/integrations/{id}.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  integrationDecider,
  integrationDetailsSchema,
  integrationStream,
  type IntegrationState,
} from '@practicum/shared/domain/integrations/index';
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import { mergeOver } from '@practicum/shared/domain/patch';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

const recordOf = (state: IntegrationState) =>
  state.status === 'active'
    ? { id: state.id, organization_id: state.organizationId, ...state.details }
    : { id: state.status === 'none' ? null : state.id };

export function integrationRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  const access = requireRouteAccess('/admin/organizations/edit/:id');
  const run = requestRunner(commands, integrationDecider, integrationStream);

  router.post('/api/admin/organizations/:id/integrations', access, async (req, res) => {
    const organizationId = uuidParam(req.params.id);
    const details = parseInput(integrationDetailsSchema, req.body ?? {});
    const { state: organization } = await commands.load(organizationDecider, organizationStream(organizationId));
    if (organization.status !== 'active') throw new NotFoundError();
    const integrationId = randomUUID();
    const result = await run(req, integrationId, { type: 'AddIntegration', data: { integrationId, organizationId, details } }, 'create');
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.put('/api/admin/integrations/:id', access, async (req, res) => {
    const integrationId = uuidParam(req.params.id);
    // fields the body omits keep their values; the record's own read-only fields are not the form's
    const { state } = await commands.load(integrationDecider, integrationStream(integrationId));
    if (state.status !== 'active') throw new NotFoundError();
    const { name, provider, url, enabled } = mergeOver(state.details, req.body) as Record<string, unknown>;
    const details = parseInput(integrationDetailsSchema, { name, provider, url, enabled });
    const result = await run(req, integrationId, { type: 'ChangeIntegration', data: { integrationId, details } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.delete('/api/admin/integrations/:id', access, async (req, res) => {
    const integrationId = uuidParam(req.params.id);
    const result = await run(req, integrationId, { type: 'RemoveIntegration', data: { integrationId } });
    respondToCommand(res, 200, { id: integrationId }, result);
  });
  return router;
}
