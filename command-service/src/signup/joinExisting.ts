// Join existing (SIGNUP-69): a person who already has an account and opens another organization's signup code,
// invitation or invite link takes the position it offers on that account. A second account is not possible (the
// email is unique), and asking an admin to add the position by hand was the only way before. The link is consumed
// as a new account would consume it; the client then switches to the new position (AUTH-68).
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type pg from 'pg';
import { assertMayHoldRole, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { signupMessages } from '@practicum/shared/domain/signup/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import { respondToCommand } from '../http/respond.js';
import { onlyTheUser } from '../session/notWhileImpersonating.js';
import { consumeSource } from './createAccount.js';
import { resolveSource } from './sources.js';

export function joinExistingRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool }): Router {
  const router = Router();
  const { pipeline } = deps;

  // an admin logged in as someone must not sign them up to another organization
  router.post('/api/signup/join-existing', requireAuth, onlyTheUser, async (req, res) => {
    const { userId } = authOf(req);
    const source = await resolveSource(pipeline, deps.pool, req.body, req.ip ?? 'unknown');
    const { state } = await pipeline.load(userDecider, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    // an invitation names its person: another account may not take it
    if (source.invitedEmail !== null && source.invitedEmail !== state.email)
      throw new ValidationError({ email: [signupMessages.inviteEmailMismatch] }, signupMessages.inviteEmailMismatch);
    // checked before the link is used up, so a refusal leaves an invitation for another try
    assertMayHoldRole(state.positions, source.organizationId, source.role);
    const origin: Origin = { request: req };
    await consumeSource(pipeline, source, userId, state.email, origin);
    const positionId = randomUUID();
    const result = await pipeline.handle(
      userDecider,
      userStream(userId),
      { type: 'AssignPosition', data: { userId, positionId, organizationId: source.organizationId, role: source.role, status: 'active' } },
      origin,
    );
    respondToCommand(
      res,
      201,
      {
        position_id: positionId,
        organization_id: source.organizationId,
        organization: { name: source.organization.name },
        role: { keyname: source.role },
      },
      result,
    );
  });

  return router;
}
