// Demo joining (issue 12): an open signup code per demo organization (trainees; the demo
// organization also has one for supervisors), a pending invitation and an invite link with
// fixed ids and code, so `npm start` can print them, and a survey for trainees and
// supervisors with every field type (the supervisor's licensing block sits before question 8).
import { randomUUID } from 'node:crypto';
import {
  inviteDecider,
  inviteLinkDecider,
  inviteLinkStream,
  inviteStream,
  questionInputSchema,
  signupCodeDecider,
  signupCodeStream,
  signupQuestionDecider,
  SIGNUP_QUESTIONS_STREAM,
  type QuestionInput,
  type SignupRole,
} from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { issueInviteCode } from '@practicum/command-service/signup/inviteCodes';
import { holdInviteAddress } from '@practicum/command-service/signup/inviteAddress';
import { seedOrigin, seedOriginAs, type DemoContext, type DemoSeeder } from './demoContext.js';

/** What the launcher prints: paths a visitor opens to join as each role. */
export const demoSignup = {
  codes: [
    { organization: 'demo', code: 'demo-trainees', role: 'trainee' },
    { organization: 'demo', code: 'demo-supervisors', role: 'supervisor' },
    { organization: 'demo', code: 'demo-faculty', role: 'faculty' },
    { organization: 'clinic', code: 'clinic-interns', role: 'trainee' },
    { organization: 'social', code: 'northfield-students', role: 'trainee' },
  ] as const satisfies readonly { organization: string; code: string; role: SignupRole }[],
  invite: {
    id: '5e1f0c2a-7b7d-4c59-9d4f-0d1e2a3b4c5d',
    code: 'demo-invite-2026',
    email: 'new.coordinator@practicum.test',
    role: 'coordinator' as const,
  },
  inviteLink: { id: '8a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', role: 'trainee' as const },
};

type DemoQuestion = Omit<QuestionInput, 'section' | 'required'> & {
  section?: number;
  required?: boolean;
  values?: string[];
  other?: boolean;
};

const traineeQuestions: DemoQuestion[] = [
  {
    role: 'trainee',
    ordering: 1,
    body: 'Which program are you enrolled in?',
    fieldtype: 'single',
    required: true,
    values: ['Clinical Mental Health Counseling', 'Marriage and Family Therapy', 'School Counseling'],
    other: true,
  },
  { role: 'trainee', ordering: 2, body: 'When did you start your program?', fieldtype: 'monthYearDate', required: true },
  {
    role: 'trainee',
    ordering: 3,
    section: 2,
    body: 'Which populations would you like to work with?',
    fieldtype: 'multiple',
    values: ['Children', 'Adolescents', 'Adults', 'Older adults'],
    other: true,
  },
  { role: 'trainee', ordering: 4, section: 2, body: 'I am comfortable providing telehealth sessions.', fieldtype: 'agree' },
  { role: 'trainee', ordering: 5, section: 2, body: 'Anything your coordinator should know?', fieldtype: 'text' },
];
const supervisorQuestions: DemoQuestion[] = [
  {
    role: 'supervisor',
    ordering: 1,
    body: 'Highest degree',
    fieldtype: 'single',
    required: true,
    values: ['Master’s', 'Doctorate'],
    other: true,
  },
  { role: 'supervisor', ordering: 2, body: 'Degree conferred', fieldtype: 'monthYearDate', required: true },
  { role: 'supervisor', ordering: 3, body: 'Years of clinical experience', fieldtype: 'numeric', required: true },
  { role: 'supervisor', ordering: 4, body: 'Specialty concentration', fieldtype: 'string' },
  {
    role: 'supervisor',
    ordering: 5,
    section: 2,
    body: 'Populations you serve',
    fieldtype: 'multiple',
    required: true,
    values: ['Children', 'Adolescents', 'Adults', 'Couples and families'],
    other: true,
  },
  { role: 'supervisor', ordering: 6, section: 2, body: 'I enjoy supervising new clinicians.', fieldtype: 'agree' },
  { role: 'supervisor', ordering: 7, section: 2, body: 'About you (shown on your profile)', fieldtype: 'text' },
  {
    role: 'supervisor',
    ordering: 8,
    section: 3,
    body: 'Are you accepting trainees now?',
    fieldtype: 'single',
    required: true,
    values: ['Yes', 'No'],
  },
  { role: 'supervisor', ordering: 9, section: 3, body: 'Training and credentials', fieldtype: 'text' },
];

async function seedQuestions(ctx: DemoContext) {
  for (const { values = [], other = false, ...input } of [...traineeQuestions, ...supervisorQuestions]) {
    const questionId = randomUUID();
    const question = parseInput(questionInputSchema, input);
    const handle = (command: Parameters<typeof signupQuestionDecider.decide>[0]) =>
      ctx.commands.handle(signupQuestionDecider, SIGNUP_QUESTIONS_STREAM, command, seedOrigin());
    await handle({ type: 'AddSignupQuestion', data: { questionId, question } });
    for (const value of values)
      await handle({ type: 'AddSignupQuestionValue', data: { questionId, value: { id: randomUUID(), value, is_other: false } } });
    if (other)
      await handle({ type: 'AddSignupQuestionValue', data: { questionId, value: { id: randomUUID(), value: 'Other', is_other: true } } });
  }
}

export const seedDemoSignup: DemoSeeder = async (ctx) => {
  for (const { organization, code, role } of demoSignup.codes) {
    const organizationId = ctx.organizationIds.get(organization)!;
    await ctx.commands.handle(
      signupCodeDecider,
      signupCodeStream(code),
      { type: 'CreateSignupCode', data: { code, organizationId, role } },
      seedOrigin(),
    );
  }
  const coordinator = ctx.people.get('coordinator')!;
  const { invite, inviteLink } = demoSignup;
  const invited = { inviteId: invite.id, organizationId: coordinator.organizationId, email: invite.email };
  await holdInviteAddress(ctx.commands, invited, 'reserve', seedOriginAs(coordinator));
  await ctx.commands.handle(
    inviteDecider,
    inviteStream(invite.id),
    {
      type: 'SendInvite',
      data: {
        inviteId: invite.id,
        organizationId: coordinator.organizationId,
        email: invite.email,
        first_name: 'Casey',
        last_name: 'Newcomb',
        role: invite.role,
        invitedBy: coordinator.userId,
      },
    },
    seedOriginAs(coordinator),
  );
  await issueInviteCode(ctx.deps.pool, invite.id, invite.code);
  await ctx.commands.handle(
    inviteLinkDecider,
    inviteLinkStream(inviteLink.id),
    {
      type: 'CreateInviteLink',
      data: {
        inviteLinkId: inviteLink.id,
        organizationId: coordinator.organizationId,
        createdBy: coordinator.userId,
        settings: { name: 'Fall cohort (demo)', role: inviteLink.role, expires_at: null, max_uses: 200, active: true },
      },
    },
    seedOriginAs(coordinator),
  );
  await seedQuestions(ctx);
};
