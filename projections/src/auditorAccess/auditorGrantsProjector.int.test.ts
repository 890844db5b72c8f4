// Auditor grants (issue 20): a row per grant, revoked by its revocation.
import { describe, it } from '@jest/globals';
import type { AuditorAccessEvent } from '@practicum/shared/domain/auditorAccess/index';
import { at, itFoldsLikeOneByOne, projectorSpec, specId, type SpecEvent } from '../testing/projectorSpec.js';
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

describe('issue 20 when a page of grant events is projected at once (a rebuild)', () => {
  const of = <E extends AuditorAccessEvent>(grantId: string, event: E): E => ({ ...event, data: { ...event.data, grantId } });
  const byCoordinator = (event: AuditorAccessEvent): SpecEvent => ({ ...event, metadata: { userId: specId(4) } });
  const page = [
    granted, // delivered again: keeps its first version
    revoked,
    revoked, // delivered again
    at('2026-11-22T09:00:00.000Z', byCoordinator(of(specId(11), granted))),
    of(specId(11), revoked),
    byCoordinator(of(specId(12), granted)),
    of(specId(13), revoked), // a grant this model never saw
  ];

  itFoldsLikeOneByOne(spec, [granted], page);
});
