// Joining Practicum's read contract: signup codes, invitations, invite links, the survey
// catalogue and each account's signup answers (SIGNUP-35, 63 … 67; 002 §7 signup_responses).
import type { Knex } from 'knex';
import { organizationsReadModel } from '../organizations/readModel.js';
import { answerText, type SurveyQuestion } from '@practicum/shared/domain/signup/survey';
import type { SignupAnswerData } from '@practicum/shared/domain/signup/events';
import { defineReadModel } from '../runner/readModel.js';

export const signupReadModel = defineReadModel({
  projections: ['signup'],
  tables: {
    signup_codes: 'signup_codes',
    invites: 'invites',
    invite_links: 'invite_links',
    signup_questions: 'signup_questions',
    signup_responses: 'signup_responses',
    unsupported_countries: 'unsupported_countries',
  },
});

// ---- queries (the query service's reads of this model) ----

const ORGS = organizationsReadModel.tables.organizations;
const T = signupReadModel.tables;
export const signupCodeReads = [signupReadModel, organizationsReadModel] as const;

export interface SignupOrganization {
  id: string;
  name: string;
  logo_image_url: string | null;
  dynamic_words: Record<string, string>;
  /** Decides the signup variant (SIGNUP-69); not shown to the visitor. */
  supervision_type: string;
}

/** SIGNUP-01: a live code with its organization, or null (the screen goes to /404). */
export async function liveSignupCode(
  knex: Knex,
  code: string,
): Promise<{ code: string; role: string; organization: SignupOrganization } | null> {
  const row = await knex({ c: T.signup_codes })
    .join({ o: ORGS }, 'o.id', 'c.organization_id')
    .where({ 'c.code': code.trim().toLowerCase(), 'c.active': true })
    .first<({ code: string; role: string } & SignupOrganization) | undefined>(
      'c.code',
      'c.role',
      'o.id',
      'o.name',
      'o.logo_image_url',
      'o.dynamic_words',
      'o.supervision_type',
    );
  if (!row) return null;
  const { code: found, role, ...organization } = row;
  return { code: found, role, organization };
}

export async function organizationForSignup(knex: Knex, organizationId: string): Promise<SignupOrganization | null> {
  return (
    (await knex(ORGS)
      .where({ id: organizationId })
      .first<SignupOrganization | undefined>('id', 'name', 'logo_image_url', 'dynamic_words', 'supervision_type')) ?? null
  );
}

/** SIGNUP-35 / 36: a role's questions in wizard order, with their values. */
export async function surveyQuestions(knex: Knex, role: string | null): Promise<SurveyQuestion[]> {
  const query = knex(T.signup_questions).orderBy([{ column: 'section' }, { column: 'ordering' }, { column: 'id' }]);
  if (role) query.where({ role });
  const rows = await query.select<
    {
      id: string;
      role: SurveyQuestion['role'];
      section: number;
      body: string;
      required: boolean;
      ordering: number;
      fieldtype: SurveyQuestion['fieldtype']['name'];
      values: SurveyQuestion['values'];
    }[]
  >();
  return rows.map((r) => ({ ...r, fieldtype: { name: r.fieldtype } }));
}

export async function unsupportedCountries(knex: Knex): Promise<Set<string>> {
  return new Set((await knex(T.unsupported_countries).select<{ iso2: string }[]>('iso2')).map((r) => r.iso2));
}

/** Invite links of an organization (all, for an admin without one), for the list protocol. */
export const inviteLinksOf = (knex: Knex, organizationId: string | null): Knex.QueryBuilder => {
  const query = knex({ l: T.invite_links }).select('l.*');
  if (organizationId) query.where('l.organization_id', organizationId);
  return query;
};
export const inviteLinkColumns = {
  id: 'l.id',
  name: 'l.name',
  role: 'l.role',
  active: 'l.active',
  expires_at: 'l.expires_at',
  uses: 'l.uses',
  created_at: 'l.created_at',
};

/** Signup codes of an organization (all, for an admin without one), for the list protocol. */
export const signupCodesOf = (knex: Knex, organizationId: string | null): Knex.QueryBuilder => {
  const query = knex({ c: T.signup_codes }).select('c.*');
  if (organizationId) query.where('c.organization_id', organizationId);
  return query;
};
export const signupCodeColumns = { id: 'c.code', code: 'c.code', role: 'c.role', active: 'c.active', created_at: 'c.created_at' };

export const invitesOf = (knex: Knex, organizationId: string | null): Knex.QueryBuilder => {
  const query = knex({ i: T.invites }).select('i.*');
  if (organizationId) query.where('i.organization_id', organizationId);
  return query;
};
export const inviteColumns = {
  id: 'i.id',
  email: 'i.email',
  role: 'i.role',
  // an admin reads one organization's invitations on its page
  organization_id: 'i.organization_id',
  status: 'i.status',
  sent_at: 'i.sent_at',
  created_at: 'i.created_at',
};

export async function inviteLinkById(knex: Knex, id: string): Promise<Record<string, unknown> | null> {
  return (await knex(T.invite_links).where({ id }).first<Record<string, unknown> | undefined>()) ?? null;
}

interface SignupResponsesRow {
  organization_id: string;
  answers: unknown[];
  supervisor_licenses: unknown[];
}

/** 002 §7 signup_responses: what a user answered when joining, for their supervision profile. */
export async function signupResponsesOf(knex: Knex, userId: string): Promise<SignupResponsesRow | null> {
  return (await knex(T.signup_responses).where({ user_id: userId }).first<SignupResponsesRow | undefined>()) ?? null;
}

/** PEOPLE-31: a user's signup answers as question and answer texts, in the survey's order. */
export async function signupAnswerTexts(knex: Knex, userId: string): Promise<{ question: string; answer: string }[]> {
  const responses = await signupResponsesOf(knex, userId);
  if (!responses || responses.answers.length === 0) return [];
  const questions = await surveyQuestions(knex, null);
  const order = new Map(questions.map((q, i) => [q.id, i]));
  return (responses.answers as SignupAnswerData[])
    .filter((a) => order.has(a.signup_question_id))
    .sort((a, b) => order.get(a.signup_question_id)! - order.get(b.signup_question_id)!)
    .map((a) => {
      const question = questions[order.get(a.signup_question_id)!]!;
      return { question: question.body, answer: answerText(a, question) };
    });
}
