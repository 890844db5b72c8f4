// The users read model: who is who (name, email, status, current position, terms, photo) and their
// positions (a role in an organization), as the current user, people lists and pickers show them.
import { describe, expect, it } from '@jest/globals';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import { organizationDetailsSchema } from '@practicum/shared/domain/organizations/commands';
import type { OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { SPEC_TIME, at, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { usersProjector } from './usersProjector.js';

const spec = projectorSpec(usersProjector);

const maya = specId(1);
const [clinic, college] = [specId(2), specId(3)];
const [traineePosition, facultyPosition] = [specId(10), specId(11)];

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: maya, first_name: 'Maya', last_name: 'Patel', email: 'maya.patel@demo.practicum.test', status: 'active' },
};
const assigned = (positionId: string, changes: Partial<PositionAssigned['data']> = {}): PositionAssigned => ({
  type: 'PositionAssigned',
  data: { userId: maya, positionId, organizationId: clinic, role: 'trainee', status: 'active', current: true, ...changes },
});

describe('when a user registers and is given positions', () => {
  it('PEOPLE-14 keeps the user with first, last and full name, email and status', () =>
    spec.given(registered).thenRows('users', [
      {
        id: maya,
        first_name: 'Maya',
        last_name: 'Patel',
        name: 'Maya Patel',
        email: 'maya.patel@demo.practicum.test',
        status: 'active',
        current_position_id: null,
        profile_image_prompt_dismissed: false,
        created_at: SPEC_TIME,
      },
    ]));

  it('AUTH-64 AUTH-65 keeps each position with its role, role name and organization; the current one on the user', () =>
    spec
      .given(registered)
      .when(
        assigned(traineePosition),
        assigned(facultyPosition, { organizationId: college, role: 'faculty', status: 'pending', current: false }),
      )
      .thenRows({
        users: [{ current_position_id: traineePosition }],
        positions: [
          { id: traineePosition, user_id: maya, organization_id: clinic, role: 'trainee', role_name: 'Trainee', status: 'active' },
          { id: facultyPosition, organization_id: college, role: 'faculty', role_name: 'Faculty', status: 'pending' },
        ],
      }));

  it('keeps the first version of a registration delivered twice', () =>
    spec
      .given(registered, { ...registered, data: { ...registered.data, first_name: 'Other' } })
      .thenRows('users', [{ name: 'Maya Patel' }]));
});

describe('when a user changes their account', () => {
  it('AUTH-68 a switched position becomes the current one', () =>
    spec
      .given(registered, assigned(traineePosition), assigned(facultyPosition, { role: 'faculty', current: false }))
      .when({
        type: 'PositionSwitched',
        data: { userId: maya, positionId: facultyPosition, organizationId: clinic, role: 'faculty', previousPositionId: traineePosition },
      })
      .thenRows('users', [{ current_position_id: facultyPosition }]));

  it('AUTH-79 records when terms and privacy were accepted', () =>
    spec
      .given(registered)
      .when({ type: 'TermsAccepted', data: { userId: maya, terms: true, privacy: true, acceptedAt: '2026-11-21T10:05:00.000Z' } })
      .thenRows('users', [{ terms_accepted_at: '2026-11-21T10:05:00.000Z' }]));

  it('PEOPLE-14 PEOPLE-16 shows changed details and rebuilds the full name from the names kept', () =>
    spec
      .given(registered)
      .when(
        at('2026-11-22T08:00:00.000Z', {
          type: 'UserDetailsChanged',
          data: { userId: maya, changes: { last_name: 'Reyes', timezone: 'America/Chicago' } },
        }),
      )
      .thenRows('users', [
        { first_name: 'Maya', last_name: 'Reyes', name: 'Maya Reyes', timezone: 'America/Chicago', updated_at: '2026-11-22T08:00:00.000Z' },
      ]));

  it('ignores details changed for a user it does not hold', () =>
    spec
      .given(registered)
      .when({ type: 'UserDetailsChanged', data: { userId: specId(99), changes: { first_name: 'Ghost' } } })
      .thenRows('users', [{ id: maya, name: 'Maya Patel' }]));

  it('shows a changed email, a new profile photo and a dismissed photo prompt', () =>
    spec
      .given(registered)
      .when(
        { type: 'UserEmailChanged', data: { userId: maya, oldEmail: 'maya.patel@demo.practicum.test', newEmail: 'maya@clinic.test' } },
        { type: 'ProfilePhotoChanged', data: { userId: maya, uuid: specId(50) } },
        { type: 'ProfilePhotoPromptDismissed', data: { userId: maya } },
      )
      .thenRows('users', [{ email: 'maya@clinic.test', profile_image_uuid: specId(50), profile_image_prompt_dismissed: true }]));

  it('PEOPLE-12 shows a status an admin changed', () =>
    spec
      .given(registered)
      .when({ type: 'UserStatusChanged', data: { userId: maya, status: 'graduated', previousStatus: 'active' } })
      .thenRows('users', [{ status: 'graduated' }]));
});

