// A daily job's pass over candidates: the read model only finds them, and each one's decider decides
// (a candidate it turns down changes nothing), so a pass that runs twice does no harm.
import type { Knex } from 'knex';
import type { Decider, DomainEvent } from '@practicum/shared/domain/decider';
import type { CommandPipeline, ContextSource } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';

/** What a sweeping job reads candidates with and writes through. */
export interface SweepDeps {
  pipeline: CommandPipeline;
  knex: Knex;
}

export interface Sweep<C, X> {
  streamOf: (id: string) => string;
  commandFor: (id: string) => C;
  /** Ties the pass's events together in their system metadata. */
  correlationId: string;
  context: ContextSource<X>;
}

/**
 * Sends each candidate its command in turn; answers how many changed and the position of the last change.
 * Two steps, so that the decider fixes the command type before the command literal is checked against it.
 */
export const sweep = <S, C, E extends DomainEvent, X>(pipeline: CommandPipeline, decider: Decider<S, C, E, X>) => ({
  async over(
    candidates: readonly string[],
    { streamOf, commandFor, correlationId, context }: Sweep<C, X>,
  ): Promise<{ changed: number; position: Position | null }> {
    let changed = 0;
    let position: Position | null = null;
    for (const id of candidates) {
      const result = await pipeline.handle(decider, streamOf(id), commandFor(id), { system: { correlationId } }, context);
      if (result.events.length) {
        changed++;
        position = result.position;
      }
    }
    return { changed, position };
  },
});
