// The placement commands every caller shares (routes, batch approval, seeding):
// each goes through the one pipeline. A request holds the (trainee, site,
// training) reservation first (PLACE-17), so of concurrent duplicates exactly
// one placement stream is ever written; the site's stream learns of it after
// (a site with placements cannot be deleted, SITES-17).
import { randomUUID } from 'node:crypto';
import {
  placementDecider,
  placementKeyDecider,
  placementKeyStream,
  placementStream,
  type PlacementActor,
  type PlacementCommand,
  type PlacementDecision,
  type PlacementPartyFacts,
  type RequestPlacementInput,
} from '@practicum/shared/domain/placements/index';
import { siteDecider, siteStream } from '@practicum/shared/domain/sites/index';
import { commandRunner, type CommandPipeline, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { AppError } from '@practicum/shared/platform/errors';
import type { InsuranceVerdict } from './insuranceCheck.js';
import { requestFacts } from './placementFacts.js';
import { partyFactsOfPlacement } from './placementParties.js';
import type { RequirementsReader } from './requirements.js';

export type PlacementOrigin = { actor: PlacementActor | null; origin: Origin };

/** INS-18 facts for placements about to be approved (the routes read them from the read models). */
export type InsuranceReader = (placementIds: string[]) => Promise<Map<string, InsuranceVerdict>>;

/**
 * Who issues a placement command; an approval also carries the insurance verdict the decider weighs, and a faculty
 * member the placement's training's faculty (whether they read the placement, so whether a refusal is a 404).
 */
type PlacementIssuer = PlacementOrigin & { insurance?: InsuranceVerdict | undefined; party?: PlacementPartyFacts | undefined };

export function placementCommands(pipeline: CommandPipeline, deps: { insurance: InsuranceReader; requirements: RequirementsReader }) {
  const runAs = commandRunner(
    pipeline,
    placementDecider,
    placementStream,
    (who: PlacementIssuer) => who.origin,
    (who, base) => ({ ...base, actor: who.actor, insurance: who.insurance, party: who.party }),
  );
  /** Faculty read the placements of the trainings they teach, which the placement's stream does not say: read for them. */
  const run: typeof runAs = async (who, placementId, command, use) =>
    runAs(
      who.actor?.role === 'faculty' && use !== 'create' ? { ...who, party: await partyFactsOfPlacement(pipeline, placementId) } : who,
      placementId,
      command,
      use,
    );

  async function decide(placementId: string, decision: PlacementDecision, who: PlacementOrigin, verdict?: InsuranceVerdict) {
    const insurance = decision === 'approved' ? (verdict ?? (await deps.insurance([placementId])).get(placementId)) : undefined;
    return run({ ...who, insurance }, placementId, { type: 'DecidePlacement', data: { placementId, decision } });
  }

  return {
    run,
    decide,
    async request(input: RequestPlacementInput & { trainee_id: string }, who: PlacementOrigin, placementId: string = randomUUID()) {
      const traineeUserId = input.trainee_id;
      const { facts, training } = await requestFacts(
        pipeline,
        { traineeUserId, supervisorUserId: input.supervisor_id },
        input.training_id,
        input.supervision_site_id,
      );
      const requirements = training
        ? await deps.requirements({ organizationId: training.organizationId, trainingPlanId: training.trainingPlanId })
        : [];
      const command: PlacementCommand = {
        type: 'RequestPlacement',
        data: {
          placementId,
          traineeUserId,
          trainingId: input.training_id,
          siteId: input.supervision_site_id,
          supervisorUserId: input.supervisor_id,
          isCampus: input.is_campus,
          comment: input.comment,
          requirements,
          facts,
        },
      };
      // the decider's refusals come before the key is held: a refused request holds nothing
      placementDecider.decide(command, placementDecider.initialState(), {
        now: pipeline.clock().toISOString(),
        userId: who.actor?.userId ?? null,
        actor: who.actor,
      });
      await pipeline.handle(
        placementKeyDecider,
        placementKeyStream(traineeUserId, input.supervision_site_id, input.training_id),
        {
          type: 'ReservePlacementKey',
          data: { placementId, traineeUserId, siteId: input.supervision_site_id, trainingId: input.training_id },
        },
        who.origin,
      );
      const result = await run(who, placementId, command, 'create');
      await pipeline.handle(
        siteDecider,
        siteStream(input.supervision_site_id),
        { type: 'AddSitePlacement', data: { siteId: input.supervision_site_id, placementId } },
        who.origin,
        (base) => ({ ...base, actor: null }),
      );
      return { placementId, result };
    },
    /** PLACE-14: every id is decided on its own stream; each row answers its outcome, refusals with their message. */
    async batch(ids: string[], decision: PlacementDecision, who: PlacementOrigin, concurrency = 6) {
      const unique = [...new Set(ids)];
      const verdicts = decision === 'approved' ? await deps.insurance(unique) : new Map<string, InsuranceVerdict>();
      const outcomes = new Array<Awaited<ReturnType<typeof decideRow>>>(unique.length);
      const decideRow = async (id: string) => {
        try {
          const result = await decide(id, decision, who, verdicts.get(id));
          return { id, ok: true as const, result, message: null };
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          return { id, ok: false as const, result: null, message: error.message };
        }
      };
      let next = 0;
      const worker = async () => {
        while (next < unique.length) {
          const index = next++;
          outcomes[index] = await decideRow(unique[index]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
      return outcomes;
    },
  };
}
