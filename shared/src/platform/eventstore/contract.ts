// The behaviour every EventStore adapter must have, written once and run by each
// adapter's *.int.test.ts. Streams are named per run, so the suite can share a
// database or a server with other tests.
import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  type Subscription,
  WrongExpectedVersionError,
} from './types.js';

export interface ContractHarness {
  store: EventStore;
  cleanup(): Promise<void>;
  /**
   * Appends through the adapter's own path in a transaction that stays open until
   * commit() is called: a writer that commits after later ones. Only adapters where
   * that can happen (Postgres) provide it.
   */
  holdOpenAppend?(streamId: string, events: EventToAppend[]): Promise<{ commit(): Promise<void> }>;
}

const WAIT_MS = 20_000;

export const testMetadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: randomUUID(),
  positionId: randomUUID(),
  organizationId: randomUUID(),
  impersonatorId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) contract-test',
  occurredAt: '2024-03-01T12:34:56.789Z',
  ...overrides,
});

const anEvent = (type = 'ThingHappened', data: Record<string, unknown> = {}): EventToAppend => ({
  type,
  data,
  metadata: testMetadata(),
  eventId: randomUUID(),
});

const rejection = async (promise: Promise<unknown>): Promise<WrongExpectedVersionError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return error;
    throw error;
  }
  throw new Error('expected a WrongExpectedVersionError, the append was accepted');
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads $all after `from` until `done` holds: some adapters expose commits a moment later. */
async function readAllUntil(
  store: EventStore,
  from: Position,
  keep: (event: RecordedEvent) => boolean,
  done: (events: RecordedEvent[]) => boolean,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const events: RecordedEvent[] = [];
    let position = from;
    for (;;) {
      const page = await store.readAll({ fromPosition: position, maxCount: 500 });
      events.push(...page.filter(keep));
      if (page.length < 500) break;
      position = page[page.length - 1]!.position;
    }
    if (done(events) || Date.now() > deadline) return events;
    await sleep(50);
  }
}

/** Drains a subscription in the background, keeping the events that `keep` selects. */
function collect(subscription: Subscription, keep: (event: RecordedEvent) => boolean) {
  const events: RecordedEvent[] = [];
  let failure: unknown = null;
  const finished = (async () => {
    try {
      for await (const event of subscription) if (keep(event)) events.push(event);
    } catch (error) {
      failure = error;
    }
  })();
  return {
    events,
    finished,
    async until(done: (events: RecordedEvent[]) => boolean, timeoutMs = WAIT_MS): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!done(events) && failure === null && Date.now() < deadline) await sleep(10);
      if (failure !== null) throw failure instanceof Error ? failure : new Error('the subscription failed', { cause: failure });
    },
  };
}

const ids = (events: RecordedEvent[]): string[] => events.map((event) => event.eventId);

/** Each stream's events in the order they came, with consecutive revisions from 0. */
function expectStreamsInRevisionOrder(events: RecordedEvent[]): void {
  const byStream = new Map<string, bigint[]>();
  for (const event of events) {
    const revisions = byStream.get(event.streamId) ?? [];
    revisions.push(event.revision);
    byStream.set(event.streamId, revisions);
  }
  for (const [streamId, revisions] of byStream) {
    expect({ streamId, revisions }).toEqual({ streamId, revisions: revisions.map((_, i) => BigInt(i)) });
  }
}

function expectStrictlyIncreasingPositions(events: RecordedEvent[]): void {
  const outOfOrder = events.slice(1).filter((event, i) => comparePositions(events[i]!.position, event.position) >= 0);
  expect(outOfOrder).toEqual([]);
}

export interface ContractOptions {
  /** The harness provides holdOpenAppend: run the late-commit case. */
  heldWriters?: boolean;
}

