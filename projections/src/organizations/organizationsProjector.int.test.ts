// The organizations read model (admin screens; every screen that shows an organization's name, logo
// and dynamic words): one row per organization, created or cloned, updated, deleted.
import { describe, it } from '@jest/globals';
import { organizationDetailsSchema } from '@practicum/shared/domain/organizations/index';
import type { OrganizationCreated, OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId, specIds } from '../testing/projectorSpec.js';
import { organizationsProjector } from './organizationsProjector.js';

const spec = projectorSpec(organizationsProjector);

const details = (name: string, supervision_type: 'academic' | 'clinical' = 'academic') =>
  organizationDetailsSchema.parse({ name, supervision_type });
const created = (organizationId: string, name: string): OrganizationCreated => ({
  type: 'OrganizationCreated',
  data: { organizationId, details: details(name) },
});
const cloned = (organizationId: string, sourceOrganizationId: string, name: string): OrganizationEvent => ({
  type: 'OrganizationCloned',
  data: { organizationId, sourceOrganizationId, details: details(name) },
});
const updated = (
  organizationId: string,
  changes: Extract<OrganizationEvent, { type: 'OrganizationUpdated' }>['data']['changes'],
): OrganizationEvent => ({
  type: 'OrganizationUpdated',
  data: { organizationId, changes },
});
const deleted = (organizationId: string): OrganizationEvent => ({ type: 'OrganizationDeleted', data: { organizationId } });

const [a, b, c, d, e] = specIds(5);

describe('when organizations are created', () => {
  it('ADMIN-22 ADMIN-23 keeps each with its name, type, dynamic words, settings and retention', () =>
    spec.given(created(a, 'Northfield University')).thenRows('organizations', [
      {
        id: a,
        name: 'Northfield University',
        logo_image_url: null,
        supervision_type: 'academic',
        dynamic_words: details('x').dynamic_words,
        organization_settings: details('x').organization_settings,
        live_retention_days: 30,
        telehealth_retention_days: 30,
        cloned_from_id: null,
        created_at: SPEC_TIME,
      },
    ]));

  it('ADMIN-23 keeps a clone with the organization it was cloned from', () =>
    spec
      .given(created(a, 'Northfield University'))
      .when(cloned(b, a, 'Northfield University (copy)'))
      .thenRows('organizations', [
        { id: a, cloned_from_id: null },
        { id: b, name: 'Northfield University (copy)', cloned_from_id: a },
      ]));

  it('keeps the first version of a creation delivered twice', () =>
    spec.given(created(a, 'Alpha'), created(a, 'Alpha again')).thenRows('organizations', [{ id: a, name: 'Alpha' }]));
});

describe('when organizations are updated and deleted', () => {
  it('ADMIN-22 shows the fields an edit changed and when, and keeps the others', () =>
    spec
      .given(created(a, 'Alpha'))
      .when(at('2026-11-22T09:00:00.000Z', updated(a, { name: 'Alpha College', live_retention_days: 7 })))
      .thenRows('organizations', [
        {
          name: 'Alpha College',
          live_retention_days: 7,
          telehealth_retention_days: 30,
          supervision_type: 'academic',
          updated_at: '2026-11-22T09:00:00.000Z',
        },
      ]));

  it('ADMIN-23 removes a deleted organization and keeps the others', () =>
    spec
      .given(created(a, 'Alpha'), created(b, 'Beta'))
      .when(deleted(a))
      .thenRows('organizations', [{ id: b, name: 'Beta' }]));
});

// Creations in runs, a duplicate creation, updates and deletes between them, a re-creation after a delete.
const mixed = [
  created(a, 'Alpha'),
  cloned(b, a, 'Beta'),
  created(a, 'Alpha again'),
  created(c, 'Gamma'),
  updated(a, { name: 'Alpha renamed', dynamic_words: details('x').dynamic_words }),
  deleted(b),
  cloned(b, c, 'Beta two'),
  created(d, 'Delta'),
  created(d, 'Delta twice'),
  updated(d, { live_retention_days: 7 }),
  created(e, 'Epsilon'),
  deleted(c),
];

describe('when a mixed batch is projected', () => {
  it('keeps the effect of each event in order', () =>
    spec.given(...mixed).thenRows('organizations', [
      { id: a, name: 'Alpha renamed' },
      { id: b, name: 'Beta two', cloned_from_id: c },
      { id: d, name: 'Delta', live_retention_days: 7 },
      { id: e, name: 'Epsilon' },
    ]));

  it('SPINE: a batch through applyBatch has the effect of apply on each event in order', () =>
    spec.given(...mixed).thenBatchesMatchOneByOne());

  it('changes nothing when the batch is applied twice', () =>
    spec
      .given(created(e, 'Before'))
      .when(...mixed)
      .thenReplayChangesNothing());
});

describe('when the page folds over organizations there before it (a rebuild)', () => {
  const [before, unseen] = [specId(20), specId(21)];
  itFoldsLikeOneByOne(
    spec,
    [created(before, 'Before'), created(e, 'Epsilon first')],
    [
      updated(before, { name: 'Before renamed', organization_settings: details('y').organization_settings }),
      ...mixed,
      updated(unseen, { name: 'Nobody' }),
      deleted(before),
    ],
  );
});
