import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import type { SubmissionEvent } from './events.js';
import { submissionProgress, type FormContent } from './model.js';
import { formContent, question } from './testFixtures.js';
import { saveSubmissionSchema } from './commands.js';
import { parseInput } from '../validation.js';
import { submissionDecider, type FormActor, type FormFacts, type SubmissionCommand } from './submission.js';

const spec = deciderSpec(submissionDecider);
const q = question;
const evaluation: FormContent = formContent({
  name: 'Final evaluation',
  sections: [
    {
      id: 's1',
      title: 'All',
      questions: [
        q('q1', 'single', true, ['Meets', 'Exceeds']),
        q('q2', 'multiple', false, ['A', 'B']),
        q('q3', 'string'),
        q('q4', 'text', false),
        q('q5', 'numeric'),
        q('q6', 'upload'),
        q('q7', 'agree'),
        q('q8', 'monthYearDate'),
      ],
    },
  ],
});
const agreement: FormContent = {
  ...evaluation,
  name: 'Practicum agreement',
  type: 'agreement',
  assessmentCategory: 'none',
  isMultiway: true,
  submitterRoles: ['trainee', 'supervisor', 'coordinator'],
  reviewerRoles: ['coordinator'],
  sections: [{ id: 's1', title: '', questions: [q('q7', 'agree')] }],
};
const facts = (content = evaluation, submittable = true): FormFacts => ({ formId: 'f1', version: 1, content, submittable });
const supervisor: FormActor = { userId: 'user-under-test', positionId: 'p-sup', role: 'supervisor', organizationId: 'org' };
const trainee: FormActor = { userId: 'u-trainee', positionId: 'p-tr', role: 'trainee', organizationId: 'org' };
const coordinator: FormActor = { userId: 'u-coord', positionId: 'p-co', role: 'coordinator', organizationId: 'org' };
const faculty: FormActor = { userId: 'u-fac', positionId: 'p-fa', role: 'faculty', organizationId: 'org' };
const complete = { q1: 'Meets', q3: 'Warm', q5: 4, q6: ['upload-1'], q7: true, q8: '2026-11' };

const started = (content = evaluation, actor = supervisor, targetId: string | null = 'u-trainee'): SubmissionEvent => ({
  type: 'SubmissionStarted',
  data: {
    submissionId: 's1',
    formId: 'f1',
    formVersion: 1,
    formName: content.name,
    formType: content.type,
    organizationId: 'org',
    signerRoles: content.submitterRoles,
    isMultiway: content.isMultiway,
    submitterUserId: actor.userId,
    submitterPositionId: actor.positionId,
    submitterRole: actor.role,
    targetId,
    placementId: null,
    taskId: null,
    signers: {},
  },
});
const start = (actor = supervisor, form = facts()): SubmissionCommand => ({
  type: 'StartSubmission',
  data: { submissionId: 's1', actor, form, targetId: 'u-trainee', placementId: null },
});
const sign = (actor = supervisor, extra: Record<string, unknown> = {}, form = facts()): SubmissionCommand => ({
  type: 'SignSubmission',
  data: { submissionId: 's1', actor, form, signature: 'Sam Supervisor', ip: '10.0.0.1', answers: complete, ...extra },
});
const signed = (actor: FormActor, status: string, nextRole: string | null, signature = 'Sam Supervisor'): SubmissionEvent => ({
  type: 'SubmissionSigned',
  data: {
    submissionId: 's1',
    formId: 'f1',
    organizationId: 'org',
    userId: actor.userId,
    positionId: actor.positionId,
    role: actor.role,
    signature,
    ip: '10.0.0.1',
    signedAt: testContext.now,
    status,
    nextRole,
  } as never,
});

describe('starting a submission', () => {
  it('starts one for a listed submitter role', () => {
    spec.when(start()).then([started()]);
  });
  it('FORMS-23 refuses an unpublished or deactivated form', () => {
    spec
      .when(start(supervisor, facts(evaluation, false)))
      .thenThrows(ConflictError, 'This form is unpublished or deactivated and cannot be submitted.');
  });
  it('FORMS-35 refuses a role that is not a submitter', () => {
    spec.when(start(trainee)).thenThrows(ForbiddenError, 'Your role cannot submit this form.');
  });
  it('self assessment targets the submitter', () => {
    const self = { ...evaluation, assessmentCategory: 'self' as const };
    const [event] = submissionDecider.decide(start(supervisor, facts(self)), submissionDecider.initialState(), testContext);
    expect(event?.type === 'SubmissionStarted' && event.data.targetId).toBe('user-under-test');
  });
});

