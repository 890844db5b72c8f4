// What the training setup routes share: their dependencies, and the caller's
// organization (every setup record belongs to the coordinator's own organization).
import type { Request } from 'express';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';

export interface SetupDeps {
  eventStore: EventStore;
  clock: () => Date;
}

/** The caller's organization; a position without one cannot own setup records. */
export function organizationOf(req: Request): string {
  const { organizationId } = authOf(req);
  if (!organizationId) throw new ForbiddenError();
  return organizationId;
}
