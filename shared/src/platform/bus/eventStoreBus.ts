// The single-machine Bus: each consumer is a catch-up subscription to $all from
// its own checkpoint (consumer_checkpoints). Handled events are checkpointed one
// by one after the handler returns (at least once); a consumer with handleBatch
// gets the events that are ready together and may save the checkpoint in its own
// transaction. A failing handler is retried with backoff and the consumer never
// moves past it.
import type { Knex } from 'knex';
import type { EventStore, Position, RecordedEvent, Subscription } from '../eventstore/types.js';
import { checkpointStore, type CheckpointStore } from './checkpoints.js';
import { acquireLeadership } from './leaderLock.js';
import { type Backoff, type BusLogger, backoffDelay, consoleLogger, DEFAULT_BACKOFF, retryUntilStopped, sleep, STOPPED } from './retry.js';
import { type Bus, type Consumer, type RunningConsumer, streamCategory } from './types.js';

export interface EventStoreBusOptions {
  eventStore: EventStore;
  knex: Knex;
  logger?: BusLogger;
  backoff?: Backoff;
  /**
   * Keep one active instance per consumer name across processes (a Postgres
   * advisory lock on a dedicated connection per consumer). Off by default: the
   * single-machine deployment is one process.
   */
  exclusive?: boolean;
}

// Events a consumer filters out still move its checkpoint, but lazily: replaying
// a skipped event costs nothing, a write per event of $all would.
const SKIPPED_SAVE_EVERY = 500;
const SKIPPED_SAVE_AFTER_MS = 1_000;
// The most events handed to a consumer's handleBatch at once (the subscription reads 500 per query).
const MAX_BATCH = 500;

export function createEventStoreBus(options: EventStoreBusOptions): Bus {
  const running = new Map<string, RunningConsumer>();
  const deps: Deps = {
    eventStore: options.eventStore,
    checkpoints: checkpointStore(options.knex),
    logger: options.logger ?? consoleLogger,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
  };

  return {
    start(consumer) {
      if (running.has(consumer.name)) {
        return Promise.reject(new Error(`Consumer ${consumer.name} is already running on this bus`));
      }
      const controller = new AbortController();
      const done = options.exclusive
        ? runExclusively(options.knex, consumer, controller.signal, deps)
        : consume(consumer, controller.signal, deps);
      const handle: RunningConsumer = {
        async stop() {
          controller.abort();
          await done;
          running.delete(consumer.name);
        },
      };
      running.set(consumer.name, handle);
      return Promise.resolve(handle);
    },
    async close() {
      await Promise.all([...running.values()].map((consumer) => consumer.stop()));
    },
  };
}

interface Deps {
  eventStore: EventStore;
  checkpoints: CheckpointStore;
  logger: BusLogger;
  backoff: Backoff;
}

async function runExclusively(knex: Knex, consumer: Consumer, signal: AbortSignal, deps: Deps): Promise<void> {
  while (!signal.aborted) {
    const leadership = await acquireLeadership(knex, `consumer:${consumer.name}`, { signal, logger: deps.logger });
    if (!leadership) return;
    const inner = new AbortController();
    const stopInner = (): void => inner.abort();
    signal.addEventListener('abort', stopInner, { once: true });
    void leadership.lost.then(() => {
      if (!signal.aborted) deps.logger.warn({ consumer: consumer.name }, 'lost the consumer lock; stopping');
      stopInner();
    });
    try {
      await consume(consumer, inner.signal, deps);
    } finally {
      signal.removeEventListener('abort', stopInner);
      await leadership.release();
    }
  }
}

