// Joining's read model: codes, invites, links, the survey catalogue and signup answers.
import { describe, it } from '@jest/globals';
import { SPEC_TIME, projectorSpec, specId } from '../testing/projectorSpec.js';
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
