// The site directory read model (spec 002 §3 Supervision site): sites with their details, status and
// published flag, the organization's tags, as /supervisionsites (list and map) shows them.
import { describe, it } from '@jest/globals';
import type { SiteCreated, SiteDetails, SiteEvent, SiteTagCreated, SiteTagEvent } from '@practicum/shared/domain/sites/index';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { sitesProjector } from './sitesProjector.js';

const spec = projectorSpec(sitesProjector);

const organization = specId(1);
const site = specId(2);
const supervisor = specId(3);
const [telehealth, children] = [specId(4), specId(5)];

const details = (changes: Partial<SiteDetails> = {}): SiteDetails => ({
  name: 'Riverside Counseling Center',
  department: 'Outpatient',
  address: '12 River Road',
  city: 'Springfield',
  state: 'IL',
  county: 'Sangamon',
  country: 'US',
  postal_code: '62701',
  office_phone: '(217) 555-0100',
  website: 'https://riverside.example.org',
  contact_name: 'Rita River',
  contact_email: 'rita@riverside.example.org',
  supervisor_ids: [supervisor],
  tag_ids: [telehealth],
  expiration_date: '2027-06-30',
  accepting_trainees: true,
  insurance_uploads: [{ uuid: specId(6), filename: 'insurance.pdf' }],
  latitude: 39.8,
  longitude: -89.65,
  ...changes,
});
const created: SiteCreated = {
  type: 'SiteCreated',
  data: { siteId: site, organizationId: organization, createdBy: supervisor, details: details(), status: 'pending', published: false },
};
const tag = (tagId: string, name: string, order: number): SiteTagCreated => ({
  type: 'SiteTagCreated',
  data: { tagId, organizationId: organization, name, icon: 'label', color: 'teal', coordinator_only: false, order },
});
const placement = (type: 'SitePlacementAdded' | 'SitePlacementRemoved', placementId: string): SiteEvent => ({
  type,
  data: { siteId: site, placementId },
});

describe('when a site is added', () => {
  it('SITES-08 SITES-09 SITES-13 keeps a supervisor’s site pending and unpublished, with its details', () =>
    spec.given(created).thenRows('sites', [
      {
        id: site,
        organization_id: organization,
        name: 'Riverside Counseling Center',
        department: 'Outpatient',
        city: 'Springfield',
        state: 'IL',
        county: 'Sangamon',
        supervisor_ids: [supervisor],
        tag_ids: [telehealth],
        expiration_date: '2027-06-30',
        accepting_trainees: true,
        insurance_uploads: [{ uuid: specId(6), filename: 'insurance.pdf' }],
        latitude: 39.8,
        status: 'pending',
        published: false,
        created_by: supervisor,
        placements_count: 0,
        created_at: SPEC_TIME,
      },
    ]));

  it('SITES-05 shows the fields an edit changed and keeps the others', () =>
    spec
      .given(created)
      .when(
        at('2026-11-22T08:00:00.000Z', {
          type: 'SiteUpdated',
          data: { siteId: site, changes: { accepting_trainees: false, tag_ids: [] } },
        }),
      )
      .thenRows('sites', [
        { name: 'Riverside Counseling Center', accepting_trainees: false, tag_ids: [], updated_at: '2026-11-22T08:00:00.000Z' },
      ]));
});

describe('when a coordinator decides', () => {
  it.each<[string, SiteEvent, Record<string, unknown>[]]>([
    [
      'SITES-10 SITES-13 shows an approved site as approved',
      { type: 'SiteStatusChanged', data: { siteId: site, from: 'pending', to: 'approved' } },
      [{ status: 'approved' }],
    ],
    ['SITES-14 shows a published site as published', { type: 'SitePublished', data: { siteId: site } }, [{ published: true }]],
    [
      'SITES-10 SITES-15 shows a site past its expiration date as expired',
      { type: 'SiteExpired', data: { siteId: site, from: 'approved', expirationDate: '2027-06-30' } },
      [{ status: 'expired' }],
    ],
    ['removes a deleted site', { type: 'SiteDeleted', data: { siteId: site } }, []],
  ])('%s', (_name, decision, rows) => spec.given(created).when(decision).thenRows('sites', rows));

  it('SITES-14 publishes a site and unpublishes it', () =>
    spec
      .given(created, { type: 'SitePublished', data: { siteId: site } })
      .when({ type: 'SiteUnpublished', data: { siteId: site } })
      .thenRows('sites', [{ published: false }]));
});

describe('when placements are added and removed', () => {
  it('SITES-17 counts the site’s placements', () =>
    spec
      .given(created)
      .when(
        placement('SitePlacementAdded', specId(30)),
        placement('SitePlacementAdded', specId(31)),
        placement('SitePlacementRemoved', specId(30)),
      )
      .thenRows('sites', [{ placements_count: 1 }]));

  it('SITES-17 counts a redelivered placement once', () =>
    spec
      .given(created)
      .when(placement('SitePlacementAdded', specId(30)), placement('SitePlacementAdded', specId(31)))
      .thenReplayChangesNothing());
});

