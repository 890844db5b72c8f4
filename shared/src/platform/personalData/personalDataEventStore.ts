// The event store as every service sees it: personal fields (fields.ts) are sealed with their person's key on
// the way in and opened on the way out, so the stored rows (and their hash chain) never change while an erased
// person's fields read as "Erased person" in every replay, rebuild and subscription.
import pg from 'pg';
import type { ConfiguredEventStore } from '../eventstore/index.js';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  Position,
  ReadAllOptions,
  RecordedEvent,
  StreamAppend,
  Subscription,
} from '../eventstore/types.js';
import { open, openAll, sealEvent, subjectsIn } from './cipher.js';
import { personalFields, subjectOf } from './fields.js';
import { PersonalDataKeys, personalDataKeysTableSql } from './keyStore.js';
import { protectLegacyEvents } from './legacyEvents.js';

export class PersonalDataEventStore implements ConfiguredEventStore {
  readonly keys: PersonalDataKeys;

  constructor(
    private readonly inner: ConfiguredEventStore,
    private readonly pool: pg.Pool,
    private readonly ownsPool: boolean,
  ) {
    this.keys = new PersonalDataKeys(pool);
  }

  static connect(inner: ConfiguredEventStore, databaseUrl: string): PersonalDataEventStore {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on('error', () => undefined);
    return new PersonalDataEventStore(inner, pool, true);
  }

  /** The adapter underneath, for writers of events with no personal fields that need its own features. */
  get adapter(): ConfiguredEventStore {
    return this.inner;
  }

  get kind(): 'postgres' | 'eventstoredb' {
    return this.inner.kind;
  }

  async migrate(): Promise<void> {
    await this.inner.migrate();
    await this.pool.query(personalDataKeysTableSql);
    if (this.inner.kind === 'postgres') await protectLegacyEvents(this.pool, this.keys);
  }

  /** Seals a batch's personal fields with one key look-up. */
  async seal(events: EventToAppend[]): Promise<EventToAppend[]> {
    const subjects = [...new Set(events.filter((e) => personalFields[e.type]).flatMap((e) => subjectOf(e.type, e.data) ?? []))];
    if (subjects.length === 0) return events;
    const keys = await this.keys.forWriting(subjects);
    return events.map((event) => sealEvent(event, keys));
  }

  async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) if (personalFields[event.type]) subjectsIn(event.data, subjects);
    if (subjects.size === 0) return events;
    const keys = await this.keys.forReading(subjects);
    return events.map((event) =>
      personalFields[event.type]
        ? { ...event, data: openAll(event.data, (parts) => open(keys.get(parts.subject) ?? null, parts)) as Record<string, unknown> }
        : event,
    );
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, await this.seal(events), options);
  }

  get appendToStreams(): ((appends: StreamAppend[]) => Promise<AppendResult[]>) | undefined {
    const many = this.inner.appendToStreams?.bind(this.inner);
    if (!many) return undefined;
    return async (appends) =>
      many(await Promise.all(appends.map(async (append) => ({ ...append, events: await this.seal(append.events) }))));
  }

  async readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readStream(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readAll(options));
  }

  subscribeToAll(options?: { fromPosition?: Position }): Subscription {
    const subscription = this.inner.subscribeToAll(options);
    const opened = async function* (store: PersonalDataEventStore) {
      // most events carry no personal fields: they pass without the extra await (every subscriber sees every event)
      for await (const event of subscription) yield personalFields[event.type] ? (await store.open([event]))[0]! : event;
    };
    const iterable = opened(this);
    return {
      [Symbol.asyncIterator]: () => iterable,
      unsubscribe: () => subscription.unsubscribe(),
    };
  }

  headPosition(): Promise<Position> {
    return this.inner.headPosition();
  }

  writtenPosition(): Promise<Position> {
    return this.inner.writtenPosition();
  }

  async close(): Promise<void> {
    await this.inner.close();
    if (this.ownsPool) await this.pool.end();
  }
}

/** The key store behind an event store, when it has one (erasure destroys keys through it). */
export const personalDataKeysOf = (eventStore: unknown): PersonalDataKeys | null =>
  eventStore instanceof PersonalDataEventStore ? eventStore.keys : null;

/** The adapter under the seal (or the store itself): only for events none of whose fields are personal. */
export const adapterOf = (eventStore: EventStore): EventStore =>
  eventStore instanceof PersonalDataEventStore ? eventStore.adapter : eventStore;

/** What opens the sealed fields of events read around the store (Kafka's messages), when it seals any. */
export const personalDataOpenerOf = (eventStore: unknown): ((events: RecordedEvent[]) => Promise<RecordedEvent[]>) | undefined =>
  eventStore instanceof PersonalDataEventStore ? (events) => eventStore.open(events) : undefined;
