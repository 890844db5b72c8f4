// Every event records who did it, on whose behalf, from where and why.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EventMetadata } from '@practicum/shared/platform/eventstore/types';

export const correlationIdOf = (req: Request): string => {
  const given = req.get('x-correlation-id');
  return given && /^[\w.:-]{1,100}$/.test(given) ? given : String((req as { id?: unknown }).id ?? randomUUID());
};

export function metadataFor(req: Request, now: Date): EventMetadata {
  const auth = req.session?.auth;
  const correlationId = correlationIdOf(req);
  return {
    userId: auth?.userId ?? null,
    positionId: auth?.positionId ?? null,
    organizationId: auth?.organizationId ?? null,
    impersonatorId: auth?.impersonatorId ?? null,
    correlationId,
    // A command caused directly by a request: its cause is the request itself.
    causationId: correlationId,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    occurredAt: now.toISOString(),
  };
}