describe('SPINE-12 when an organization has its own words for roles', () => {
  const clinicCreated: OrganizationEvent = {
    type: 'OrganizationCreated',
    data: {
      organizationId: clinic,
      details: organizationDetailsSchema.parse({ name: 'Riverside', supervision_type: 'clinical', dynamic_words: { trainee: 'Intern' } }),
    },
  };
  const wordsChanged = (trainee: string): OrganizationEvent => ({
    type: 'OrganizationUpdated',
    data: { organizationId: clinic, changes: { dynamic_words: organizationDetailsSchema.shape.dynamic_words.parse({ trainee }) } },
  });

  it('names each position’s role in its organization’s words, the default words elsewhere', () =>
    spec
      .given(clinicCreated, registered)
      .when(assigned(traineePosition), assigned(facultyPosition, { organizationId: college, role: 'faculty', current: false }))
      .thenRows('positions', [
        { id: traineePosition, role_name: 'Trainee', organization_role_name: 'Intern' },
        { id: facultyPosition, role_name: 'Faculty', organization_role_name: 'Faculty' },
      ]));

  it('renames the organization’s positions, removed ones too, when its words change', () =>
    spec
      .given(clinicCreated, registered, assigned(traineePosition), assigned(facultyPosition, { role: 'faculty', current: false }))
      .when(
        {
          type: 'PositionRemoved',
          data: {
            userId: maya,
            positionId: traineePosition,
            organizationId: clinic,
            role: 'trainee',
            status: 'active',
            currentPositionId: facultyPosition,
          },
        },
        wordsChanged('Resident'),
      )
      .thenRows({
        positions: [{ id: facultyPosition, organization_role_name: 'Faculty' }],
        removed_positions: [{ id: traineePosition, organization_role_name: 'Resident' }],
      }));

  it('names positions of a page in the words the organization had at each point', () =>
    spec
      .given(registered)
      .when(clinicCreated, assigned(traineePosition), wordsChanged('Resident'), assigned(specId(16), { role: 'trainee', current: false }))
      .thenBatchesMatchOneByOne());

  describe('when a page holds many organizations’ words (a rebuild)', () => {
    const page: OrganizationEvent[] = [
      wordsChanged('Resident'),
      { type: 'OrganizationDeleted', data: { organizationId: college } },
      wordsChanged('Fellow'),
      {
        type: 'OrganizationCloned',
        data: { organizationId: specId(5), sourceOrganizationId: clinic, details: clinicCreated.data.details },
      },
      { type: 'OrganizationUpdated', data: { organizationId: specId(5), changes: { name: 'Riverside East' } } },
    ];
    const before = [
      clinicCreated,
      registered,
      assigned(traineePosition),
      assigned(facultyPosition, { organizationId: college, role: 'trainee', current: false }),
    ];

    it('renames positions already kept into the last words of their organization, and keeps each organization’s words', () =>
      spec
        .given(...before)
        .when(...page)
        .thenRows({
          positions: [
            { id: traineePosition, organization_role_name: 'Fellow' },
            { id: facultyPosition, organization_role_name: 'Trainee' },
          ],
          organization_words: [
            { id: clinic, dynamic_words: expect.objectContaining({ trainee: 'Fellow' }) },
            { id: specId(5), dynamic_words: expect.objectContaining({ trainee: 'Intern' }) },
          ],
        }));

    itFoldsLikeOneByOne(spec, before, [...page, assigned(specId(17), { organizationId: specId(5), current: false })]);
  });
});

