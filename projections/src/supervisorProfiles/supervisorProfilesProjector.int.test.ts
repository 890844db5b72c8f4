// Supervisor profiles read model (spec 002 §3 Supervisor profile): the fields a
// supervisor saved, their licences in order, and the dismissed prompt.
import { describe, it } from '@jest/globals';
import type { SupervisorProfileEvent } from '@practicum/shared/domain/supervisorProfiles/index';
import { SPEC_TIME, at, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { supervisorProfilesProjector } from './supervisorProfilesProjector.js';

const spec = projectorSpec(supervisorProfilesProjector);
const userId = specId(1);
const license = (id: number, number: string) => ({ id: specId(id), state: 'NY', discipline: 'psychology' as const, number });
const updated: SupervisorProfileEvent = {
  type: 'SupervisorProfileUpdated',
  data: { userId, changes: { bio: 'Family systems.', degree: 'PhD', years_of_experience: 12, accepting_trainees: false } },
};
const added = (id: number, number: string): SupervisorProfileEvent => ({
  type: 'SupervisorLicenseAdded',
  data: { userId, license: license(id, number) },
});

describe('when a supervisor fills in the profile', () => {
  it('PEOPLE-28 PEOPLE-30 keeps the fields given and leaves the others unset', () =>
    spec.given(updated).thenRows('supervisor_profiles', [
      {
        user_id: userId,
        bio: 'Family systems.',
        degree: 'PhD',
        years_of_experience: 12,
        accepting_trainees: false,
        directory_bio: null,
        licenses: null,
        updated_at: SPEC_TIME,
      },
    ]));

  it('PEOPLE-29 PEOPLE-33 keeps licences in order through changes and removals, 00000 included', () =>
    spec
      .given(updated, added(2, 'PSY-1'), added(3, '00000'))
      .when(
        { type: 'SupervisorLicenseChanged', data: { userId, license: license(2, 'PSY-2') } },
        at('2026-11-22T08:00:00.000Z', { type: 'SupervisorLicenseRemoved', data: { userId, licenseId: specId(3) } }),
      )
      .thenRows('supervisor_profiles', [{ user_id: userId, licenses: [license(2, 'PSY-2')], updated_at: '2026-11-22T08:00:00.000Z' }]));

  it('PEOPLE-32 remembers a dismissed prompt without a profile', () =>
    spec
      .given()
      .when({ type: 'SupervisorProfilePromptDismissed', data: { userId } })
      .thenRows('supervisor_profiles', [{ user_id: userId, prompt_dismissed: true, bio: null }]));

  it('changes nothing when a batch is applied twice', () =>
    spec.given(updated).when(added(2, 'PSY-1'), { type: 'SupervisorProfilePromptDismissed', data: { userId } }).thenReplayChangesNothing());
});

describe('PEOPLE-28 PEOPLE-29 PEOPLE-32 PEOPLE-33 when a page of profile events is projected at once (a rebuild)', () => {
  const other = specId(9);
  const page: SupervisorProfileEvent[] = [
    added(2, 'PSY-1'),
    added(2, 'PSY-1'), // delivered again: listed once
    added(3, '00000'),
    { type: 'SupervisorLicenseChanged', data: { userId, license: license(2, 'PSY-2') } },
    at('2026-11-22T08:00:00.000Z', { type: 'SupervisorLicenseRemoved', data: { userId, licenseId: specId(3) } }),
    { type: 'SupervisorProfileUpdated', data: { userId, changes: { bio: 'Narrative therapy.', linkedin_url: 'https://example.org/in' } } },
    { type: 'SupervisorProfilePromptDismissed', data: { userId: other } },
    { type: 'SupervisorLicenseAdded', data: { userId: other, license: license(4, 'LMFT-9') } },
    { type: 'SupervisorProfileUpdated', data: { userId: other, changes: { degree: 'MA' } } },
  ];

  itFoldsLikeOneByOne(spec, [updated], page);
});
