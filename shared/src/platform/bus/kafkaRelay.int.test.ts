// The relay's own logic (what it publishes where, when it checkpoints, how it
// resumes) against the real database and event store, with Kafka replaced by an
// in-memory log that acknowledges or refuses sends. The same relay against a real
// broker: kafka.int.test.ts (runs when KAFKA_BROKERS is set).
import pg from 'pg';
import knexFactory, { type Knex } from 'knex';
import type { Kafka, Message } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { PostgresEventStore } from '../eventstore/postgres/postgresEventStore.js';
import type { EventToAppend, RecordedEvent } from '../eventstore/types.js';
import { checkpointStore, migrateBus } from './checkpoints.js';
import { PersonalDataEventStore, personalDataOpenerOf } from '../personalData/personalDataEventStore.js';
import { personalDataKeysTableSql } from '../personalData/keyStore.js';
import { deliverMessage } from './kafkaBus.js';
import { decodeRecordedEvent } from './kafkaCodec.js';
import { type RunningRelay, startKafkaRelay } from './kafkaRelay.js';
import type { BusLogger } from './retry.js';
import { systemMetadata } from '../eventstore/metadata.js';

const quiet: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Topics as append-only arrays; sends are refused while `refuse` > 0 or when a topic is missing. */
class InMemoryKafka {
  topics = new Map<string, Message[]>();
  refuse = 0;
  sends = 0;

  asKafka(): Kafka {
    return {
      producer: () => ({
        connect: () => Promise.resolve(),
        disconnect: () => Promise.resolve(),
        sendBatch: ({ topicMessages }: { topicMessages: Array<{ topic: string; messages: Message[] }> }) => {
          this.sends++;
          if (this.refuse > 0) {
            this.refuse--;
            return Promise.reject(new Error('broker not available'));
          }
          const unknown = topicMessages.find(({ topic }) => !this.topics.has(topic));
          if (unknown) return Promise.reject(new Error(`unknown topic ${unknown.topic}`));
          for (const { topic, messages } of topicMessages) this.topics.get(topic)!.push(...messages);
          return Promise.resolve([]);
        },
      }),
      admin: () => ({
        connect: () => Promise.resolve(),
        disconnect: () => Promise.resolve(),
        listTopics: () => Promise.resolve([...this.topics.keys()]),
        createTopics: ({ topics }: { topics: Array<{ topic: string }> }) => {
          for (const { topic } of topics) if (!this.topics.has(topic)) this.topics.set(topic, []);
          return Promise.resolve(true);
        },
      }),
    } as unknown as Kafka;
  }

  published(topic: string) {
    return (this.topics.get(topic) ?? []).map((message) => ({
      key: String(message.key),
      event: decodeRecordedEvent(message.value as string),
      headers: message.headers,
    }));
  }

  count(): number {
    return [...this.topics.values()].reduce((sum, messages) => sum + messages.length, 0);
  }
}

const event = (type: string): EventToAppend => ({
  type,
  data: { at: type },
  metadata: systemMetadata(),
});

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

let database: TestDatabase;
let knex: Knex;
let store: PostgresEventStore;
let kafka: InMemoryKafka;
const relays: RunningRelay[] = [];

const start = async (name: string, options: { exclusive?: boolean; maxBatch?: number } = {}): Promise<RunningRelay> => {
  const relay = await startKafkaRelay({
    eventStore: store,
    knex,
    kafka: kafka.asKafka(),
    name,
    logger: quiet,
    backoff: { initialMs: 10, maxMs: 50 },
    ...options,
  });
  relays.push(relay);
  return relay;
};

beforeAll(async () => {
  database = await createTestDatabase('relay');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 5 } });
  await migrateBus(knex);
  store = PostgresEventStore.connect(database.url, { pollIntervalMs: 200 });
  await store.migrate();
});

beforeEach(() => {
  kafka = new InMemoryKafka();
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});

afterAll(async () => {
  await store.close();
  await knex.destroy();
  await database.drop();
});

describe('when events are appended', () => {
  it('publishes each to the topic of its category, keyed by stream id, in stream order, then checkpoints', async () => {
    const placement = `placement-${randomUUID()}`;
    const user = `user-${randomUUID()}`;
    await store.appendToStream(placement, [event('PlacementSubmitted'), event('PlacementApproved')]);
    await store.appendToStream(user, [event('UserRegistered')]);
    const last = await store.appendToStream(placement, [event('PlacementStarted')]);

    const relay = await start('relay-publish', { maxBatch: 2 });
    await until(() => relay.lastRelayed()?.commit === last.position.commit && relay.lastRelayed()?.prepare === last.position.prepare);

    const placements = kafka.published('practicum.placement');
    expect(placements.map((m) => [m.key, m.event.type])).toEqual([
      [placement, 'PlacementSubmitted'],
      [placement, 'PlacementApproved'],
      [placement, 'PlacementStarted'],
    ]);
    expect(placements[2]!.headers).toEqual({ 'event-type': 'PlacementStarted', 'event-id': placements[2]!.event.eventId });
    expect(kafka.published('practicum.user').map((m) => [m.key, m.event.type])).toEqual([[user, 'UserRegistered']]);
    expect(placements.map((m) => m.event)).toEqual(await store.readStream(placement));
    expect(await checkpointStore(knex).load('relay-publish')).toEqual(last.position);
  });
});

