import { setTimeout as sleep } from 'node:timers/promises';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { OTHER_EVENT, TEST_EVENT, counterProjector, itemOf, itemsProjector } from '../testing/testProjectors.js';
import { useRunnerTestKit, knexFor } from '../testing/runnerTestKit.js';
import { readCheckpoint } from './checkpoints.js';
import { rebuildProjector, type RebuildProgress } from './rebuild.js';
import { startProjections, type ProjectionsHandle } from './runner.js';
import type { Projector } from './types.js';

let running: ProjectionsHandle | null = null;

// No rebuild check at the end (runnerTestKit's `rebuildChecked`): rebuilds are what this file tests, each compared
// with a fresh projection of the history (freshItems), and the counter runs live only in the first test.
const kit = useRunnerTestKit('rebuild', {
  afterEachTest: async () => {
    await running?.stop();
    running = null;
  },
});

const allEvents = async (): Promise<RecordedEvent[]> => {
  const events: RecordedEvent[] = [];
  for (;;) {
    const batch = await kit.eventStore.readAll({ fromPosition: events.at(-1)?.position, maxCount: 1000 });
    if (batch.length === 0) return events;
    events.push(...batch);
  }
};
/** What a fresh projection of the whole history holds. */
const freshItems = async (version: number) =>
  (await allEvents()).filter((event) => event.type === TEST_EVENT).map((event) => itemOf(event, version));
const liveItems = () => kit.knex('test_items').select('*').orderBy('n');
const scratchSchemas = async (): Promise<string[]> =>
  (await kit
    .knex('pg_namespace')
    .pluck('nspname')
    .where('nspname', 'like', 'rebuild\\_%')
    .orWhere('nspname', 'like', 'retired\\_%')) as string[];

describe('when a projector is rebuilt while the application reads and writes', () => {
  it('swaps in tables equal to a fresh projection, and readers never see an error', async () => {
    let head = await kit.append(2000, { perAppend: 50 });
    running = await startProjections({
      knex: kit.knex,
      eventStore: kit.eventStore,
      projectors: [itemsProjector(), counterProjector()],
      logger: kit.logger,
    });
    expect({ caughtUp: await running.waitFor(head, 30_000), logged: kit.takeLogged() }).toEqual({ caughtUp: true, logged: [] });

    // A reader in a connection pool of its own, as the query service would be.
    const reader = knexFor(kit.database.url, 2);
    const readErrors: unknown[] = [];
    const counts: number[] = [];
    let reading = true;
    const readLoop = (async () => {
      while (reading) {
        try {
          const [{ count }] = (await reader('test_items').count('*')) as [{ count: string }];
          counts.push(Number(count));
          await reader('test_items')
            .where({ n: 1 + (counts.length % 2000) })
            .first();
        } catch (error) {
          readErrors.push(error);
        }
      }
    })();
    let writing = true;
    const writeLoop = (async () => {
      while (writing) {
        head = await kit.append(1);
        await sleep(5);
      }
    })();

    const progress: RebuildProgress[] = [];
    const result = await rebuildProjector({
      knex: kit.knex,
      eventStore: kit.eventStore,
      projector: itemsProjector(),
      batchSize: 200,
      onProgress: (step) => progress.push(step),
    });
    await sleep(100); // reads and writes on the swapped tables
    writing = false;
    await writeLoop;
    reading = false;
    await readLoop;
    await reader.destroy();

    expect(readErrors).toEqual([]);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts).toEqual([...counts].sort((a, b) => a - b)); // never went back
    expect(result).toMatchObject({ projector: 'test_items', rebuilt: true, version: 1 });
    expect(result.events).toBeGreaterThanOrEqual(2000);
    expect(progress.at(-1)?.phase).toBe('swap');
    expect(progress.filter((step) => step.phase === 'replay').length).toBeGreaterThanOrEqual(10);

    // The last append's position: the store's head may not show it yet (a transaction open anywhere holds it back).
    expect(await running.waitFor(head, 20_000)).toBe(true);
    expect(await liveItems()).toEqual(await freshItems(1));
    expect(await kit.knex('test_counter').where({ id: 'all' }).first()).toEqual({ id: 'all', applied: kit.appended() });
    expect(await readCheckpoint(kit.knex, 'test_items')).toEqual({ name: 'test_items', version: 1, position: head });
    expect(running.positions().map((p) => p.status)).toEqual(['live', 'live']);
    expect(kit.takeLogged()).toEqual([]);
    expect(await scratchSchemas()).toEqual([]);
    expect(await kit.knex('pg_indexes').pluck('schemaname').where({ indexname: 'test_items_n_index' })).toEqual(['public']);
  });
});

