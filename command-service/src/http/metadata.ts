// Every event records who did it, on whose behalf, from where and why.
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EventMetadata } from '@practicum/shared/platform/eventstore/types';

export const correlationIdOf = (req: Request): string => {
  const given = req.get('x-correlation-id');
  if (given && /^[\w.:-]{1,100}$/.test(given)) return given;
  const id = (req as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : randomUUID();
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