describe('saving answers (a draft)', () => {
  const save = (answers: Record<string, unknown>, targetId?: string | null, actor = supervisor): SubmissionCommand =>
    ({
      type: 'SaveSubmission',
      data: { submissionId: 's1', actor, content: evaluation, answers, ...(targetId !== undefined ? { targetId } : {}) },
    }) as SubmissionCommand;
  it('keeps well formed answers and drops blank ones', () => {
    spec
      .given([started()])
      .when(save({ q1: 'Meets', q3: '' }))
      .then([{ type: 'SubmissionAnswersSaved', data: { submissionId: 's1', answers: { q1: 'Meets' }, targetId: 'u-trainee' } }]);
  });
  it("FORMS-29 refuses 'NA' as a value", () => {
    spec
      .given([started()])
      .when(save({ q3: 'NA' }))
      .thenFieldError('answers.q3', "'NA' is not a valid value.");
    spec
      .given([started()])
      .when(save({ q3: 'n/a' }))
      .thenFieldError('answers.q3', "'NA' is not a valid value.");
  });
  it('refuses an option not offered, a non-number and a bad month', () => {
    spec
      .given([started()])
      .when(save({ q1: 'Great' }))
      .thenFieldError('answers.q1', 'The selected option is invalid.');
    spec
      .given([started()])
      .when(save({ q5: 'four' }))
      .thenFieldError('answers.q5', 'This field must be a number.');
    spec
      .given([started()])
      .when(save({ q8: '2026-13' }))
      .thenFieldError('answers.q8', 'This field must be a month and year (MM/YYYY).');
  });
  it('tells a list given for a text answer that it must be text, not that it is missing', () => {
    spec
      .given([started()])
      .when(save({ q3: ['a'] }))
      .thenFieldError('answers.q3', 'This field must be text.');
    spec
      .given([started()])
      .when(save({ q4: 12 }))
      .thenFieldError('answers.q4', 'This field must be text.');
  });
  it('refuses an answer that is no kind of answer (an object) with the forms\' message, not zod\'s "Invalid input"', () => {
    let refusal: unknown;
    try {
      parseInput(saveSubmissionSchema, { answers: { q3: { a: 1 } } });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).errors).toEqual({
      'answers.q3': ['This answer must be text, a number, true or false, or a list of choices.'],
    });
  });
  it('FORMS-27 lets the target change while no answer exists, never after', () => {
    spec
      .given([started()])
      .when(save({}, 'u-other'))
      .then([{ type: 'SubmissionAnswersSaved', data: { submissionId: 's1', answers: {}, targetId: 'u-other' } }]);
    const answered: SubmissionEvent = {
      type: 'SubmissionAnswersSaved',
      data: { submissionId: 's1', answers: { q1: 'Meets' }, targetId: 'u-trainee' },
    };
    spec
      .given([started(), answered])
      .when(save({ q1: 'Meets' }, 'u-other'))
      .thenFieldError('target_id', 'The assessment target cannot change once responses are in progress or submitted.');
  });
  it('only the submitter saves', () => {
    spec
      .given([started()])
      .when(save({ q1: 'Meets' }, undefined, { ...supervisor, userId: 'someone' }))
      .thenThrows(ForbiddenError);
  });
});

