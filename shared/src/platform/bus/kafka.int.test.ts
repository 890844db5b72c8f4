// The relay and the Kafka bus against a real broker: events appended to the
// event store reach Kafka consumers, per category, in stream order. Needs
// KAFKA_BROKERS (e.g. `docker compose up -d kafka` then KAFKA_BROKERS=localhost:9094);
// without it the suite says so and skips.
import knexFactory, { type Knex } from 'knex';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { PostgresEventStore } from '../eventstore/postgres/postgresEventStore.js';
import type { EventToAppend, RecordedEvent } from '../eventstore/types.js';
import { checkpointStore, migrateBus } from './checkpoints.js';
import { createKafka } from './index.js';
import { createKafkaBus } from './kafkaBus.js';
import { type RunningRelay, startKafkaRelay } from './kafkaRelay.js';
import type { BusLogger } from './retry.js';
import type { Bus } from './types.js';
import { systemMetadata } from '../eventstore/metadata.js';

const brokers = process.env.KAFKA_BROKERS;
if (!brokers) {
  console.log('[kafka.int.test] skipped: KAFKA_BROKERS is not set (no Kafka broker to relay to on this machine)');
}
const describeWithKafka = brokers ? describe : describe.skip;

const quiet: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const event = (type: string): EventToAppend => ({
  type,
  data: { type },
  metadata: systemMetadata(),
});

const until = async (condition: () => boolean, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describeWithKafka('with a Kafka broker', () => {
  // Topics and groups of this run only, so runs never see each other's messages.
  const run = randomBytes(4).toString('hex');
  const topicPrefix = `test-${run}.`;
  const kafka = createKafka({ brokers: brokers ?? '', clientId: `test-${run}`, logger: quiet });
  let database: TestDatabase;
  let knex: Knex;
  let store: PostgresEventStore;
  let bus: Bus;
  let relay: RunningRelay | undefined;

  const startRelay = () =>
    startKafkaRelay({ eventStore: store, knex, kafka, topicPrefix, name: `relay-${run}`, numPartitions: 3, logger: quiet });

  beforeAll(async () => {
    database = await createTestDatabase('kafka');
    knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 5 } });
    await migrateBus(knex);
    store = PostgresEventStore.connect(database.url, { pollIntervalMs: 200 });
    await store.migrate();
    bus = createKafkaBus({ kafka, topicPrefix, numPartitions: 3, topicRefreshMs: 500, logger: quiet });
  });

  afterAll(async () => {
    await relay?.stop();
    await bus?.close();
    const admin = kafka.admin();
    await admin.connect();
    const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(topicPrefix));
    if (topics.length > 0) await admin.deleteTopics({ topics });
    await admin.disconnect();
    await store?.close();
    await knex?.destroy();
    await database?.drop();
  });

  it('relays appended events to consumers of their categories, in stream order, and resumes after a restart', async () => {
    const placementA = `placement-${randomUUID()}`;
    const placementB = `placement-${randomUUID()}`;
    const user = `user-${randomUUID()}`;
    await store.appendToStream(placementA, [event('PlacementSubmitted'), event('PlacementApproved')]);
    await store.appendToStream(user, [event('UserRegistered')]);
    await store.appendToStream(placementB, [event('PlacementSubmitted')]);
    await store.appendToStream(placementA, [event('PlacementStarted')]);

    const placements: RecordedEvent[] = [];
    const everything: RecordedEvent[] = [];
    relay = await startRelay();
    await bus.start({ name: `placements-${run}`, categories: ['placement'], handle: (e) => Promise.resolve(void placements.push(e)) });
    await bus.start({ name: `everything-${run}`, handle: (e) => Promise.resolve(void everything.push(e)) });

    await until(() => placements.length >= 4 && everything.length >= 5);
    const ofStream = (events: RecordedEvent[], id: string) => events.filter((e) => e.streamId === id);
    expect(ofStream(placements, placementA)).toEqual(await store.readStream(placementA));
    expect(ofStream(placements, placementB)).toEqual(await store.readStream(placementB));
    expect(placements.some((e) => e.streamId === user)).toBe(false);
    expect(ofStream(everything, user).map((e) => e.type)).toEqual(['UserRegistered']);

    // Stopped and started again, the relay publishes only what came after its checkpoint.
    await relay.stop();
    const checkpoint = await checkpointStore(knex).load(`relay-${run}`);
    expect(checkpoint).toEqual((await store.readStream(placementA)).at(-1)!.position);
    await store.appendToStream(placementB, [event('PlacementWithdrawn')]);
    relay = await startRelay();

    await until(() => placements.length >= 5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(placements.map((e) => e.eventId)).toEqual([...new Set(placements.map((e) => e.eventId))]);
    expect(ofStream(placements, placementB).map((e) => e.type)).toEqual(['PlacementSubmitted', 'PlacementWithdrawn']);
  });
});
