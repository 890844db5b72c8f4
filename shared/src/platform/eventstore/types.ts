// The event store port. Its semantics are EventStoreDB's: streams with revisions
// starting at 0, optimistic concurrency by expected revision, and one global
// order ($all) addressed by a { commit, prepare } position.

export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

/** Who did it, on whose behalf, and why: every stored event carries this. */
export interface EventMetadata {
  userId: string | null;
  positionId: string | null;
  organizationId: string | null;
  impersonatorId: string | null;
  correlationId: string;
  causationId: string | null;
  ip: string | null;
  userAgent: string | null;
  occurredAt: string; // ISO instant, UTC
}

export interface EventToAppend {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  /** Made by the caller so that a retried append is recognisable; defaults to a new UUID. */
  eventId?: string;
}

/**
 * A global position. Ordered lexicographically by (commit, prepare).
 * Postgres adapter: commit = the appending transaction's id, prepare = the event's sequence number.
 * EventStoreDB adapter: its own commit and prepare positions.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: 0n, prepare: 0n };

export interface RecordedEvent<D extends Record<string, unknown> = Record<string, unknown>> {
  eventId: string;
  streamId: string;
  type: string;
  revision: bigint;
  position: Position;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event written (the stream's new revision). */
  nextExpectedRevision: bigint;
  /** Position of the last event written. */
  position: Position;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to the start. */
  fromPosition?: Position;
  maxCount?: number;
  /**
   * Only events of these types (a rebuild reads what its projector handles, not every event's data). The
   * other events are passed over, so a page may end before the head: see replayInto for how a reader knows
   * it has seen everything up to a position.
   */
  types?: readonly string[];
}

export interface Subscription extends AsyncIterable<RecordedEvent> {
  /** Ends iteration; resolves once the subscription has released its resources. */
  unsubscribe(): Promise<void>;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend {
  streamId: string;
  events: EventToAppend[];
  expectedRevision: ExpectedRevision;
}

export interface EventStore {
  appendToStream(streamId: string, events: EventToAppend[], options?: { expectedRevision?: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Optional: appends to several distinct streams in one transaction, all or nothing (a bulk import's
   * batch). A wrong expected revision on any stream writes nothing and throws WrongExpectedVersionError.
   * Stores without it are written one stream at a time by their callers.
   */
  appendToStreams?(appends: StreamAppend[]): Promise<AppendResult[]>;
  /** All events of a stream in revision order; an empty array when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Events of every stream in global order, after fromPosition (exclusive), only committed ones. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up subscription: every committed event after fromPosition, then live ones, exactly once, in global order. */
  subscribeToAll(options?: { fromPosition?: Position }): Subscription;
  /** The position of the last committed event, or START when empty. */
  headPosition(): Promise<Position>;
  /**
   * The position of the last event written, committed though maybe not yet readable from $all (an adapter that
   * shows events only below its oldest open writer, as the Postgres one does, reads past that here). Every position
   * an append has answered is at or below it: a position beyond it was never given to anyone.
   */
  writtenPosition(): Promise<Position>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) : a.commit < b.commit ? -1 : 1;

/** Wire form of a position (the X-Position / X-Min-Position headers): "<commit>.<prepare>". */
export const formatPosition = (p: Position): string => `${p.commit}.${p.prepare}`;

export const parsePosition = (text: string): Position | null => {
  const match = /^(\d+)\.(\d+)$/.exec(text.trim());
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
};
