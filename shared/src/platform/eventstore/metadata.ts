// Metadata for events no person caused directly (demo data, scheduled jobs,
// tests): who is null, the correlation id is fresh, the time is now unless given.
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
