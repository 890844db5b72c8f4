// The EventStoreDB adapter (the distributed deployment): the port is EventStoreDB's
// semantics, so this is mostly a translation. System events ($-prefixed types) are
// left out of $all, as the Postgres adapter has none.
import { randomUUID } from 'node:crypto';
import {
  ANY,
  type AllStreamRecordedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  START as ESDB_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  START,
  type Subscription,
  WrongExpectedVersionError,
} from '../types.js';

const DEFAULT_READ_ALL_MAX = 1000;
const PAGE = 500;

const toEsdbExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return expected;
  }
};

const isStart = (position: Position): boolean => position.commit === 0n && position.prepare === 0n;
const toReadPosition = (position: Position): ReadPosition => (isStart(position) ? ESDB_START : position);
const isSystemEvent = (event: { type: string }): boolean => event.type.startsWith('$');

const toRecordedEvent = (event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent => ({
  eventId: event.id,
  streamId: event.streamId,
  type: event.type,
  revision: event.revision,
  position: event.position ?? START,
  data: event.isJson && isRecord(event.data) ? event.data : {},
  metadata: (isRecord(event.metadata) ? event.metadata : {}) as unknown as EventMetadata,
  createdAt: event.created,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    readonly client: EventStoreDBClient,
    private readonly ownsClient = true,
  ) {}

  static connect(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  /** Nothing to create: the server owns its storage. */
  async migrate(): Promise<void> {}

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    const expectedRevision = options.expectedRevision ?? 'any';
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.eventId ?? randomUUID(),
            type: event.type,
            data: event.data,
            metadata: event.metadata,
          }),
        ),
        { expectedRevision: toEsdbExpected(expectedRevision) },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position ?? (await this.lastPositionOf(streamId)),
      };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedVersionError(streamId, expectedRevision, actual === 'no_stream' || actual < 0n ? 'no_stream' : actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: options.fromRevision ?? ESDB_START,
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) if (resolved.event) events.push(toRecordedEvent(resolved.event));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? DEFAULT_READ_ALL_MAX;
    const from = options.fromPosition ?? START;
    const events: RecordedEvent[] = [];
    // Reads from a position include it, and system events are dropped here, so read in pages.
    let cursor = from;
    for (;;) {
      let read = 0;
      let last: Position | null = null;
      for await (const resolved of this.client.readAll({
        direction: FORWARDS,
        fromPosition: toReadPosition(cursor),
        maxCount: PAGE,
      })) {
        read++;
        const event = resolved.event;
        if (!event) continue;
        last = event.position;
        if (comparePositions(event.position, from) <= 0 || isSystemEvent(event)) continue;
        if (options.types && !options.types.includes(event.type)) continue;
        events.push(toRecordedEvent(event));
        if (events.length >= maxCount) return events;
      }
      if (read < PAGE || last === null) return events;
      cursor = last;
    }
  }

  async headPosition(): Promise<Position> {
    let cursor: ReadPosition = END;
    for (;;) {
      let read = 0;
      let last: Position | null = null;
      const page = this.client.readAll({ direction: BACKWARDS, fromPosition: cursor, maxCount: PAGE });
      for await (const resolved of page) {
        read++;
        const event: AllStreamRecordedEvent | undefined = resolved.event;
        if (!event) continue;
        if (!isSystemEvent(event)) return event.position;
        last = event.position;
      }
      if (read < PAGE || last === null) return START;
      cursor = last;
    }
  }

  /** EventStoreDB shows an event in $all once it is committed: its head is the last written one. */
  writtenPosition(): Promise<Position> {
    return this.headPosition();
  }

  subscribeToAll(options: { fromPosition?: Position } = {}): Subscription {
    const from = options.fromPosition ?? START;
    // Subscription positions are exclusive on the server; the check below only guards it.
    const inner = this.client.subscribeToAll({ fromPosition: toReadPosition(from), filter: excludeSystemEvents() });
    const subscription = new EventStoreDbSubscription(inner, from, () => this.subscriptions.delete(subscription));
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    if (this.ownsClient) await this.client.dispose();
  }

  private async lastPositionOf(streamId: string): Promise<Position> {
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (resolved.event?.position) return resolved.event.position;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return START;
  }
}

class EventStoreDbSubscription implements Subscription {
  private iterator: AsyncGenerator<RecordedEvent> | null = null;
  private released: Promise<void> | null = null;
  private stop!: () => void;
  // A cancelled gRPC call does not always end the stream, so iteration also waits on this.
  private readonly stopped = new Promise<null>((resolve) => {
    this.stop = () => resolve(null);
  });

  constructor(
    private readonly inner: AllStreamSubscription,
    private readonly from: Position,
    private readonly onClose: () => void,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    this.iterator ??= this.run();
    return this.iterator;
  }

  unsubscribe(): Promise<void> {
    this.stop();
    this.released ??= (async () => {
      await this.inner.unsubscribe();
      this.inner.destroy();
      this.onClose();
    })();
    return this.released;
  }

  private async *run(): AsyncGenerator<RecordedEvent> {
    const events = this.inner[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await Promise.race([events.next(), this.stopped]);
        if (next === null || next.done) return;
        const event = next.value.event;
        if (!event || isSystemEvent(event) || comparePositions(event.position, this.from) <= 0) continue;
        yield toRecordedEvent(event);
      }
    } finally {
      await this.unsubscribe();
    }
  }
}
