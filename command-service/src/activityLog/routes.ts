// Activity log commands (issue 4, spec 002 §4): the trainee logs, edits,
// deletes and submits entries; the training's faculty and assistants and its
// supervisors (placements/supervision.ts) review them; reviewers and coordinators
// dismiss risk alerts. Rules live in the activity entry decider; this file gathers the
// facts it decides on (training, plan, catalogue, access pass) by exact stream reads.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  activityEntryDecider,
  activityEntryInputSchema,
  activityEntryStream,
  entryIdsSchema,
  logActivitySchema,
  requestChangesSchema,
  verificationOf,
  type OtherAsker,
  type ActivityEntryCommand,
  type ActivityEntryData,
  type ActivityEntryState,
  type NamedPlacement,
  type ReviewerFacts,
  type TrainingFacts,
} from '@practicum/shared/domain/activityLog/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { EntryResult } from '@practicum/shared/domain/activityLog/records';
import { AppError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { catalogFacts, entryTrainingFacts, trainingFacts } from './trainingLookup.js';
import { traineeFacts } from '../accessPasses/accessPassRequired.js';
import { placementsFromStreams, placementsNamingSupervisorByTraining } from '../placements/supervisionFacts.js';
import { mergeOver } from '@practicum/shared/domain/patch';

/** An entry as the form's input; its duration is left out when the body gives one (hours, minutes or both). */
function entryInputOf(entry: ActivityEntryData, body: unknown): Record<string, unknown> {
  const given = typeof body === 'object' && body !== null ? body : {};
  return {
    happened_at: entry.happenedAt,
    activity_type_id: entry.activityTypeId,
    activity_ids: entry.activityIds,
    ...('hours' in given || 'minutes' in given ? {} : { minutes: entry.minutes }),
    placement_id: entry.placementId,
    notes: entry.notes,
    risk_alert: entry.riskAlert,
  };
}

const recordOf = (entry: ActivityEntryData) => ({
  id: entry.id,
  trainee_id: entry.traineeUserId,
  training_id: entry.trainingId,
  happened_at: entry.happenedAt,
  activity_type_id: entry.activityTypeId,
  activity_ids: entry.activityIds,
  minutes: entry.minutes,
  placement_id: entry.placementId,
  notes: entry.notes,
  risk_alert: entry.riskAlert,
  risk_alert_dismissed: entry.riskAlertDismissed,
  status: entry.status,
  verification: verificationOf(entry.status),
  review_comment: entry.reviewComment,
});
const bodyOf = (state: ActivityEntryState) =>
  state.status === 'active' ? recordOf(state.entry) : { id: state.status === 'deleted' ? state.id : null };

type EntryCommandOf = (entry: ActivityEntryData) => Promise<ActivityEntryCommand>;
/** The review commands that carry only the reviewer and the training (requesting changes adds its comment). */
type ReviewType = Exclude<
  ActivityEntryCommand['type'],
  'LogActivity' | 'ChangeActivityEntry' | 'DeleteActivityEntry' | 'SubmitActivityEntry'
>;

export function activityLogRoutes(deps: { eventStore: EventStore; knex: Knex; clock: () => Date }): Router {
  const router = Router();
  router.use('/api/activity-log', requireRouteAccess('/activity-log'));
  router.use('/api/risk-alerts', requireRouteAccess('/activity-log'));

  const commands = commandPipeline(deps);
  const run = requestRunner(commands, activityEntryDecider, activityEntryStream);

  /** An entry of the caller's organization (else 404), then the command built from its facts. */
  async function onEntry(req: Request, entryId: string, commandOf: EntryCommandOf) {
    const auth = authOf(req);
    const { state } = await commands.load(activityEntryDecider, activityEntryStream(entryId));
    if (state.status !== 'active' || (auth.role !== 'admin' && state.entry.organizationId !== auth.organizationId))
      throw new NotFoundError();
    const command = await commandOf(state.entry);
    return run(req, entryId, command);
  }

  /**
   * The acting member as the entry rules weigh them (reach.ts) and the entry's training, with the placements of the
   * training that name them when they act as a supervisor: read once per training for all the entries of one request.
   */
  const askersOf = (req: Request) => {
    const auth = authOf(req);
    const placementsOf = auth.role === 'supervisor' ? placementsNamingSupervisorByTraining(deps, auth.userId) : () => Promise.resolve([]);
    return async (entry: ActivityEntryData): Promise<{ actor: ReviewerFacts; training: TrainingFacts }> => ({
      actor: {
        userId: auth.userId,
        positionId: auth.positionId ?? '',
        role: auth.role ?? '',
        organizationId: auth.organizationId,
        supervisedPlacements: await placementsOf(entry.trainingId),
      },
      training: await entryTrainingFacts(deps.eventStore, entry),
    });
  };
  /** A review command of this request: the reviewer and the entry's training. */
  const reviewing =
    <T extends ReviewType>(type: T) =>
    (req: Request) => {
      const askerOf = askersOf(req);
      return async (entry: ActivityEntryData) => {
        const { actor, training } = await askerOf(entry);
        return { type, data: { reviewer: actor, training } };
      };
    };
  /** Who asks for a change of the trainee's entry, when it is not the trainee: whether they read it decides 404 or 403. */
  const otherAskerOf = (req: Request) => {
    const askerOf = askersOf(req);
    return async (entry: ActivityEntryData): Promise<OtherAsker> =>
      authOf(req).userId === entry.traineeUserId ? {} : { asker: await askerOf(entry) };
  };
  /** The placement the input names, read from its stream (null: none named, or no such placement). */
  const namedPlacement = async (placementId: string | null): Promise<NamedPlacement> =>
    placementId === null ? null : ((await placementsFromStreams(deps.eventStore, [placementId]))[0] ?? null);
  /** The PASS-13 check and the time zone, as logging reads them, for the position the entry was logged from. */
  const traineeOf = (entry: ActivityEntryData) => traineeFacts(deps.eventStore, entry.traineeUserId, entry.traineePositionId);
  /** The trainee's delete or submit of their entry: the PASS-13 check, and who asks when it is someone else. */
  const ownerCommand = (type: 'DeleteActivityEntry' | 'SubmitActivityEntry') => (req: Request) => {
    const askerOf = otherAskerOf(req);
    return async (entry: ActivityEntryData): Promise<ActivityEntryCommand> => {
      const { accessPassRequired } = await traineeOf(entry);
      return { type, data: { accessPassRequired, ...(await askerOf(entry)) } };
    };
  };

  router.post('/api/activity-log', async (req, res) => {
    const auth = authOf(req);
    const input = parseInput(activityEntryInputSchema, req.body ?? {});
    const { training_id: trainingId } = parseInput(logActivitySchema, req.body ?? {});
    const training = await trainingFacts(deps.eventStore, auth, trainingId, input.happened_at);
    const catalog = await catalogFacts(deps.eventStore, training.organizationId);
    const trainee = { userId: auth.userId, positionId: auth.positionId ?? '' };
    const facts = await traineeFacts(deps.eventStore, trainee.userId, trainee.positionId);
    const entryId = randomUUID();
    const result = await run(
      req,
      entryId,
      {
        type: 'LogActivity',
        data: { entryId, trainee, ...facts, training, catalog, input, placement: await namedPlacement(input.placement_id) },
      },
      'create',
    );
    respondToCommand(res, 201, bodyOf(result.state), result);
  });

  router.put('/api/activity-log/:id', async (req, res) => {
    const askerOf = otherAskerOf(req);
    const result = await onEntry(req, uuidParam(req.params.id), async (entry) => {
      const asker = await askerOf(entry);
      // anyone but the trainee is refused whatever they send (404 or 403): their body is not read, so that a bad one
      // is not a 422 telling a member who does not read the entry that it exists
      const body: unknown = asker.asker ? {} : req.body;
      // fields the body omits keep the entry's values (issue 10 item 6)
      const input = parseInput(activityEntryInputSchema, mergeOver(entryInputOf(entry, body), body));
      const training = await entryTrainingFacts(deps.eventStore, entry);
      const catalog = await catalogFacts(deps.eventStore, entry.organizationId);
      // the same PASS-13 check as logging, and the trainee's zone for "today"
      const facts = await traineeOf(entry);
      const placement = await namedPlacement(input.placement_id);
      return { type: 'ChangeActivityEntry', data: { ...facts, ...asker, training, catalog, input, placement } };
    });
    respondToCommand(res, 200, bodyOf(result.state), result);
  });

  router.delete('/api/activity-log/:id', async (req, res) => {
    const entryId = uuidParam(req.params.id);
    const result = await onEntry(req, entryId, ownerCommand('DeleteActivityEntry')(req));
    respondToCommand(res, 200, { id: entryId }, result);
  });

  /** Several entries at once: each succeeds or fails on its own; the answer lists every id's outcome. */
  const bulk = (path: string, commandOf: (req: Request) => EntryCommandOf) =>
    router.post(path, async (req, res) => {
      const { ids } = parseInput(entryIdsSchema, req.body ?? {});
      const entryCommandOf = commandOf(req);
      const results: EntryResult[] = [];
      let last: { revision: bigint | null; position: Position | null } = { revision: null, position: null };
      for (const id of [...new Set(ids)]) {
        try {
          const result = await onEntry(req, uuidParam(id), entryCommandOf);
          if (result.position) last = result;
          results.push({ id, status: 200, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, status: error.status, message: error.message });
        }
      }
      respondToCommand(res, 200, { results, succeeded: results.filter((r) => r.status === 200).length }, last);
    });
  const submit = ownerCommand('SubmitActivityEntry');
  bulk('/api/activity-log/submit', submit);
  bulk('/api/activity-log/approve', reviewing('ApproveActivityEntry'));

  const single = (path: string, commandOf: (req: Request) => EntryCommandOf) =>
    router.post(path, async (req, res) => {
      const result = await onEntry(req, uuidParam(req.params.id), commandOf(req));
      respondToCommand(res, 200, bodyOf(result.state), result);
    });
  single('/api/activity-log/:id/submit', submit);
  single('/api/activity-log/:id/approve', reviewing('ApproveActivityEntry'));
  single('/api/activity-log/:id/unapprove', reviewing('UnapproveActivityEntry'));
  single('/api/activity-log/:id/request-changes', (req) => {
    const { comment } = parseInput(requestChangesSchema, req.body ?? {});
    const review = reviewing('RequestActivityEntryChanges')(req);
    return async (entry) => {
      const { type, data } = await review(entry);
      return { type, data: { ...data, comment } };
    };
  });
  single('/api/activity-log/:id/revert-request-changes', reviewing('RevertActivityEntryChangesRequest'));
  single('/api/risk-alerts/:id/dismiss', reviewing('DismissRiskAlert'));

  return router;
}