describe('when the newest events are of types the rebuilt projector does not handle', () => {
  it('reads only the handled ones, and its checkpoint still ends at the head, past the others', async () => {
    await kit.append(30);
    const head = await kit.append(500, { type: OTHER_EVENT, perAppend: 100 });
    await kit.settled(); // a transaction open elsewhere on the server can hold the newest events back a moment
    const handled = (await allEvents()).filter((event) => event.type === TEST_EVENT).length;

    const result = await rebuildProjector({ knex: kit.knex, eventStore: kit.eventStore, projector: itemsProjector(), batchSize: 200 });
    expect(result).toMatchObject({ rebuilt: true, events: handled, position: head });
    expect(await readCheckpoint(kit.knex, 'test_items')).toEqual({ name: 'test_items', version: 1, position: head });
    expect(await liveItems()).toEqual(await freshItems(1));
  });
});

describe('when a projector builds its indexes after the load', () => {
  it('loads the scratch tables without their secondary indexes, then swaps in the tables with every index', async () => {
    const indexesIn = async (schema: string) =>
      (await kit
        .knex('pg_indexes')
        .pluck('indexname')
        .where({ schemaname: schema, tablename: 'test_items' })
        .orderBy('indexname')) as string[];
    const live = await indexesIn('public');
    expect(live).toEqual(['test_items_n_index', 'test_items_pkey', 'test_items_stream_n_unique']);
    const items = itemsProjector();
    let whileLoading: string[] | null = null;
    const projector: Projector = {
      ...items,
      buildsIndexesAfterLoad: true,
      applyBatch: async (events, ctx) => {
        const schema = ctx.ref('test_items').split('.')[0]!.replaceAll('"', '');
        whileLoading ??= (await ctx.trx('pg_indexes').pluck('indexname').where({ schemaname: schema }).orderBy('indexname')) as string[];
        await items.applyBatch!(events, ctx);
      },
    };
    await rebuildProjector({ knex: kit.knex, eventStore: kit.eventStore, projector, batchSize: 200 });
    // the key and the unique index stay (conflicts need them); the plain one is built after the load
    expect(whileLoading).toEqual(['test_items_pkey', 'test_items_stream_n_unique']);
    expect(await indexesIn('public')).toEqual(live);
    expect(await liveItems()).toEqual(await freshItems(1));
  });
});

