// ADMIN-24: the integrations read model: an organization's integrations as added, changed and removed.
import { describe, it } from '@jest/globals';
import type { IntegrationAdded, IntegrationChanged, IntegrationRemoved } from '@practicum/shared/domain/integrations/index';
import type { OrganizationDeleted } from '@practicum/shared/domain/organizations/events';
import { at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { integrationsProjector } from './integrationsProjector.js';

const spec = projectorSpec(integrationsProjector);
const org = specId(1);
const other = specId(2);

const added = (n: number, organizationId = org, name = `Canvas ${n}`): IntegrationAdded => ({
  type: 'IntegrationAdded',
  data: {
    integrationId: specId(10 + n),
    organizationId,
    details: { name, provider: 'canvas', url: 'https://canvas.example.edu', enabled: true },
  },
});
const changed = (n: number, changes: IntegrationChanged['data']['changes']): IntegrationChanged => ({
  type: 'IntegrationChanged',
  data: { integrationId: specId(10 + n), organizationId: org, changes },
});
const removed = (n: number): IntegrationRemoved => ({
  type: 'IntegrationRemoved',
  data: { integrationId: specId(10 + n), organizationId: org },
});
const organizationDeleted = (organizationId: string): OrganizationDeleted => ({ type: 'OrganizationDeleted', data: { organizationId } });

describe('when an admin adds, changes and removes integrations', () => {
  it('ADMIN-24 keeps each integration with its organization, provider, address and switch', () =>
    spec
      .given(added(1))
      .thenRows('integrations', [
        { id: specId(11), organization_id: org, name: 'Canvas 1', provider: 'canvas', url: 'https://canvas.example.edu', enabled: true },
      ]));

  it('ADMIN-24 applies only the changed fields, with when', () =>
    spec
      .given(added(1))
      .when(at('2026-11-21T12:00:00.000Z', changed(1, { enabled: false, name: 'Canvas LMS' })))
      .thenRows('integrations', [{ name: 'Canvas LMS', provider: 'canvas', enabled: false, updated_at: '2026-11-21T12:00:00.000Z' }]));

  it('ADMIN-24 forgets a removed integration and those of a deleted organization', () =>
    spec
      .given(added(1), added(2), added(3, other, 'Moodle'))
      .when(removed(1), organizationDeleted(other))
      .thenRows('integrations', [{ id: specId(12), name: 'Canvas 2' }]));

  it('changes nothing when the last batch comes again', () =>
    spec
      .given(added(1), added(2))
      .when(changed(2, { url: null }), removed(1))
      .thenReplayChangesNothing());
});

describe('ADMIN-24 when a page of integration events is projected at once (a rebuild)', () => {
  const page = [
    added(1), // delivered again: keeps its first version
    at('2026-11-21T12:00:00.000Z', changed(1, { enabled: false, name: 'Canvas LMS' })),
    at('2026-11-21T12:01:00.000Z', changed(1, { url: null })),
    added(2),
    removed(2),
    added(2, org, 'Canvas again'), // added again after its removal: a new row
    added(4, other, 'Moodle'),
    at('2026-11-21T12:02:00.000Z', changed(3, { enabled: false })),
    organizationDeleted(other), // takes those given before the page (named in it or not) and the one added in it
    added(5, other, 'Brightspace'),
    changed(6, { name: 'Never seen' }), // an integration this model never saw
    removed(7),
  ];

  itFoldsLikeOneByOne(spec, [added(1), added(3, other, 'Moodle old'), added(8, other, 'Blackboard')], page);
});