describe('when Kafka refuses a send', () => {
  it('sends the same events again and checkpoints only once they are acknowledged', async () => {
    const stream = `task-${randomUUID()}`;
    kafka.refuse = Number.POSITIVE_INFINITY;
    const appended = await store.appendToStream(stream, [event('TaskCreated')]);
    const relay = await start('relay-refused');

    await until(() => kafka.sends >= 3);
    expect(kafka.count()).toBe(0);
    expect(await checkpointStore(knex).load('relay-refused')).toBeNull();

    kafka.refuse = 0;
    await until(() => relay.lastRelayed()?.commit === appended.position.commit);
    const tasks = kafka.published('practicum.task').filter((m) => m.key === stream);
    expect(tasks.map((m) => m.event.type)).toEqual(['TaskCreated']);
    expect(await checkpointStore(knex).load('relay-refused')).toEqual(appended.position);
  });
});

describe('when the relay restarts', () => {
  it('resumes after its checkpoint and publishes nothing twice', async () => {
    const stream = `meeting-${randomUUID()}`;
    const first = await store.appendToStream(stream, [event('MeetingScheduled')]);
    const relay = await start('relay-restart');
    await until(async () => (await checkpointStore(knex).load('relay-restart'))?.commit === first.position.commit);
    await relay.stop();
    const before = kafka.count();

    const second = await store.appendToStream(stream, [event('MeetingStarted')]);
    const again = await start('relay-restart');
    await until(() => again.lastRelayed()?.commit === second.position.commit);

    expect(kafka.count()).toBe(before + 1);
    expect(
      kafka
        .published('practicum.meeting')
        .filter((m) => m.key === stream)
        .map((m) => m.event.type),
    ).toEqual(['MeetingScheduled', 'MeetingStarted']);
  });
});

describe('when two relays run', () => {
  it('lets only the one holding the lock publish, and the other take over when it stops', async () => {
    const stream = `site-${randomUUID()}`;
    const first = await store.appendToStream(stream, [event('SiteCreated')]);
    const active = await start('relay-pair');
    await until(() => active.lastRelayed()?.commit === first.position.commit);
    const standby = await start('relay-pair');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(standby.lastRelayed()).toBeNull();

    await active.stop();
    const second = await store.appendToStream(stream, [event('SiteRenamed')]);
    await until(() => standby.lastRelayed()?.commit === second.position.commit, 15_000);

    expect(
      kafka
        .published('practicum.site')
        .filter((m) => m.key === stream)
        .map((m) => m.event.type),
    ).toEqual(['SiteCreated', 'SiteRenamed']);
  });
});

describe('issue 20 erasure when an event carries personal data', () => {
  let pool: pg.Pool;
  let sealed: PersonalDataEventStore;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await pool.query(personalDataKeysTableSql);
    sealed = new PersonalDataEventStore(store, pool, false);
  });
  afterAll(() => pool.end());

  /** One published message handed to a consumer through the bus's delivery, as a Kafka consumer receives it. */
  const deliver = async (value: string): Promise<RecordedEvent> => {
    const received: RecordedEvent[] = [];
    await deliverMessage({ name: 'sealed-test', handle: (e) => Promise.resolve(void received.push(e)) }, value, {
      heartbeat: () => Promise.resolve(),
      signal: new AbortController().signal,
      logger: quiet,
      open: personalDataOpenerOf(sealed),
    });
    return received[0]!;
  };

  it('issue 20 erasure publishes the fields sealed, consumers open them, and after the erasure read them as erased', async () => {
    const userId = randomUUID();
    const stream = `user-${userId}`;
    const person = { first_name: 'Kafka', last_name: 'Copyholder', email: `kafka.${userId.slice(0, 8)}@example.org` };
    const appended = await sealed.appendToStream(stream, [
      { type: 'UserRegistered', data: { userId, ...person }, metadata: systemMetadata() },
    ]);
    const relay = await startKafkaRelay({
      eventStore: sealed,
      knex,
      kafka: kafka.asKafka(),
      name: 'relay-sealed',
      logger: quiet,
      backoff: { initialMs: 10, maxMs: 50 },
    });
    relays.push(relay);
    await until(() => relay.lastRelayed()?.commit === appended.position.commit);

    const message = kafka.topics.get('practicum.user')!.find((m) => String(m.key) === stream)!;
    const value = String(message.value);
    // what the broker stores (and keeps for its retention) holds no clear personal field
    expect(value).not.toContain('Kafka');
    expect(value).not.toContain('Copyholder');
    expect(value).not.toContain(person.email);
    expect(decodeRecordedEvent(value).data.first_name).toMatch(/^pii:v1:/);

    expect((await deliver(value)).data).toEqual({ userId, ...person });

    await sealed.keys.erase(userId);
    // the same message read again (a consumer replaying the topic): the key is gone, so is the person
    expect((await deliver(value)).data).toEqual({
      userId,
      first_name: 'Erased',
      last_name: 'person',
      email: `erased-${userId.slice(0, 8)}@erased.invalid`,
    });
  });
});
