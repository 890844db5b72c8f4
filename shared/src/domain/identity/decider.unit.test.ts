import { describe, it } from '@jest/globals';
import { ConflictError } from '../../platform/errors.js';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { positionAssigned, userRegistered } from '../../testing/userEvents.js';
import { emailReservationDecider, userDecider } from './decider.js';

const spec = deciderSpec(userDecider);
const registered = userRegistered();
const traineeAtOrgA = positionAssigned({ positionId: 'p1', organizationId: 'orgA', role: 'trainee', current: true });

describe('user decider', () => {
  it('makes the first position current', () => {
    spec
      .given([registered])
      .when({ type: 'AssignPosition', data: { userId: 'u1', positionId: 'p1', organizationId: 'orgA', role: 'trainee', status: 'active' } })
      .then([traineeAtOrgA]);
  });
  it('rejects another role for a trainee in the same organization', () => {
    spec
      .given([registered, traineeAtOrgA])
      .when({
        type: 'AssignPosition',
        data: { userId: 'u1', positionId: 'p2', organizationId: 'orgA', role: 'supervisor', status: 'active' },
      })
      .thenFieldError('role', 'A trainee cannot hold other roles in the same organization.');
  });
  it('allows a role in another organization, not current', () => {
    spec
      .given([registered, traineeAtOrgA])
      .when({
        type: 'AssignPosition',
        data: { userId: 'u1', positionId: 'p2', organizationId: 'orgB', role: 'supervisor', status: 'active' },
      })
      .then([positionAssigned({ positionId: 'p2', organizationId: 'orgB', role: 'supervisor' })]);
  });
  it('rejects registering a user twice', () => {
    spec.given([registered]).when({ type: 'RegisterUser', data: registered.data }).thenThrows(ConflictError);
  });
});

describe('email reservation', () => {
  it('rejects an email already reserved with the catalogue message', () => {
    deciderSpec(emailReservationDecider)
      .given([{ type: 'UserEmailReserved', data: { email: 'a@b.test', userId: 'u1' } }])
      .when({ type: 'ReserveEmail', data: { email: 'a@b.test', userId: 'u2' } })
      .thenFieldError('email', 'The email has already been taken.');
  });
});
