// The relay: reads $all from the event store after its checkpoint and publishes
// every event to the topic of its category, keyed by stream id, with an
// idempotent producer. The checkpoint (consumer_checkpoints, name 'kafka-relay')
// is saved only after Kafka has acknowledged the batch, so a crash republishes
// at most the unacknowledged tail (consumers are idempotent). One active relay at
// a time: replicas wait on a Postgres advisory lock. Personal fields are published
// sealed, as stored (the relay reads under the seal): consumers open them with the
// people's keys, so erasing a person also erases Kafka's copies of their data.
import type { Knex } from 'knex';
import type { Admin, Kafka, Message, Producer } from 'kafkajs';
import type { EventStore, Position, RecordedEvent, Subscription } from '../eventstore/types.js';
import { adapterOf } from '../personalData/personalDataEventStore.js';
import { checkpointStore } from './checkpoints.js';
import { ensureTopics } from './kafkaBus.js';
import { DEFAULT_TOPIC_PREFIX, encodeRecordedEvent, topicForCategory } from './kafkaCodec.js';
import { acquireLeadership } from './leaderLock.js';
import { type Backoff, type BusLogger, backoffDelay, consoleLogger, DEFAULT_BACKOFF, retryUntilStopped, sleep, STOPPED } from './retry.js';
import { streamCategory } from './types.js';

export const RELAY_CHECKPOINT = 'kafka-relay';

export interface KafkaRelayOptions {
  eventStore: EventStore;
  knex: Knex;
  kafka: Kafka;
  /** Checkpoint name and lock key. */
  name?: string;
  topicPrefix?: string;
  /** Partitions of the topics the relay creates; -1 leaves it to the broker's num.partitions. */
  numPartitions?: number;
  /** Most events per produce request. */
  maxBatch?: number;
  /** Wait for the advisory lock so that only one relay publishes (default true). */
  exclusive?: boolean;
  logger?: BusLogger;
  backoff?: Backoff;
  /** How long stop() lets an in-flight send finish before disconnecting the producer. */
  stopGraceMs?: number;
}

export interface RunningRelay {
  /** Position of the last event Kafka acknowledged and the checkpoint recorded; null before the first. */
  lastRelayed(): Position | null;
  stop(): Promise<void>;
}

