// The forms read model (FORMS-11..22): forms with their versions, and submissions with answers,
// signatures and review, as the forms screens and the evaluations overview show them.
import { describe, it } from '@jest/globals';
import type { FormCreated, SubmissionEvent, SubmissionStarted } from '@practicum/shared/domain/forms/events';
import { formContent, question } from '@practicum/shared/domain/forms/testFixtures';
import { SPEC_TIME, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { formTables } from './readModel.js';
import { formsProjector } from './formsProjector.js';

const spec = projectorSpec(formsProjector);

const organization = specId(1);
const form = specId(2);
const submission = specId(3);
const supervisor = { userId: specId(4), positionId: specId(5) };
const trainee = specId(6);
const faculty = specId(7);

const created: FormCreated = {
  type: 'FormCreated',
  data: { formId: form, organizationId: organization, content: formContent(), duplicatedFrom: null },
};
const started: SubmissionStarted = {
  type: 'SubmissionStarted',
  data: {
    submissionId: submission,
    formId: form,
    formVersion: 1,
    formName: 'Mid-term evaluation',
    formType: 'evaluation',
    organizationId: organization,
    signerRoles: ['supervisor'],
    isMultiway: false,
    submitterUserId: supervisor.userId,
    submitterPositionId: supervisor.positionId,
    submitterRole: 'supervisor',
    targetId: trainee,
    placementId: null,
  },
};
const saved: SubmissionEvent = {
  type: 'SubmissionAnswersSaved',
  data: { submissionId: submission, answers: { q1: 'Good' }, targetId: trainee },
};
const signed: SubmissionEvent = {
  type: 'SubmissionSigned',
  data: {
    submissionId: submission,
    formId: form,
    organizationId: organization,
    userId: supervisor.userId,
    positionId: supervisor.positionId,
    role: 'supervisor',
    signature: 'Sam Supervisor',
    ip: '203.0.113.9',
    signedAt: '2026-11-21T11:00:00.000Z',
    status: 'submitted',
    nextRole: null,
  },
};

describe('when forms are created and changed', () => {
  it('FORMS-11 FORMS-13 FORMS-14 keeps a form unpublished and active, with its content, roles and question count', () =>
    spec.given(created).thenRows({
      [formTables.forms]: [
        {
          id: form,
          organization_id: organization,
          name: 'Mid-term evaluation',
          type: 'evaluation',
          assessment_category: 'trainee',
          submitter_roles: ['supervisor'],
          reviewer_roles: ['faculty'],
          is_multiway: false,
          version: 1,
          questions_count: 1,
          published: false,
          active: true,
          duplicated_from: null,
          created_at: SPEC_TIME,
        },
      ],
      [formTables.versions]: [{ form_id: form, version: 1, content: { name: 'Mid-term evaluation' } }],
    }));

  it('FORMS-19 keeps each version’s content and shows the latest on the form', () =>
    spec
      .given(created)
      .when({
        type: 'FormChanged',
        data: {
          formId: form,
          version: 2,
          content: formContent({
            name: 'Mid-term evaluation (2027)',
            sections: [
              { id: 's1', title: 'Skills', questions: [question('q1', 'single', true, ['Good', 'Poor']), question('q2', 'text', false)] },
            ],
          }),
        },
      })
      .thenRows({
        [formTables.forms]: [{ name: 'Mid-term evaluation (2027)', version: 2, questions_count: 2 }],
        [formTables.versions]: [
          { version: 1, content: { name: 'Mid-term evaluation' } },
          { version: 2, content: { name: 'Mid-term evaluation (2027)' } },
        ],
      }));

  it('FORMS-22 publishes and deactivates a form', () =>
    spec
      .given(created)
      .when({ type: 'FormPublished', data: { formId: form, version: 1 } }, { type: 'FormDeactivated', data: { formId: form } })
      .thenRows(formTables.forms, [{ published: true, active: false }]));

  it('FORMS-22 unpublishes and reactivates a form', () =>
    spec
      .given(created, { type: 'FormPublished', data: { formId: form, version: 1 } }, { type: 'FormDeactivated', data: { formId: form } })
      .when({ type: 'FormUnpublished', data: { formId: form } }, { type: 'FormActivated', data: { formId: form } })
      .thenRows(formTables.forms, [{ published: false, active: true }]));
});

describe('when a form is submitted', () => {
  it('FORMS-16 FORMS-20 keeps a started submission open with its form, submitter, role and target', () =>
    spec.given(created, started).thenRows(formTables.submissions, [
      {
        id: submission,
        form_id: form,
        form_version: 1,
        form_name: 'Mid-term evaluation',
        form_type: 'evaluation',
        organization_id: organization,
        submitter_id: supervisor.userId,
        submitter_role: 'supervisor',
        target_id: trainee,
        answers: {},
        signatures: [],
        state: 'open',
        status: null,
        submitted_at: null,
      },
    ]));

  it('FORMS-20 keeps saved answers', () =>
    spec
      .given(created, started)
      .when(saved)
      .thenRows(formTables.submissions, [{ answers: { q1: 'Good' }, state: 'open' }]));

  it('FORMS-15 FORMS-16 FORMS-21 a signed submission is complete and submitted, with the typed name and IP recorded', () =>
    spec
      .given(created, started, saved)
      .when(signed)
      .thenRows(formTables.submissions, [
        {
          state: 'complete',
          status: 'submitted',
          submitted_at: '2026-11-21T11:00:00.000Z',
          signatures: [
            {
              user_id: supervisor.userId,
              role: 'supervisor',
              signature: 'Sam Supervisor',
              ip: '203.0.113.9',
              signed_at: '2026-11-21T11:00:00.000Z',
            },
          ],
        },
      ]));

  it('FORMS-15 a reviewed submission shows the review status, reviewer and comments', () =>
    spec
      .given(created, started, saved, signed)
      .when({
        type: 'SubmissionReviewed',
        data: {
          submissionId: submission,
          status: 'approved',
          reviewerUserId: faculty,
          comments: 'Well done',
          reviewedAt: '2026-11-22T09:00:00.000Z',
        },
      })
      .thenRows(formTables.submissions, [
        { status: 'approved', reviewer_id: faculty, review_comments: 'Well done', reviewed_at: '2026-11-22T09:00:00.000Z' },
      ]));
});

describe('when a batch is applied twice', () => {
  it('forms, answers, signatures and reviews change nothing the second time', () =>
    spec
      .given()
      .when(created, { type: 'FormPublished', data: { formId: form, version: 1 } }, started, saved, signed, {
        type: 'SubmissionReviewed',
        data: {
          submissionId: submission,
          status: 'denied',
          reviewerUserId: faculty,
          comments: 'Redo',
          reviewedAt: '2026-11-22T09:00:00.000Z',
        },
      })
      .thenReplayChangesNothing());
});

describe('FORMS-06 FORMS-15 FORMS-19 FORMS-20 FORMS-22 FORMS-38 when a page of form and submission events is projected at once (a rebuild)', () => {
  const [second, vendorSubmission] = [specId(8), specId(9)];
  const changedTo = (version: number, name: string) => ({
    type: 'FormChanged',
    data: { formId: form, version, content: formContent({ name }) },
  });
  const link = (role: string, linkId: string) => ({
    type: 'SubmissionLinkSent',
    data: {
      submissionId: submission,
      organizationId: organization,
      linkId,
      role,
      email: `${role}@example.org`,
      name: role,
      expiresAt: '2026-12-01T00:00:00.000Z',
      sentByUserId: supervisor.userId,
    },
  });
  const page = [
    created, // delivered again: the first stands
    changedTo(2, 'Mid-term evaluation (2027)'),
    changedTo(2, 'Mid-term evaluation (2027, fixed)'), // the same version written again: the last content stands
    { type: 'FormPublished', data: { formId: form, version: 2 } },
    started,
    saved,
    link('trainee', 'l1'),
    link('trainee', 'l2'), // a role's link replaced
    link('faculty', 'l3'),
    signed,
    signed, // delivered again: signed once
    { ...signed, data: { ...signed.data, role: 'trainee', signedAt: '2026-11-21T12:00:00.000Z' } },
    {
      type: 'SubmissionReviewed',
      data: {
        submissionId: submission,
        status: 'approved',
        reviewerUserId: faculty,
        comments: 'Fine',
        reviewedAt: '2026-11-22T09:00:00.000Z',
      },
    },
    { type: 'FormDeactivated', data: { formId: form } },
    { ...created, data: { ...created.data, formId: second } },
    { type: 'FormUnpublished', data: { formId: second } },
    {
      type: 'VendorSubmissionCompleted',
      data: { ...started.data, submissionId: vendorSubmission, vendor: 'Acme', reference: 'A-1', completedAt: '2026-11-23T09:00:00.000Z' },
    },
    { ...saved, data: { ...saved.data, submissionId: specId(10) } }, // a submission this model never saw
  ];

  itFoldsLikeOneByOne(spec, [created], page);
});