describe('when a projector leaves work for the end of the replay', () => {
  it('finishes after the last page, slice after slice, its pages told they are replayed, and catches up as live after it', async () => {
    await kit.settled();
    const handled = (await allEvents()).filter((event) => event.type === TEST_EVENT).length;
    const items = itemsProjector();
    const steps: string[] = [];
    const projector: Projector = {
      ...items,
      applyBatch: async (events, ctx) => {
        steps.push(`${ctx.replaying ? 'replay' : 'live'} ${events.length}`);
        await items.applyBatch!(events, ctx);
      },
      finishReplay: async (ctx, resumeAt) => {
        const [{ count }] = (await ctx.table('test_items').count('*')) as [{ count: string }];
        steps.push(`finish ${resumeAt ?? 'from the start'} after ${count} ${ctx.replaying ? 'replayed' : 'live'}`);
        return resumeAt ? undefined : 'the second slice';
      },
    };
    await rebuildProjector({ knex: kit.knex, eventStore: kit.eventStore, projector, batchSize: 1000 });

    // the store may show the replay fewer than the head (a transaction open elsewhere): the catch-up applies the rest
    const finish = steps.findIndex((step) => step.startsWith('finish'));
    const [replayed, caughtUp] = [steps.slice(0, finish), steps.slice(finish + 2)];
    const events = (batches: string[]) => batches.reduce((sum, step) => sum + Number(step.split(' ')[1]), 0);
    expect(replayed.every((step) => step.startsWith('replay '))).toBe(true);
    expect(steps.slice(finish, finish + 2)).toEqual([
      `finish from the start after ${events(replayed)} replayed`,
      `finish the second slice after ${events(replayed)} replayed`,
    ]);
    expect(caughtUp.every((step) => step.startsWith('live '))).toBe(true);
    expect(events(replayed) + events(caughtUp)).toBe(handled);
    expect(await liveItems()).toEqual(await freshItems(1));
  });
});

describe("when the code's version of a projector is newer than the stored one", () => {
  it('rebuilds it on start, then runs it live', async () => {
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [itemsProjector({ version: 2 })] });
    expect(running.positions()[0]?.status).toBe('rebuilding');
    const head = await kit.append(5);
    expect(await running.waitFor(head, 20_000)).toBe(true);

    expect(running.positions()[0]).toMatchObject({ status: 'live', version: 2, caughtUp: true });
    expect(await liveItems()).toEqual(await freshItems(2));
    expect((await readCheckpoint(kit.knex, 'test_items'))?.version).toBe(2);
  });
});

describe("when the stored version of a projector is newer than the code's", () => {
  it('leaves the projection alone', async () => {
    const before = await readCheckpoint(kit.knex, 'test_items');
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [itemsProjector({ version: 1 })] });
    const head = await kit.append(1);

    expect(await running.waitFor(head, 300)).toBe(false);
    expect(running.positions()[0]).toMatchObject({ status: 'superseded', version: 1 });
    expect(await readCheckpoint(kit.knex, 'test_items')).toEqual(before);
    expect(await kit.knex('test_items').whereNotNull('label').count('* as count')).toEqual([{ count: String(kit.appended() - 1) }]);
  });
});

describe('when a projector that owns a type of its own is rebuilt again', () => {
  it('swaps the type in with its tables', async () => {
    await kit.settled();
    const result = await rebuildProjector({ knex: kit.knex, eventStore: kit.eventStore, projector: itemsProjector({ version: 2 }) });

    expect(result.rebuilt).toBe(true);
    expect(await liveItems()).toEqual(await freshItems(2));
    const types = await kit
      .knex('pg_type')
      .join('pg_namespace', 'pg_namespace.oid', 'pg_type.typnamespace')
      .pluck('nspname')
      .where({ typname: 'test_item_parity' });
    expect(types).toEqual(['public']);
    expect(await scratchSchemas()).toEqual([]);
  });
});

describe('when a rebuild fails halfway (on a server error; an error of the event is parked, see deadLetters.int.test.ts)', () => {
  it('drops its scratch tables and leaves the live ones as they were', async () => {
    const items = itemsProjector({ version: 2 });
    const failing: Projector = {
      ...items,
      applyBatch: undefined,
      async apply(event, ctx) {
        // 53200 out of memory: the server's trouble, so nothing is parked and the rebuild stops.
        if (event.data.n === 1500) throw Object.assign(new Error('broken projector'), { code: '53200' });
        await items.apply(event, ctx);
      },
    };
    const before = await liveItems();

    await expect(rebuildProjector({ knex: kit.knex, eventStore: kit.eventStore, projector: failing })).rejects.toThrow('broken projector');

    expect(await scratchSchemas()).toEqual([]);
    expect(await liveItems()).toEqual(before);
  });
});
