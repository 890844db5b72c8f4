import { describe, it } from '@jest/globals';
import { ConflictError } from '../../../platform/errors.js';
import { deciderSpec } from '../../../testing/deciderSpec.js';
import type { FormData } from '../form.js';
import { formContent } from '../testFixtures.js';
import { placementRequirementDecider, type PlacementRequirementCommand } from './decider.js';
import type { PlacementRequirementEvent } from './events.js';

const spec = deciderSpec(placementRequirementDecider, undefined);
const form = (id: string, overrides: Partial<FormData> = {}, type: 'agreement' | 'evaluation' = 'agreement'): FormData => ({
  id,
  organizationId: 'org',
  content: formContent({ type, name: id }),
  version: 1,
  versionLive: true,
  versions: {},
  published: true,
  active: true,
  ...overrides,
});
const forms = {
  agreement: form('agreement'),
  shared: form('shared', { organizationId: null }),
  evaluation: form('evaluation', {}, 'evaluation'),
  foreign: form('foreign', { organizationId: 'other-org' }),
  inactive: form('inactive', { active: false }),
};
const setTo = (ids: string[], organizationId = 'org'): PlacementRequirementCommand => ({
  type: 'SetPlacementRequirement',
  data: { trainingLevelId: 'level', organizationId, agreementFormIds: ids, forms: { ...forms, missing: null } },
});
const wasSet = (ids: string[]): PlacementRequirementEvent => ({
  type: 'PlacementRequirementSet',
  data: { trainingLevelId: 'level', organizationId: 'org', agreementFormIds: ids },
});

describe('PLACE-06 a coordinator sets the agreement forms a placement at a training level needs', () => {
  it('lists own and shared agreements in the order given, without repeats', () => {
    spec.when(setTo(['agreement', 'shared', 'agreement'])).then([wasSet(['agreement', 'shared'])]);
  });
  it('records nothing when the list is unchanged; an empty list clears it', () => {
    spec
      .given([wasSet(['agreement'])])
      .when(setTo(['agreement']))
      .then([]);
    spec
      .given([wasSet(['agreement'])])
      .when(setTo([]))
      .then([wasSet([])]);
  });
  it('refuses an evaluation, another organization’s, a deactivated or an unknown form, naming the entry', () => {
    for (const id of ['evaluation', 'foreign', 'inactive', 'missing'])
      spec.when(setTo(['agreement', id])).thenFieldError('agreement_form_ids.1', 'The selected agreement form is invalid.');
  });
  it('refuses a level another organization set', () => {
    spec
      .given([wasSet(['agreement'])])
      .when(setTo([], 'other-org'))
      .thenThrows(ConflictError);
  });
});
