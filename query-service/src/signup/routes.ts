// Joining Practicum, the read side (spec 000 §7 "Signup and invites"; 002 §7): the signup
// code and invite link a wizard opens with, the survey questions, countries, states and
// disciplines, the keep-alive ping, and the coordinators' lists of invitations and links.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { lookedUpCode } from '@practicum/shared/platform/http/codeGuessThrottle';
import { z } from 'zod';
import {
  inviteColumns,
  inviteLinkById,
  inviteLinkColumns,
  inviteLinksOf,
  invitesOf,
  liveSignupCode,
  organizationForSignup,
  signupCodeReads,
  signupReadModel,
  signupCodeColumns,
  signupCodesOf,
  signupResponsesOf,
  surveyQuestions,
  unsupportedCountries,
} from '@practicum/projections/signup/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { canReadProfile } from '@practicum/projections/supervisorProfiles/readModel';
import {
  disciplines,
  signupMessages,
  signupRoles,
  inviteLinkProblem,
  signupVariant,
  type InviteLinkSettings,
  type SignupRole,
} from '@practicum/shared/domain/signup/index';
import { allCountries, countryByIso2, statesOf } from '@practicum/shared/platform/places/index';
import { NotFoundError, TooManyAttemptsError } from '@practicum/shared/platform/errors';
import { authOf, csrfProtectionOnGet } from '@practicum/shared/platform/http/auth';
import { assertSameOrganization, requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { minPositionMiddleware } from '../http/minPosition.js';
import { sendList } from '../http/simpleRest.js';

/**
 * Signup answers are read as the person's profile is (canReadProfile: the person, the coordinators and faculty of an
 * organization where they hold a position), and by admins (any existing user); anyone else finds none (404).
 */
async function mayReadSignupAnswers(knex: Knex, req: Request, userId: string): Promise<boolean> {
  const auth = authOf(req);
  if (auth.role === 'admin') return (await knex(usersReadModel.tables.users).where({ id: userId }).first('id')) !== undefined;
  return canReadProfile(knex, { userId: auth.userId, organizationId: auth.organizationId ?? null, role: auth.role ?? null }, userId);
}

/** SIGNUP-60 */
export const MAX_SIGNUP_PINGS = 4;
const uuid = (value: unknown): string => {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
};
const organizationScope = (req: Request): string | null => {
  const auth = authOf(req);
  return auth.role === 'admin' ? null : (auth.organizationId ?? '00000000-0000-0000-0000-000000000000');
};

type LinkRow = InviteLinkSettings & {
  id: string;
  organization_id: string;
  uses: number;
  expires_at: string | Date | null;
  created_at: Date;
};
const linkRecord = (row: LinkRow, now: string) => {
  const expires = row.expires_at === null ? null : new Date(row.expires_at).toISOString();
  const problem = inviteLinkProblem(
    {
      status: 'live',
      inviteLinkId: row.id,
      organizationId: row.organization_id,
      settings: { ...row, expires_at: expires },
      uses: row.uses,
    },
    now,
  );
  return {
    ...row,
    expires_at: expires,
    role: { keyname: row.role },
    usable: problem === null,
    status: problem ?? 'active',
    path: `/register/invite-link/${row.id}`,
  };
};

/** The calls of the signed-out wizard; mounted before the query service's sign-in wall. */
export function signupPublicRoutes(deps: { knex: Knex; pool: pg.Pool; clock?: () => Date }): Router {
  const router = Router();
  // signup codes are typed, so guessed: the codes that open nothing count per address (codeGuessThrottle.ts)
  const throttle = attemptThrottle(deps.pool, deps.clock ?? (() => new Date()));
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();
  const reads = readsFrom(signupReadModel);
  router.use(['/api/signup', '/api/countries', '/api/disciplines', '/api/invite-links/:id/status'], minPositionMiddleware());

  // a GET that writes (the session's ping count): it carries the CSRF header as writes do, so another site cannot
  // spend a visitor's pings
  router.get('/api/signup/ping', csrfProtectionOnGet, readsFrom(), (req, res) => {
    const pings = (req.session.signupPings ?? 0) + 1;
    if (pings > MAX_SIGNUP_PINGS) throw new TooManyAttemptsError('The signup session can no longer be extended.', {}, 0);
    req.session.signupPings = pings;
    res.json({ pings, remaining: MAX_SIGNUP_PINGS - pings });
  });

  router.get('/api/signup/survey-questions/:role', reads, async (req, res) => {
    const role = z.enum(signupRoles).safeParse(req.params.role);
    if (!role.success) throw new NotFoundError();
    res.json(await surveyQuestions(deps.knex, role.data));
  });

  // SIGNUP-68 (paths not shown): countries offered, US first; states of one; disciplines
  router.get('/api/countries', reads, async (_req, res) => {
    const off = await unsupportedCountries(deps.knex);
    res.json(
      allCountries()
        .filter((c) => !off.has(c.iso2))
        .map(({ iso2, name }) => ({ iso2, name })),
    );
  });
  router.get('/api/countries/:iso2/states', readsFrom(), (req, res) => {
    const country = countryByIso2(String(req.params.iso2));
    if (!country) throw new NotFoundError();
    res.json(statesOf(country.iso2).map(({ id, name }) => ({ id, name })));
  });
  router.get('/api/disciplines', readsFrom(), (_req, res) => res.json(disciplines));

  // SIGNUP-03, 57: public, what /register/invite-link/{id} needs; an unusable link answers 404
  router.get('/api/invite-links/:id/status', readsFrom(...signupCodeReads), async (req, res) => {
    const row = (await inviteLinkById(deps.knex, uuid(req.params.id))) as LinkRow | null;
    const record = row ? linkRecord(row, now()) : null;
    const organization = row ? await organizationForSignup(deps.knex, row.organization_id) : null;
    if (!row || !record?.usable || !organization) throw new NotFoundError(signupMessages.inviteLinkInvalid);
    const { id: _id, supervision_type, ...shown } = organization;
    const variant = signupVariant('link', row.role, supervision_type);
    res.json({ id: record.id, status: record.status, role: record.role, organization: shown, variant });
  });

  // SIGNUP-01, 59: last, so the fixed paths above win
  router.get('/api/signup/:code', readsFrom(...signupCodeReads), async (req, res) => {
    const code = String(req.params.code).slice(0, 64);
    const found = await lookedUpCode(
      throttle,
      { address: req.ip ?? 'unknown', field: 'signup_code' },
      async () => (await liveSignupCode(deps.knex, code)) ?? undefined,
    );
    if (!found) throw new NotFoundError(signupMessages.signupLinkInvalid);
    const { id: _id, supervision_type, ...organization } = found.organization;
    const variant = signupVariant('code', found.role as SignupRole, supervision_type);
    res.json({ code: found.code, role: { keyname: found.role }, organization, variant });
  });

  return router;
}

export function signupQueryRoutes(deps: { knex: Knex; clock?: () => Date }): Router {
  const router = Router();
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();
  const reads = readsFrom(signupReadModel);
  const manage = requireRouteAccess('/invites');

  router.get('/api/admin/countries', requireRouteAccess('/admin/tools/supported-countries'), reads, async (req, res) => {
    const off = await unsupportedCountries(deps.knex);
    const rows = allCountries().map((c) => ({ ...c, supported: !off.has(c.iso2) }));
    const q = typeof req.query.q === 'string' ? req.query.q.trim().toLowerCase() : '';
    res.json(q ? rows.filter((r) => r.name.toLowerCase().includes(q) || r.iso2.toLowerCase() === q) : rows);
  });
  router.get('/api/admin/signup-questions', requireRouteAccess('/admin/tools/signup-questions'), reads, async (req, res) => {
    const role = z.enum(signupRoles).safeParse(req.query.role);
    res.json(await surveyQuestions(deps.knex, role.success ? role.data : null));
  });

  // invite links: the manager's list and one link; the public status a wizard opens with
  router.get('/api/invite-links', manage, reads, async (req, res) => {
    const at = now();
    await sendList<LinkRow>(req, res, {
      resource: 'invite-links',
      query: () => inviteLinksOf(deps.knex, organizationScope(req)),
      columns: inviteLinkColumns,
      searchColumns: ['l.name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: (row) => linkRecord(row, at),
    });
  });
  router.get('/api/invite-links/:id', manage, reads, async (req, res) => {
    const row = (await inviteLinkById(deps.knex, uuid(req.params.id))) as LinkRow | null;
    if (!row) throw new NotFoundError();
    assertSameOrganization(req, row.organization_id);
    res.json(linkRecord(row, now()));
  });
  // SIGNUP-01: the organization's signup codes with the link each one opens
  router.get('/api/signup-codes', manage, reads, async (req, res) => {
    await sendList<{ code: string; role: string; organization_id: string; active: boolean }>(req, res, {
      resource: 'signup-codes',
      query: () => signupCodesOf(deps.knex, organizationScope(req)),
      columns: signupCodeColumns,
      searchColumns: ['c.code'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: (row) => ({ ...row, id: row.code, role: { keyname: row.role }, path: `/register/${row.code}` }),
    });
  });
  router.get('/api/invites', manage, reads, async (req, res) => {
    await sendList<Record<string, unknown>>(req, res, {
      resource: 'invites',
      query: () => invitesOf(deps.knex, organizationScope(req)),
      columns: inviteColumns,
      searchColumns: ['i.email', 'i.first_name', 'i.last_name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: (row) => ({ ...row, role: { keyname: row.role } }),
    });
  });

  // 002 §7 signup_responses: what a user answered when joining (the supervision profile itself is supervisorProfiles')
  router.get('/api/users/:id/signup-responses', readsFrom(signupReadModel, usersReadModel), async (req, res) => {
    const userId = uuid(req.params.id);
    if (!(await mayReadSignupAnswers(deps.knex, req, userId))) throw new NotFoundError();
    // someone who joined without the signup wizard (invited by an admin, the demo's people) answered nothing:
    // their profile page asks anyway, so it answers empty instead of failing the call
    const responses = await signupResponsesOf(deps.knex, userId);
    res.json({
      user_id: userId,
      signup_responses: responses?.answers ?? [],
      supervisor_licenses: responses?.supervisor_licenses ?? [],
    });
  });

  return router;
}
