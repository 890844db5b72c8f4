import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { createSiteSchema, siteMessages, type SiteActor } from './commands.js';
import { siteDecider } from './decider.js';
import type { SiteDetails, SiteEvent } from './events.js';
import { siteNameDecider, siteNameStream } from './nameReservation.js';
import { siteTagDecider } from './tags.js';

// testContext: now 2026-11-21T10:00Z.
const coordinator: SiteActor = { userId: 'coord', role: 'coordinator', organizationId: 'org' };
const supervisor: SiteActor = { userId: 'sup', role: 'supervisor', organizationId: 'org' };
const as = (actor: SiteActor | null) => deciderSpec(siteDecider, { ...testContext, userId: actor?.userId ?? null, actor });

const details = (overrides: Record<string, unknown> = {}): SiteDetails => {
  const {
    status: _s,
    published: _p,
    ...rest
  } = parseInput(createSiteSchema, {
    name: 'Harbor Clinic',
    department: 'Counseling',
    state: 'ny',
    postal_code: '10001',
    ...overrides,
  });
  return rest;
};
const created = (overrides: Partial<Extract<SiteEvent, { type: 'SiteCreated' }>['data']> = {}): SiteEvent => ({
  type: 'SiteCreated',
  data: { siteId: 's1', organizationId: 'org', createdBy: 'sup', details: details(), status: 'pending', published: false, ...overrides },
});

describe('SITES-08 SITES-18 the site form', () => {
  it('reads a bare host as an https URL and a US state in capitals', () => {
    const d = details({ website: 'www.harbor.org' });
    expect(d.website).toBe('https://www.harbor.org');
    expect(d.state).toBe('NY');
  });
  it('refuses a bad URL, a state that is not a code, a malformed ZIP and half a pin', () => {
    expect(() => details({ website: 'not a url' })).toThrow('The website field must be a valid URL.');
    expect(() => details({ state: 'New York', postal_code: '1234', latitude: 40 })).toThrow(
      expect.objectContaining({
        errors: {
          state: [siteMessages.usState],
          postal_code: [siteMessages.usZip],
          latitude: [siteMessages.pinBoth],
        },
      }),
    );
  });
  it('bounds every text', () => {
    expect(() => details({ name: 'x'.repeat(151) })).toThrow('The name field must not be greater than 150 characters.');
  });
});

describe('SITES-13 when a supervisor adds a site', () => {
  it('waits for a decision, unpublished, with the supervisor among its supervisors', () =>
    as(supervisor)
      .when({ type: 'CreateSite', data: { siteId: 's1', organizationId: 'org', details: details(), status: 'approved', published: true } })
      .then([
        {
          type: 'SiteCreated',
          data: {
            siteId: 's1',
            organizationId: 'org',
            createdBy: 'sup',
            details: { ...details(), supervisor_ids: ['sup'] },
            status: 'pending',
            published: false,
          },
        },
      ]));
  it('refuses a trainee', () =>
    as({ ...supervisor, role: 'trainee' })
      .when({ type: 'CreateSite', data: { siteId: 's1', organizationId: 'org', details: details() } })
      .thenThrows(ForbiddenError, siteMessages.cannotAdd));
});

describe('SITES-13 SITES-14 SITES-15 a coordinator decides', () => {
  it('approves a pending site', () =>
    as(coordinator)
      .given([created()])
      .when({ type: 'ChangeSiteStatus', data: { siteId: 's1', status: 'approved' } })
      .then([{ type: 'SiteStatusChanged', data: { siteId: 's1', from: 'pending', to: 'approved' } }]));
  it('SITES-09 takes an expiration date at most 10 years ahead, when the site is added and when it changes', () => {
    as(coordinator)
      .when({ type: 'CreateSite', data: { siteId: 's1', organizationId: 'org', details: details({ expiration_date: '9999-12-31' }) } })
      .thenFieldError('expiration_date', siteMessages.expirationTooFar);
    as(coordinator)
      .given([created()])
      .when({ type: 'UpdateSite', data: { siteId: 's1', changes: { expiration_date: '2036-11-22' } } })
      .thenFieldError('expiration_date', siteMessages.expirationTooFar);
    as(coordinator)
      .given([created()])
      .when({ type: 'UpdateSite', data: { siteId: 's1', changes: { expiration_date: '2036-11-21' } } })
      .then([{ type: 'SiteUpdated', data: { siteId: 's1', changes: { expiration_date: '2036-11-21' } } }]);
  });
  it('will not approve a site whose expiration date has passed', () =>
    as(coordinator)
      .given([created({ details: details({ expiration_date: '2026-11-19' }) })])
      .when({ type: 'ChangeSiteStatus', data: { siteId: 's1', status: 'approved' } })
      .thenFieldError('expiration_date', siteMessages.approveNeedsDate));
  it('publishes only an approved site', () =>
    as(coordinator)
      .given([created()])
      .when({ type: 'SetSitePublished', data: { siteId: 's1', published: true } })
      .thenFieldError('published', siteMessages.publishNeedsApproval));
  it('unpublishes a site it puts on hold', () =>
    as(coordinator)
      .given([created({ status: 'approved', published: true })])
      .when({ type: 'ChangeSiteStatus', data: { siteId: 's1', status: 'on_hold' } })
      .then([
        { type: 'SiteStatusChanged', data: { siteId: 's1', from: 'approved', to: 'on_hold' } },
        { type: 'SiteUnpublished', data: { siteId: 's1' } },
      ]));
  it('leaves decisions to coordinators', () =>
    as(supervisor)
      .given([created()])
      .when({ type: 'ChangeSiteStatus', data: { siteId: 's1', status: 'approved' } })
      .thenThrows(ForbiddenError));
  it('does not see another organization’s site', () =>
    as({ ...coordinator, organizationId: 'other' })
      .given([created()])
      .when({ type: 'SetSitePublished', data: { siteId: 's1', published: false } })
      .thenThrows(NotFoundError));
});

