// Submission commands (issue 14 §8; FORMS-20..36): start one for a form and
// target, save answers as a draft, submit (sign) with a typed name (the IP is
// recorded), and review. The form's version and whether it may be submitted
// are read from the form's stream; the target from the target user's stream.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  formMessages,
  needsTarget,
  reviewSubmissionSchema,
  saveSubmissionSchema,
  signSubmissionSchema,
  startSubmissionSchema,
  submissionDecider,
  submissionRecord,
  submissionStream,
  targetRoleOf,
  type FormActor,
  type FormContent,
  type FormData,
  type FormFacts,
  type SignerRef,
  type SubmissionCommand,
  type SubmissionContext,
  type SubmissionState,
} from '@practicum/shared/domain/forms/index';
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { clientDecider, clientStream, mayAccessClient } from '@practicum/shared/domain/clients/index';
import { siteDecider, siteStream, siteVisibleTo } from '@practicum/shared/domain/sites/index';
import { supervisesTrainee } from '@practicum/projections/placements/supervision';
import { userStream } from '@practicum/shared/domain/identity/events';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline, requestRunner, type ContextSource } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { openFormTaskOf } from '@practicum/projections/tasks/readModel';
import type { Knex } from 'knex';
import { uuidParam } from '../http/params.js';
import { actorOf } from './formActor.js';
import { placementForSubmission } from './placementOfSubmission.js';
import { submissionReading } from './submissionReaders.js';
import { respondToCommand } from '../http/respond.js';

const recordOf = (state: SubmissionState) => (state.status === 'none' ? {} : submissionRecord(state.submission, state.status));

