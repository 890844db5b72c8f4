// The Postgres event store: the embedded and single-machine default.
//
// Global order is (transaction id, sequence). Sequence order alone is not commit
// order: a transaction that took seq 10 may commit after one that took seq 11, and
// a reader that had passed 11 would never see 10. So $all is only read below the
// current snapshot's xmin, the oldest transaction still running: every transaction
// under it has finished, and none can appear there later. A writer held open holds
// readers back (only in time); once it commits, its events come next, exactly once.
import pg from 'pg';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type StreamAppend,
  START,
  type Subscription,
  comparePositions,
} from '../types.js';
import { inTransaction } from '../../db/transaction.js';
import { appendInOneStatement, appendInTransaction, appendToManyStreams } from './append.js';
import { ChangeListener, type Wake } from './changeListener.js';
import { Chainer } from './chainer.js';
import { migrateEventStore } from './schema.js';

export interface PostgresEventStoreOptions {
  /** End the pool on close(): true when the store made the pool. */
  ownsPool?: boolean;
  /** How often a live subscription reads $all when no notification came. */
  pollIntervalMs?: number;
  /** Events a subscription reads per query. */
  subscriptionBatchSize?: number;
}

const DEFAULT_READ_ALL_MAX = 1000;
// The first re-read after a wake (see PostgresSubscription.nextDelay).
const HORIZON_RECHECK_MS = 10;
// At most one sweep of the chain per store in this time, however many subscriptions poll.
const SWEEP_INTERVAL_MS = 1000;

interface EventRow {
  seq: string;
  tx: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  created_at: Date;
}

