// Joining's read model: codes, invites, links, the survey catalogue and signup answers.
import { describe, it } from '@jest/globals';
import { SPEC_TIME, at, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { signupProjector } from './signupProjector.js';

const spec = projectorSpec(signupProjector);
const organization = specId(1);
const [invite, link, question, user, coordinator] = [specId(2), specId(3), specId(4), specId(5), specId(6)];

const linkCreatedEvent = {
  type: 'InviteLinkCreated',
  data: {
    inviteLinkId: link,
    organizationId: organization,
    createdBy: coordinator,
    settings: { name: 'Fall cohort', role: 'trainee', expires_at: null, max_uses: 40, active: true },
  },
};
/** A use of the link: its stream's revision tells a use delivered again from a new one. */
const use = (revision: number, userId: string, inviteLinkId = link) => ({
  type: 'InviteLinkUsed',
  data: { inviteLinkId, userId },
  streamId: `inviteLink-${inviteLinkId}`,
  revision,
});

describe('SIGNUP-01 SIGNUP-63 SIGNUP-66 codes, invites and links', () => {
  it('keeps a code with its organization and role', () =>
    spec
      .given({ type: 'SignupCodeCreated', data: { code: 'harbor-trainees', organizationId: organization, role: 'trainee' } })
      .thenRows('signup_codes', [{ code: 'harbor-trainees', organization_id: organization, role: 'trainee', active: true }]));

  it('marks an accepted invite', () =>
    spec
      .given(
        {
          type: 'InviteSent',
          data: {
            inviteId: invite,
            organizationId: organization,
            email: 'sam@example.org',
            first_name: 'Sam',
            last_name: 'Lee',
            role: 'supervisor',
            invitedBy: coordinator,
          },
        },
        { type: 'InviteAccepted', data: { inviteId: invite, userId: user } },
      )
      .thenRows('invites', [
        { id: invite, email: 'sam@example.org', role: 'supervisor', status: 'accepted', accepted_by: user, sent_at: SPEC_TIME },
      ]));

  it('counts a link’s uses and applies its edits', () =>
    spec
      .given(linkCreatedEvent, use(1, user), { type: 'InviteLinkEdited', data: { inviteLinkId: link, changes: { active: false } } })
      .thenRows('invite_links', [{ id: link, name: 'Fall cohort', role: 'trainee', max_uses: 40, uses: 1, active: false }]));

  it('counts a use delivered again once, in a later batch or in the same one', async () => {
    await spec.given(linkCreatedEvent).when(use(1, user), use(2, coordinator)).thenReplayChangesNothing();
    await spec
      .given(linkCreatedEvent, use(1, user))
      .when(use(1, user), use(2, coordinator), use(2, coordinator))
      .thenRows('invite_links', [{ id: link, uses: 2 }]);
  });
});

describe('SIGNUP-36 the survey catalogue', () => {
  it('keeps a question with its values in order', () =>
    spec
      .given(
        {
          type: 'SignupQuestionAdded',
          data: {
            questionId: question,
            question: { role: 'supervisor', section: 1, body: 'Populations served', required: true, ordering: 1, fieldtype: 'multiple' },
          },
        },
        { type: 'SignupQuestionValueAdded', data: { questionId: question, value: { id: 'adults', value: 'Adults', is_other: false } } },
        { type: 'SignupQuestionValueAdded', data: { questionId: question, value: { id: 'other', value: 'Other', is_other: true } } },
        {
          type: 'SignupQuestionValueChanged',
          data: { questionId: question, value: { id: 'adults', value: 'Adults (18+)', is_other: false } },
        },
      )
      .thenRows('signup_questions', [
        {
          id: question,
          fieldtype: 'multiple',
          values: [
            { id: 'adults', value: 'Adults (18+)', is_other: false },
            { id: 'other', value: 'Other', is_other: true },
          ],
        },
      ]));
});

describe('SIGNUP-01 SIGNUP-36 SIGNUP-63 SIGNUP-66 when a page of every signup event is projected at once (a rebuild)', () => {
  const [second, gone, otherInvite, otherLink, thirdLink, otherUser, unknown] = [
    specId(7),
    specId(8),
    specId(9),
    specId(10),
    specId(11),
    specId(12),
    specId(13),
  ];
  const later = '2026-11-22T09:30:00.000Z';
  const added = (questionId: string, body: string) => ({
    type: 'SignupQuestionAdded',
    data: { questionId, question: { role: 'supervisor', section: 1, body, required: true, ordering: 1, fieldtype: 'multiple' } },
  });
  const value = (questionId: string, id: string, text: string, type = 'SignupQuestionValueAdded') => ({
    type,
    data: { questionId, value: { id, value: text, is_other: id === 'other' } },
  });
  const code = (name: string, role = 'trainee') => ({
    type: 'SignupCodeCreated',
    data: { code: name, organizationId: organization, role },
  });
  const switched = (name: string, active: boolean) => ({ type: 'SignupCodeSwitched', data: { code: name, active } });
  const sent = (inviteId: string, first_name = 'Sam') => ({
    type: 'InviteSent',
    data: {
      inviteId,
      organizationId: organization,
      email: 'sam@example.org',
      first_name,
      last_name: 'Lee',
      role: 'supervisor',
      invitedBy: coordinator,
    },
  });
  const linkCreated = (inviteLinkId: string, name: string) => ({
    type: 'InviteLinkCreated',
    data: {
      inviteLinkId,
      organizationId: organization,
      createdBy: coordinator,
      settings: { name, role: 'trainee', expires_at: null, max_uses: 40, active: true },
    },
  });
  const signedUp = (userId: string, answer: string) => ({
    type: 'UserSignedUp',
    data: {
      userId,
      organizationId: organization,
      positionId: specId(20),
      via: { kind: 'code', id: 'harbor-trainees' },
      signedUpAt: SPEC_TIME,
      details: {
        phone: '555-0100',
        country_code: 'US',
        state_id: null,
        zip: '02139',
        timezone: 'America/New_York',
        university_student_id: null,
      },
      answers: [{ signup_question_id: question, value_text: answer }],
      supervisor_licenses: [{ license_number: 'LMFT-1', state_id: specId(21), discipline_id: specId(22) }],
    },
  });
  const userEvent = (type: string, userId: string) => ({ type, data: { userId, email: 'sam@example.org', signedUpAt: SPEC_TIME } });
  const country = (iso2: string, supported: boolean) => ({ type: 'CountrySupportChanged', data: { iso2, supported } });

  // rows there before the page, which it reads and changes
  const given = [
    added(question, 'Populations served'),
    value(question, 'kids', 'Children'),
    code('harbor-supervisors', 'supervisor'),
    sent(invite),
    linkCreated(link, 'Fall cohort'),
    use(1, user),
    use(2, otherUser),
    use(1, user, unknown), // no such link
    signedUp(otherUser, 'Before'),
    country('CA', false),
  ];
  const page = [
    code('harbor-trainees'),
    code('harbor-trainees', 'supervisor'), // delivered again: the first stands
    code('harbor-faculty', 'faculty'),
    value(question, 'adults', 'Adults'),
    value(question, 'other', 'Other'),
    value(question, 'adults', 'Adults (18+)', 'SignupQuestionValueChanged'),
    value(question, 'adults', 'Adults again'), // added again: moves to the end
    { type: 'SignupQuestionValueRemoved', data: { questionId: question, valueId: 'other' } },
    { ...added(question, 'Populations served (edited)'), type: 'SignupQuestionChanged' },
    added(second, 'Modalities'),
    value(second, 'cbt', 'CBT'),
    switched('harbor-faculty', false),
    switched('harbor-supervisors', false),
    switched('no-such-code', true),
    added(gone, 'Soon removed'),
    value(gone, 'x', 'X'),
    { type: 'SignupQuestionRemoved', data: { questionId: gone } },
    value(gone, 'y', 'Y'), // a removed question takes no values
    added(gone, 'Back again'),
    value(unknown, 'z', 'Z'),
    sent(invite, 'Samuel'), // delivered again: the first stands
    at(later, { type: 'InviteResent', data: { inviteId: invite } }),
    { type: 'InviteAccepted', data: { inviteId: invite, userId: user } },
    sent(otherInvite),
    { type: 'InviteDeleted', data: { inviteId: otherInvite } },
    at(later, sent(otherInvite, 'Again')), // sent anew after its deletion
    { type: 'InviteResent', data: { inviteId: unknown } },
    use(2, otherUser), // delivered again: counted before the page
    use(3, coordinator),
    use(3, coordinator), // delivered again within the page
    at(later, { type: 'InviteLinkEdited', data: { inviteLinkId: link, changes: { active: false, expires_at: later } } }),
    linkCreated(otherLink, 'Spring cohort'),
    linkCreated(otherLink, 'Spring (again)'),
    at(later, { type: 'InviteLinkEdited', data: { inviteLinkId: otherLink, changes: { name: 'Spring', max_uses: null } } }),
    linkCreated(thirdLink, 'Soon deleted'),
    { type: 'InviteLinkDeleted', data: { inviteLinkId: thirdLink } },
    { type: 'InviteLinkEdited', data: { inviteLinkId: unknown, changes: { active: true } } },
    signedUp(user, 'First'),
    signedUp(user, 'Redelivered'), // the first stands
    userEvent('UserEmailVerified', user),
    userEvent('UnverifiedUserDeleted', otherUser),
    userEvent('UnverifiedUserDeleted', unknown),
    country('CA', true),
    country('MX', false),
    country('MX', false),
    country('BR', false),
    country('BR', true),
    country('US', true),
  ];

  itFoldsLikeOneByOne(spec, given, page);
});
