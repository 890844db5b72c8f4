// The history read model (issue 20, record history): every event's envelope with who, as whom, from where,
// and the field changes its stream's own fold computes, kept per stream so each event costs one fold step.
import { describe, expect, it } from '@jest/globals';
import { SPEC_TIME, at, projectorSpec, specId, type SpecEvent } from '../testing/projectorSpec.js';
import { foldOf } from '@practicum/shared/domain/history/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { organizationDetailsSchema } from '@practicum/shared/domain/organizations/commands';
import { historyProjector } from './historyProjector.js';

const spec = projectorSpec(historyProjector);

const organization = specId(1);
const trainee = specId(2);
const training = specId(3);
const coordinator = specId(4);
const admin = specId(5);
const entry = specId(6);
const trainings = `traineeTrainings-${trainee}`;

const assigned: SpecEvent = {
  type: 'TrainingAssigned',
  streamId: trainings,
  data: {
    trainingId: training,
    organizationId: organization,
    traineeUserId: trainee,
    traineePositionId: specId(7),
    trainingPlanId: specId(8),
    startAt: '2026-06-01',
    endAt: '2026-12-31',
    facultyPositionId: null,
    assistantPositionIds: [],
    placementNotRequired: false,
  },
  metadata: { userId: coordinator, organizationId: organization, ip: '10.0.0.1', userAgent: 'Firefox' },
};
const datesChanged: SpecEvent = at('2026-11-22T09:30:00.000Z', {
  type: 'TrainingChanged',
  streamId: trainings,
  data: { trainingId: training, traineeUserId: trainee, changes: { startAt: '2026-06-08', endAt: '2027-01-15' } },
  metadata: { userId: coordinator, impersonatorId: admin, organizationId: organization, ip: '10.0.0.9', userAgent: 'Chrome' },
});
const logged: SpecEvent = {
  type: 'ActivityLogged',
  streamId: `activityEntry-${entry}`,
  data: {
    entryId: entry,
    organizationId: organization,
    traineeUserId: trainee,
    traineePositionId: specId(7),
    trainingId: training,
    happenedAt: '2026-11-20',
    activityTypeId: specId(9),
    activityIds: [],
    minutes: 120,
    placementId: null,
    notes: '',
    riskAlert: false,
  },
};
const hoursChanged: SpecEvent = {
  type: 'ActivityEntryChanged',
  streamId: `activityEntry-${entry}`,
  data: { entryId: entry, traineeUserId: trainee, trainingId: training, changes: { minutes: 150 } },
};

describe('when a training is assigned and an admin acting as a coordinator changes its dates', () => {
  it('keeps each event with who, as whom, from where and when', () =>
    spec
      .given(assigned)
      .when(datesChanged)
      .thenRows(
        'history_events',
        [
          {
            stream: trainings,
            type: 'TrainingAssigned',
            occurred_at: SPEC_TIME,
            actor_id: coordinator,
            impersonator_id: null,
            organization_id: organization,
            ip: '10.0.0.1',
            user_agent: 'Firefox',
          },
          {
            stream: trainings,
            type: 'TrainingChanged',
            occurred_at: '2026-11-22T09:30:00.000Z',
            actor_id: coordinator,
            impersonator_id: admin,
            organization_id: organization,
            ip: '10.0.0.9',
            user_agent: 'Chrome',
            record_ids: [training],
            changes: [
              { path: 'trainings.endAt', label: 'End date', kind: 'date', before: '2026-12-31', after: '2027-01-15', record_id: training },
              {
                path: 'trainings.startAt',
                label: 'Start date',
                kind: 'date',
                before: '2026-06-01',
                after: '2026-06-08',
                record_id: training,
              },
            ],
          },
        ],
        { orderBy: ['commit', 'prepare'] },
      ));

  it('keeps the stream folded, owned by the trainee, in the training’s organization', () =>
    spec
      .given(assigned)
      .when(datesChanged)
      .thenExpect(async (rows) => {
        const [stream] = await rows('history_streams');
        expect(stream).toMatchObject({ stream: trainings, organization_ids: [organization], owner_ids: [trainee] });
        expect((stream!.state as { trainings: Record<string, { startAt: string }> }).trainings[training]!.startAt).toBe('2026-06-08');
      }));

  it('changes nothing when the batch is delivered again', () => spec.given(assigned).when(datesChanged).thenReplayChangesNothing());

  it('gives the same rows in batches as one event at a time', () =>
    spec.given(assigned, logged).when(datesChanged, hoursChanged).thenBatchesMatchOneByOne());
});

describe('when an activity entry’s hours change', () => {
  it('records the minutes as hours', () =>
    spec
      .given(logged)
      .when(hoursChanged)
      .thenRows(
        'history_events',
        [
          { type: 'ActivityLogged' },
          { type: 'ActivityEntryChanged', changes: [{ label: 'Hours', kind: 'hours', before: 120, after: 150, record_id: null }] },
        ],
        { orderBy: ['commit', 'prepare'] },
      ));
});

