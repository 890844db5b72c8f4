// read stream → decide → append with the read revision. A wrong expected
// revision is retried once from a fresh read, then answered 409.
import type { Decider, DomainEvent } from '@practicum/shared/domain/decider';
import { ConcurrencyError } from '@practicum/shared/platform/errors';
import { WrongExpectedVersionError, type EventMetadata, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  /** The stream's revision after the command (null when the stream still does not exist). */
  revision: bigint | null;
  /** Global position of the last appended event; null when the command changed nothing. */
  position: Position | null;
}

export async function loadState<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
): Promise<{ state: S; revision: bigint | null }> {
  const recorded = await eventStore.readStream(streamId);
  const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState());
  return { state, revision: recorded.at(-1)?.revision ?? null };
}

export async function handleCommand<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
): Promise<CommandResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await loadState(eventStore, streamId, decider);
    const events = decide(state);
    if (events.length === 0) return { state, events, revision, position: null };
    try {
      const result = await eventStore.appendToStream(
        streamId,
        events.map((event) => ({ type: event.type, data: event.data, metadata })),
        { expectedRevision: revision ?? 'no_stream' },
      );
      return {
        state: events.reduce(decider.evolve, state),
        events,
        revision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= 1) throw new ConcurrencyError();
    }
  }
}
