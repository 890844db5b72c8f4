// The one way a command reaches the event store, for routes, scheduled jobs and
// seeders alike: read the stream once, decide, append with the read revision,
// retry once from a fresh read on a conflict, then answer 409.
import type { CommandContext, Decider, DomainEvent, Viewer } from '../../domain/decider.js';
import { AppError, ConcurrencyError, NotFoundError } from '../errors.js';
import {
  WrongExpectedVersionError,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type Position,
} from '../eventstore/types.js';
import { requestMetadata, systemMetadata, type MetadataRequest } from '../eventstore/metadata.js';

export interface CommandResult<S, E> {
  state: S;
  events: E[];
  /** The stream's revision after the command (null when the stream still does not exist). */
  revision: bigint | null;
  /** Global position of the last appended event; null when the command changed nothing. */
  position: Position | null;
  /**
   * What a reader must wait for to see the state the command answers with: the appended position, or, when
   * nothing was appended, the stream's last event. A command that finds its work already done (a concurrent
   * consumer did it) answers a state someone else wrote, which may not be projected yet.
   */
  readPosition?: Position | null;
}

/** Who issues a command: a request (its session, address and agent), or the system (jobs, seeding). */
export type Origin = { request: MetadataRequest } | { system: Partial<EventMetadata> };

/** A decider's context: given as is, or built from the base context (now, acting user). */
export type ContextSource<X> = X | ((base: CommandContext, metadata: EventMetadata) => X);

type Evolving<S, E extends DomainEvent> = Pick<Decider<S, unknown, E, unknown>, 'initialState' | 'evolve'>;

/** How a command meets its stream: read first (handle), or not, for a stream id just minted (create). */
export type StreamUse = 'handle' | 'create';

/** Runs `command` against the stream through the decider; metadata comes from the origin. */
type CommandRunner = <S, C, E extends DomainEvent, X = CommandContext>(
  decider: Decider<S, C, E, X>,
  streamId: string,
  command: C,
  origin: Origin,
  context?: ContextSource<X>,
) => Promise<CommandResult<S, E>>;

export interface CommandPipeline {
  /** Reads the stream, decides, appends with the read revision (retried once from a fresh read on a conflict). */
  handle: CommandRunner;
  /**
   * Like handle, for a stream whose id the caller has just minted (a random UUID): decides on the initial state
   * without reading the stream, as it cannot exist yet. Should it exist after all, the append fails on its
   * revision and the command runs as handle does, from a read.
   */
  create: CommandRunner;
  /** Like handle, for decisions that are not a decider's `decide` (several commands, extra facts). */
  run<S, E extends DomainEvent>(
    decider: Evolving<S, E>,
    streamId: string,
    decide: (state: S, base: CommandContext, metadata: EventMetadata) => E[],
    origin: Origin,
  ): Promise<CommandResult<S, E>>;
  /**
   * Appends facts no rule orders (a sign-in, a reset asked for, a password changed) to a stream
   * that must exist: its revision is not checked, so concurrent facts never conflict.
   */
  record<S, E extends DomainEvent>(
    decider: Evolving<S, E>,
    streamId: string,
    decide: (state: S) => E[],
    origin: Origin,
  ): Promise<CommandResult<S, E>>;
  /**
   * What the decider would decide on `state`, as handle does (refusals to a member who does not read the record are
   * 404), appending nothing: for refusals that must come before another stream is written (a name held).
   */
  check<S, C, E extends DomainEvent, X = CommandContext>(
    decider: Decider<S, C, E, X>,
    state: S,
    command: C,
    origin: Origin,
    context?: ContextSource<X>,
  ): E[];
  /** A stream's current state and revision, for checks that read another aggregate. */
  load<S, E extends DomainEvent>(
    decider: Evolving<S, E>,
    streamId: string,
  ): Promise<{ state: S; revision: bigint | null; position: Position | null }>;
  /** The metadata a command from this origin would carry now. */
  metadataOf(origin: Origin): EventMetadata;
  readonly eventStore: EventStore;
  readonly clock: () => Date;
}

/** An area's command runner: who issues the command, the id its stream is named by, the command, the stream use. */
export type AreaRunner<W, I, S, C, E> = (who: W, id: I, command: C, use?: StreamUse) => Promise<CommandResult<S, E>>;

/**
 * One decider's runner for an area, so each area does not spell the pipeline call again: the stream comes from
 * the id, the origin and the decider's context from whoever issues the command (a request, or an actor with the
 * origin it acts from). The context is built when the pipeline decides, as a context function is.
 */
export function commandRunner<W, I, S, C, E extends DomainEvent, X = CommandContext>(
  pipeline: CommandPipeline,
  decider: Decider<S, C, E, X>,
  streamOf: (id: I) => string,
  originOf: (who: W) => Origin,
  contextOf?: (who: W, base: CommandContext) => NoInfer<X>,
): AreaRunner<W, I, S, C, E> {
  return (who, id, command, use = 'handle') =>
    pipeline[use](decider, streamOf(id), command, originOf(who), contextOf && ((base) => contextOf(who, base)));
}

/** A route's runner: the request is the origin (its session, address and agent). */
export function requestRunner<R extends MetadataRequest, I, S, C, E extends DomainEvent, X = CommandContext>(
  pipeline: CommandPipeline,
  decider: Decider<S, C, E, X>,
  streamOf: (id: I) => string,
  contextOf?: (req: R, base: CommandContext) => NoInfer<X>,
): AreaRunner<R, I, S, C, E> {
  return commandRunner(pipeline, decider, streamOf, (req: R) => ({ request: req }), contextOf);
}

