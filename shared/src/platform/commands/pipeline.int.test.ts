import { randomUUID } from 'node:crypto';
import { ConflictError, ConcurrencyError, NotFoundError } from '../errors.js';
import type { Decider, DomainEvent } from '../../domain/decider.js';
import { openMigratedEventStore, type MigratedEventStore } from '../../testing/migratedEventStore.js';
import { systemMetadata, type MetadataRequest } from '../eventstore/metadata.js';
import type { PostgresEventStore } from '../eventstore/postgres/postgresEventStore.js';
import type { EventStore } from '../eventstore/types.js';
import { commandPipeline, commandRunner, requestRunner } from './pipeline.js';

// A counter that refuses to count past its limit: the smallest decider with a rule.
type Counted = DomainEvent<'Counted', { by: number }>;
type Count = { type: 'Count'; data: { by: number; limit: number } };
const counted = (by: number): Counted => ({ type: 'Counted', data: { by } });
const counter: Decider<number, Count, Counted> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.data.by > command.data.limit) throw new ConflictError('over the limit');
    return [counted(command.data.by)];
  },
};
const count = (by: number, limit = 100): Count => ({ type: 'Count', data: { by, limit } });

const NOW = new Date('2026-11-23T02:30:00.000Z');
const request = (auth: Record<string, string | null>): MetadataRequest => ({
  session: { auth },
  ip: '203.0.113.9',
  id: 'req-42',
  get: (name) => ({ 'user-agent': 'jest' })[name.toLowerCase()],
});

let db: MigratedEventStore;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await openMigratedEventStore('pipeline');
  store = db.store;
});
afterAll(() => db?.close());

/** The store, with a concurrent writer slipping an event in after each of the next `times` reads. */
function racedStore(times: number): EventStore {
  let left = times;
  const readStream = async (streamId: string) => {
    const events = await store.readStream(streamId);
    if (left-- > 0) await store.appendToStream(streamId, [{ type: 'Counted', data: { by: 1 }, metadata: systemMetadata() }]);
    return events;
  };
  return new Proxy(store, {
    get: (target, name) => {
      if (name === 'readStream') return readStream;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('a command from a request', () => {
  it('appends the decided events with the request as metadata and answers revision and position', async () => {
    const commands = commandPipeline({ eventStore: store, clock: () => NOW });
    const stream = `counter-${randomUUID()}`;
    const auth = { userId: 'u-1', positionId: 'p-1', organizationId: 'o-1', impersonatorId: null };
    const result = await commands.handle(counter, stream, count(2), { request: request(auth) });
    expect(result.state).toBe(2);
    expect(result.revision).toBe(0n);
    expect(result.position).not.toBeNull();
    const [recorded] = await store.readStream(stream);
    expect(recorded?.metadata).toEqual({
      ...auth,
      correlationId: 'req-42',
      causationId: 'req-42',
      ip: '203.0.113.9',
      userAgent: 'jest',
      occurredAt: NOW.toISOString(),
    });
  });

  it('refuses what the decider refuses and appends nothing', async () => {
    const commands = commandPipeline({ eventStore: store });
    const stream = `counter-${randomUUID()}`;
    await expect(commands.handle(counter, stream, count(5, 3), { system: {} })).rejects.toThrow('over the limit');
    expect(await store.readStream(stream)).toEqual([]);
  });
});

describe('a refusal of a record the member does not read', () => {
  // the counter of organization A, read by its members only
  const scoped: Decider<number, Count, Counted> = { ...counter, visibleTo: (_total, viewer) => viewer.organizationId === 'org-a' };
  const as = (organizationId: string) => ({ request: request({ userId: 'u1', organizationId, role: 'coordinator' }) });
  it('is a 404, as its read, for a member of another organization; the refusal itself to a member who reads it', async () => {
    const commands = commandPipeline({ eventStore: store, clock: () => NOW });
    const stream = `counter-${randomUUID()}`;
    await commands.handle(scoped, stream, count(2), as('org-a'));
    await expect(commands.handle(scoped, stream, count(5, 3), as('org-b'))).rejects.toBeInstanceOf(NotFoundError);
    await expect(commands.handle(scoped, stream, count(5, 3), as('org-a'))).rejects.toBeInstanceOf(ConflictError);
    // the system (jobs, seeders) reads every record
    await expect(commands.handle(scoped, stream, count(5, 3), { system: {} })).rejects.toBeInstanceOf(ConflictError);
    expect(await store.readStream(stream)).toHaveLength(1);
  });
  it('is a 404 too when decided without appending (check), as before a name is held', () => {
    const commands = commandPipeline({ eventStore: store, clock: () => NOW });
    expect(() => commands.check(scoped, 2, count(5, 3), as('org-b'))).toThrow(NotFoundError);
    expect(() => commands.check(scoped, 2, count(5, 3), as('org-a'))).toThrow(ConflictError);
    expect(commands.check(scoped, 2, count(1, 3), as('org-a'))).toEqual([counted(1)]);
  });
});

describe('a command that finds its work already done', () => {
  it('appends nothing, and names the stream’s last event as what a reader must wait for', async () => {
    const commands = commandPipeline({ eventStore: store });
    const stream = `counter-${randomUUID()}`;
    // another writer (a concurrent consumer) did the work first
    const done = await commands.handle(counter, stream, count(3), { system: {} });
    const again = await commands.run(counter, stream, (total) => (total >= 3 ? [] : [counted(3 - total)]), { system: {} });
    expect(again.events).toEqual([]);
    expect(again.position).toBeNull();
    expect(again.readPosition).toEqual(done.position);
    const fresh = await commands.run(counter, `counter-${randomUUID()}`, () => [], { system: {} });
    expect(fresh.readPosition).toBeNull();
  });
});

describe('a command of the system (jobs, seeding)', () => {
  it('carries no user, a fresh correlation id and the given overrides', async () => {
    const commands = commandPipeline({ eventStore: store, clock: () => NOW });
    const stream = `counter-${randomUUID()}`;
    await commands.handle(counter, stream, count(1), { system: { userAgent: 'practicum-seed' } });
    const [recorded] = await store.readStream(stream);
    expect(recorded?.metadata).toMatchObject({ userId: null, userAgent: 'practicum-seed', occurredAt: NOW.toISOString() });
    expect(recorded?.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('when another writer appends between the read and the append', () => {
  it('decides again on a fresh read once, so the rule sees the other write', async () => {
    const stream = `counter-${randomUUID()}`;
    const commands = commandPipeline({ eventStore: racedStore(1) });
    const result = await commands.handle(counter, stream, count(2), { system: {} });
    expect(result.state).toBe(3);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1 }, { by: 2 }]);
  });

  it('answers 409 (ConcurrencyError) when the retry conflicts too', async () => {
    const stream = `counter-${randomUUID()}`;
    const commands = commandPipeline({ eventStore: racedStore(2) });
    await expect(commands.handle(counter, stream, count(2), { system: {} })).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1 }, { by: 1 }]);
  });
});

/** The store, counting its stream reads. */
function countingStore(): { store: EventStore; reads: () => number } {
  let reads = 0;
  return {
    reads: () => reads,
    store: new Proxy(store, {
      get: (target, name) => {
        const value: unknown = Reflect.get(target, name, target);
        if (typeof value !== 'function') return value;
        const bound = (value as (...args: unknown[]) => unknown).bind(target);
        return name === 'readStream' ? (...args: unknown[]) => (reads++, bound(...args)) : bound;
      },
    }),
  };
}

describe('a command on a stream whose id was just minted (create)', () => {
  it('decides on the initial state without reading the stream and appends it as a new stream', async () => {
    const stream = `counter-${randomUUID()}`;
    const counting = countingStore();
    const result = await commandPipeline({ eventStore: counting.store }).create(counter, stream, count(2), { system: {} });
    expect(counting.reads()).toBe(0);
    expect(result).toMatchObject({ state: 2, revision: 0n });
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 2 }]);
  });

  it('runs from a read when the stream exists after all, so the rule sees what is there', async () => {
    const stream = `counter-${randomUUID()}`;
    await store.appendToStream(stream, [{ type: 'Counted', data: { by: 99 }, metadata: systemMetadata() }]);
    const counting = countingStore();
    const commands = commandPipeline({ eventStore: counting.store });
    await expect(commands.create(counter, stream, count(2), { system: {} })).rejects.toThrow('over the limit');
    expect(counting.reads()).toBe(1);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 99 }]);
  });
});

