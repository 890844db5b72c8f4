// Joining Practicum's read contract: signup codes, invitations, invite links, the survey
// catalogue and each account's signup answers (SIGNUP-35, 63 … 67; 002 §7 signup_responses).
import type { Knex } from 'knex';
import { organizationsReadModel } from '../organizations/readModel.js';
import type { SurveyQuestion } from '@practicum/shared/domain/signup/survey';
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
}

/** SIGNUP-01: a live code with its organization, or null (the screen goes to /404). */
export async function liveSignupCode(
  knex: Knex,
  code: string,
): Promise<{ code: string; role: string; organization: SignupOrganization } | null> {
  const row = await knex({ c: T.signup_codes })
    .join({ o: ORGS }, 'o.id', 'c.organization_id')
    .where({ 'c.code': code.trim().toLowerCase(), 'c.active': true })
    .first<
      | { code: string; role: string; id: string; name: string; logo_image_url: string | null; dynamic_words: Record<string, string> }
      | undefined
    >('c.code', 'c.role', 'o.id', 'o.name', 'o.logo_image_url', 'o.dynamic_words');
  if (!row) return null;
  const { code: found, role, ...organization } = row;
  return { code: found, role, organization };
}

export async function organizationForSignup(knex: Knex, organizationId: string): Promise<SignupOrganization | null> {
  return (
    (await knex(ORGS)
      .where({ id: organizationId })
      .first<SignupOrganization | undefined>('id', 'name', 'logo_image_url', 'dynamic_words')) ?? null
  );
}

/** SIGNUP-35 / 36: a role's questions in wizard order, with their values. */
export async function surveyQuestions(knex: Knex, role: string | null): Promise<SurveyQuestion[]> {
  const query = knex(T.signup_questions).orderBy([{ column: 'section' }, { column: 'ordering' }, { column: 'id' }]);
  if (role) query.where({ role });
  const rows =
    await query.select<
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

export const invitesOf = (knex: Knex, organizationId: string | null): Knex.QueryBuilder => {
  const query = knex({ i: T.invites }).select('i.*');
  if (organizationId) query.where('i.organization_id', organizationId);
  return query;
};
export const inviteColumns = {
  id: 'i.id',
  email: 'i.email',
  role: 'i.role',
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
export async function signupResponsesOf(
  knex: Knex,
  userId: string,
): Promise<SignupResponsesRow | null> {
  return (await knex(T.signup_responses).where({ user_id: userId }).first<SignupResponsesRow | undefined>()) ?? null;
}
