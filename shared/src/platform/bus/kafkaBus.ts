// The distributed Bus: Kafka topics fed by the relay (kafkaRelay.ts). Each
// consumer is a consumer group named after it, subscribed to the topics of its
// categories (all `practicum.*` topics when it names none). Offsets are committed
// only after the handler returns (at least once, in order per stream); a failing
// handler is retried with backoff, heartbeating, and its partition never moves
// past it. Scale a consumer by running more members of its group: Kafka gives
// each partition to one member. Messages carry personal fields sealed (the relay
// publishes what is stored): `open` turns them back into clear values, or into
// their erased text once the person's key is gone, before a consumer sees them.
import type { Admin, Consumer as KafkaConsumer, Kafka } from 'kafkajs';
import type { RecordedEvent } from '../eventstore/types.js';
import { decodeRecordedEvent, DEFAULT_TOPIC_PREFIX, topicForCategory } from './kafkaCodec.js';
import { type Backoff, type BusLogger, backoffDelay, consoleLogger, DEFAULT_BACKOFF, retryUntilStopped, sleep, STOPPED } from './retry.js';
import { type Bus, type Consumer, type RunningConsumer, streamCategory } from './types.js';

export interface KafkaBusOptions {
  kafka: Kafka;
  /** Topic name = prefix + category. */
  topicPrefix?: string;
  /** Partitions of the topics this bus creates; -1 leaves it to the broker's num.partitions. */
  numPartitions?: number;
  /** How often a consumer of every category looks for new category topics. */
  topicRefreshMs?: number;
  logger?: BusLogger;
  backoff?: Backoff;
  /** Opens the personal fields of delivered events with the people's keys (none: delivered as published). */
  open?: EventOpener;
}

export type EventOpener = (events: RecordedEvent[]) => Promise<RecordedEvent[]>;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Creates the topics that do not exist yet. */
export async function ensureTopics(admin: Admin, topics: string[], numPartitions = -1): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing = [...new Set(topics)].filter((topic) => !existing.has(topic));
  if (missing.length === 0) return;
  await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions })), waitForLeaders: true });
}

export function createKafkaBus(options: KafkaBusOptions): Bus {
  const prefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
  const logger = options.logger ?? consoleLogger;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const refreshMs = options.topicRefreshMs ?? 30_000;
  const running = new Map<string, RunningConsumer>();
  let admin: Promise<Admin> | undefined;
  const getAdmin = (): Promise<Admin> => {
    admin ??= (async () => {
      const client = options.kafka.admin();
      await client.connect();
      return client;
    })();
    return admin;
  };

  const topicsOf = async (consumer: Consumer): Promise<string[]> => {
    const client = await getAdmin();
    if (consumer.categories) {
      const topics = consumer.categories.map((category) => topicForCategory(category, prefix));
      await ensureTopics(client, topics, options.numPartitions);
      return topics;
    }
    const pattern = new RegExp(`^${escapeRegExp(prefix)}`);
    return (await client.listTopics()).filter((topic) => pattern.test(topic)).sort();
  };

  async function start(consumer: Consumer): Promise<RunningConsumer> {
    if (running.has(consumer.name)) throw new Error(`Consumer ${consumer.name} is already running on this bus`);
    const stopping = new AbortController();
    let member: KafkaConsumer | undefined;
    let topics: string[] = [];
    let changing: Promise<void> = Promise.resolve();

    const connect = async (): Promise<void> => {
      topics = await topicsOf(consumer);
      if (topics.length === 0 || stopping.signal.aborted) return; // an all-categories consumer before any topic exists
      const next = options.kafka.consumer({ groupId: consumer.name, allowAutoTopicCreation: false });
      next.on(next.events.CRASH, (crash) => {
        // kafkajs restarts itself after retriable crashes; otherwise a new member is made here.
        if (crash.payload.restart || stopping.signal.aborted) return;
        logger.error({ err: crash.payload.error, consumer: consumer.name }, 'kafka consumer crashed; reconnecting');
        void reconnect();
      });
      try {
        await next.connect();
        await next.subscribe({ topics, fromBeginning: true });
        await next.run({
          eachMessage: (payload) =>
            deliverMessage(consumer, payload.message.value, {
              heartbeat: () => payload.heartbeat(),
              signal: stopping.signal,
              backoff,
              logger,
              open: options.open,
              where: { topic: payload.topic, partition: payload.partition, offset: payload.message.offset },
            }),
        });
      } catch (error) {
        await next.disconnect().catch(() => undefined);
        throw error;
      }
      member = next;
    };

    const disconnect = async (): Promise<void> => {
      const previous = member;
      member = undefined;
      await previous?.disconnect().catch((error: unknown) => logger.warn({ err: error, consumer: consumer.name }, 'disconnect failed'));
    };

    const reconnect = (): Promise<void> =>
      (changing = changing.then(async () => {
        for (let attempt = 0; !stopping.signal.aborted; attempt++) {
          try {
            await disconnect();
            await connect();
            return;
          } catch (error) {
            logger.error({ err: error, consumer: consumer.name }, 'kafka consumer failed to start; retrying');
            await sleep(backoffDelay(attempt, backoff), stopping.signal);
          }
        }
      }));

    await connect();

    // kafkajs resolves a pattern once, at subscribe time: a consumer of every
    // category rejoins when the relay has created a topic for a new category.
    const refresh = consumer.categories
      ? undefined
      : setInterval(() => {
          void changing.then(async () => {
            if (stopping.signal.aborted) return;
            try {
              const current = await topicsOf(consumer);
              if (current.join() !== topics.join()) await reconnect();
            } catch (error) {
              logger.warn({ err: error, consumer: consumer.name }, 'listing topics failed');
            }
          });
        }, refreshMs);

    const handle: RunningConsumer = {
      async stop() {
        if (refresh) clearInterval(refresh);
        stopping.abort();
        await changing;
        await disconnect();
        running.delete(consumer.name);
      },
    };
    running.set(consumer.name, handle);
    return handle;
  }

  return {
    start,
    async close() {
      await Promise.all([...running.values()].map((consumer) => consumer.stop()));
      if (admin) await (await admin).disconnect();
      admin = undefined;
    },
  };
}

