// The signup wizard's calls on the command side (spec 000 §7 "Signup and invites"): each
// step's server validation, account creation, and the invitation load (it checks a secret).
import { Router, type Request } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail, emailReservationDecider } from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { validatePassword } from '@practicum/shared/platform/passwordStrength/index';
import {
  accountFormSchema,
  checkAccountForm,
  checkAnswers,
  checkDetailsForm,
  checkLicenses,
  inviteDecider,
  inviteStream,
  signupMessages,
  signupVariant,
  throwIfAny,
} from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError, TooManyAttemptsError, ValidationError, type FieldErrors } from '@practicum/shared/platform/errors';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { stateById } from '@practicum/shared/platform/places/index';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { respondToCommand } from '../http/respond.js';
import { countedEmailLookup } from '../identity/emailLookupThrottle.js';
import { issueVerificationCode, verificationMail } from '../identity/emailVerification.js';
import { signupPlaces, surveyQuestionsFor } from './catalogs.js';
import { checkWholeSignup, createAccount } from './createAccount.js';
import { accountOf } from './existingAccount.js';
import { resolveSource } from './sources.js';

const stepSchema = z.object({ section: z.number().int().min(1).max(20).optional() });

export function signupRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool; mailer: Mailer; logger: Logger; appUrl: string }): Router {
  const router = Router();
  const { pipeline } = deps;
  const throttle = attemptThrottle(deps.pool, pipeline.clock);

  /** SIGNUP-48: the address is free (and, for an invitation, the invited one) before the wizard goes on. */
  async function emailProblems(req: Request, email: string, invitedEmail: string | null): Promise<FieldErrors> {
    if (invitedEmail !== null && email !== invitedEmail) return { email: [signupMessages.inviteEmailMismatch] };
    const taken = await countedEmailLookup(throttle, req.ip ?? 'unknown', async () => {
      const { state } = await pipeline.load(emailReservationDecider, userEmailStream(email));
      return state.reservedBy !== null;
    });
    return taken ? { email: [signupMessages.emailTaken] } : {};
  }

  // SIGNUP-02, 63: the invitation the link names, with its code (an invalid one sends the screen to /login)
  router.get('/api/signup/invite/:id', async (req, res) => {
    const source = await resolveSource(pipeline, deps.pool, { invite_id: req.params.id, code: req.query.code }, req.ip ?? 'unknown').catch(
      (error: unknown) => {
        // the code-guess throttle's 429 stays one
        if (error instanceof TooManyAttemptsError) throw error;
        throw new NotFoundError(signupMessages.inviteInvalid);
      },
    );
    const { state } = await pipeline.load(inviteDecider, inviteStream(source.via.id));
    if (state.status !== 'pending') throw new NotFoundError(signupMessages.inviteInvalid);
    const { name, logo_image_url, dynamic_words } = source.organization;
    res.json({
      id: state.inviteId,
      email: state.email,
      first_name: state.first_name,
      last_name: state.last_name,
      organization: { name, logo_image_url, dynamic_words },
      role: { keyname: state.role },
      variant: signupVariant('invite', state.role, source.organization.supervisionType),
      // the invited person already has an account: the screen offers to sign in and join with it
      has_account: (await accountOf(pipeline, state.email)) !== null,
    });
  });

  // SIGNUP-16
  router.post('/api/signup/account-form', async (req, res) => {
    const source = await resolveSource(pipeline, deps.pool, req.body, req.ip ?? 'unknown');
    const account = await checkAccountForm(req.body, validatePassword, source.organization.extraStrong);
    throwIfAny(await emailProblems(req, account.email, source.invitedEmail));
    res.json({ valid: true });
  });

  // SIGNUP-24
  router.post('/api/signup/details-form', async (req, res) => {
    const source = await resolveSource(pipeline, deps.pool, req.body, req.ip ?? 'unknown');
    checkDetailsForm(req.body, await signupPlaces(pipeline), source.role);
    res.json({ valid: true });
  });

  // SIGNUP-43: one step's answers; without a section, every question of the role
  router.post('/api/signup/signup-response', async (req, res) => {
    const source = await resolveSource(pipeline, deps.pool, req.body, req.ip ?? 'unknown');
    const { section } = parseInput(stepSchema, { section: (req.body as { section?: unknown } | undefined)?.section });
    const questions = (await surveyQuestionsFor(pipeline, source.role)).filter((q) => section === undefined || q.section === section);
    checkAnswers(req.body, questions, pipeline.clock().toISOString().slice(0, 10));
    res.json({ valid: true });
  });

  router.post('/api/signup/supervisor-licenses', (req, res) => {
    checkLicenses(req.body, (id) => stateById(id) !== null);
    res.json({ valid: true });
  });

  // SIGNUP-46 … 49
  router.post('/api/signup/create-account', async (req, res) => {
    const checked = await checkWholeSignup(pipeline, deps.pool, req.body, req.ip ?? 'unknown');
    const { userId, status, result } = await createAccount(deps, req, checked);
    req.session.signupUserId = userId;
    const { account, source } = checked;
    respondToCommand(
      res,
      201,
      {
        id: userId,
        first_name: account.first_name,
        last_name: account.last_name,
        email: account.email,
        status,
        is_verified: status === 'active',
        role: { keyname: source.role },
        organization_id: source.organizationId,
      },
      result,
    );
    if (status === 'pending') {
      // after the answer, like the reset mail: a failure is logged, and the verify step offers a resend
      issueVerificationCode(deps.pool, userId, pipeline.clock())
        .then((code) => deps.mailer.send(verificationMail(deps.appUrl, account.email, code)))
        .catch((error: unknown) => deps.logger.error({ err: error }, 'verification mail failed'));
    }
  });

  // SIGNUP-61 (payload not shown): whether an address already has an account, for the account step
  router.post('/api/signup/verify-user-exists', async (req, res) => {
    const { email } = parseInput(
      z.object({ email: z.string().trim().min(1).max(254).pipe(z.email()).transform(normalizeEmail) }),
      req.body,
    );
    const problems = await emailProblems(req, email, null);
    if (problems.email) throw new ValidationError(problems);
    res.json({ exists: false });
  });

  // SIGNUP-62: the account step's email rule on its own, for a form that checks an address as it is typed
  router.post('/api/validation/email-valid', (req, res) => {
    parseInput(z.object({ email: accountFormSchema.shape.email }), req.body ?? {});
    res.json({ valid: true });
  });

  return router;
}
