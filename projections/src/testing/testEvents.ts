// Test events for the runner's tests; no jest import here, child processes load it too.
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import type { EventToAppend } from '@practicum/shared/platform/eventstore/types';

export const testMetadata = (): EventToAppend['metadata'] => systemMetadata();

export const testEvent = (type: string, n: number): EventToAppend => ({ type, data: { n }, metadata: testMetadata() });
