// Joining's read model: codes, invites, links, the survey catalogue and signup answers.
import { describe, it } from '@jest/globals';
import { SPEC_TIME, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
import { signupProjector } from './signupProjector.js';

const spec = projectorSpec(signupProjector);
const organization = specId(1);
const [invite, link, question, user, coordinator] = [specId(2), specId(3), specId(4), specId(5), specId(6)];

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
      .given(
        {
          type: 'InviteLinkCreated',
          data: {
            inviteLinkId: link,
            organizationId: organization,
            createdBy: coordinator,
            settings: { name: 'Fall cohort', role: 'trainee', expires_at: null, max_uses: 40, active: true },
          },
        },
        { type: 'InviteLinkUsed', data: { inviteLinkId: link, userId: user } },
        { type: 'InviteLinkEdited', data: { inviteLinkId: link, changes: { active: false } } },
      )
      .thenRows('invite_links', [{ id: link, name: 'Fall cohort', role: 'trainee', max_uses: 40, uses: 1, active: false }]));
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

describe('SIGNUP-01 SIGNUP-36 when a page of codes and survey questions is projected at once (a rebuild)', () => {
  const [second, gone] = [specId(7), specId(8)];
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
    { type: 'SignupCodeSwitched', data: { code: 'harbor-faculty', active: false } },
    added(gone, 'Soon removed'),
    value(gone, 'x', 'X'),
    { type: 'SignupQuestionRemoved', data: { questionId: gone } },
    value(gone, 'y', 'Y'), // a removed question takes no values
    added(gone, 'Back again'),
  ];

  itFoldsLikeOneByOne(spec, [added(question, 'Populations served'), value(question, 'kids', 'Children')], page);
});