describe('submitting (signing) an evaluation', () => {
  const saved: SubmissionEvent = { type: 'SubmissionAnswersSaved', data: { submissionId: 's1', answers: complete, targetId: 'u-trainee' } };
  it('FORMS-21 records the typed name and the IP; status submitted', () => {
    spec
      .given([started()])
      .when(sign())
      .then([saved, signed(supervisor, 'submitted', null)]);
  });
  it('FORMS-34 refuses a missing required answer with the incomplete message', () => {
    const run = () =>
      submissionDecider.decide(
        sign(supervisor, { answers: { ...complete, q3: '' } }),
        [started()].reduce(submissionDecider.evolve, submissionDecider.initialState()),
        testContext,
      );
    expect(run).toThrow('Incomplete form submission. Please fill out all of the fields.');
  });
  it('FORMS-30 needs the agreement ticked', () => {
    spec
      .given([started()])
      .when(sign(supervisor, { answers: { ...complete, q7: false } }))
      .thenFieldError('answers.q7', 'You must agree to this statement to proceed.');
  });
  it('FORMS-33 needs a required upload', () => {
    spec
      .given([started()])
      .when(sign(supervisor, { answers: { ...complete, q6: [] } }))
      .thenFieldError('answers.q6', 'A required upload must be present.');
  });
  it('FORMS-31 needs a signature name', () => {
    spec
      .given([started()])
      .when(sign(supervisor, { signature: '  ' }))
      .thenFieldError('signature', 'A signature name is required.');
  });
  it('FORMS-31 FORMS-30 a form sent empty names the signature with the answers, in one refusal', () => {
    const unsigned = sign(supervisor, { signature: '', answers: { ...complete, q7: false } });
    spec.given([started()]).when(unsigned).thenFieldError('answers.q7', 'You must agree to this statement to proceed.');
    spec.given([started()]).when(unsigned).thenFieldError('signature', 'A signature name is required.');
  });
  it('FORMS-32 needs an assessment target', () => {
    spec
      .given([started(evaluation, supervisor, null)])
      .when(sign())
      .thenFieldError('target_id', 'An assessment target is required.');
  });
  it('FORMS-24 refuses a second submission', () => {
    spec
      .given([started(), saved, signed(supervisor, 'submitted', null)])
      .when(sign())
      .thenThrows(ConflictError, 'This form has already been submitted and cannot be submitted again.');
  });
  it('FORMS-23 refuses when the form was unpublished since the draft began', () => {
    spec
      .given([started()])
      .when(sign(supervisor, {}, facts(evaluation, false)))
      .thenThrows(ConflictError);
  });
});

describe('a multiway agreement (FORMS-25, 26)', () => {
  const agree = facts(agreement);
  const traineeSigned = signed(trainee, 'signature required', 'supervisor', 'Tess Trainee');
  const base: SubmissionEvent[] = [
    started(agreement, trainee, null),
    { type: 'SubmissionAnswersSaved', data: { submissionId: 's1', answers: { q7: true }, targetId: null } },
  ];
  it('the first signer leaves it waiting for the next role', () => {
    spec
      .given([started(agreement, trainee, null)])
      .when(sign(trainee, { signature: 'Tess Trainee', answers: { q7: true } }, agree))
      .then([base[1]!, traineeSigned]);
  });
  it('a later signer is blocked until the earlier ones finish', () => {
    spec
      .given([...base, traineeSigned])
      .when(sign(coordinator, { signature: 'Cora' }, agree))
      .thenThrows(ConflictError, /not yours to sign until they finish/);
  });
  it('each signer in turn; the last makes it ready', () => {
    spec
      .given([...base, traineeSigned])
      .when(sign(supervisor, {}, agree))
      .then([signed(supervisor, 'signature required', 'coordinator')]);
    spec
      .given([...base, traineeSigned, signed(supervisor, 'signature required', 'coordinator')])
      .when(sign(coordinator, { signature: 'Cora' }, agree))
      .then([signed(coordinator, 'ready', null, 'Cora')]);
  });
  it('a role that is not a signer cannot sign', () => {
    spec
      .given([...base, traineeSigned])
      .when(sign(faculty, {}, agree))
      .thenThrows(ForbiddenError);
  });

  const named = { supervisor: { userId: 'user-under-test', positionId: 'p-sup' } };
  const startNamed = (signers: Record<string, { userId: string; positionId: string }>, form = agree): SubmissionCommand => ({
    type: 'StartSubmission',
    data: { submissionId: 's1', actor: trainee, form, targetId: null, placementId: null, taskId: 't-1', signers },
  });
  it('FORMS-26 the first signer names who signs for a later role, and the task it came from', () => {
    const [event] = submissionDecider.decide(startNamed(named), submissionDecider.initialState(), testContext);
    expect(event?.data).toMatchObject({ taskId: 't-1', signers: named });
  });
  it('FORMS-25 only later signer roles can be named', () => {
    spec
      .when(startNamed({ trainee: { userId: 'u-trainee', positionId: 'p-tr' } }))
      .thenFieldError('signers', 'Only the later signers of a multiway agreement can be named.');
    spec
      .when(startNamed(named, facts({ ...agreement, isMultiway: false, submitterRoles: ['trainee', 'supervisor'] })))
      .thenFieldError('signers', 'Only the later signers of a multiway agreement can be named.');
  });
  it('FORMS-26 a named signer alone signs for their role', () => {
    const namedStart: SubmissionEvent = {
      ...started(agreement, trainee, null),
      data: { ...started(agreement, trainee, null).data, signers: named },
    } as SubmissionEvent;
    const given = [namedStart, base[1]!, traineeSigned];
    const otherSupervisor: FormActor = { ...supervisor, userId: 'u-other-sup', positionId: 'p-other' };
    spec
      .given(given)
      .when(sign(otherSupervisor, {}, agree))
      .thenThrows(ForbiddenError, 'This agreement names another person to sign for your role.');
    spec
      .given(given)
      .when(sign(supervisor, {}, agree))
      .then([signed(supervisor, 'signature required', 'coordinator')]);
  });
});

