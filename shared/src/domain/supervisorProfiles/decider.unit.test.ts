import { describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { licenseSchema, profileBounds, profileMessages, updateProfileSchema, type License } from './commands.js';
import { supervisorProfileDecider, type SupervisorProfileContext } from './decider.js';
import type { SupervisorProfileEvent } from './events.js';
import { isProfileComplete } from './state.js';

// testContext: now 2026-11-21T10:00Z.
type Actor = SupervisorProfileContext['actor'];
const supervisor: Actor = { userId: 'sup', role: 'supervisor' };
const as = (actor: Actor) => deciderSpec(supervisorProfileDecider, { ...testContext, userId: actor?.userId ?? null, actor });
const license = (overrides: Partial<License> = {}): License => ({
  id: 'l1',
  ...parseInput(licenseSchema, { state: 'ny', discipline: 'psychology', number: 'PSY-12345' }),
  ...overrides,
});
const added = (l: License = license()): SupervisorProfileEvent => ({ type: 'SupervisorLicenseAdded', data: { userId: 'sup', license: l } });

describe('PEOPLE-28 PEOPLE-29 PEOPLE-34 the profile form', () => {
  it('reads bare links as https and a licence state in capitals; 00000 is a licence number (PEOPLE-33)', () => {
    expect(parseInput(updateProfileSchema, { linkedin_url: 'www.linkedin.com/in/sam' }).linkedin_url).toBe(
      'https://www.linkedin.com/in/sam',
    );
    expect(parseInput(licenseSchema, { state: 'ca', discipline: 'counseling', number: '00000' })).toEqual({
      state: 'CA',
      discipline: 'counseling',
      number: '00000',
    });
  });
  it('refuses a link on another site, years out of range, a state that is not a code and an odd number', () => {
    expect(() => parseInput(updateProfileSchema, { healthgrades_url: 'https://example.org/me', years_of_experience: 71 })).toThrow(
      expect.objectContaining({
        errors: {
          healthgrades_url: [profileMessages.linkHost('healthgrades.com')],
          years_of_experience: ['The years of experience field must not be greater than 70.'],
        },
      }),
    );
    expect(() => parseInput(licenseSchema, { state: 'Texas', discipline: 'psychology', number: '12 34' })).toThrow(
      expect.objectContaining({ errors: { state: [profileMessages.licenseState], number: [profileMessages.licenseNumber] } }),
    );
  });
  it('bounds every text', () => {
    expect(() => parseInput(updateProfileSchema, { bio: 'x'.repeat(profileBounds.bio + 1) })).toThrow(
      `The bio field must not be greater than ${profileBounds.bio} characters.`,
    );
  });
});

describe('PEOPLE-27 when the owner edits the profile', () => {
  it('records only the fields that changed', () =>
    as(supervisor)
      .given([{ type: 'SupervisorProfileUpdated', data: { userId: 'sup', changes: { bio: 'Family therapist.' } } }])
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { bio: 'Family therapist.', degree: 'PhD' } } })
      .then([{ type: 'SupervisorProfileUpdated', data: { userId: 'sup', changes: { degree: 'PhD' } } }]));
  it('PEOPLE-28 refuses a conferred date more than 70 years ago (the years of experience’s bound)', () => {
    as(supervisor)
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { conferred_date: '1000-01-01' } } })
      .thenFieldError('conferred_date', profileMessages.ancientDate);
    as(supervisor)
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { conferred_date: '1956-11-21' } } })
      .then([{ type: 'SupervisorProfileUpdated', data: { userId: 'sup', changes: { conferred_date: '1956-11-21' } } }]);
  });
  it('refuses a conferred date in the future', () =>
    as(supervisor)
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { conferred_date: '2026-11-22' } } })
      .thenFieldError('conferred_date', profileMessages.futureDate));
  it('refuses anyone but the owner, and a coordinator even on their own', () => {
    as({ userId: 'other', role: 'supervisor' })
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { bio: 'x' } } })
      .thenThrows(ForbiddenError, profileMessages.ownOnly);
    as({ userId: 'sup', role: 'coordinator' })
      .when({ type: 'UpdateSupervisorProfile', data: { userId: 'sup', changes: { bio: 'x' } } })
      .thenThrows(ForbiddenError, profileMessages.supervisorsOnly);
  });
});

describe('PEOPLE-33 licences', () => {
  it('adds, changes and removes a licence', () => {
    as(supervisor)
      .when({ type: 'AddSupervisorLicense', data: { userId: 'sup', license: license() } })
      .then([added()]);
    const changed = license({ number: '00000' });
    as(supervisor)
      .given([added()])
      .when({ type: 'ChangeSupervisorLicense', data: { userId: 'sup', license: changed } })
      .then([{ type: 'SupervisorLicenseChanged', data: { userId: 'sup', license: changed } }]);
    as(supervisor)
      .given([added()])
      .when({ type: 'RemoveSupervisorLicense', data: { userId: 'sup', licenseId: 'l1' } })
      .then([{ type: 'SupervisorLicenseRemoved', data: { userId: 'sup', licenseId: 'l1' } }]);
  });
  it('answers 404 for a licence it does not hold and stops at the bound', () => {
    as(supervisor)
      .when({ type: 'RemoveSupervisorLicense', data: { userId: 'sup', licenseId: 'l9' } })
      .thenThrows(NotFoundError);
    const full = Array.from({ length: profileBounds.licenses }, (_, i) => added(license({ id: `l${i}` })));
    as(supervisor)
      .given(full)
      .when({ type: 'AddSupervisorLicense', data: { userId: 'sup', license: license({ id: 'new' }) } })
      .thenFieldError('number', profileMessages.tooManyLicenses);
  });
});

describe('PEOPLE-32 DASH-35 the profile prompt', () => {
  it('is dismissed once, for good', () => {
    const dismissed: SupervisorProfileEvent = { type: 'SupervisorProfilePromptDismissed', data: { userId: 'sup' } };
    as(supervisor)
      .when({ type: 'DismissSupervisorProfilePrompt', data: { userId: 'sup' } })
      .then([dismissed]);
    as(supervisor)
      .given([dismissed])
      .when({ type: 'DismissSupervisorProfilePrompt', data: { userId: 'sup' } })
      .then([]);
  });
  it('counts a profile complete with a bio, a degree and a licence', () => {
    expect(isProfileComplete({ bio: 'b', degree: 'PhD', licenses: [] })).toBe(false);
    expect(isProfileComplete({ bio: 'b', degree: 'PhD', licenses: [license()] })).toBe(true);
  });
});
