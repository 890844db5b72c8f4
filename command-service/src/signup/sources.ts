// Where a new account comes from (SIGNUP-01 … 03, 48): an organization's signup code, an
// invitation (with the code from its mail) or an invite link. Each gives the organization
// and the role; each is read from its own stream, so the answer is exact when decided.
import type pg from 'pg';
import { z } from 'zod';
import { organizationDecider, organizationStream } from '@practicum/shared/domain/organizations/index';
import {
  inviteDecider,
  inviteLinkDecider,
  inviteLinkProblem,
  inviteLinkStream,
  inviteStream,
  roleFromCode,
  signupCodeDecider,
  signupCodeStream,
  signupMessages,
  type SignupRole,
  type SignupVia,
} from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { guardedCode } from '@practicum/shared/platform/http/codeGuessThrottle';
import { inviteCodeMatches } from './inviteCodes.js';

export const sourceSchema = z.object({
  signup_code: z.string().trim().max(64).nullable().optional(),
  invite_id: z.string().trim().max(64).nullable().optional(),
  code: z.string().trim().max(200).nullable().optional(),
  invite_link_id: z.string().trim().max(64).nullable().optional(),
});

export interface SignupSource {
  organizationId: string;
  role: SignupRole;
  via: SignupVia;
  /** The invited email (an invitation's account must use it). */
  invitedEmail: string | null;
  /** An invitation's mail already proved the address: the account starts active (SIGNUP-49). */
  emailProven: boolean;
  organization: {
    name: string;
    logo_image_url: string | null;
    dynamic_words: Record<string, string>;
    extraStrong: boolean;
    supervisionType: string;
  };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const inviteInvalid = () => new ValidationError({ invite_id: [signupMessages.inviteInvalid] }, signupMessages.inviteInvalid);
const linkInvalid = () => new ValidationError({ invite_link_id: [signupMessages.inviteLinkInvalid] }, signupMessages.inviteLinkInvalid);

async function organizationOf(pipeline: CommandPipeline, organizationId: string, invalid: () => Error) {
  const { state } = await pipeline.load(organizationDecider, organizationStream(organizationId));
  if (state.status !== 'active') throw invalid();
  const d = state.details;
  return {
    name: d.name,
    logo_image_url: d.logo_image_url,
    dynamic_words: d.dynamic_words,
    extraStrong: d.organization_settings.enable_stronger_passwords,
    supervisionType: d.supervision_type,
  };
}

const codeMissing = () => new ValidationError({ signup_code: [signupMessages.codeMissing] }, signupMessages.signupLinkInvalid);

/**
 * The source the body names, or the refusal the screens expect (SIGNUP-57, 59). Codes are typed, so guessed: a named
 * source that opens nothing counts against the client's address (and the invitation it names) under the code-guess
 * throttle, 429 once 20 have missed within the hour (shared/src/platform/http/codeGuessThrottle.ts).
 */
export async function resolveSource(pipeline: CommandPipeline, pool: pg.Pool, body: unknown, clientAddress: string): Promise<SignupSource> {
  const input = parseInput(sourceSchema, body ?? {});
  if (!input.invite_id && !input.invite_link_id && !input.signup_code) throw codeMissing();
  const field = input.invite_id ? 'invite_id' : input.invite_link_id ? 'invite_link_id' : 'signup_code';
  return guardedCode(
    attemptThrottle(pool, pipeline.clock),
    { address: clientAddress, field, ...(input.invite_id ? { target: `invite:${input.invite_id}` } : {}) },
    () => resolveNamed(pipeline, pool, input),
    (error) => error instanceof ValidationError,
  );
}

async function resolveNamed(pipeline: CommandPipeline, pool: pg.Pool, input: z.infer<typeof sourceSchema>): Promise<SignupSource> {
  const now = pipeline.clock().toISOString();
  if (input.invite_id) {
    if (!isUuid(input.invite_id)) throw inviteInvalid();
    const { state } = await pipeline.load(inviteDecider, inviteStream(input.invite_id));
    if (state.status !== 'pending' || !(await inviteCodeMatches(pool, input.invite_id, input.code))) throw inviteInvalid();
    return {
      organizationId: state.organizationId,
      role: state.role,
      via: { kind: 'invite', id: input.invite_id },
      invitedEmail: state.email,
      emailProven: true,
      organization: await organizationOf(pipeline, state.organizationId, inviteInvalid),
    };
  }
  if (input.invite_link_id) {
    if (!isUuid(input.invite_link_id)) throw linkInvalid();
    const { state } = await pipeline.load(inviteLinkDecider, inviteLinkStream(input.invite_link_id));
    if (inviteLinkProblem(state, now) !== null || state.status !== 'live') throw linkInvalid();
    return {
      organizationId: state.organizationId,
      role: state.settings.role,
      via: { kind: 'link', id: input.invite_link_id },
      invitedEmail: null,
      emailProven: false,
      organization: await organizationOf(pipeline, state.organizationId, linkInvalid),
    };
  }
  if (!input.signup_code) throw codeMissing();
  const { state } = await pipeline.load(signupCodeDecider, signupCodeStream(input.signup_code));
  const { organizationId, role } = roleFromCode(state);
  return {
    organizationId,
    role,
    via: { kind: 'code', id: input.signup_code.toLowerCase() },
    invitedEmail: null,
    emailProven: false,
    organization: await organizationOf(pipeline, organizationId, codeMissing),
  };
}