export async function loadState<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Evolving<S, E>,
): Promise<{ state: S; revision: bigint | null; position: Position | null }> {
  const recorded = await eventStore.readStream(streamId);
  const state = recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState());
  const last = recorded.at(-1);
  return { state, revision: last?.revision ?? null, position: last?.position ?? null };
}

/** Appends what was decided on `state` and answers the command's result. */
async function appendDecided<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Evolving<S, E>,
  state: S,
  events: E[],
  metadata: EventMetadata,
  expectedRevision: ExpectedRevision,
): Promise<CommandResult<S, E>> {
  const appended = await eventStore.appendToStream(
    streamId,
    events.map((event) => ({ type: event.type, data: event.data, metadata })),
    { expectedRevision },
  );
  return { state: events.reduce(decider.evolve, state), events, revision: appended.nextExpectedRevision, position: appended.position };
}

/**
 * The pipeline's core: read once, decide, append with the read revision, retry once on a conflict. A `fresh`
 * stream is not read the first time: it starts from the initial state, appended as a new stream.
 */
async function decideAndAppend<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamId: string,
  decider: Evolving<S, E>,
  decide: (state: S) => E[],
  metadata: EventMetadata,
  fresh = false,
): Promise<CommandResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const { state, revision, position } =
      fresh && attempt === 0
        ? { state: decider.initialState(), revision: null, position: null }
        : await loadState(eventStore, streamId, decider);
    const events = decide(state);
    if (events.length === 0) return { state, events, revision, position: null, readPosition: position };
    try {
      return await appendDecided(eventStore, streamId, decider, state, events, metadata, revision ?? 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= 1) throw new ConcurrencyError();
    }
  }
}

/** The member a request acts as; none for the system (jobs and seeders read every record). */
const viewerOf = (origin: Origin): Viewer | null => {
  if (!('request' in origin)) return null;
  const auth = origin.request.session?.auth;
  return {
    userId: auth?.userId ?? null,
    positionId: auth?.positionId ?? null,
    organizationId: auth?.organizationId ?? null,
    role: auth?.role ?? null,
  };
};

/**
 * A refusal of a record the member does not read (another organization's, or one they are no party to) is a 404,
 * as its read: told "forbidden" or "conflict", they would learn that it exists. Decided here, for every route.
 */
function unseenAsNotFound<S, C, X>(
  error: unknown,
  decider: { visibleTo?: (state: S, viewer: Viewer, command: C, context: X) => boolean },
  decided: { state: S; viewer: Viewer | null; command: C; context: X },
): unknown {
  const { state, viewer, command, context } = decided;
  const refusal = error instanceof AppError && error.status < 500 && !(error instanceof NotFoundError);
  return refusal && viewer && decider.visibleTo && !decider.visibleTo(state, viewer, command, context) ? new NotFoundError() : error;
}

export function commandPipeline(deps: { eventStore: EventStore; clock?: () => Date }): CommandPipeline {
  const eventStore = deps.eventStore;
  const clock = deps.clock ?? (() => new Date());
  const metadataOf = (origin: Origin): EventMetadata =>
    'request' in origin
      ? requestMetadata(origin.request, clock())
      : systemMetadata({ occurredAt: clock().toISOString(), ...origin.system });
  const baseContext = (metadata: EventMetadata): CommandContext => ({ now: metadata.occurredAt, userId: metadata.userId });
  /** How the pipeline decides a command from this origin on a state: its context resolved, unseen refusals as 404. */
  const decidingAs = <S, C, E extends DomainEvent, X>(
    decider: Decider<S, C, E, X>,
    command: C,
    origin: Origin,
    context: ContextSource<X> | undefined,
  ) => {
    const metadata = metadataOf(origin);
    const base = baseContext(metadata);
    const resolved = (
      typeof context === 'function'
        ? (context as (b: CommandContext, m: EventMetadata) => unknown)(base, metadata)
        : context === undefined
          ? base
          : context
    ) as X;
    const viewer = viewerOf(origin);
    const decide = (state: S): E[] => {
      try {
        return decider.decide(command, state, resolved);
      } catch (error) {
        throw unseenAsNotFound(error, decider, { state, viewer, command, context: resolved });
      }
    };
    return { metadata, decide };
  };
  const decideCommand = <S, C, E extends DomainEvent, X>(
    decider: Decider<S, C, E, X>,
    streamId: string,
    command: C,
    origin: Origin,
    context: ContextSource<X> | undefined,
    fresh: boolean,
  ): Promise<CommandResult<S, E>> => {
    const { metadata, decide } = decidingAs(decider, command, origin, context);
    return decideAndAppend(eventStore, streamId, decider, decide, metadata, fresh);
  };

  return {
    eventStore,
    clock,
    metadataOf,
    load: (decider, streamId) => loadState(eventStore, streamId, decider),
    check: (decider, state, command, origin, context) => decidingAs(decider, command, origin, context).decide(state),
    handle(decider, streamId, command, origin, context) {
      return decideCommand(decider, streamId, command, origin, context, false);
    },
    create(decider, streamId, command, origin, context) {
      return decideCommand(decider, streamId, command, origin, context, true);
    },
    async record(decider, streamId, decide, origin) {
      const { state, position } = await loadState(eventStore, streamId, decider);
      const events = decide(state);
      if (events.length === 0) return { state, events, revision: null, position: null, readPosition: position };
      return appendDecided(eventStore, streamId, decider, state, events, metadataOf(origin), 'stream_exists');
    },
    run(decider, streamId, decide, origin) {
      const metadata = metadataOf(origin);
      const base = baseContext(metadata);
      return decideAndAppend(eventStore, streamId, decider, (state) => decide(state, base, metadata), metadata);
    },
  };
}
