// The placement requirements read model (PLACE-06, 22, 23): one row per training level with its agreement forms.
import { describe, it } from '@jest/globals';
import type { PlacementRequirementSet } from '@practicum/shared/domain/forms/requirements/events';
import { at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { placementRequirementsProjector } from './placementRequirementsProjector.js';

const spec = projectorSpec(placementRequirementsProjector);
const level = specId(1);
const org = specId(2);
const setFor = (trainingLevelId: string, ...agreementFormIds: string[]): PlacementRequirementSet => ({
  type: 'PlacementRequirementSet',
  data: { trainingLevelId, organizationId: org, agreementFormIds },
});
const set = (...agreementFormIds: string[]) => setFor(level, ...agreementFormIds);

describe('PLACE-06 when a coordinator sets a level’s placement requirement', () => {
  it('keeps the agreement forms in the order given', () =>
    spec
      .given(set(specId(10), specId(11)))
      .thenRows('placement_requirements', [
        { training_level_id: level, organization_id: org, agreement_form_ids: [specId(10), specId(11)] },
      ]));

  it('a later change replaces the list, and an empty list stays as a row with none', () =>
    spec
      .given(set(specId(10)))
      .when(at('2026-11-22T09:00:00.000Z', set()))
      .thenRows('placement_requirements', [{ training_level_id: level, agreement_form_ids: [], updated_at: '2026-11-22T09:00:00.000Z' }]));

  it('a redelivered batch changes nothing', () =>
    spec
      .given(set(specId(10)))
      .when(set(specId(11), specId(10)))
      .thenReplayChangesNothing());
});

describe('PLACE-06 when a page of requirement events is projected at once (a rebuild)', () => {
  const page = [
    set(specId(10)), // delivered again
    at('2026-11-22T09:00:00.000Z', set(specId(11), specId(10))),
    at('2026-11-22T09:01:00.000Z', set()),
    setFor(specId(3), specId(12)), // a level this model never saw
    at('2026-11-22T09:02:00.000Z', setFor(specId(3), specId(13), specId(12))),
    at('2026-11-22T09:03:00.000Z', set(specId(12))),
  ];

  itFoldsLikeOneByOne(spec, [set(specId(10))], page);
});
