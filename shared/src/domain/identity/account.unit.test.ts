import { describe, it } from '@jest/globals';
import { type AccountEvent } from './events.js';
import { NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { positionAssigned, sofia, userRegistered } from '../../testing/userEvents.js';
import { accountDecider } from './account.js';
import type { UserEvent } from './events.js';

const spec = deciderSpec(accountDecider);
const given = (events: (UserEvent | AccountEvent)[]) => spec.given(events as AccountEvent[]);

const registered = userRegistered(sofia);
const supervisorAtDemo = positionAssigned({ positionId: 'p1', organizationId: 'demo', role: 'supervisor', current: true });
const supervisorAtClinic = positionAssigned({ positionId: 'p2', organizationId: 'clinic', role: 'supervisor' });
const pendingAtSocial = positionAssigned({ positionId: 'p3', organizationId: 'social', role: 'faculty', status: 'pending' });

describe('AUTH-68 when a user with two positions switches', () => {
  it('records the switch with the new role and organization', () => {
    given([registered, supervisorAtDemo, supervisorAtClinic])
      .when({ type: 'SwitchPosition', data: { userId: 'u1', positionId: 'p2' } })
      .then([
        {
          type: 'PositionSwitched',
          data: { userId: 'u1', positionId: 'p2', organizationId: 'clinic', role: 'supervisor', previousPositionId: 'p1' },
        },
      ]);
  });
  it('changes nothing when the position is already current', () => {
    given([registered, supervisorAtDemo, supervisorAtClinic])
      .when({ type: 'SwitchPosition', data: { userId: 'u1', positionId: 'p1' } })
      .then([]);
  });
  it('answers not found for a position that is not the user’s', () => {
    given([registered, supervisorAtDemo])
      .when({ type: 'SwitchPosition', data: { userId: 'u1', positionId: 'someone-elses' } })
      .thenThrows(NotFoundError);
  });
  it('refuses a position that is not active', () => {
    given([registered, supervisorAtDemo, pendingAtSocial])
      .when({ type: 'SwitchPosition', data: { userId: 'u1', positionId: 'p3' } })
      .thenFieldError('position', 'The selected position is not active.');
  });
  it('switches back after a switch', () => {
    given([
      registered,
      supervisorAtDemo,
      supervisorAtClinic,
      {
        type: 'PositionSwitched',
        data: { userId: 'u1', positionId: 'p2', organizationId: 'clinic', role: 'supervisor', previousPositionId: 'p1' },
      },
    ])
      .when({ type: 'SwitchPosition', data: { userId: 'u1', positionId: 'p1' } })
      .then([
        {
          type: 'PositionSwitched',
          data: { userId: 'u1', positionId: 'p1', organizationId: 'demo', role: 'supervisor', previousPositionId: 'p2' },
        },
      ]);
  });
});

describe('AUTH-78 AUTH-79 terms and privacy', () => {
  it('records both accepted at the command’s time', () => {
    given([registered, supervisorAtDemo])
      .when({ type: 'AcceptTerms', data: { userId: 'u1' } })
      .then([{ type: 'TermsAccepted', data: { userId: 'u1', terms: true, privacy: true, acceptedAt: testContext.now } }]);
  });
  it('accepting twice records nothing more', () => {
    given([
      registered,
      { type: 'TermsAccepted', data: { userId: 'u1', terms: true, privacy: true, acceptedAt: '2026-01-01T00:00:00.000Z' } },
    ])
      .when({ type: 'AcceptTerms', data: { userId: 'u1' } })
      .then([]);
  });
  it('an unknown user is not found', () => {
    given([])
      .when({ type: 'AcceptTerms', data: { userId: 'u1' } })
      .thenThrows(NotFoundError);
  });
});

describe('ACCOUNT details', () => {
  it('records only the fields that changed', () => {
    given([registered])
      .when({
        type: 'ChangeUserDetails',
        data: { userId: 'u1', details: { first_name: 'Sofia', last_name: "O'Brien", phone: '+12025550143', timezone: 'America/Chicago' } },
      })
      .then([
        {
          type: 'UserDetailsChanged',
          data: { userId: 'u1', changes: { last_name: "O'Brien", phone: '+12025550143', timezone: 'America/Chicago' } },
        },
      ]);
  });
  it('saving unchanged details records nothing', () => {
    given([registered, { type: 'UserDetailsChanged', data: { userId: 'u1', changes: { timezone: 'Pacific/Chatham' } } }])
      .when({
        type: 'ChangeUserDetails',
        data: { userId: 'u1', details: { first_name: 'Sofia', last_name: 'Singh', timezone: 'Pacific/Chatham' } },
      })
      .then([]);
  });
});