async function consume(consumer: Consumer, signal: AbortSignal, deps: Deps): Promise<void> {
  const { eventStore, checkpoints, logger, backoff } = deps;
  const wanted = consumer.categories ? new Set(consumer.categories) : null;
  const log = (event: RecordedEvent) => ({
    consumer: consumer.name,
    eventId: event.eventId,
    streamId: event.streamId,
    type: event.type,
    position: `${event.position.commit}.${event.position.prepare}`,
  });
  let failures = 0;

  while (!signal.aborted) {
    let subscription: Subscription | undefined;
    let skipped: Position | null = null;
    let skippedCount = 0;
    let lastSave = Date.now();
    const unsubscribe = (): void => void subscription?.unsubscribe();
    try {
      const from = await checkpoints.load(consumer.name);
      if (signal.aborted) return;
      subscription = eventStore.subscribeToAll(from ? { fromPosition: from } : {});
      signal.addEventListener('abort', unsubscribe, { once: true });

      for await (const batch of readyBatches(subscription, MAX_BATCH)) {
        if (signal.aborted) return;
        if (consumer.handleBatch) {
          const last = batch[batch.length - 1]!.position;
          const events = wanted ? batch.filter((event) => wanted.has(streamCategory(event.streamId))) : batch;
          if (events.length === 0) {
            skipped = last;
            skippedCount += batch.length;
            if (skippedCount >= SKIPPED_SAVE_EVERY || Date.now() - lastSave >= SKIPPED_SAVE_AFTER_MS) {
              await checkpoints.saveSkipped(consumer.name, skipped);
              skipped = null;
              skippedCount = 0;
              lastSave = Date.now();
            }
            continue;
          }
          if ((await handleBatch(consumer, events, last, signal, deps)) === STOPPED) return;
          skipped = null;
          skippedCount = 0;
          lastSave = Date.now();
          failures = 0;
          continue;
        }
        for (const event of batch) {
          if (signal.aborted) return;
          if (wanted && !wanted.has(streamCategory(event.streamId))) {
            skipped = event.position;
            if (++skippedCount >= SKIPPED_SAVE_EVERY || Date.now() - lastSave >= SKIPPED_SAVE_AFTER_MS) {
              await checkpoints.saveSkipped(consumer.name, skipped);
              skipped = null;
              skippedCount = 0;
              lastSave = Date.now();
            }
            continue;
          }

          const handled = await retryUntilStopped(() => consumer.handle(event), {
            signal,
            backoff,
            onError: (error, attempt) =>
              logger.error({ err: error, attempt, ...log(event) }, 'consumer failed to handle an event; retrying'),
          });
          // Stopped before the handler succeeded: the event stays unsaved and comes again.
          if (handled === STOPPED) return;
          skipped = null;
          skippedCount = 0;

          // Saved even when a stop came during the handler, so the event is not delivered twice.
          if ((await saveWithRetry(consumer.name, event.position, signal, deps)) === STOPPED) return;
          lastSave = Date.now();
          failures = 0;
        }
      }
      if (signal.aborted) return;
      logger.warn({ consumer: consumer.name }, 'subscription ended; resubscribing from the checkpoint');
    } catch (error) {
      if (signal.aborted) return;
      logger.error({ err: error, consumer: consumer.name }, 'subscription failed; resubscribing from the checkpoint');
    } finally {
      signal.removeEventListener('abort', unsubscribe);
      await subscription?.unsubscribe().catch(() => undefined);
      if (skipped) await checkpoints.saveSkipped(consumer.name, skipped).catch(() => undefined);
    }
    await sleep(backoffDelay(failures++, backoff), signal);
  }
}

/** A batch goes to handleBatch (retried whole until it succeeds); its checkpoint is saved in the consumer's transaction or after it. */
async function handleBatch(
  consumer: Consumer,
  events: readonly RecordedEvent[],
  last: Position,
  signal: AbortSignal,
  deps: Deps,
): Promise<true | typeof STOPPED> {
  let savedIn = false;
  const checkpoint = {
    async saveIn(knex: Knex) {
      await checkpointStore(knex).save(consumer.name, last);
      savedIn = true;
    },
  };
  const handled = await retryUntilStopped(
    () => {
      savedIn = false;
      return consumer.handleBatch!(events, checkpoint);
    },
    {
      signal,
      backoff: deps.backoff,
      onError: (error, attempt) =>
        deps.logger.error(
          { err: error, attempt, consumer: consumer.name, eventId: events[0]!.eventId, events: events.length },
          'consumer failed to handle a batch; retrying',
        ),
    },
  );
  if (handled === STOPPED) return STOPPED;
  return savedIn ? true : saveWithRetry(consumer.name, last, signal, deps);
}

function saveWithRetry(name: string, position: Position, signal: AbortSignal, deps: Deps): Promise<true | typeof STOPPED> {
  return deps.checkpoints.save(name, position).then(
    () => true as const,
    () =>
      retryUntilStopped(() => deps.checkpoints.save(name, position).then(() => true as const), {
        signal,
        backoff: deps.backoff,
        onError: (error, attempt) => deps.logger.warn({ err: error, attempt, consumer: name }, 'checkpoint save failed; retrying'),
      }),
  );
}

const NOT_READY = Symbol('not ready');
const nextTurn = (): Promise<typeof NOT_READY> => new Promise((resolve) => setImmediate(() => resolve(NOT_READY)));

/**
 * The subscription's events grouped as they come: each batch is the first event (waited for) and every
 * further one that is ready before the next turn of the event loop (the rest of the page the subscription
 * read), at most `max`. A consumer that falls behind thus gets big batches, one that keeps up gets single events.
 */
async function* readyBatches(subscription: Subscription, max: number): AsyncGenerator<RecordedEvent[]> {
  const iterator = subscription[Symbol.asyncIterator]();
  let pending = iterator.next();
  for (;;) {
    const first = await pending;
    if (first.done) return;
    const batch = [first.value];
    pending = iterator.next();
    // one turn for the whole batch, not one per event: a setImmediate and a race per event of $all, in each of
    // the ten consumers, were a good part of an import's CPU
    const turn = nextTurn();
    while (batch.length < max) {
      const next = await Promise.race([pending, turn]);
      if (next === NOT_READY) break;
      if (next.done) {
        yield batch;
        return;
      }
      batch.push(next.value);
      pending = iterator.next();
    }
    yield batch;
  }
}
