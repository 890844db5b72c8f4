// Invitations, invite links (SIGNUP-65 … 67) and signup codes (SIGNUP-01: the code in
// /register/{org_signup_code}, POST /api/signup-codes, PUT /api/signup-codes/{code} {active}):
// coordinators manage their own organization's,
// admins any organization's (naming it in organization_id). A pasted list of addresses is
// one request with a result per row, so a whole cohort (up to 200) is invited at once.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail } from '@practicum/shared/domain/identity/index';
import { personNameSchema } from '@practicum/shared/domain/identity/account';
import {
  inviteDecider,
  inviteLinkDecider,
  inviteLinkStream,
  inviteStream,
  normalizeSignupCode,
  signupCodeDecider,
  signupCodeStream,
  signupMessages,
  signupRoles,
  type InviteLinkSettings,
  type SignupCodeCommand,
  type SignupRole,
} from '@practicum/shared/domain/signup/index';
import { int, isoInstant, text, TEXT } from '@practicum/shared/domain/bounds';
import { parseInput } from '@practicum/shared/domain/validation';
import { requestRunner, type CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf } from '@practicum/shared/platform/http/auth';
import { assertSameOrganization, requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { AppError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { respondToCommand } from '../http/respond.js';
import { uuidParam } from '../http/params.js';
import { accountOf } from './existingAccount.js';
import { issueInviteCode } from './inviteCodes.js';
import { holdInviteAddress } from './inviteAddress.js';
import type { OrganizationDetails } from '@practicum/shared/domain/organizations/index';
import { organizationRoleName } from '@practicum/shared/domain/organizations/wording';
import { requireActiveOrganization } from '../organizations/activeOrganization.js';

export const MAX_INVITES_AT_ONCE = 200;
const email = z.string().trim().min(1).max(254).pipe(z.email()).transform(normalizeEmail);
const optionalName = z
  .union([personNameSchema, z.literal('').transform(() => null)])
  .nullable()
  .default(null);
const organizationId = z.uuid().nullable().optional();
const inviteSchema = z.object({
  email,
  first_name: optionalName,
  last_name: optionalName,
  role: z.enum(signupRoles),
  organization_id: organizationId,
});
const bulkSchema = z.object({
  role: z.enum(signupRoles),
  organization_id: organizationId,
  invites: z
    .array(z.object({ email: z.string().max(254), first_name: z.string().max(100).optional(), last_name: z.string().max(100).optional() }))
    .min(1)
    .max(MAX_INVITES_AT_ONCE),
});
const linkSchema = z.object({
  name: text(TEXT.name).pipe(z.string().min(1)),
  role: z.enum(signupRoles),
  expires_at: isoInstant('The expires at field must be a valid date.').nullable().default(null),
  max_uses: int(1, 100_000).nullable().default(null),
  active: z.boolean().default(true),
  organization_id: organizationId,
});

/**
 * The organization a write acts on: a coordinator's own; an admin's named one, else their own. It must exist; its
 * details come along so that a request loads it once, however many invitations it mails.
 */
async function organizationFor(
  pipeline: CommandPipeline,
  req: Request,
  named: string | null | undefined,
): Promise<{ id: string; details: OrganizationDetails }> {
  const auth = authOf(req);
  const id = auth.role === 'admin' && named ? named : auth.organizationId;
  if (!id) throw new NotFoundError();
  return { id, details: await requireActiveOrganization(pipeline, id) };
}

export function inviteRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool; mailer: Mailer; logger: Logger; appUrl: string }): Router {
  const router = Router();
  const { pipeline } = deps;
  const access = requireRouteAccess('/invites');
  // a request's command on one invite, invite link or signup code
  const onInvite = requestRunner(pipeline, inviteDecider, inviteStream);
  const onInviteLink = requestRunner(pipeline, inviteLinkDecider, inviteLinkStream);
  const onSignupCode = (req: Request, code: string, command: SignupCodeCommand) =>
    pipeline.handle(signupCodeDecider, signupCodeStream(code), command, { request: req });

  /** The invitation mail names the organization, the role in its words and, when known, the person. */
  async function mailInvite(
    invite: { inviteId: string; email: string; first_name: string; role: SignupRole },
    hasAccount: boolean,
    details: OrganizationDetails,
  ) {
    const code = await issueInviteCode(deps.pool, invite.inviteId);
    const link = `${deps.appUrl}/register/invite/${invite.inviteId}?code=${code}`;
    const organization = details.name;
    const role = organizationRoleName(invite.role, details.dynamic_words);
    const greeting = invite.first_name ? `Hello ${invite.first_name},` : 'Hello,';
    await deps.mailer.send({
      to: invite.email,
      subject: `You are invited to join ${organization} on Practicum`,
      text: [
        greeting,
        `You have been invited to join ${organization} on Practicum as ${role}.`,
        hasAccount
          ? `You already have a Practicum account with this address: sign in, then open this link to join with it:\n\n${link}`
          : `Create your account here:\n\n${link}`,
      ].join('\n\n'),
    });
  }

  async function invite(req: Request, input: z.infer<typeof inviteSchema>, inviting: { id: string; details: OrganizationDetails }) {
    const organization = inviting.id;
    // someone with an account elsewhere joins with it (join existing); a member of this organization is one already
    const account = await accountOf(pipeline, input.email);
    if (account?.positions.some((p) => p.organizationId === organization))
      throw new ValidationError({ email: [signupMessages.emailTaken] });
    const inviteId = randomUUID();
    const invited = { inviteId, organizationId: organization, email: input.email };
    await holdInviteAddress(pipeline, invited, 'reserve', { request: req });
    const result = await onInvite(
      req,
      inviteId,
      {
        type: 'SendInvite',
        data: {
          inviteId,
          organizationId: organization,
          email: input.email,
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          role: input.role,
          invitedBy: authOf(req).userId,
        },
      },
      'create',
    ).catch(async (error: unknown) => {
      // the invitation was not sent: the address is free again
      await holdInviteAddress(pipeline, invited, 'release', { request: req });
      throw error;
    });
    const mailed = { inviteId, email: input.email, first_name: input.first_name ?? '', role: input.role };
    await mailInvite(mailed, account !== null, inviting.details).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'invite mail failed'),
    );
    return { inviteId, result };
  }

  router.post('/api/invites', access, async (req, res) => {
    const body = (req.body ?? {}) as { invites?: unknown };
    if (body.invites === undefined) {
      const input = parseInput(inviteSchema, req.body);
      const { inviteId, result } = await invite(req, input, await organizationFor(pipeline, req, input.organization_id));
      return respondToCommand(res, 201, { id: inviteId, email: input.email, role: { keyname: input.role }, status: 'pending' }, result);
    }
    const list = parseInput(bulkSchema, req.body);
    const inviting = await organizationFor(pipeline, req, list.organization_id);
    const results = [];
    let last = null;
    for (const row of list.invites) {
      try {
        const input = parseInput(inviteSchema, { ...row, role: list.role, organization_id: list.organization_id });
        const { inviteId, result } = await invite(req, input, inviting);
        last = result.position;
        results.push({ email: input.email, status: 'sent', id: inviteId, errors: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const texts = Object.values(error.errors).flat();
        results.push({ email: row.email.trim(), status: 'failed', id: null, errors: texts.length ? texts : [error.message] });
      }
    }
    respondToCommand(res, 200, { sent: results.filter((r) => r.status === 'sent').length, results }, { revision: null, position: last });
  });

  async function loadOwnInvite(req: Request, inviteId: string) {
    const { state } = await pipeline.load(inviteDecider, inviteStream(inviteId));
    if (state.status === 'none') throw new NotFoundError();
    assertSameOrganization(req, state.organizationId);
    return state;
  }

  router.put('/api/invites/:id/resend', access, async (req, res) => {
    const inviteId = uuidParam(req.params.id);
    const state = await loadOwnInvite(req, inviteId);
    const result = await onInvite(req, inviteId, { type: 'ResendInvite', data: { inviteId } });
    await mailInvite(
      { ...state, inviteId },
      (await accountOf(pipeline, state.email)) !== null,
      await requireActiveOrganization(pipeline, state.organizationId),
    );
    respondToCommand(res, 200, { id: inviteId, message: 'invitation resent' }, result);
  });

  router.delete('/api/invites/:id', access, async (req, res) => {
    const inviteId = uuidParam(req.params.id);
    const state = await loadOwnInvite(req, inviteId);
    const result = await onInvite(req, inviteId, { type: 'DeleteInvite', data: { inviteId } });
    await holdInviteAddress(pipeline, { ...state, inviteId }, 'release', { request: req });
    respondToCommand(res, 200, { id: inviteId }, result);
  });

  // ---- invite links ----

  const settingsOf = (input: z.infer<typeof linkSchema>): InviteLinkSettings => ({
    name: input.name,
    role: input.role,
    expires_at: input.expires_at === null ? null : new Date(input.expires_at).toISOString(),
    max_uses: input.max_uses,
    active: input.active,
  });

  router.post('/api/invite-links', access, async (req, res) => {
    const input = parseInput(linkSchema, req.body);
    const inviteLinkId = randomUUID();
    const { id: organization } = await organizationFor(pipeline, req, input.organization_id);
    const settings = settingsOf(input);
    const result = await onInviteLink(
      req,
      inviteLinkId,
      { type: 'CreateInviteLink', data: { inviteLinkId, organizationId: organization, createdBy: authOf(req).userId, settings } },
      'create',
    );
    respondToCommand(
      res,
      201,
      { id: inviteLinkId, organization_id: organization, ...settings, uses: 0, url: `${deps.appUrl}/register/invite-link/${inviteLinkId}` },
      result,
    );
  });

  async function loadOwnLink(req: Request, inviteLinkId: string) {
    const { state } = await pipeline.load(inviteLinkDecider, inviteLinkStream(inviteLinkId));
    if (state.status !== 'live') throw new NotFoundError();
    assertSameOrganization(req, state.organizationId);
    return state;
  }

  router.put('/api/invite-links/:id/edit', access, async (req, res) => {
    const inviteLinkId = uuidParam(req.params.id);
    const before = await loadOwnLink(req, inviteLinkId);
    const input = parseInput(linkSchema, { ...before.settings, ...(req.body as object) });
    const settings = settingsOf(input);
    const result = await onInviteLink(req, inviteLinkId, { type: 'EditInviteLink', data: { inviteLinkId, settings } });
    respondToCommand(res, 200, { id: inviteLinkId, organization_id: before.organizationId, ...settings, uses: before.uses }, result);
  });

  router.delete('/api/invite-links/:id/delete', access, async (req, res) => {
    const inviteLinkId = uuidParam(req.params.id);
    await loadOwnLink(req, inviteLinkId);
    const result = await onInviteLink(req, inviteLinkId, { type: 'DeleteInviteLink', data: { inviteLinkId } });
    respondToCommand(res, 200, { id: inviteLinkId }, result);
  });

  // ---- signup codes (SIGNUP-01, 48) ----

  const codeSchema = z.object({
    code: z.string().trim().max(64).transform(normalizeSignupCode),
    role: z.enum(signupRoles),
    organization_id: organizationId,
  });
  router.post('/api/signup-codes', access, async (req, res) => {
    const input = parseInput(codeSchema, req.body);
    const { id: organization } = await organizationFor(pipeline, req, input.organization_id);
    const result = await onSignupCode(req, input.code, {
      type: 'CreateSignupCode',
      data: { code: input.code, organizationId: organization, role: input.role },
    });
    respondToCommand(
      res,
      201,
      {
        id: input.code,
        code: input.code,
        organization_id: organization,
        role: { keyname: input.role },
        active: true,
        url: `${deps.appUrl}/register/${input.code}`,
      },
      result,
    );
  });
  router.put('/api/signup-codes/:code', access, async (req, res) => {
    const code = normalizeSignupCode(String(req.params.code).slice(0, 64));
    const { active } = parseInput(z.object({ active: z.boolean() }), req.body);
    const { state } = await pipeline.load(signupCodeDecider, signupCodeStream(code));
    if (state.status === 'none') throw new NotFoundError();
    assertSameOrganization(req, state.organizationId);
    const result = await onSignupCode(req, code, { type: 'SwitchSignupCode', data: { code, active } });
    respondToCommand(res, 200, { id: code, code, organization_id: state.organizationId, role: { keyname: state.role }, active }, result);
  });

  return router;
}