export interface DeliveryOptions {
  heartbeat: () => Promise<void>;
  /** The consumer is stopping. */
  signal: AbortSignal;
  backoff?: Backoff;
  logger?: BusLogger;
  heartbeatMs?: number;
  where?: Record<string, unknown>;
  open?: EventOpener;
}

/**
 * One Kafka message to one consumer: decoded, filtered by category, handled with
 * retries until it succeeds. Resolves once handled (Kafka may commit the offset);
 * rejects when the consumer stops or the group rebalances first, so the offset is
 * not committed and the partition's next owner receives the event again.
 */
export async function deliverMessage(consumer: Consumer, value: Buffer | string | null, options: DeliveryOptions): Promise<void> {
  const logger = options.logger ?? consoleLogger;
  const where = { consumer: consumer.name, ...options.where };
  if (value === null) return;
  let event: RecordedEvent;
  try {
    event = decodeRecordedEvent(value);
  } catch (error) {
    // Not an event the relay wrote: no retry can make it one, so it is logged and passed.
    logger.error({ err: error, ...where }, 'undecodable message skipped');
    return;
  }
  if (consumer.categories && !consumer.categories.includes(streamCategory(event.streamId))) return;

  const attempt = new AbortController();
  const abort = (): void => attempt.abort();
  options.signal.addEventListener('abort', abort, { once: true });
  let heartbeatError: unknown;
  // Heartbeats go on while a handler is slow or being retried, so the group keeps this member.
  const ticker = setInterval(() => {
    options.heartbeat().catch((error: unknown) => {
      heartbeatError = error;
      attempt.abort();
    });
  }, options.heartbeatMs ?? 3_000);
  try {
    // opened on each attempt: a key store that cannot be read is retried like a failing handler
    const handle = async (): Promise<void> => consumer.handle(options.open ? (await options.open([event]))[0]! : event);
    const result = await retryUntilStopped(handle, {
      signal: attempt.signal,
      backoff: options.backoff,
      onError: (error, n) =>
        logger.error(
          { err: error, attempt: n, eventId: event.eventId, streamId: event.streamId, type: event.type, ...where },
          'consumer failed to handle an event; retrying',
        ),
    });
    if (result === STOPPED) {
      throw heartbeatError instanceof Error ? heartbeatError : new Error(`Consumer ${consumer.name} stopped before handling the event`);
    }
  } finally {
    clearInterval(ticker);
    options.signal.removeEventListener('abort', abort);
  }
}