describe('when tags change', () => {
  it('SITES-19 keeps the organization’s tags with name, icon, colour, coordinator-only flag and order', () =>
    spec.given(tag(telehealth, 'Telehealth', 1), tag(children, 'Children', 2)).thenRows('site_tags', [
      {
        id: telehealth,
        organization_id: organization,
        name: 'Telehealth',
        icon: 'label',
        color: 'teal',
        coordinator_only: false,
        order: 1,
      },
      { id: children, name: 'Children', order: 2 },
    ]));

  it('SITES-19 shows an edited tag', () =>
    spec
      .given(tag(telehealth, 'Telehealth', 1))
      .when({ type: 'SiteTagUpdated', data: { tagId: telehealth, changes: { name: 'Tele-health', coordinator_only: true } } })
      .thenRows('site_tags', [{ name: 'Tele-health', coordinator_only: true }]));

  it('takes a deleted tag off every site that carried it', () =>
    spec
      .given(tag(telehealth, 'Telehealth', 1), tag(children, 'Children', 2), {
        ...created,
        data: { ...created.data, details: details({ tag_ids: [telehealth, children] }) },
      })
      .when({ type: 'SiteTagDeleted', data: { tagId: telehealth } })
      .thenRows({ sites: [{ tag_ids: [children] }], site_tags: [{ id: children }] }));
});

describe('when a batch is applied twice', () => {
  it('sites, decisions and tags change nothing the second time', () =>
    spec
      .given(tag(children, 'Children', 2))
      .when(
        tag(telehealth, 'Telehealth', 1),
        created,
        { type: 'SiteUpdated', data: { siteId: site, changes: { city: 'Chatham' } } },
        { type: 'SiteStatusChanged', data: { siteId: site, from: 'pending', to: 'approved' } },
        { type: 'SitePublished', data: { siteId: site } },
        { type: 'SiteTagDeleted', data: { tagId: children } },
      )
      .thenReplayChangesNothing());
});

describe('when a page of site events is folded (a rebuild)', () => {
  const other = specId(40);
  const unseen = specId(41);
  const of = (siteId: string, event: SiteEvent): SiteEvent => ({ ...event, data: { ...event.data, siteId } }) as SiteEvent;
  const otherCreated = of(other, {
    ...created,
    data: { ...created.data, details: details({ name: 'Lakeshore Family Services', tag_ids: [telehealth, children] }) },
  });
  const page: (SiteEvent | SiteTagEvent)[] = [
    { type: 'SiteUpdated', data: { siteId: site, changes: { city: 'Chatham', insurance_uploads: [] } } },
    { type: 'SiteStatusChanged', data: { siteId: site, from: 'pending', to: 'approved' } },
    { type: 'SitePublished', data: { siteId: site } },
    placement('SitePlacementAdded', specId(30)),
    placement('SitePlacementAdded', specId(30)), // redelivered: counted once
    placement('SitePlacementAdded', specId(31)),
    placement('SitePlacementRemoved', specId(30)),
    placement('SitePlacementRemoved', specId(32)), // never added
    otherCreated,
    created, // already there: kept as it is
    tag(specId(42), 'Rural', 3),
    { type: 'SiteTagUpdated', data: { tagId: children, changes: { name: 'Children and youth', order: 4 } } },
    { type: 'SiteTagUpdated', data: { tagId: specId(43), changes: { name: 'Never created' } } },
    { type: 'SiteTagDeleted', data: { tagId: telehealth } }, // takes the tag off both sites, one not named in the page
    at('2026-11-22T08:00:00.000Z', of(other, { type: 'SiteUpdated', data: { siteId: other, changes: { accepting_trainees: false } } })),
    of(other, { type: 'SiteExpired', data: { siteId: other, from: 'pending', expirationDate: '2027-06-30' } }),
    of(other, { type: 'SiteUnpublished', data: { siteId: other } }),
    of(other, { type: 'SiteDeleted', data: { siteId: other } }),
    at('2026-11-23T08:00:00.000Z', otherCreated), // created again after its deletion: a new row
    of(unseen, { type: 'SiteUpdated', data: { siteId: unseen, changes: { city: 'Nowhere' } } }), // a site this model never saw
    of(unseen, placement('SitePlacementAdded', specId(33))),
    of(unseen, { type: 'SiteDeleted', data: { siteId: unseen } }),
  ];

  // a third site carries the tag the page deletes, and the page never names it
  itFoldsLikeOneByOne(spec, [tag(telehealth, 'Telehealth', 1), tag(children, 'Children', 2), created, of(specId(44), created)], page);
});