// tx_id is aliased: an output column named tx_id (text) would win over the xid8 column in ORDER BY.
const COLUMNS = 'seq, tx_id::text as tx, event_id::text, stream_id, revision, type, data, metadata, created_at';
const BELOW_HORIZON = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  type: row.type,
  revision: BigInt(row.revision),
  position: { commit: BigInt(row.tx), prepare: BigInt(row.seq) },
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly listener: ChangeListener;
  private readonly chainer: Chainer;
  private readonly subscriptions = new Set<Subscription>();
  /** Subscriptions' reads of $all in flight, by position and size (see readAllForSubscription). */
  private readonly subscriptionReads = new Map<string, Promise<RecordedEvent[]>>();
  private closed = false;
  private lastSweep = 0;

  private constructor(
    readonly pool: pg.Pool,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.listener = new ChangeListener(pool);
    this.chainer = new Chainer(pool, (upTo) => this.listener.wakeAll(upTo));
  }

  /** A store over a pool the caller owns (and ends), unless ownsPool is set. */
  static create(pool: pg.Pool, options: PostgresEventStoreOptions = {}): PostgresEventStore {
    return new PostgresEventStore(pool, options);
  }

  /** A store with a pool of its own, ended by close(). */
  static connect(
    databaseUrl: string,
    options: Omit<PostgresEventStoreOptions, 'ownsPool'> & { poolSize?: number } = {},
  ): PostgresEventStore {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return new PostgresEventStore(pool, { ...options, ownsPool: true });
  }

  /** Creates the schema (idempotent), then links whatever a stopped process left unchained. */
  async migrate(): Promise<void> {
    await migrateEventStore(this.pool);
    this.chainer.pass();
  }

  /** A chain pass (coalesced): subscriptions that poll sweep up rows whose appending process stopped before its pass. */
  sweepChain(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    this.chainer.pass();
  }

  async appendToStream(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length > 0 && events.every((event) => event.eventId === undefined)) {
      const result = await appendInOneStatement(this.pool, streamId, events, options.expectedRevision ?? 'any');
      this.chainer.committed(result.position);
      return result;
    }
    const result = await inTransaction(this.pool, (client) =>
      appendInTransaction(client, streamId, events, options.expectedRevision ?? 'any', { notifyAtCommit: false }),
    );
    if (events.length > 0) this.chainer.committed(result.position);
    return result;
  }

  async appendToStreams(appends: StreamAppend[]): Promise<AppendResult[]> {
    const results = await appendToManyStreams(this.pool, appends);
    const newest = results
      .filter((_, index) => appends[index]!.events.length > 0)
      .reduce<Position | null>((top, result) => (top && comparePositions(top, result.position) >= 0 ? top : result.position), null);
    if (newest) this.chainer.committed(newest);
    return results;
  }

  async readStream(streamId: string, options: { fromRevision?: bigint; maxCount?: number } = {}): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `select ${COLUMNS} from es_events
        where stream_id = $1 and revision >= $2::bigint
        order by revision limit $3`,
      [streamId, String(options.fromRevision ?? 0n), options.maxCount ?? null],
    );
    return result.rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromPosition ?? START;
    const params: unknown[] = [String(from.commit), String(from.prepare), options.maxCount ?? DEFAULT_READ_ALL_MAX];
    // the other types' rows are passed over inside the server: their data is neither sent nor parsed
    if (options.types) params.push(options.types);
    const result = await this.pool.query<EventRow>(
      `select ${COLUMNS} from es_events
        where (tx_id, seq) > ($1::xid8, $2::bigint) and ${BELOW_HORIZON} ${options.types ? 'and type = any($4::text[])' : ''}
        order by tx_id, seq limit $3`,
      params,
    );
    return result.rows.map(toRecordedEvent);
  }

  /**
   * A subscription's read: every subscription woken by a commit asks for the same page at the same moment
   * (the projections' feed and each bus consumer, all caught up), so one query answers them all instead of
   * each parsing every event again. Only subscriptions share: a page read a moment before a commit is
   * complete for them (a woken subscription reads again 10 ms later), but not for a caller of readAll
   * who has just appended. The events are shared between subscribers, as events are immutable.
   */
  async readAllForSubscription(fromPosition: Position, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${fromPosition.commit}.${fromPosition.prepare}:${maxCount}`;
    let read = this.subscriptionReads.get(key);
    if (!read) {
      read = this.readAll({ fromPosition, maxCount }).finally(() => this.subscriptionReads.delete(key));
      this.subscriptionReads.set(key, read);
    }
    return [...(await read)];
  }

  async headPosition(): Promise<Position> {
    const result = await this.pool.query<{ tx: string; seq: string }>(
      `select tx_id::text as tx, seq from es_events where ${BELOW_HORIZON} order by tx_id desc, seq desc limit 1`,
    );
    const row = result.rows[0];
    return row ? { commit: BigInt(row.tx), prepare: BigInt(row.seq) } : START;
  }

  async writtenPosition(): Promise<Position> {
    const result = await this.pool.query<{ tx: string; seq: string }>(
      'select tx_id::text as tx, seq from es_events order by tx_id desc, seq desc limit 1',
    );
    const row = result.rows[0];
    return row ? { commit: BigInt(row.tx), prepare: BigInt(row.seq) } : START;
  }

  subscribeToAll(options: { fromPosition?: Position } = {}): Subscription {
    if (this.closed) throw new Error('The event store is closed');
    const subscription = new PostgresSubscription(
      this,
      this.listener,
      options.fromPosition ?? START,
      this.options.pollIntervalMs ?? 1000,
      this.options.subscriptionBatchSize ?? 500,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.unsubscribe()));
    await this.chainer.settled();
    await this.listener.stop();
    if (this.options.ownsPool) await this.pool.end();
  }
}

/** Catch up in batches, then wait for a notification or the poll interval, and read again. */
class PostgresSubscription implements Subscription {
  private closed = false;
  private notified = false;
  /**
   * What the wakes said was committed and the reads have not reached yet: the newest position, or 'unknown' once a
   * wake did not say (null: nothing awaited).
   */
  private awaited: Position | 'unknown' | null = null;
  private wakeUp: (() => void) | null = null;
  private inFlight: Promise<unknown> | null = null;
  private iterator: AsyncGenerator<RecordedEvent> | null = null;
  private recheckMs: number;
  private released: Promise<void> | null = null;
  private readonly wake: Wake = (upTo) => {
    // a wake for events this subscription has already read (its own commit, then the chainer's notification of it)
    if (upTo && comparePositions(this.position, upTo) >= 0) return;
    if (!upTo || this.awaited === 'unknown') this.awaited = 'unknown';
    else if (!this.awaited || comparePositions(upTo, this.awaited) > 0) this.awaited = upTo;
    this.notified = true;
    this.wakeUp?.();
  };

  constructor(
    private readonly store: PostgresEventStore,
    private readonly listener: ChangeListener,
    private position: Position,
    private readonly pollIntervalMs: number,
    private readonly batchSize: number,
    private readonly onClose: () => void,
  ) {
    this.recheckMs = pollIntervalMs;
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    this.iterator ??= this.run();
    return this.iterator;
  }

  unsubscribe(): Promise<void> {
    this.closed = true;
    this.wakeUp?.();
    this.released ??= (async () => {
      await this.inFlight?.catch(() => undefined);
      await this.listener.remove(this.wake);
      this.onClose();
    })();
    return this.released;
  }

  private async *run(): AsyncGenerator<RecordedEvent> {
    try {
      await this.listener.add(this.wake);
      while (!this.closed) {
        const woken = this.notified;
        this.notified = false;
        const read = this.store.readAllForSubscription(this.position, this.batchSize);
        this.inFlight = read;
        const batch = await read;
        this.inFlight = null;
        for (const event of batch) {
          if (this.closed) return;
          this.position = event.position;
          yield event;
        }
        if (batch.length < this.batchSize && !this.notified && !this.closed) {
          if (!woken) this.store.sweepChain();
          const unseen = this.awaited === 'unknown' || (this.awaited !== null && comparePositions(this.position, this.awaited) < 0);
          const delay = this.nextDelay(woken, unseen);
          // reached, or (for wakes that named no position) looked for until the poll takes over
          if (!unseen || delay >= this.pollIntervalMs) this.awaited = null;
          await this.sleep(delay);
        }
        // Re-listen after a lost connection, even while local commits keep waking us.
        void this.listener.ensureListening();
      }
    } finally {
      await this.unsubscribe();
    }
  }

  /**
   * A commit we were woken for may not be readable yet: events show only below the oldest open transaction
   * (BELOW_HORIZON, of the whole server), and nothing wakes us when that one ends. So while the reads have not
   * reached what the wakes named, look again soon, backing off (10, 20, 40… ms) to the poll interval, instead of
   * waiting a whole poll interval for it. Once a read reached it, nothing is awaited: the next look is the poll.
   */
  private nextDelay(woken: boolean, unseen: boolean): number {
    if (!unseen) this.recheckMs = this.pollIntervalMs;
    else this.recheckMs = woken ? HORIZON_RECHECK_MS : Math.min(this.recheckMs * 2, this.pollIntervalMs);
    return this.recheckMs;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
