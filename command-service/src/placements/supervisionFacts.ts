// The placements a supervision decision weighs (shared/src/domain/placements/supervision.ts): those of a training
// that name the user as supervisor, found through the placements read model and read from their own streams, so
// the rule is applied to exact facts (a placement archived a moment ago no longer counts).
import type { Knex } from 'knex';
import { placementIdsNaming } from '@practicum/projections/placements/supervision';
import { placementDecider, placementStream } from '@practicum/shared/domain/placements/index';
import type { SupervisingPlacement } from '@practicum/shared/domain/placements/supervision';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';

/** The placements with these ids, as their streams hold them (ids naming no placement are left out). */
export async function placementsFromStreams(eventStore: EventStore, placementIds: readonly string[]): Promise<SupervisingPlacement[]> {
  const states = await Promise.all(
    placementIds.map(async (id) => (await loadState(eventStore, placementStream(id), placementDecider)).state),
  );
  return states.flatMap((state) => (state.status === 'requested' ? [state.placement] : []));
}

/** The placements of the training naming the user as its supervisor, in any stage. */
export async function placementsNamingSupervisor(
  deps: { eventStore: EventStore; knex: Knex },
  supervisorUserId: string,
  trainingId: string,
): Promise<SupervisingPlacement[]> {
  return placementsFromStreams(deps.eventStore, await placementIdsNaming(deps.knex, supervisorUserId, trainingId));
}

/**
 * `placementsNamingSupervisor` for the commands of one request (a bulk approve): each training's placements are
 * read once, however many of its entries the request names.
 */
export function placementsNamingSupervisorByTraining(
  deps: { eventStore: EventStore; knex: Knex },
  supervisorUserId: string,
): (trainingId: string) => Promise<SupervisingPlacement[]> {
  const read = new Map<string, Promise<SupervisingPlacement[]>>();
  return (trainingId) => {
    const placements = read.get(trainingId) ?? placementsNamingSupervisor(deps, supervisorUserId, trainingId);
    read.set(trainingId, placements);
    return placements;
  };
}
