// What the audit trail's "User signed up" entry lists: each value the wizard collected once.
import { describe, expect, it } from '@jest/globals';
import { describeChange } from './describe.js';
import { diffFields, stateFields } from './fields.js';
import { foldOf, foldStep } from './folds.js';

const userId = '6f1d3c71-71fa-4320-8726-d0d6ad1afe5c';

describe('when a new user signs up through the wizard', () => {
  it('ADMIN-05 SIGNUP-19 the entry names the phone and the timezone once each, the other details beside them', () => {
    const fold = foldOf(`user-${userId}`)!;
    const registered = foldStep(fold, fold.initialState(), {
      type: 'UserRegistered',
      data: { userId, email: 'lara@example.org', first_name: 'Lara', last_name: 'Lake', status: 'pending' },
    });
    const signedUp = foldStep(fold, registered, {
      type: 'UserSignedUp',
      data: {
        userId,
        organizationId: '0ce46e75-6572-4987-976b-5cc235b44693',
        positionId: '7d1c3c71-71fa-4320-8726-d0d6ad1afe5c',
        via: { kind: 'invite', id: 'x' },
        signedUpAt: '2026-11-30T02:00:00.000Z',
        details: {
          phone: '+12125550100',
          country_code: 'US',
          state_id: null,
          zip: '10001',
          timezone: 'America/New_York',
          university_student_id: null,
        },
        answers: [],
        supervisor_licenses: [],
      },
    });
    const lines = diffFields(stateFields(registered), stateFields(signedUp)).map((change) => describeChange(change, 'UTC'));
    expect(lines.filter((line) => line.includes('+12125550100'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('America/New_York'))).toHaveLength(1);
    expect(lines.some((line) => line.includes('10001'))).toBe(true);
  });
});