export function eventStoreContract(name: string, makeStore: () => Promise<ContractHarness>, options: ContractOptions = {}): void {
  describe(`${name} event store`, () => {
    let harness: ContractHarness;
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    let counter = 0;
    const newStream = (category = 'thing'): string => `${category}_${run}-${++counter}`;

    beforeAll(async () => {
      harness = await makeStore();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.cleanup();
    });

    describe('when events are appended to a new stream', () => {
      const streamId = (): string => streamIdValue;
      let streamIdValue = '';
      let appended: EventToAppend[];
      let before: Position;
      let result: Awaited<ReturnType<EventStore['appendToStream']>>;

      beforeAll(async () => {
        streamIdValue = newStream();
        before = await store.headPosition();
        appended = [
          anEvent('PlacementSubmitted', { placementId: 'p-1', hours: 120, sites: ['a', 'b'], nested: { ok: true } }),
          anEvent('PlacementApproved', { placementId: 'p-1', note: null }),
          anEvent('PlacementStarted', { placementId: 'p-1', startsOn: '2024-09-01' }),
        ];
        result = await store.appendToStream(streamId(), appended, { expectedRevision: 'no_stream' });
      });

      it('answers the revision of the last event and its position', async () => {
        expect(result.nextExpectedRevision).toBe(2n);
        const [last] = await store.readStream(streamId(), { fromRevision: 2n });
        expect(last?.position).toEqual(result.position);
      });

      it('reads them back from the stream in revision order with their data and all nine metadata fields', async () => {
        const events = await store.readStream(streamId());
        expect(events.map((e) => [e.streamId, e.revision, e.type, e.eventId, e.data, e.metadata])).toEqual(
          appended.map((e, i) => [streamId(), BigInt(i), e.type, e.eventId, e.data, e.metadata]),
        );
        expect(Object.keys(events[0]!.metadata).sort()).toEqual(
          [
            'causationId',
            'correlationId',
            'impersonatorId',
            'ip',
            'occurredAt',
            'organizationId',
            'positionId',
            'userAgent',
            'userId',
          ].sort(),
        );
        expect(events[0]!.createdAt).toBeInstanceOf(Date);
      });

      it('keeps null metadata fields as null', async () => {
        const id = newStream();
        const metadata = testMetadata({
          userId: null,
          positionId: null,
          organizationId: null,
          impersonatorId: null,
          causationId: null,
          ip: null,
          userAgent: null,
        });
        await store.appendToStream(id, [{ type: 'SystemStarted', data: {}, metadata }]);
        const [event] = await store.readStream(id);
        expect(event?.metadata).toEqual(metadata);
        expect(event?.eventId).toMatch(/^[0-9a-f-]{36}$/);
      });

      it('reads them from $all after the earlier head, in order, with the stream positions', async () => {
        const events = await readAllUntil(
          store,
          before,
          (e) => e.streamId === streamId(),
          (found) => found.length >= 3,
        );
        const fromStream = await store.readStream(streamId());
        expect(events.map((e) => [e.eventId, e.revision, e.position])).toEqual(fromStream.map((e) => [e.eventId, e.revision, e.position]));
        expectStrictlyIncreasingPositions(events);
      });

      it('reads a part of the stream from a revision, at most maxCount events', async () => {
        const events = await store.readStream(streamId(), { fromRevision: 1n, maxCount: 1 });
        expect(events.map((e) => [e.revision, e.eventId])).toEqual([[1n, appended[1]!.eventId]]);
      });

      it('reads $all strictly after fromPosition, at most maxCount events', async () => {
        const [first, second] = await store.readStream(streamId());
        const after = await store.readAll({ fromPosition: first!.position, maxCount: 1 });
        expect(after.map((e) => e.eventId)).toEqual([second!.eventId]);
      });

      it('reads only the events of the types asked for, passing over the others', async () => {
        const [first, second, third] = await store.readStream(streamId());
        const after = await store.readAll({ fromPosition: first!.position, maxCount: 1, types: ['PlacementStarted', 'NoSuchType'] });
        expect(after.map((e) => [e.eventId, e.type])).toEqual([[third!.eventId, 'PlacementStarted']]);
        const none = await store.readAll({ fromPosition: second!.position, types: ['PlacementSubmitted'] });
        expect(none.filter((e) => e.streamId === streamId())).toEqual([]);
      });

      it('has written at least up to the last appended event as soon as the append answers', async () => {
        expect(comparePositions(await store.writtenPosition(), result.position)).toBeGreaterThanOrEqual(0);
      });

      it('moves the head position to at least the last appended event', async () => {
        const deadline = Date.now() + WAIT_MS;
        let head = await store.headPosition();
        while (comparePositions(head, result.position) < 0 && Date.now() < deadline) {
          await sleep(50);
          head = await store.headPosition();
        }
        expect(comparePositions(head, result.position)).toBeGreaterThanOrEqual(0);
      });
    });

    describe('when a stream does not exist', () => {
      it('reads it as an empty array', async () => {
        expect(await store.readStream(newStream('missing'))).toEqual([]);
      });
    });

    describe('when an append is retried with the same event ids and expected revision', () => {
      it('answers the first result and stores the events once', async () => {
        const id = newStream();
        const events = [anEvent(), anEvent()];
        const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        const again = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(ids(await store.readStream(id))).toEqual(events.map((e) => e.eventId));
      });
    });

    describe('expected revisions', () => {
      const streamWith = async (count: number): Promise<string> => {
        const id = newStream();
        if (count > 0) {
          await store.appendToStream(
            id,
            Array.from({ length: count }, () => anEvent()),
          );
        }
        return id;
      };
      const expectAccepted = async (id: string, expectedRevision: ExpectedRevision, nextRevision: bigint) => {
        const event = anEvent();
        const result = await store.appendToStream(id, [event], { expectedRevision });
        expect(result.nextExpectedRevision).toBe(nextRevision);
        const events = await store.readStream(id);
        expect(events[events.length - 1]?.eventId).toBe(event.eventId);
      };
      const expectRejected = async (id: string, expectedRevision: ExpectedRevision, actual: bigint | 'no_stream'): Promise<void> => {
        const before = ids(await store.readStream(id));
        const error = await rejection(store.appendToStream(id, [anEvent(), anEvent()], { expectedRevision }));
        expect({ streamId: error.streamId, expected: error.expected, actual: error.actual }).toEqual({
          streamId: id,
          expected: expectedRevision,
          actual,
        });
        expect(ids(await store.readStream(id))).toEqual(before);
      };

      describe('when the stream is at the expected number', () => {
        it('accepts the append', async () => expectAccepted(await streamWith(3), 2n, 3n));
      });
      describe('when the stream is past the expected number', () => {
        it('rejects the append and writes nothing', async () => expectRejected(await streamWith(3), 1n, 2n));
      });
      describe('when the stream is behind the expected number', () => {
        it('rejects the append and writes nothing', async () => expectRejected(await streamWith(1), 4n, 0n));
      });
      describe('when a number is expected of a stream that does not exist', () => {
        it('rejects the append, reporting no_stream', async () => expectRejected(await streamWith(0), 0n, 'no_stream'));
      });
      describe('when no_stream is expected and the stream does not exist', () => {
        it('accepts the append as revision 0', async () => expectAccepted(await streamWith(0), 'no_stream', 0n));
      });
      describe('when no_stream is expected and the stream exists', () => {
        it('rejects the append and writes nothing', async () => expectRejected(await streamWith(2), 'no_stream', 1n));
      });
      describe('when stream_exists is expected and the stream exists', () => {
        it('accepts the append', async () => expectAccepted(await streamWith(1), 'stream_exists', 1n));
      });
      describe('when stream_exists is expected and the stream does not exist', () => {
        it('rejects the append and creates no stream', async () => expectRejected(await streamWith(0), 'stream_exists', 'no_stream'));
      });
      describe('when any is expected', () => {
        it('accepts an append to a new stream', async () => expectAccepted(await streamWith(0), 'any', 0n));
        it('accepts an append to an existing stream', async () => expectAccepted(await streamWith(4), 'any', 4n));
      });
      describe('when no expected revision is given', () => {
        it('accepts the append as any', async () => {
          const id = await streamWith(1);
          const result = await store.appendToStream(id, [anEvent()]);
          expect(result.nextExpectedRevision).toBe(1n);
        });
      });
    });

    describe('when 5 hot streams and 300 cold streams are appended to concurrently', () => {
      it('lets exactly one of each round of competing appends win and rejects the others', async () => {
        const hot = Array.from({ length: 5 }, () => newStream('hot'));
        const cold = Array.from({ length: 300 }, () => newStream('cold'));
        const rounds: ExpectedRevision[] = ['no_stream', 0n];
        const competitors = 60;

        type Outcome = { streamId: string; eventId: string; won: boolean };
        const attempt = async (streamId: string, expectedRevision: ExpectedRevision): Promise<Outcome> => {
          const event = anEvent('Hammered');
          try {
            await store.appendToStream(streamId, [event], { expectedRevision });
            return { streamId, eventId: event.eventId!, won: true };
          } catch (error) {
            if (error instanceof WrongExpectedVersionError) return { streamId, eventId: event.eventId!, won: false };
            throw error;
          }
        };

        const outcomes: Outcome[] = [];
        for (const expectedRevision of rounds) {
          const round = await Promise.all([
            ...hot.flatMap((id) => Array.from({ length: competitors }, () => attempt(id, expectedRevision))),
            ...(expectedRevision === 'no_stream' ? cold.flatMap((id) => [attempt(id, 'no_stream'), attempt(id, 'no_stream')]) : []),
          ]);
          outcomes.push(...round);
        }

        const total = outcomes.length;
        const winners = outcomes.filter((o) => o.won);
        expect(total).toBe(5 * 60 * 2 + 300 * 2);
        expect(winners.length).toBe(5 * 2 + 300);
        expect(total - winners.length).toBe(5 * 59 * 2 + 300);

        for (const id of [...hot, ...cold]) {
          const stored = ids(await store.readStream(id));
          expect({ id, stored }).toEqual({
            id,
            stored: winners.filter((o) => o.streamId === id).map((o) => o.eventId),
          });
        }
        for (const id of hot) expect((await store.readStream(id)).map((e) => e.revision)).toEqual([0n, 1n]);
      });
    });

    describe('while 8 writers append concurrently', () => {
      const writers = 8;
      const appendsPerWriter = 25;

      /** Each writer appends 1 to 3 events at a time to streams it shares with the others. */
      const runWriters = async (streams: string[], written: Map<string, RecordedEvent['streamId']>): Promise<void> => {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < appendsPerWriter; i++) {
              const streamId = streams[(writer * 7 + i * 3) % streams.length]!;
              const events = Array.from({ length: 1 + ((writer + i) % 3) }, () => anEvent('Written', { writer, i }));
              await store.appendToStream(streamId, events, { expectedRevision: 'any' });
              for (const event of events) written.set(event.eventId!, streamId);
            }
          }),
        );
      };

      const expectExactlyOnce = (seen: RecordedEvent[], written: Map<string, string>): void => {
        const seenIds = ids(seen);
        expect(new Set(seenIds).size).toBe(seenIds.length);
        expect([...seenIds].sort()).toEqual([...written.keys()].sort());
        expectStreamsInRevisionOrder(seen);
        expectStrictlyIncreasingPositions(seen);
      };

      it('delivers every committed event exactly once, in per-stream revision order, to a live subscriber and to one catching up mid-way', async () => {
        const streams = Array.from({ length: 6 }, () => newStream('busy'));
        const keep = (e: RecordedEvent): boolean => streams.includes(e.streamId);
        const start = await store.headPosition();
        const subscription = store.subscribeToAll({ fromPosition: start });
        const seen = collect(subscription, keep);
        const written = new Map<string, string>();

        const writing = runWriters(streams, written);
        let writersDone = false;
        void writing.finally(() => (writersDone = true)).catch(() => undefined);
        while (written.size < 100 && !writersDone) await sleep(5);
        // Joins while the writers are busy: it catches up from the same start, then goes live.
        const lateSubscription = store.subscribeToAll({ fromPosition: start });
        const lateSeen = collect(lateSubscription, keep);
        await writing;

        await seen.until((events) => events.length >= written.size);
        await lateSeen.until((events) => events.length >= written.size);
        await sleep(300); // anything delivered twice would show up here
        await Promise.all([subscription.unsubscribe(), lateSubscription.unsubscribe()]);
        await Promise.all([seen.finished, lateSeen.finished]);

        expect(written.size).toBeGreaterThan(writers * appendsPerWriter);
        expectExactlyOnce(seen.events, written);
        expectExactlyOnce(lateSeen.events, written);
        expect(ids(lateSeen.events)).toEqual(ids(seen.events));
      });

      (options.heldWriters ? it : it.skip)(
        'delivers an event whose transaction commits after later ones, exactly once and in global order',
        async () => {
          if (!harness.holdOpenAppend) throw new Error(`the ${name} harness has no holdOpenAppend`);
          const streams = Array.from({ length: 6 }, () => newStream('busy'));
          const lateStream = newStream('late');
          const subscription = store.subscribeToAll({ fromPosition: await store.headPosition() });
          const seen = collect(subscription, (e) => streams.includes(e.streamId) || e.streamId === lateStream);
          const written = new Map<string, string>();

          // Some events commit before the held writer starts, the rest after it took its position.
          await store.appendToStream(streams[0]!, [anEvent()], { expectedRevision: 'any' });
          const early = await store.readStream(streams[0]!);
          for (const event of early) written.set(event.eventId, streams[0]!);
          const late = anEvent('CommittedLate');
          const held = await harness.holdOpenAppend(lateStream, [late]);
          await runWriters(streams, written);

          await seen.until((events) => events.length >= 1 + written.size, 500);
          expect(ids(seen.events)).not.toContain(late.eventId);

          await held.commit();
          written.set(late.eventId!, lateStream);
          await seen.until((events) => events.length >= written.size);
          await sleep(300);
          await subscription.unsubscribe();
          await seen.finished;

          expectExactlyOnce(seen.events, written);
          const lateEvent = seen.events.find((e) => e.eventId === late.eventId)!;
          const committedBefore = seen.events.filter((e) => e.streamId !== lateStream && e.eventId !== early[0]!.eventId);
          // Its position is below events that committed before it: a reader by position alone would have skipped it.
          expect(committedBefore.every((e) => comparePositions(lateEvent.position, e.position) < 0)).toBe(true);
        },
      );
    });

    describe('when a subscription starts from an earlier position', () => {
      it('catches up on past events, then receives live ones, and ends on unsubscribe', async () => {
        const id = newStream();
        const before = await store.headPosition();
        const past = [anEvent(), anEvent()];
        await store.appendToStream(id, past, { expectedRevision: 'no_stream' });
        const subscription = store.subscribeToAll({ fromPosition: before });
        const seen = collect(subscription, (e) => e.streamId === id);
        await seen.until((events) => events.length >= 2);
        const live = anEvent();
        await store.appendToStream(id, [live], { expectedRevision: 1n });
        await seen.until((events) => events.length >= 3);
        await subscription.unsubscribe();
        await seen.finished;
        expect(ids(seen.events)).toEqual([...past, live].map((e) => e.eventId));
      });
    });

    describe('when a subscriber leaves the loop early', () => {
      it('releases the subscription', async () => {
        const id = newStream();
        const before = await store.headPosition();
        await store.appendToStream(id, [anEvent(), anEvent()]);
        const subscription = store.subscribeToAll({ fromPosition: before });
        let first: RecordedEvent | undefined;
        for await (const event of subscription) {
          if (event.streamId !== id) continue;
          first = event;
          break;
        }
        await subscription.unsubscribe();
        expect(first?.streamId).toBe(id);
      });
    });
  });
}
