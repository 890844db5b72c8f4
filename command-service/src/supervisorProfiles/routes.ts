// Supervisor profile commands (spec 002 §3, §5, §7; PEOPLE-27 … 34): the owner
// saves the profile (PUT, partial), adds, changes and removes licences, and
// dismisses the dashboard prompt for good. `:id` is the user's id or `current`.
// The route table lets supervisors and faculty in; the decider lets only the owner write.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  licenseSchema,
  supervisorProfileDecider,
  supervisorProfileStream,
  updateProfileSchema,
  type SupervisorProfileCommand,
} from '@practicum/shared/domain/supervisorProfiles/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

const profilePaths = ['/api/users/:user/supervision-profile', '/api/users/:user/licenses'];

export function supervisorProfileRoutes(deps: { pipeline: CommandPipeline }): Router {
  const router = Router();
  router.use(profilePaths, requireRouteAccess('/supervision-profile'));

  const userOf = (req: Request) => (req.params.user === 'current' ? authOf(req).userId : uuidParam(req.params.user));
  const run = (req: Request, userId: string, command: SupervisorProfileCommand) =>
    deps.pipeline.handle(supervisorProfileDecider, supervisorProfileStream(userId), command, { request: req }, (base) => ({
      ...base,
      actor: { userId: authOf(req).userId, role: authOf(req).role },
    }));

  router.put('/api/users/:user/supervision-profile', async (req, res) => {
    const userId = userOf(req);
    const changes = parseInput(updateProfileSchema, req.body ?? {});
    const result = await run(req, userId, { type: 'UpdateSupervisorProfile', data: { userId, changes } });
    respondToCommand(res, 200, { id: userId, ...result.state.details, licenses: result.state.licenses }, result);
  });

  router.put('/api/users/:user/supervision-profile/prompt/dismiss', async (req, res) => {
    const userId = userOf(req);
    const result = await run(req, userId, { type: 'DismissSupervisorProfilePrompt', data: { userId } });
    respondToCommand(res, 200, { id: userId, prompt_dismissed: true }, result);
  });

  router.post('/api/users/:user/licenses', async (req, res) => {
    const userId = userOf(req);
    const license = { id: randomUUID(), ...parseInput(licenseSchema, req.body ?? {}) };
    const result = await run(req, userId, { type: 'AddSupervisorLicense', data: { userId, license } });
    respondToCommand(res, 201, license, result);
  });

  router.put('/api/users/:user/licenses/:licenseId', async (req, res) => {
    const userId = userOf(req);
    const license = { id: uuidParam(req.params.licenseId), ...parseInput(licenseSchema, req.body ?? {}) };
    const result = await run(req, userId, { type: 'ChangeSupervisorLicense', data: { userId, license } });
    respondToCommand(res, 200, license, result);
  });

  router.delete('/api/users/:user/licenses/:licenseId', async (req, res) => {
    const userId = userOf(req);
    const licenseId = uuidParam(req.params.licenseId);
    const result = await run(req, userId, { type: 'RemoveSupervisorLicense', data: { userId, licenseId } });
    respondToCommand(res, 200, { id: licenseId }, result);
  });

  return router;
}
