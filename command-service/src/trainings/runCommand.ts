// The training setup routes run their commands through the command pipeline,
// one decider per route file, and on the caller's organization (every setup
// record belongs to the coordinator's own organization).
import type { Request } from 'express';
import type { Decider, DomainEvent } from '@practicum/shared/domain/decider';
import { commandPipeline, type StreamUse } from '@practicum/shared/platform/commands/pipeline';
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

/** The decider's command runner for a route file: (request, stream, command, use) → the pipeline's result. */
export function runOn<S, C, E extends DomainEvent>(deps: SetupDeps, decider: Decider<S, C, E, unknown>) {
  const commands = commandPipeline(deps);
  return (req: Request, streamId: string, command: C, use: StreamUse = 'handle') =>
    commands[use](decider, streamId, command, { request: req });
}