export function submissionRoutes(deps: { eventStore: EventStore; clock: () => Date; knex: Knex }): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);

  const { formFor, submissionFor } = submissionReading(pipeline, deps.knex);
  const factsOf = (form: FormData, version = form.version): FormFacts => ({
    formId: form.id,
    version,
    content: form.versions[version] ?? form.content,
    submittable: form.published && form.active,
  });

  /**
   * A client or a site assessed: one the actor reads (its read's rule), so never another organization's record nor
   * an id of nothing.
   */
  async function recordVisible(category: 'client' | 'supervision_site', actor: FormActor, id: string): Promise<boolean> {
    if (category === 'supervision_site') {
      const { state } = await pipeline.load(siteDecider, siteStream(id));
      return state.status === 'active' && siteVisibleTo(state, actor);
    }
    const { state } = await pipeline.load(clientDecider, clientStream(id));
    if (state.status !== 'active') return false;
    const supervises = actor.role === 'supervisor' && (await supervisesTrainee(deps.knex, actor, state.client.traineeUserId));
    return mayAccessClient(state.client, actor, supervises);
  }

  /**
   * A target names a member of the organization with the category's role (any role for `any`), or the organization
   * itself; a supervisor assesses only a trainee they supervise (an approved placement names them), never any trainee
   * of the organization. A submission's own target, or a change the decider refuses anyway (answers exist: FORMS-27),
   * is not checked again.
   */
  async function checkTarget(
    content: FormContent,
    actor: FormActor,
    targetId: string | null | undefined,
    current?: { targetId: string | null; answered: boolean },
  ): Promise<void> {
    if (!targetId || !needsTarget(content.assessmentCategory)) return;
    if (current && (targetId === current.targetId || current.answered)) return;
    const category = content.assessmentCategory;
    if (category === 'organization') {
      if (targetId !== actor.organizationId) throw new ValidationError({ target_id: [formMessages.targetInvalid] });
      return;
    }
    if (category === 'client' || category === 'supervision_site') {
      if (!(await recordVisible(category, actor, targetId))) throw new ValidationError({ target_id: [formMessages.targetInvalid] });
      return;
    }
    const { state } = await pipeline.load(userDecider, userStream(targetId));
    const role = targetRoleOf[category];
    const position =
      state.status === 'registered'
        ? state.positions.find((p) => p.organizationId === actor.organizationId && p.status === 'active' && (!role || p.role === role))
        : undefined;
    const assessable =
      position !== undefined &&
      (actor.role !== 'supervisor' || position.role !== 'trainee' || (await supervisesTrainee(deps.knex, actor, targetId)));
    if (!assessable) throw new ValidationError({ target_id: [formMessages.targetInvalid] });
  }
  /** What a saved submission's target check needs: its target, and whether answers already fix it. */
  const currentTarget = (submission: { targetId: string | null; answers: object }) => ({
    targetId: submission.targetId,
    answered: Object.keys(submission.answers).length > 0,
  });

  /** Multiway signers named at the start: each an active member of the organization holding the role. */
  async function signerRefs(actor: FormActor, named: Partial<Record<string, string>> | undefined): Promise<Record<string, SignerRef>> {
    const refs: Record<string, SignerRef> = {};
    for (const [role, userId] of Object.entries(named ?? {})) {
      if (!userId) continue;
      const { state } = await pipeline.load(userDecider, userStream(userId));
      const position =
        state.status === 'registered'
          ? state.positions.find(
              (p) =>
                p.organizationId === actor.organizationId &&
                p.status === 'active' &&
                // a site's supervisors may be faculty (as a site lists them), so a faculty member signs a supervisor's turn
                (p.role === role || (role === 'supervisor' && p.role === 'faculty')),
            )
          : undefined;
      if (!position) throw new ValidationError({ [`signers.${role}`]: [formMessages.signerInvalid] });
      refs[role] = { userId, positionId: position.positionId };
    }
    return refs;
  }

  /**
   * A submission started for a placement (PLACE-22/23): see placementForSubmission. A multiway agreement's supervisor
   * turn is named to the placement's supervisor unless the starter named someone.
   */
  async function placementSigners(
    actor: FormActor,
    form: FormData,
    placementId: string | null | undefined,
    named: Partial<Record<string, string>> | undefined,
  ): Promise<Partial<Record<string, string>> | undefined> {
    const p = await placementForSubmission(pipeline, actor, form, placementId);
    if (!p) return named;
    const laterRoles = form.content.submitterRoles.slice(1);
    if (!form.content.isMultiway || !laterRoles.includes('supervisor') || named?.supervisor) return named;
    return { ...named, supervisor: p.supervisorUserId };
  }

  const run = requestRunner(pipeline, submissionDecider, submissionStream);
  /** A command on an existing submission, decided with who reads it (a refusal to anyone else is a 404). */
  const runAsReader = (req: Request, submissionId: string, command: SubmissionCommand, context: ContextSource<SubmissionContext>) =>
    pipeline.handle(submissionDecider, submissionStream(submissionId), command, { request: req }, context);

  router.post('/api/submitted-forms', async (req, res) => {
    const actor = actorOf(req);
    const body = parseInput(startSubmissionSchema, req.body ?? {});
    const form = await formFor(body.form_id, actor).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw new ValidationError({ form_id: ['The selected form is invalid.'] });
      throw error;
    });
    await checkTarget(form.content, actor, body.target_id);
    const signers = await signerRefs(actor, await placementSigners(actor, form, body.placement_id, body.signers));
    const submissionId = randomUUID();
    const result = await run(
      req,
      submissionId,
      {
        type: 'StartSubmission',
        data: {
          submissionId,
          actor,
          form: factsOf(form),
          targetId: body.target_id ?? null,
          placementId: body.placement_id ?? null,
          taskId: body.task_id ?? (await openFormTaskOf(deps.knex, actor.userId, form.id)),
          signers,
        },
      },
      'create',
    );
    respondToCommand(res, 201, recordOf(result.state), result);
  });

  router.put('/api/submitted-forms/:id', async (req, res) => {
    const actor = actorOf(req);
    const submissionId = uuidParam(req.params.id);
    const body = parseInput(saveSubmissionSchema, req.body ?? {});
    const { submission, form, context } = await submissionFor(submissionId, actor);
    const content = factsOf(form, submission.formVersion).content;
    await checkTarget(content, actor, body.target_id, currentTarget(submission));
    const result = await runAsReader(
      req,
      submissionId,
      {
        type: 'SaveSubmission',
        data: {
          submissionId,
          actor,
          content,
          answers: body.answers ?? submission.answers,
          ...(body.target_id !== undefined ? { targetId: body.target_id } : {}),
        },
      },
      context,
    );
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.post('/api/submitted-forms/:id/submit', async (req, res) => {
    const actor = actorOf(req);
    const submissionId = uuidParam(req.params.id);
    const body = parseInput(signSubmissionSchema, req.body ?? {});
    const { submission, form, context } = await submissionFor(submissionId, actor);
    const facts = factsOf(form, submission.formVersion);
    await checkTarget(facts.content, actor, body.target_id, currentTarget(submission));
    const result = await runAsReader(
      req,
      submissionId,
      {
        type: 'SignSubmission',
        data: {
          submissionId,
          actor,
          form: facts,
          signature: body.signature,
          ip: req.ip ?? null,
          ...(body.answers !== undefined ? { answers: body.answers } : {}),
          ...(body.target_id !== undefined ? { targetId: body.target_id } : {}),
        },
      },
      context,
    );
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  router.patch('/api/submitted-forms/:id/status', async (req, res) => {
    const actor = actorOf(req);
    const submissionId = uuidParam(req.params.id);
    const body = parseInput(reviewSubmissionSchema, req.body ?? {});
    const { form, reads, context } = await submissionFor(submissionId, actor);
    // FORMS-36: a reviewer reviews only what they read (a supervisor or a trainee the submissions of their
    // placements); approving is no refusal the decider would turn into the read's 404, so it is checked here
    if (!reads) throw new NotFoundError();
    const result = await runAsReader(
      req,
      submissionId,
      {
        type: 'ReviewSubmission',
        data: { submissionId, actor, reviewerRoles: form.content.reviewerRoles, status: body.status, comments: body.comments },
      },
      context,
    );
    respondToCommand(res, 200, recordOf(result.state), result);
  });

  return router;
}
