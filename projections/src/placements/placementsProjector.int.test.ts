// The placements read model (PLACE-05, 06, 14, 26): a row per placement with its stage, flags, agreements and
// minutes on site, as /applications lists them.
import { describe, it } from '@jest/globals';
import type { PlacementEvent } from '@practicum/shared/domain/placements/index';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId, specIds } from '../testing/projectorSpec.js';
import { placementsProjector } from './placementsProjector.js';

const spec = projectorSpec(placementsProjector);
const [placement, organization, trainee, training, site, supervisor, form] = specIds(7);

const requested: PlacementEvent = {
  type: 'PlacementRequested',
  data: {
    placementId: placement,
    organizationId: organization,
    traineeUserId: trainee,
    trainingId: training,
    siteId: site,
    supervisorUserId: supervisor,
    isCampus: true,
    comment: 'Mornings',
    requestedBy: trainee,
    requirements: [{ formId: form, name: 'Site agreement', submitterRoles: ['trainee', 'supervisor'] }],
  },
};
const joined: PlacementEvent = {
  type: 'PlacementSupervisorJoined',
  data: { placementId: placement, supervisorUserId: supervisor, stage: 'submitted' },
};
const signed = (progress: 'signature required' | 'signed'): PlacementEvent => ({
  type: 'PlacementAgreementProgressed',
  data: { placementId: placement, formId: form, submissionId: specId(8), progress },
});
const approved: PlacementEvent = {
  type: 'PlacementApproved',
  data: { placementId: placement, traineeUserId: trainee, approvedBy: specId(9) },
};
const logged = (date: string, minutes: number): PlacementEvent => ({
  type: 'PlacementTimeOnSiteLogged',
  data: { placementId: placement, trainingId: training, traineeUserId: trainee, date, minutes, previousMinutes: 0 },
});

describe('when a placement is requested', () => {
  it('PLACE-05 PLACE-06 keeps it open with its site, supervisor, campus flag and pending agreements', () =>
    spec.given(requested).thenRows('placements', [
      {
        id: placement,
        organization_id: organization,
        trainee_id: trainee,
        training_id: training,
        site_id: site,
        supervisor_id: supervisor,
        is_campus: true,
        comment: 'Mornings',
        stage: 'open',
        supervisor_joined: false,
        recurring: false,
        agreements: [
          { form_id: form, name: 'Site agreement', submitter_roles: ['trainee', 'supervisor'], submission_id: null, status: 'pending' },
        ],
        time_on_site_minutes: 0,
        archived_at: null,
        approved_at: null,
        created_at: SPEC_TIME,
      },
    ]));
});

describe('PLACE-16 PLACE-22 when the supervisor joins and the agreement is signed', () => {
  it('follows the agreement to signed and the placement to ready', () =>
    spec
      .given(requested, joined, signed('signature required'))
      .when(signed('signed'), { type: 'PlacementReady', data: { placementId: placement } })
      .thenRows('placements', [{ stage: 'ready', supervisor_joined: true, agreements: [expectAgreement('signed')] }]));
  it('changes nothing when the batch is redelivered', () =>
    spec
      .given(requested, joined)
      .when(signed('signed'), { type: 'PlacementReady', data: { placementId: placement } })
      .thenReplayChangesNothing());
});

describe('PLACE-16 when a placement without agreements hears of an agreement', () => {
  const none: PlacementEvent = { ...requested, data: { ...requested.data, requirements: [] } };
  it('keeps its empty list of agreements (the event is applied, not parked)', () =>
    spec
      .given(none)
      .when(signed('signed'))
      .thenRows('placements', [{ id: placement, agreements: [] }]));
});

describe('PLACE-13 PLACE-14 decisions and toggles', () => {
  it('keeps the approval time, archive time and recurring flag', () =>
    spec
      .given(requested, joined)
      .when(
        at('2026-11-22T09:00:00.000Z', approved),
        at('2026-11-23T09:00:00.000Z', { type: 'PlacementArchived', data: { placementId: placement } }),
        { type: 'PlacementRecurringSet', data: { placementId: placement, recurring: true } },
      )
      .thenRows('placements', [
        { stage: 'approved', approved_at: '2026-11-22T09:00:00.000Z', archived_at: '2026-11-23T09:00:00.000Z', recurring: true },
      ]));
  it('a denial or a reopening clears the approval time; unarchiving clears the archive time', () =>
    spec
      .given(requested, joined, approved, { type: 'PlacementArchived', data: { placementId: placement } })
      .when(
        { type: 'PlacementUnarchived', data: { placementId: placement } },
        { type: 'PlacementDenied', data: { placementId: placement, traineeUserId: trainee, deniedBy: null } },
        { type: 'PlacementReopened', data: { placementId: placement, stage: 'ready' } },
      )
      .thenRows('placements', [{ stage: 'ready', approved_at: null, archived_at: null }]));
});

describe('PLACE-26 time on site', () => {
  it('keeps each day once and totals the days', () =>
    spec
      .given(requested, joined, approved, logged('2026-11-20', 240))
      .when(logged('2026-11-21', 120), logged('2026-11-20', 300))
      .thenRows({
        placements: [{ time_on_site_minutes: 420 }],
        placement_days: [
          { placement_id: placement, date: '2026-11-20', minutes: 300 },
          { placement_id: placement, date: '2026-11-21', minutes: 120 },
        ],
      }));
  it('changes nothing when a day is redelivered', () =>
    spec.given(requested, approved).when(logged('2026-11-21', 120)).thenReplayChangesNothing());
});

function expectAgreement(status: string) {
  return { form_id: form, name: 'Site agreement', submitter_roles: ['trainee', 'supervisor'], submission_id: specId(8), status };
}

describe('PLACE-05 PLACE-13 PLACE-14 PLACE-16 PLACE-26 when a page of placement events is projected at once (a rebuild)', () => {
  const second = specId(20);
  const of = (placementId: string, event: PlacementEvent): PlacementEvent =>
    ({ ...event, data: { ...event.data, placementId } }) as PlacementEvent;
  const page: PlacementEvent[] = [
    requested, // delivered again: the first stands
    joined,
    signed('signature required'),
    logged('2026-11-20', 240),
    logged('2026-11-21', 120),
    logged('2026-11-20', 300), // a day logged again replaces its minutes
    signed('signed'),
    { type: 'PlacementReady', data: { placementId: placement } },
    at('2026-11-22T09:00:00.000Z', approved),
    { type: 'PlacementRecurringSet', data: { placementId: placement, recurring: true } },
    of(second, { ...requested, data: { ...requested.data, requirements: [] } }),
    of(second, signed('signed')), // no agreements to progress
    of(second, logged('2026-11-19', 60)),
    of(second, { type: 'PlacementDenied', data: { placementId: second, traineeUserId: trainee, deniedBy: null } }),
    of(second, { type: 'PlacementArchived', data: { placementId: second } }),
    of(second, { type: 'PlacementUnarchived', data: { placementId: second } }),
    of(second, { type: 'PlacementReopened', data: { placementId: second, stage: 'ready' } }),
    of(specId(21), approved), // a placement this model never saw
    of(specId(21), logged('2026-11-19', 30)),
  ];

  itFoldsLikeOneByOne(spec, [requested, logged('2026-11-18', 45)], page);
});
