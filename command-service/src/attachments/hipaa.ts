// Records that a user completed the HIPAA training (the CE course area calls it
// when the HIPAA course is passed; the demo seeder for the demo trainee).
import { hipaaDecider, hipaaStream } from '@practicum/shared/domain/hipaa/index';
import type { EventMetadata, EventStore } from '@practicum/shared/platform/eventstore/types';
import { handleCommand } from '../http/handleCommand.js';

export function recordHipaaTraining(eventStore: EventStore, userId: string, metadata: EventMetadata) {
  const command = { type: 'RecordHipaaTraining' as const, data: { userId } };
  return handleCommand(
    eventStore,
    hipaaStream(userId),
    hipaaDecider,
    (state) => hipaaDecider.decide(command, state, { now: metadata.occurredAt, userId: metadata.userId }),
    metadata,
  );
}
