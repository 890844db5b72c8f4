// One way for the training setup routes to run a command on a stream: the
// request's metadata, the stream's decider, and the caller's organization
// (every setup record belongs to the coordinator's own organization).
import type { Request } from 'express';
import type { Decider, DomainEvent } from '@practicum/shared/domain/decider';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { handleCommand } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';

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

export function runOn<S, C, E extends DomainEvent>(deps: SetupDeps, decider: Decider<S, C, E, unknown>) {
  return (req: Request, streamId: string, command: C) =>
    handleCommand(deps.eventStore, streamId, decider, (state) => decider.decide(command, state, undefined), metadataFor(req, deps.clock()));
}