describe('FORMS-06 an emailed single-use link signs for a later role', () => {
  const traineeSigned = signed(trainee, 'signature required', 'supervisor', 'Tess Trainee');
  const supervisorSigned = signed(supervisor, 'signature required', 'coordinator');
  const base: SubmissionEvent[] = [
    started(agreement, trainee, null),
    { type: 'SubmissionAnswersSaved', data: { submissionId: 's1', answers: { q7: true }, targetId: null } },
    traineeSigned,
  ];
  const expiresAt = '2026-11-28T10:00:00.000Z';
  const send = (actor: FormActor, role = 'coordinator', linkId = 'link-1'): SubmissionCommand => ({
    type: 'SendSubmissionLink',
    data: { submissionId: 's1', actor, linkId, role, email: 'pat@outside.test', name: 'Pat Outside', expiresAt },
  });
  const sent = (linkId = 'link-1'): SubmissionEvent => ({
    type: 'SubmissionLinkSent',
    data: {
      submissionId: 's1',
      organizationId: 'org',
      linkId,
      role: 'coordinator',
      email: 'pat@outside.test',
      name: 'Pat Outside',
      expiresAt,
      sentByUserId: 'u-trainee',
    },
  });
  const byLink = (linkId = 'link-1', signature = 'Pat Outside'): SubmissionCommand => ({
    type: 'SignSubmissionByLink',
    data: { submissionId: 's1', linkId, role: 'coordinator', signature, ip: '203.0.113.9', submittable: true },
  });
  it('the submitter or a coordinator sends one for a later role', () => {
    spec.given(base).when(send(trainee)).then([sent()]);
    spec.given(base).when(send(supervisor)).thenThrows(ForbiddenError);
    spec
      .given(base)
      .when(send(trainee, 'trainee'))
      .thenThrows(ValidationError, 'Only a later signer of a multiway agreement can be sent a link.');
    spec
      .given(base)
      .when(send(trainee, 'supervisor', 'x'))
      .then([{ ...sent('x'), data: { ...sent('x').data, role: 'supervisor' } } as SubmissionEvent]);
  });
  it('blocked until the earlier signers finish, then signs once as the role with no account', () => {
    spec
      .given([...base, sent()])
      .when(byLink())
      .thenThrows(ConflictError, /not yours to sign until they finish/);
    const signedByLink = {
      type: 'SubmissionSigned',
      data: {
        submissionId: 's1',
        formId: 'f1',
        organizationId: 'org',
        userId: null,
        positionId: null,
        role: 'coordinator',
        signature: 'Pat Outside',
        // the address the link went to: whose personal data the signature is
        signerEmail: 'pat@outside.test',
        ip: '203.0.113.9',
        signedAt: testContext.now,
        status: 'ready',
        nextRole: null,
      },
    } as SubmissionEvent;
    spec
      .given([...base, sent(), supervisorSigned])
      .when(byLink())
      .then([signedByLink]);
    spec
      .given([...base, sent(), supervisorSigned, signedByLink])
      .when(byLink())
      .thenThrows(ConflictError, 'This link has already been used.');
  });
  it('a replaced or expired link signs nothing; a signature is still required', () => {
    spec
      .given([...base, sent(), sent('link-2'), supervisorSigned])
      .when(byLink('link-1'))
      .thenThrows(ForbiddenError, 'This link has expired.');
    const expired = { ...sent(), data: { ...sent().data, expiresAt: testContext.now } } as SubmissionEvent;
    spec
      .given([...base, expired, supervisorSigned])
      .when(byLink())
      .thenThrows(ForbiddenError, 'This link has expired.');
    spec
      .given([...base, sent(), supervisorSigned])
      .when(byLink('link-1', ' '))
      .thenFieldError('signature', 'A signature name is required.');
  });
  it('a role named to a member signs in the app, not by link', () => {
    const named = {
      ...started(agreement, trainee, null),
      data: { ...started(agreement, trainee, null).data, signers: { coordinator: { userId: 'u-coord', positionId: 'p-co' } } },
    } as SubmissionEvent;
    spec
      .given([named, base[1]!, traineeSigned])
      .when(send(trainee))
      .thenThrows(ConflictError, 'A member named for this role signs in the app.');
  });
});

