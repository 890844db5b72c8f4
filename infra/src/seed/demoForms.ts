// Demo forms (issue 14 §7), through commands: a mid-term and a final evaluation
// with every question type, the trainee's self-evaluation (stop 55), a three-party practicum agreement (trainee →
// supervisor → coordinator; its submission in progress is the demo placement's,
// seeded with the placements), and evaluations of the demo trainee in several
// states (approved, submitted, a draft).
import { randomUUID } from 'node:crypto';
import {
  formDecider,
  formInputSchema,
  formStream,
  submissionDecider,
  submissionStream,
  type FormActor,
  type FormData,
  type FormInput,
  type SubmissionCommand,
} from '@practicum/shared/domain/forms/index';
import { placementRequirementDecider, placementRequirementStream } from '@practicum/shared/domain/forms/requirements/index';
import { seedOriginAs, type DemoPerson, type DemoSeeder } from './demoContext.js';

const evaluationSections = [
  {
    title: 'Clinical skills',
    questions: [
      {
        type: 'single',
        label: 'Builds rapport with clients',
        required: true,
        options: ['Exceeds expectations', 'Meets expectations', 'Needs improvement'],
      },
      { type: 'multiple', label: 'Strengths observed', options: ['Assessment', 'Case conceptualization', 'Documentation', 'Ethics'] },
      { type: 'numeric', label: 'Direct client hours observed', required: true },
      { type: 'monthYearDate', label: 'Evaluation period (month and year)', required: true },
    ],
  },
  {
    title: 'Comments and sign-off',
    questions: [
      { type: 'string', label: 'One-line summary', required: true },
      { type: 'text', label: 'Goals for the next term' },
      { type: 'upload', label: 'Observation notes (upload)' },
      { type: 'agree', label: 'I discussed this evaluation with the trainee.', required: true },
    ],
  },
];

/** The supervisor's evaluation of a trainee at a point of the practicum. */
const supervisorEvaluation = (name: string, when: string) => ({
  name,
  type: 'evaluation',
  intro: `The site supervisor evaluates the trainee ${when} the practicum.`,
  instructions: 'Answer each question from your direct observation. Your typed name is your signature.',
  assessment_category: 'trainee',
  submitter_roles: ['supervisor', 'faculty'],
  reviewer_roles: ['faculty', 'coordinator'],
  sections: evaluationSections,
});

const forms: Record<'midterm' | 'final' | 'agreement' | 'self', Record<string, unknown>> = {
  midterm: supervisorEvaluation('Mid-term evaluation', 'halfway through'),
  final: supervisorEvaluation('Final evaluation', 'at the end of'),
  // the trainee's own evaluation (assessment category self): what "Fill an evaluation" offers a trainee
  self: {
    name: 'Trainee self-evaluation',
    type: 'evaluation',
    intro: 'The trainee looks back on the term: strengths, growth and goals.',
    instructions: 'Answer honestly; your faculty member and coordinator read it. Your typed name is your signature.',
    assessment_category: 'self',
    submitter_roles: ['trainee'],
    reviewer_roles: ['faculty', 'coordinator'],
    sections: [
      {
        title: 'Looking back',
        questions: [
          {
            type: 'single',
            label: 'How confident do you feel building rapport with clients?',
            required: true,
            options: ['Very confident', 'Somewhat confident', 'Not yet confident'],
          },
          { type: 'text', label: 'What went well this term?', required: true },
          { type: 'text', label: 'Goals for the next term' },
        ],
      },
    ],
  },
  agreement: {
    name: 'Practicum site agreement',
    type: 'agreement',
    intro: 'The trainee, the site supervisor and the program coordinator agree on the practicum terms.',
    instructions:
      'Each party reads the terms, agrees to them and signs with their typed full name, in turn: trainee, then site supervisor, then coordinator.',
    assessment_category: 'none',
    submitter_roles: ['trainee', 'supervisor', 'coordinator'],
    reviewer_roles: ['coordinator'],
    is_multiway: true,
    sections: [
      {
        title: 'Terms',
        questions: [
          { type: 'agree', label: 'I agree to the practicum terms, the site policies and the supervision schedule.', required: true },
        ],
      },
    ],
  },
};

const evaluationAnswers = (form: FormData, summary: string) => {
  const [a, b, c, d] = form.content.sections[0]!.questions;
  const [e, f, , h] = form.content.sections[1]!.questions;
  return {
    [a!.id]: 'Meets expectations',
    [b!.id]: ['Assessment', 'Documentation'],
    [c!.id]: 42,
    [d!.id]: new Date().toISOString().slice(0, 7),
    [e!.id]: summary,
    [f!.id]: 'Lead an intake on their own; present one case in group supervision.',
    [h!.id]: true,
  };
};

