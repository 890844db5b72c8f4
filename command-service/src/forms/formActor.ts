// The member acting on a form or a submission: the session's current position.
import type { Request } from 'express';
import type { FormActor } from '@practicum/shared/domain/forms/index';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';

export function actorOf(req: Request): FormActor {
  const { userId, positionId, role, organizationId } = authOf(req);
  if (!positionId || !role || !organizationId) throw new ForbiddenError();
  return { userId, positionId, role, organizationId };
}
