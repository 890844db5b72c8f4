// Choosing the Bus adapter: Kafka when brokers are configured (the distributed
// deployment, fed by the relay), otherwise event store subscriptions (single machine).
import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import type * as KafkaJs from 'kafkajs';
import type { Kafka, LogEntry } from 'kafkajs';
import type { EventStore } from '../eventstore/types.js';
import { personalDataOpenerOf } from '../personalData/personalDataEventStore.js';
import { createEventStoreBus } from './eventStoreBus.js';
import { createKafkaBus } from './kafkaBus.js';
import { type BusLogger, consoleLogger } from './retry.js';
import type { Bus } from './types.js';

export * from './types.js';
export { migrateBus, checkpointStore, CHECKPOINT_TABLE, type CheckpointStore } from './checkpoints.js';
export { createEventStoreBus, type EventStoreBusOptions } from './eventStoreBus.js';
export { createKafkaBus, ensureTopics, type EventOpener, type KafkaBusOptions } from './kafkaBus.js';
export { startKafkaRelay, RELAY_CHECKPOINT, type KafkaRelayOptions, type RunningRelay } from './kafkaRelay.js';
export { encodeRecordedEvent, decodeRecordedEvent, topicForCategory, DEFAULT_TOPIC_PREFIX } from './kafkaCodec.js';
export { acquireLeadership, type Leadership } from './leaderLock.js';
export { type BusLogger, type Backoff } from './retry.js';

export interface CreateBusOptions {
  eventStore: EventStore;
  /** The database holding consumer_checkpoints (run migrateBus on it first). */
  knex: Knex;
  /** Comma-separated host:port list (KAFKA_BROKERS); when set, the Kafka adapter is used. */
  kafkaBrokers?: string | string[];
  kafkaClientId?: string;
  logger?: BusLogger;
}

export function createBus(options: CreateBusOptions): Bus {
  const logger = options.logger ?? consoleLogger;
  const brokers = parseBrokers(options.kafkaBrokers);
  if (brokers.length > 0) {
    const kafka = createKafka({ brokers, clientId: options.kafkaClientId, logger });
    return createKafkaBus({ kafka, logger, open: personalDataOpenerOf(options.eventStore) });
  }
  return createEventStoreBus({ eventStore: options.eventStore, knex: options.knex, logger });
}

export const parseBrokers = (brokers: string | string[] | undefined): string[] =>
  (Array.isArray(brokers) ? brokers : (brokers ?? '').split(',')).map((broker) => broker.trim()).filter((broker) => broker.length > 0);

// kafkajs (about 40 ms and 3 MB of heap) is loaded by a process given brokers, not by every process at start
const kafkajs = (): typeof KafkaJs => createRequire(import.meta.url)('kafkajs') as typeof KafkaJs;

/** A kafkajs client whose own logging (warnings and errors only) goes to our logger. */
export function createKafka(options: { brokers: string | string[]; clientId?: string; logger?: BusLogger }): Kafka {
  const logger = options.logger ?? consoleLogger;
  const { Kafka, logLevel } = kafkajs();
  return new Kafka({
    clientId: options.clientId ?? 'practicum',
    brokers: parseBrokers(options.brokers),
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, namespace, log }: LogEntry) => {
        const { message, ...extra } = log;
        const entry = { kafka: namespace, ...extra };
        if (level <= logLevel.ERROR) logger.error(entry, message);
        else logger.warn(entry, message);
      },
  });
}