describe('SITES-15 the expiry job', () => {
  it('expires and unpublishes a published site past its date', () =>
    as(null)
      .given([created({ status: 'approved', published: true, details: details({ expiration_date: '2026-11-19' }) })])
      .when({ type: 'ExpireSite', data: { siteId: 's1' } })
      .then([
        { type: 'SiteExpired', data: { siteId: 's1', from: 'approved', expirationDate: '2026-11-19' } },
        { type: 'SiteUnpublished', data: { siteId: 's1' } },
      ]));
  it('leaves a site whose date is still today somewhere alone: 10:00 UTC on the 21st is the 20th west of UTC−10', () =>
    as(null)
      .given([created({ status: 'approved', published: true, details: details({ expiration_date: '2026-11-20' }) })])
      .when({ type: 'ExpireSite', data: { siteId: 's1' } })
      .then([]));
  it('leaves a site expiring today, and a closed one, alone', () => {
    as(null)
      .given([created({ details: details({ expiration_date: '2026-11-21' }) })])
      .when({ type: 'ExpireSite', data: { siteId: 's1' } })
      .then([]);
    as(null)
      .given([created({ status: 'closed', details: details({ expiration_date: '2026-01-01' }) })])
      .when({ type: 'ExpireSite', data: { siteId: 's1' } })
      .then([]);
  });
});

describe('editing a site', () => {
  it('records only what changed', () =>
    as(supervisor)
      .given([created()])
      .when({ type: 'UpdateSite', data: { siteId: 's1', changes: { name: 'Harbor Clinic', city: 'New York' } } })
      .then([{ type: 'SiteUpdated', data: { siteId: 's1', changes: { city: 'New York' } } }]));
  it('refuses a supervisor who neither added nor supervises the site', () =>
    as({ ...supervisor, userId: 'other-sup' })
      .given([created()])
      .when({ type: 'UpdateSite', data: { siteId: 's1', changes: { city: 'Albany' } } })
      .thenThrows(ForbiddenError, siteMessages.notYours));
  it('checks the address as it will be', () =>
    as(coordinator)
      .given([created()])
      .when({ type: 'UpdateSite', data: { siteId: 's1', changes: { postal_code: 'ABC' } } })
      .thenFieldError('postal_code', siteMessages.usZip));
});

describe('SITES-17 deleting a site', () => {
  it('refuses a site with placements', () =>
    as(coordinator)
      .given([created(), { type: 'SitePlacementAdded', data: { siteId: 's1', placementId: 'p1' } }])
      .when({ type: 'DeleteSite', data: { siteId: 's1' } })
      .thenThrows(ConflictError, siteMessages.hasPlacements));
  it('deletes it once its placements are gone', () =>
    as(coordinator)
      .given([
        created(),
        { type: 'SitePlacementAdded', data: { siteId: 's1', placementId: 'p1' } },
        { type: 'SitePlacementRemoved', data: { siteId: 's1', placementId: 'p1' } },
      ])
      .when({ type: 'DeleteSite', data: { siteId: 's1' } })
      .then([{ type: 'SiteDeleted', data: { siteId: 's1' } }]));
});

describe('SITES-16 the name reservation', () => {
  const spec = deciderSpec(siteNameDecider);
  const reserve = (siteId: string) => ({
    type: 'ReserveSiteName' as const,
    data: { siteId, organizationId: 'org', name: 'Harbor', department: '' },
  });
  it('refuses a second site with the same name and department', () =>
    spec
      .given([{ type: 'SiteNameReserved', data: reserve('s1').data }])
      .when(reserve('s2'))
      .thenFieldError('name', siteMessages.duplicate));
  it('lets a released pair be taken again, and a holder re-reserve without an event', () => {
    spec
      .given([
        { type: 'SiteNameReserved', data: reserve('s1').data },
        { type: 'SiteNameReleased', data: { siteId: 's1' } },
      ])
      .when(reserve('s2'))
      .then([{ type: 'SiteNameReserved', data: reserve('s2').data }]);
    spec
      .given([{ type: 'SiteNameReserved', data: reserve('s1').data }])
      .when(reserve('s1'))
      .then([]);
  });
  it('compares names without case or extra spaces', () =>
    expect(siteNameStream('org', ' Harbor  Clinic ', 'Counseling')).toBe(siteNameStream('org', 'harbor clinic', 'COUNSELING')));
});

describe('SITES-19 tags', () => {
  it('are kept by coordinators only', () =>
    deciderSpec(siteTagDecider, { ...testContext, actor: supervisor })
      .when({
        type: 'CreateSiteTag',
        data: { tagId: 't1', organizationId: 'org', input: { name: 'x', icon: 'label', color: 'red', coordinator_only: false, order: 0 } },
      })
      .thenThrows(ForbiddenError));
});
