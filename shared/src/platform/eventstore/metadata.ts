// Every event records who did it, on whose behalf, from where and why: from the
// request that caused it, or, for events no person caused directly (demo data,
// scheduled jobs, tests), from the system: who is null, the correlation id fresh.
import { randomUUID } from 'node:crypto';
import type { EventMetadata } from './types.js';

export const systemMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: null,
  positionId: null,
  organizationId: null,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  ip: null,
  userAgent: null,
  occurredAt: new Date().toISOString(),
  ...overrides,
});

/** What metadata needs of an HTTP request (express's Request satisfies it). */
export interface MetadataRequest {
  session?: {
    auth?: {
      userId?: string | null;
      positionId?: string | null;
      organizationId?: string | null;
      impersonatorId?: string | null;
      role?: string | null;
    };
  } | null;
  ip?: string | undefined;
  id?: unknown;
  get(name: string): string | undefined;
}

export const correlationIdOf = (req: MetadataRequest): string => {
  const given = req.get('x-correlation-id');
  if (given && /^[\w.:-]{1,100}$/.test(given)) return given;
  const id = req.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : randomUUID();
};

export function requestMetadata(req: MetadataRequest, now: Date): EventMetadata {
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
