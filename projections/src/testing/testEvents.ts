// Test events for the runner's tests; no jest import here, child processes load it too.
import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '@practicum/shared/platform/eventstore/types';

export const testMetadata = (): EventToAppend['metadata'] => ({
  userId: null,
  positionId: null,
  organizationId: null,
  impersonatorId: null,
  correlationId: randomUUID(),
  causationId: null,
  ip: null,
  userAgent: null,
  occurredAt: new Date().toISOString(),
});

export const testEvent = (type: string, n: number): EventToAppend => ({ type, data: { n }, metadata: testMetadata() });