describe('review (FORMS-28, 36)', () => {
  const review = (actor: FormActor, status: 'approved' | 'denied' | 'reverted'): SubmissionCommand => ({
    type: 'ReviewSubmission',
    data: { submissionId: 's1', actor, reviewerRoles: ['faculty'], status, comments: 'Well done' },
  });
  const done = [started(), signed(supervisor, 'submitted', null)];
  it('a configured reviewer approves a submitted form', () => {
    spec
      .given(done)
      .when(review(faculty, 'approved'))
      .then([
        {
          type: 'SubmissionReviewed',
          data: { submissionId: 's1', status: 'approved', reviewerUserId: 'u-fac', comments: 'Well done', reviewedAt: testContext.now },
        },
      ]);
  });
  it('another role cannot review', () => {
    spec.given(done).when(review(coordinator, 'approved')).thenThrows(ForbiddenError, 'Your role cannot review this form.');
  });
  it('a draft or a decided submission cannot be reviewed', () => {
    spec.given([started()]).when(review(faculty, 'denied')).thenThrows(ConflictError, 'A draft submission cannot be denied.');
    spec
      .given([
        ...done,
        {
          type: 'SubmissionReviewed',
          data: { submissionId: 's1', status: 'approved', reviewerUserId: 'u-fac', comments: '', reviewedAt: testContext.now },
        },
      ])
      .when(review(faculty, 'denied'))
      .thenThrows(ConflictError, 'A approved submission cannot be denied.');
  });
});

describe('FORMS-18 a reviewer reverts a decision', () => {
  const review = (actor: FormActor, status: 'approved' | 'denied' | 'reverted'): SubmissionCommand => ({
    type: 'ReviewSubmission',
    data: { submissionId: 's1', actor, reviewerRoles: ['faculty'], status, comments: '' },
  });
  const reviewed = (status: 'approved' | 'denied' | 'reverted') => ({
    type: 'SubmissionReviewed' as const,
    data: { submissionId: 's1', status, reviewerUserId: 'u-fac', comments: '', reviewedAt: testContext.now },
  });
  const done = [started(), signed(supervisor, 'submitted', null)];
  it('withdraws an approval or a denial: the status becomes reverted', () => {
    spec
      .given([...done, reviewed('approved')])
      .when(review(faculty, 'reverted'))
      .then([reviewed('reverted')]);
    spec
      .given([...done, reviewed('denied')])
      .when(review(faculty, 'reverted'))
      .then([reviewed('reverted')]);
  });
  it('a reverted submission waits for a decision again', () => {
    spec
      .given([...done, reviewed('denied'), reviewed('reverted')])
      .when(review(faculty, 'approved'))
      .then([reviewed('approved')]);
  });
  it('only a decision can be reverted, and only by a reviewer', () => {
    spec.given(done).when(review(faculty, 'reverted')).thenThrows(ConflictError, 'A submitted submission cannot be reverted.');
    spec
      .given([...done, reviewed('approved'), reviewed('reverted')])
      .when(review(faculty, 'reverted'))
      .thenThrows(ConflictError, 'A reverted submission cannot be reverted.');
    spec
      .given([...done, reviewed('approved')])
      .when(review(coordinator, 'reverted'))
      .thenThrows(ForbiddenError, 'Your role cannot review this form.');
  });
});

describe('FORMS-17 progress', () => {
  it('is open with nothing answered, progress with a draft, submitted once signed', () => {
    expect(submissionProgress({ signed: false, answered: false })).toBe('open');
    expect(submissionProgress({ signed: false, answered: true })).toBe('progress');
    expect(submissionProgress({ signed: true, answered: true })).toBe('submitted');
  });
});
