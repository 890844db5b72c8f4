// Admin commands on organizations: create, edit, clone, delete; and the one a
// coordinator makes on their own organization: dismissing the dashboard's welcome block.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  cloneOrganizationSchema,
  organizationDecider,
  organizationDetailsSchema,
  organizationStream,
  type OrganizationCommand,
  type OrganizationState,
} from '@practicum/shared/domain/organizations/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { handleCommand, loadState } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

const recordOf = (state: OrganizationState) =>
  state.status === 'active' ? { id: state.id, ...state.details } : { id: state.status === 'deleted' ? state.id : null };

export function organizationRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  router.use('/api/admin/organizations', requireRouteAccess('/admin/organizations'));

  const run = (req: Parameters<typeof metadataFor>[0], organizationId: string, command: OrganizationCommand) => {
    const metadata = metadataFor(req, deps.clock());
    const context = { now: metadata.occurredAt, userId: metadata.userId };
    return handleCommand(
      deps.eventStore,
      organizationStream(organizationId),
      organizationDecider,
      (state) => organizationDecider.decide(command, state, context),
      metadata,
    );
  };

  router.post('/api/admin/organizations', async (req, res) => {
    const details = parseInput(organizationDetailsSchema, req.body);
    const organizationId = randomUUID();
    const result = await run(req, organizationId, { type: 'CreateOrganization', data: { organizationId, details } });
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.put('/api/admin/organizations/:id', async (req, res) => {
    const organizationId = uuidParam(req.params.id);
    const details = parseInput(organizationDetailsSchema, req.body);
    const result = await run(req, organizationId, { type: 'UpdateOrganization', data: { organizationId, details } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.post('/api/admin/organizations/:id/clone', async (req, res) => {
    const sourceId = uuidParam(req.params.id);
    const { name } = parseInput(cloneOrganizationSchema, req.body ?? {});
    const { state: source } = await loadState(deps.eventStore, organizationStream(sourceId), organizationDecider);
    if (source.status !== 'active') throw new NotFoundError();
    const organizationId = randomUUID();
    const result = await run(req, organizationId, {
      type: 'CloneOrganization',
      data: { organizationId, source: { organizationId: sourceId, details: source.details }, ...(name ? { name } : {}) },
    });
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.delete('/api/admin/organizations/:id', async (req, res) => {
    const organizationId = uuidParam(req.params.id);
    const result = await run(req, organizationId, { type: 'DeleteOrganization', data: { organizationId } });
    respondToCommand(res, 200, { id: organizationId }, result);
  });

  // DASH-33: the welcome block is the organization's (show_welcome), so dismissing it hides it for every coordinator.
  router.put('/api/organization/welcome/dismiss', requireRole('coordinator'), async (req, res) => {
    const organizationId = authOf(req).organizationId;
    if (!organizationId) throw new NotFoundError();
    const result = await run(req, organizationId, { type: 'DismissWelcome', data: { organizationId } });
    respondToCommand(res, 200, { id: organizationId, show_welcome: false }, result);
  });

  return router;
}
