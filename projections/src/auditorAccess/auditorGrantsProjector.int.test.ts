// Auditor grants (issue 20): a row per grant, revoked by its revocation.
import { describe, it } from '@jest/globals';
import type { AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import { projectorSpec, specId } from '../testing/projectorSpec.js';
import { auditorGrantsProjector } from './auditorGrantsProjector.js';

const spec = projectorSpec(auditorGrantsProjector);
const grant = { grantId: specId(1), organizationId: specId(2), auditorUserId: specId(3) };
const granted: AuditorAccessEvent = { type: 'AuditorAccessGranted', data: { ...grant, endsOn: '2027-01-31' } };
const revoked: AuditorAccessEvent = { type: 'AuditorAccessRevoked', data: grant };

describe('issue 20 auditor grants', () => {
  it('keeps a grant with its organization, auditor and end date', () =>
    spec
      .given()
      .when(granted)
      .thenRows('auditor_grants', [
        { id: specId(1), organization_id: specId(2), auditor_user_id: specId(3), ends_on: '2027-01-31', revoked: false },
      ]));

  it('marks a revoked grant', () =>
    spec
      .given(granted)
      .when(revoked)
      .thenRows('auditor_grants', [{ id: specId(1), revoked: true }]));

  it('replays to the same rows', () => spec.given().when(granted, revoked).thenReplayChangesNothing());
});