describe('an area’s runner', () => {
  it('runs on the stream its id names, with the request as the origin', async () => {
    const run = requestRunner(commandPipeline({ eventStore: store, clock: () => NOW }), counter, (id: string) => `counter-${id}`);
    const id = randomUUID();
    const result = await run(request({ userId: 'u-2' }), id, count(2));
    expect(result).toMatchObject({ state: 2, revision: 0n });
    const [recorded] = await store.readStream(`counter-${id}`);
    expect(recorded?.metadata).toMatchObject({ userId: 'u-2', correlationId: 'req-42', occurredAt: NOW.toISOString() });
  });

  it('gives the decider the context it builds from the issuer, and creates without a read', async () => {
    const capped: Decider<number, Count, Counted, { cap: number; now: string }> = {
      initialState: counter.initialState,
      evolve: counter.evolve,
      decide: (command, total, context) => {
        if (total + command.data.by > context.cap) throw new ConflictError(`over ${context.cap} at ${context.now}`);
        return [counted(command.data.by)];
      },
    };
    const counting = countingStore();
    const run = commandRunner(
      commandPipeline({ eventStore: counting.store, clock: () => NOW }),
      capped,
      (id: string) => `counter-${id}`,
      (_who: { cap: number }) => ({ system: {} }),
      (who, base) => ({ cap: who.cap, now: base.now }),
    );
    await expect(run({ cap: 1 }, randomUUID(), count(2), 'create')).rejects.toThrow(`over 1 at ${NOW.toISOString()}`);
    await expect(run({ cap: 5 }, randomUUID(), count(2), 'create')).resolves.toMatchObject({ state: 2 });
    expect(counting.reads()).toBe(0);
  });
});

describe('a fact recorded without a revision check', () => {
  it('is appended to an existing stream even when another writer got there first', async () => {
    const stream = `counter-${randomUUID()}`;
    await commandPipeline({ eventStore: store }).handle(counter, stream, count(1), { system: {} });
    const commands = commandPipeline({ eventStore: racedStore(1) });
    const result = await commands.record(counter, stream, () => [counted(5)], { system: {} });
    expect(result.revision).toBe(2n);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 1 }, { by: 1 }, { by: 5 }]);
  });

  it('is refused on a stream that does not exist', async () => {
    const commands = commandPipeline({ eventStore: store });
    await expect(commands.record(counter, `counter-${randomUUID()}`, () => [counted(1)], { system: {} })).rejects.toThrow();
  });
});
