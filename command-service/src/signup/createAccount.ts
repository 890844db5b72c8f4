// POST /api/signup/create-account (SIGNUP-46 … 49): every step checked again, then the
// email reserved on its stream (no_stream: of concurrent sign-ups of one address exactly one
// wins), the invitation or link consumed on its stream, and the account, its position and
// what the wizard collected appended to the new user's stream in one decision. A supervisor's
// licences then become their profile's (supervision_profile-<user>).
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type pg from 'pg';
import { emailReservationDecider, releaseEmail, userStream } from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { validatePassword } from '@practicum/shared/platform/passwordStrength/index';
import {
  checkAccountForm,
  checkAnswers,
  checkDetailsForm,
  checkLicenses,
  inviteDecider,
  inviteLinkDecider,
  inviteLinkStream,
  inviteStream,
  signupDecider,
  signupMessages,
  throwIfAny,
  type AccountForm,
  type Answer,
  type DetailsForm,
  type SupervisorLicense,
} from '@practicum/shared/domain/signup/index';
import {
  profileLicensesFromSignup,
  supervisorProfileDecider,
  supervisorProfileStream,
  type SupervisorProfileEvent,
} from '@practicum/shared/domain/supervisorProfiles/index';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError, type FieldErrors } from '@practicum/shared/platform/errors';
import { stateById } from '@practicum/shared/platform/places/index';
import { saveCredentials } from '../identity/credentials.js';
import { hashPassword } from '../identity/passwords.js';
import { signupPlaces, surveyQuestionsFor } from './catalogs.js';
import { holdInviteAddress } from './inviteAddress.js';
import { resolveSource, type SignupSource } from './sources.js';

/** Runs a check, keeping its field errors instead of throwing, so one answer lists every step's problems. */
async function gather<T>(errors: FieldErrors, check: () => T | Promise<T>): Promise<T | null> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, texts] of Object.entries(error.errors)) (errors[field] ??= []).push(...texts);
    return null;
  }
}

export interface CheckedSignup {
  source: SignupSource;
  account: AccountForm;
  details: DetailsForm;
  answers: Answer[];
  licenses: SupervisorLicense[];
}

export async function checkWholeSignup(
  pipeline: CommandPipeline,
  pool: pg.Pool,
  body: unknown,
  clientAddress: string,
): Promise<CheckedSignup> {
  const source = await resolveSource(pipeline, pool, body, clientAddress);
  const errors: FieldErrors = {};
  const account = await gather(errors, () => checkAccountForm(body, validatePassword, source.organization.extraStrong));
  const places = await signupPlaces(pipeline);
  const details = await gather(errors, () => checkDetailsForm(body, places, source.role));
  const questions = await surveyQuestionsFor(pipeline, source.role);
  const today = pipeline.clock().toISOString().slice(0, 10);
  const answers = await gather(errors, () => checkAnswers(body, questions, today));
  const licenses = source.role === 'supervisor' ? await gather(errors, () => checkLicenses(body, (id) => stateById(id) !== null)) : [];
  if (account && source.invitedEmail !== null && account.email !== source.invitedEmail) errors.email = [signupMessages.inviteEmailMismatch];
  throwIfAny(errors);
  return { source, account: account!, details: details!, answers: answers!, licenses: licenses! };
}

export async function consumeSource(pipeline: CommandPipeline, source: SignupSource, userId: string, email: string, origin: Origin) {
  if (source.via.kind === 'invite') {
    await pipeline.handle(
      inviteDecider,
      inviteStream(source.via.id),
      { type: 'AcceptInvite', data: { inviteId: source.via.id, userId, email } },
      origin,
    );
    await holdInviteAddress(pipeline, { inviteId: source.via.id, organizationId: source.organizationId, email }, 'release', origin);
  }
  if (source.via.kind === 'link')
    await pipeline.handle(
      inviteLinkDecider,
      inviteLinkStream(source.via.id),
      { type: 'UseInviteLink', data: { inviteLinkId: source.via.id, userId } },
      origin,
    );
}

export async function createAccount(deps: { pipeline: CommandPipeline; pool: pg.Pool }, req: Request, checked: CheckedSignup) {
  const { pipeline } = deps;
  const { source, account, details, answers, licenses } = checked;
  const userId = randomUUID();
  const origin: Origin = { request: req };
  const email = account.email;
  await pipeline.handle(emailReservationDecider, userEmailStream(email), { type: 'ReserveEmail', data: { email, userId } }, origin);
  try {
    await consumeSource(pipeline, source, userId, email, origin);
  } catch (error) {
    // the invitation or link refused this account: the address is free again
    await pipeline.run(
      emailReservationDecider,
      userEmailStream(email),
      (r) => (r.reservedBy === userId ? releaseEmail(userId, email, userId) : []),
      origin,
    );
    throw error;
  }
  await saveCredentials(deps.pool, { userId, email, passwordHash: await hashPassword(account.password) });
  const status = source.emailProven ? 'active' : 'pending';
  const result = await pipeline.handle(
    signupDecider,
    userStream(userId),
    {
      type: 'SignUp',
      data: {
        userId,
        positionId: randomUUID(),
        email,
        first_name: account.first_name,
        last_name: account.last_name,
        status,
        organizationId: source.organizationId,
        role: source.role,
        via: source.via,
        details,
        answers,
        supervisor_licenses: licenses,
      },
    },
    origin,
  );
  const profileLicenses = source.role === 'supervisor' ? profileLicensesFromSignup(licenses) : [];
  if (profileLicenses.length > 0) {
    const actor = { userId, role: source.role };
    await pipeline.run(
      supervisorProfileDecider,
      supervisorProfileStream(userId),
      (state, base) => {
        const context = { ...base, actor };
        const events: SupervisorProfileEvent[] = [];
        let current = state;
        for (const license of profileLicenses) {
          const added = supervisorProfileDecider.decide(
            { type: 'AddSupervisorLicense', data: { userId, license: { id: randomUUID(), ...license } } },
            current,
            context,
          );
          current = added.reduce(supervisorProfileDecider.evolve, current);
          events.push(...added);
        }
        return events;
      },
      origin,
    );
  }
  return { userId, status, result };
}