describe('when a form is renamed', () => {
  const form = specId(10);
  const content = {
    name: 'Mid-term evaluation',
    type: 'evaluation',
    intro: '',
    instructions: '',
    assessmentCategory: 'trainee',
    isMultiway: false,
    submitterRoles: ['supervisor'],
    reviewerRoles: ['coordinator'],
    sections: [],
  };
  it('records the name once: the versions a form keeps for its submissions are bookkeeping, not fields', () =>
    spec
      .given({
        type: 'FormCreated',
        streamId: `form-${form}`,
        data: { formId: form, organizationId: organization, content, duplicatedFrom: null },
      })
      .when({
        type: 'FormChanged',
        streamId: `form-${form}`,
        data: { formId: form, content: { ...content, name: 'Mid-term review' }, version: 1 },
      })
      .thenRows(
        'history_events',
        [
          { type: 'FormCreated' },
          {
            type: 'FormChanged',
            changes: [
              {
                path: 'form.content.name',
                label: 'Name',
                kind: 'text',
                before: 'Mid-term evaluation',
                after: 'Mid-term review',
                record_id: null,
              },
            ],
          },
        ],
        { orderBy: ['commit', 'prepare'] },
      ));
});

describe('when the admin shows the maintenance banner', () => {
  it('ADMIN-17 AUTH-77 records the banner turned on and its message', () =>
    spec
      .given({
        type: 'MaintenanceBannerChanged',
        streamId: 'setting-maintenance_banner',
        data: { enabled: true, message: 'Down at 9pm' },
        metadata: { userId: admin, organizationId: organization },
      })
      .thenRows('history_events', [
        {
          type: 'MaintenanceBannerChanged',
          changes: [
            { label: 'Enabled', kind: 'boolean', before: false, after: true, record_id: null },
            { label: 'Message', kind: 'text', before: '', after: 'Down at 9pm', record_id: null },
          ],
        },
      ]));
});

describe('when an event belongs to a stream without a fold', () => {
  it('keeps its envelope with no changes and no stream state', () =>
    spec
      .given({ type: 'UserEmailReserved', streamId: 'user-email-a@example.org', data: { userId: trainee } })
      .thenRows({ history_events: [{ stream: 'user-email-a@example.org', changes: [], record_ids: [] }], history_streams: [] }));
});

describe('when a clinic invites an intern who accepts', () => {
  const clinic = specId(30);
  const invite = specId(31);
  const created: SpecEvent = {
    type: 'OrganizationCreated',
    streamId: `organization-${clinic}`,
    data: {
      organizationId: clinic,
      details: parseInput(organizationDetailsSchema, {
        name: 'Riverside',
        supervision_type: 'clinical',
        dynamic_words: { trainee: 'Intern' },
      }),
    },
  };
  const sent: SpecEvent = {
    type: 'InviteSent',
    streamId: `invite-${invite}`,
    data: {
      inviteId: invite,
      organizationId: clinic,
      email: 'nia@example.org',
      first_name: 'Nia',
      last_name: 'Reyes',
      role: 'trainee',
      invitedBy: coordinator,
    },
    metadata: { userId: coordinator, organizationId: clinic },
  };
  // the account that accepts acts in no organization yet
  const accepted: SpecEvent = { type: 'InviteAccepted', streamId: `invite-${invite}`, data: { inviteId: invite, userId: specId(32) } };

  it('HIST-NAMES names the invitation by its role in the clinic’s words, its acceptance too, both in the clinic’s trail', () =>
    spec
      .given(created, sent)
      .when(accepted)
      .thenExpect(async (rows) => {
        const events = (await rows('history_events')) as { type: string; record_name: string; organization_id: string }[];
        const invitation = Object.fromEntries(events.map((e) => [e.type, [e.record_name, e.organization_id]]));
        expect([invitation.InviteSent, invitation.InviteAccepted]).toEqual([
          ['Intern invitation', clinic],
          ['Intern invitation', clinic],
        ]);
      }));
});

describe('when a placement is requested and its supervisor joins', () => {
  const placement = specId(20);
  const requested: SpecEvent = {
    type: 'PlacementRequested',
    streamId: `placement-${placement}`,
    data: {
      placementId: placement,
      organizationId: organization,
      traineeUserId: trainee,
      trainingId: training,
      siteId: specId(21),
      supervisorUserId: specId(22),
      isCampus: false,
      comment: 'Mondays',
      requestedBy: trainee,
      requirements: [],
    },
  };
  const joined: SpecEvent = {
    type: 'PlacementSupervisorJoined',
    streamId: `placement-${placement}`,
    data: { placementId: placement, supervisorUserId: specId(22), stage: 'ready' },
  };
  it('folds the placement stream: its stage changes, owned by the trainee, in its organization', () =>
    spec
      .given(requested)
      .when(joined)
      .thenExpect(async (rows) => {
        const [stream] = await rows('history_streams');
        expect(stream).toMatchObject({ stream: `placement-${placement}`, organization_ids: [organization], owner_ids: [trainee] });
        const events = (await rows('history_events')) as { type: string; changes: { path: string; after: unknown }[] }[];
        const join = events.find((e) => e.type === 'PlacementSupervisorJoined')!;
        expect(join.changes).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ path: 'placement.stage', after: 'ready' }),
            expect.objectContaining({ path: 'placement.supervisorJoined', after: true }),
          ]),
        );
      }));
});

describe('when a supervision profile changes', () => {
  it('has a fold for supervision_profile streams, owned by the supervisor', () => {
    expect(foldOf(`supervision_profile-${trainee}`)?.ownedByStreamId).toBe(true);
    expect(foldOf(`insuranceDocument-${entry}`)).not.toBeNull();
    expect(foldOf(`placementRequirement-${entry}`)).not.toBeNull();
  });
});
