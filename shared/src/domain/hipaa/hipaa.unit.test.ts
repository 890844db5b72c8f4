import { describe, it } from '@jest/globals';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { hipaaDecider } from './index.js';

const spec = deciderSpec(hipaaDecider);
const record = { type: 'RecordHipaaTraining' as const, data: { userId: 'trainee' } };

describe('a trainee’s HIPAA record', () => {
  it('TASKS-53 records the completion once', () => {
    spec.when(record).then([{ type: 'HipaaTrainingCompleted', data: { userId: 'trainee', completedAt: testContext.now } }]);
  });

  it('keeps the first completion when recorded again', () => {
    spec
      .given([{ type: 'HipaaTrainingCompleted', data: { userId: 'trainee', completedAt: '2026-01-01T00:00:00.000Z' } }])
      .when(record)
      .then([]);
  });
});