export async function startKafkaRelay(options: KafkaRelayOptions): Promise<RunningRelay> {
  const name = options.name ?? RELAY_CHECKPOINT;
  const prefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
  const maxBatch = options.maxBatch ?? 500;
  const logger = options.logger ?? consoleLogger;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const checkpoints = checkpointStore(options.knex);
  // the stored events, personal fields still sealed: Kafka never holds a clear copy a key's erasure could not reach
  const source = adapterOf(options.eventStore);
  const stopping = new AbortController();
  let relayed: Position | null = null;

  const producer: Producer = options.kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });
  const admin: Admin = options.kafka.admin();
  await producer.connect();
  await admin.connect();
  const knownTopics = new Set(await admin.listTopics());

  const publish = async (batch: RecordedEvent[]): Promise<void> => {
    const byTopic = new Map<string, Message[]>();
    for (const event of batch) {
      const topic = topicForCategory(streamCategory(event.streamId), prefix);
      const messages = byTopic.get(topic) ?? [];
      messages.push({
        key: event.streamId,
        value: encodeRecordedEvent(event),
        headers: { 'event-type': event.type, 'event-id': event.eventId },
      });
      byTopic.set(topic, messages);
    }
    const missing = [...byTopic.keys()].filter((topic) => !knownTopics.has(topic));
    if (missing.length > 0) {
      await ensureTopics(admin, missing, options.numPartitions);
      for (const topic of missing) knownTopics.add(topic);
    }
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  };

  const relay = async (signal: AbortSignal): Promise<void> => {
    let failures = 0;
    while (!signal.aborted) {
      let subscription: Subscription | undefined;
      const unsubscribe = (): void => void subscription?.unsubscribe();
      try {
        const from = await checkpoints.load(name);
        if (signal.aborted) return;
        subscription = source.subscribeToAll(from ? { fromPosition: from } : {});
        signal.addEventListener('abort', unsubscribe, { once: true });
        for await (const batch of batches(subscription, maxBatch)) {
          if (signal.aborted) return;
          const last = batch[batch.length - 1]!.position;
          const where = { relay: name, events: batch.length, position: `${last.commit}.${last.prepare}` };
          const sent = await retryUntilStopped(() => publish(batch), {
            signal,
            backoff,
            onError: (error, attempt) => logger.error({ err: error, attempt, ...where }, 'publishing to kafka failed; retrying'),
          });
          if (sent === STOPPED) return;
          const saved = await retryUntilStopped(() => checkpoints.save(name, last), {
            signal,
            backoff,
            onError: (error, attempt) => logger.warn({ err: error, attempt, ...where }, 'relay checkpoint save failed; retrying'),
          });
          if (saved === STOPPED) return;
          relayed = last;
          failures = 0;
        }
        if (signal.aborted) return;
        logger.warn({ relay: name }, 'subscription ended; resubscribing from the checkpoint');
      } catch (error) {
        if (signal.aborted) return;
        logger.error({ err: error, relay: name }, 'relay subscription failed; resubscribing from the checkpoint');
      } finally {
        signal.removeEventListener('abort', unsubscribe);
        await subscription?.unsubscribe().catch(() => undefined);
      }
      await sleep(backoffDelay(failures++, backoff), signal);
    }
  };

  const run = async (): Promise<void> => {
    if (options.exclusive === false) return relay(stopping.signal);
    while (!stopping.signal.aborted) {
      const leadership = await acquireLeadership(options.knex, `relay:${name}`, { signal: stopping.signal, logger });
      if (!leadership) return;
      logger.info({ relay: name }, 'relay is the active instance');
      const leading = new AbortController();
      const abdicate = (): void => leading.abort();
      stopping.signal.addEventListener('abort', abdicate, { once: true });
      void leadership.lost.then(() => {
        if (!stopping.signal.aborted) logger.warn({ relay: name }, 'lost the relay lock; standing by');
        abdicate();
      });
      try {
        await relay(leading.signal);
      } finally {
        stopping.signal.removeEventListener('abort', abdicate);
        await leadership.release();
      }
    }
  };

  const done = run().catch((error: unknown) => logger.error({ err: error, relay: name }, 'relay stopped on an error'));

  return {
    lastRelayed: () => relayed,
    async stop() {
      stopping.abort();
      // A send in flight is allowed to finish (and be checkpointed) for a while;
      // past that, disconnecting the producer fails it and it is resent next time.
      const grace = new AbortController();
      await Promise.race([done, sleep(options.stopGraceMs ?? 10_000, grace.signal)]);
      grace.abort();
      await producer.disconnect().catch(() => undefined);
      await done;
      await admin.disconnect().catch(() => undefined);
    },
  };
}

/**
 * Groups a subscription into batches: whatever has arrived while the previous
 * batch was being sent (at most `max`), so catching up sends big requests and
 * live traffic goes out one event at a time without waiting.
 */
export async function* batches<T>(source: AsyncIterable<T>, max: number): AsyncGenerator<T[]> {
  const queue: T[] = [];
  let finished = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  let space: (() => void) | undefined;
  let closed = false;
  void (async () => {
    try {
      for await (const item of source) {
        if (closed) break;
        queue.push(item);
        wake?.();
        // Bounded read-ahead: the reader waits while two batches are queued.
        if (queue.length >= max * 2) await new Promise<void>((resolve) => (space = resolve));
        if (closed) break;
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wake?.();
    }
  })();
  try {
    for (;;) {
      if (queue.length === 0) {
        if (failure) throw failure.error;
        if (finished) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      const batch = queue.splice(0, max);
      space?.();
      space = undefined;
      yield batch;
    }
  } finally {
    // Left early: a reader blocked on read-ahead stops reading its source.
    closed = true;
    queue.length = 0;
    space?.();
  }
}