export const seedDemoForms: DemoSeeder = async (ctx) => {
  const pipeline = ctx.commands;
  const as = seedOriginAs;
  const actor = (p: DemoPerson): FormActor => ({
    userId: p.userId,
    positionId: p.positionId,
    role: p.role,
    organizationId: p.organizationId,
  });
  const [coordinator, supervisor, faculty, trainee] = (['coordinator', 'supervisor', 'faculty', 'trainee'] as const).map((r) =>
    ctx.people.get(r)!,
  );

  const made: Partial<Record<keyof typeof forms, FormData>> = {};
  for (const [key, body] of Object.entries(forms) as [keyof typeof forms, Record<string, unknown>][]) {
    const formId = randomUUID();
    const scope = { organizationId: coordinator!.organizationId, admin: false };
    const input: FormInput = formInputSchema.parse(body);
    await pipeline.handle(formDecider, formStream(formId), { type: 'CreateForm', data: { formId, scope, input } }, as(coordinator!));
    const result = await pipeline.handle(
      formDecider,
      formStream(formId),
      { type: 'SetFormPublished', data: { formId, scope, published: true } },
      as(coordinator!),
    );
    if (result.state.status === 'exists') made[key] = result.state.form;
    ctx.ids.set(`form:${key}`, formId);
  }

  const submit = (p: DemoPerson, command: SubmissionCommand) =>
    pipeline.handle(submissionDecider, submissionStream(command.data.submissionId), command, as(p));
  const facts = (form: FormData) => ({ formId: form.id, version: form.version, content: form.content, submittable: true });
  const start = async (p: DemoPerson, form: FormData, targetId: string | null) => {
    const submissionId = randomUUID();
    await submit(p, { type: 'StartSubmission', data: { submissionId, actor: actor(p), form: facts(form), targetId, placementId: null } });
    return submissionId;
  };

  // the mid-term: submitted by the supervisor, approved by faculty
  const midterm = made.midterm!;
  const midtermId = await start(supervisor!, midterm, trainee!.userId);
  const answers = evaluationAnswers(midterm, 'Theo is building solid rapport and documents thoroughly.');
  await submit(supervisor!, {
    type: 'SignSubmission',
    data: {
      submissionId: midtermId,
      actor: actor(supervisor!),
      form: facts(midterm),
      signature: supervisor!.name,
      ip: '127.0.0.1',
      answers,
    },
  });
  await submit(faculty!, {
    type: 'ReviewSubmission',
    data: {
      submissionId: midtermId,
      actor: actor(faculty!),
      reviewerRoles: midterm.content.reviewerRoles,
      status: 'approved',
      comments: 'Thank you, clear and specific.',
    },
  });
  // faculty's own mid-term view of the trainee: submitted, awaiting review
  const facultyId = await start(faculty!, midterm, trainee!.userId);
  await submit(faculty!, {
    type: 'SignSubmission',
    data: {
      submissionId: facultyId,
      actor: actor(faculty!),
      form: facts(midterm),
      signature: faculty!.name,
      ip: '127.0.0.1',
      answers: evaluationAnswers(midterm, 'Steady progress; keep working on case notes.'),
    },
  });
  // the final: a draft the supervisor has started
  const finalForm = made.final!;
  const finalId = await start(supervisor!, finalForm, trainee!.userId);
  const firstQuestion = finalForm.content.sections[0]!.questions[0]!.id;
  await submit(supervisor!, {
    type: 'SaveSubmission',
    data: {
      submissionId: finalId,
      actor: actor(supervisor!),
      content: finalForm.content,
      answers: { [firstQuestion]: 'Exceeds expectations' },
    },
  });
  // the agreement in progress is the one of the demo trainee's placement waiting for it (demoPlacements.ts)
  const agreement = made.agreement!;

  // PLACE-06: a placement at Practicum I needs the site agreement
  const levelId = ctx.ids.get('level:Practicum I');
  if (levelId)
    await pipeline.handle(
      placementRequirementDecider,
      placementRequirementStream(levelId),
      {
        type: 'SetPlacementRequirement',
        data: {
          trainingLevelId: levelId,
          organizationId: coordinator!.organizationId,
          agreementFormIds: [agreement.id],
          forms: { [agreement.id]: agreement },
        },
      },
      as(coordinator!),
    );
  ctx.ids.set('submission:final-draft', finalId);
};