describe('when a batch is applied twice', () => {
  it('registration, positions and account changes change nothing the second time', () =>
    spec
      .given()
      .when(
        registered,
        assigned(traineePosition),
        assigned(facultyPosition, { role: 'faculty', current: false }),
        {
          type: 'PositionSwitched',
          data: { userId: maya, positionId: facultyPosition, organizationId: clinic, role: 'faculty', previousPositionId: null },
        },
        { type: 'UserDetailsChanged', data: { userId: maya, changes: { first_name: 'May' } } },
        { type: 'UserStatusChanged', data: { userId: maya, status: 'inactive', previousStatus: 'active' } },
      )
      .thenReplayChangesNothing());
});

describe('when an admin removes a position and restores it (ADMIN-25)', () => {
  const removed = {
    type: 'PositionRemoved' as const,
    data: {
      userId: maya,
      positionId: traineePosition,
      organizationId: clinic,
      role: 'trainee' as const,
      status: 'active' as const,
      currentPositionId: facultyPosition,
    },
  };
  const restored = {
    type: 'PositionRestored' as const,
    data: { userId: maya, positionId: traineePosition, organizationId: clinic, role: 'trainee' as const, status: 'active' as const },
  };
  const twoPositions = [
    registered,
    assigned(traineePosition),
    assigned(facultyPosition, { organizationId: college, role: 'faculty', current: false }),
  ];

  it('ADMIN-25 moves the position aside with when, and makes the other one current', () =>
    spec
      .given(...twoPositions)
      .when(at('2026-11-21T12:00:00.000Z', removed))
      .thenRows({
        users: [{ current_position_id: facultyPosition }],
        positions: [{ id: facultyPosition, role: 'faculty' }],
        removed_positions: [{ id: traineePosition, role: 'trainee', organization_id: clinic, removed_at: '2026-11-21T12:00:00.000Z' }],
      }));

  it('ADMIN-25 brings it back as it was', () =>
    spec
      .given(...twoPositions, removed)
      .when(restored)
      .thenRows({
        positions: [{ id: traineePosition, role: 'trainee', status: 'active' }, { id: facultyPosition }],
        removed_positions: [],
      }));

  it('changes nothing when a removal comes again', () =>
    spec
      .given(...twoPositions)
      .when(removed)
      .thenReplayChangesNothing());
});

describe('PEOPLE-14 AUTH-64 AUTH-65 AUTH-79 when a page of registrations, positions, acceptances and HIPAA completions is projected at once (a rebuild)', () => {
  const omar = specId(4);
  const termsAccepted = (userId: string, acceptedAt: string) => ({
    type: 'TermsAccepted',
    data: { userId, terms: true, privacy: true, acceptedAt },
  });
  const page = [
    registered, // delivered again: the first version stands
    { ...registered, data: { ...registered.data, userId: omar, first_name: 'Omar', email: 'omar@demo.practicum.test' } },
    assigned(traineePosition),
    assigned(facultyPosition, { organizationId: college, role: 'faculty', current: false }),
    assigned(specId(12), { userId: omar, role: 'coordinator' }),
    assigned(specId(13), { userId: omar, role: 'faculty' }), // the later current one wins
    assigned(specId(14), { userId: specId(9) }), // a user this model does not hold
    termsAccepted(maya, '2026-11-21T11:00:00.000Z'),
    termsAccepted(omar, '2026-11-21T11:05:00.000Z'),
    termsAccepted(maya, '2026-11-21T11:10:00.000Z'),
    { type: 'HipaaTrainingCompleted', data: { userId: omar, completedAt: '2026-11-21T13:00:00.000Z' } },
    { type: 'HipaaTrainingCompleted', data: { userId: omar, completedAt: '2026-11-21T14:00:00.000Z' } }, // the first stands
    { type: 'HipaaTrainingCompleted', data: { userId: specId(9), completedAt: '2026-11-21T14:00:00.000Z' } },
    at('2026-11-21T12:00:00.000Z', { type: 'PositionSwitched', data: { userId: omar, positionId: specId(12) } }),
    assigned(specId(15), { userId: omar, role: 'trainee', current: false }),
    {
      type: 'PositionStatusChanged',
      data: { positionId: facultyPosition, userId: maya, organizationId: college, status: 'active', previousStatus: 'active' },
    },
  ];

  itFoldsLikeOneByOne(spec, [registered], page);
});
