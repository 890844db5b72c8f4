import { describe, expect, it } from '@jest/globals';
import { placementSupervises, supervisesTraining, type SupervisingPlacement } from './supervision.js';

const placement: SupervisingPlacement = {
  organizationId: 'org',
  trainingId: 'training',
  traineeUserId: 'trainee',
  supervisorUserId: 'supervisor',
  stage: 'approved',
  archived: false,
};
const supervisor = { userId: 'supervisor', organizationId: 'org' };
const training = { id: 'training', traineeUserId: 'trainee' };

// One rule for what a supervisor reads and reviews (activity log, my trainees, trainings, reports, clients).
describe('DASH-06 TRAIN-32 who a supervisor supervises', () => {
  it('the trainee of a training whose approved, unarchived placement names them as supervisor', () => {
    expect(placementSupervises(placement, supervisor)).toBe(true);
    expect(supervisesTraining([placement], supervisor, training)).toBe(true);
  });
  it('not before the placement is approved, once archived or denied, nor for another supervisor, organization or training', () => {
    for (const stage of ['open', 'submitted', 'ready', 'denied'] as const)
      expect(placementSupervises({ ...placement, stage }, supervisor)).toBe(false);
    expect(placementSupervises({ ...placement, archived: true }, supervisor)).toBe(false);
    expect(placementSupervises(placement, { ...supervisor, userId: 'site-contact' })).toBe(false);
    expect(placementSupervises(placement, { ...supervisor, organizationId: 'elsewhere' })).toBe(false);
    expect(supervisesTraining([placement], supervisor, { ...training, id: 'next-training' })).toBe(false);
    expect(supervisesTraining([], supervisor, training)).toBe(false);
  });
});
