// Admin commands on organizations: create, edit, clone, delete; and the one a
// coordinator makes on their own organization: dismissing the dashboard's welcome block.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  cloneOrganizationSchema,
  memberSettingsSchema,
  organizationDecider,
  organizationDetailsSchema,
  organizationStream,
  type OrganizationCommand,
  type OrganizationState,
} from '@practicum/shared/domain/organizations/index';
import { mergeOver } from '@practicum/shared/domain/patch';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { assertSameOrganization, requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

const recordOf = (state: OrganizationState) =>
  state.status === 'active' ? { id: state.id, ...state.details } : { id: state.status === 'deleted' ? state.id : null };

export function organizationRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  router.use('/api/admin/organizations', requireRouteAccess('/admin/organizations'));

  const run = (req: Request, organizationId: string, command: OrganizationCommand) =>
    commands.handle(organizationDecider, organizationStream(organizationId), command, { request: req });
  // an organization whose id was just minted: there is no stream to read first
  const create = (req: Request, organizationId: string, command: OrganizationCommand) =>
    commands.create(organizationDecider, organizationStream(organizationId), command, { request: req });

  router.post('/api/admin/organizations', async (req, res) => {
    const details = parseInput(organizationDetailsSchema, req.body);
    const organizationId = randomUUID();
    const result = await create(req, organizationId, { type: 'CreateOrganization', data: { organizationId, details } });
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.put('/api/admin/organizations/:id', async (req, res) => {
    const organizationId = uuidParam(req.params.id);
    // fields the body omits keep their values (issue 10 item 6)
    const { state } = await commands.load(organizationDecider, organizationStream(organizationId));
    const details = parseInput(organizationDetailsSchema, state.status === 'active' ? mergeOver(state.details, req.body) : req.body);
    const result = await run(req, organizationId, { type: 'UpdateOrganization', data: { organizationId, details } });
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.post('/api/admin/organizations/:id/clone', async (req, res) => {
    const sourceId = uuidParam(req.params.id);
    const { name } = parseInput(cloneOrganizationSchema, req.body ?? {});
    const { state: source } = await commands.load(organizationDecider, organizationStream(sourceId));
    if (source.status !== 'active') throw new NotFoundError();
    const organizationId = randomUUID();
    const result = await create(req, organizationId, {
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

  // PEOPLE-25: the organization's settings, kept by its owner role (ADMIN-26) and coordinators on /organization
  router.put('/api/organizations/:id/settings', requireRouteAccess('/organization'), async (req, res) => {
    const organizationId = uuidParam(req.params.id);
    assertSameOrganization(req, organizationId);
    const { organization_settings: settings, dynamic_words: dynamicWords } = parseInput(memberSettingsSchema, req.body ?? {});
    const actorRole = authOf(req).role;
    const data = { organizationId, settings, dynamicWords, actorRole };
    const result = await run(req, organizationId, { type: 'ChangeOrganizationSettings', data });
    const details = result.state.status === 'active' ? result.state.details : null;
    respondToCommand(
      res,
      200,
      { id: organizationId, organization_settings: details?.organization_settings ?? null, dynamic_words: details?.dynamic_words ?? null },
      result,
    );
  });

  return router;
}
