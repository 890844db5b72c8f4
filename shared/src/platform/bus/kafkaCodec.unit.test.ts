import type { RecordedEvent } from '../eventstore/types.js';
import { decodeRecordedEvent, encodeRecordedEvent, topicForCategory } from './kafkaCodec.js';
import { batches } from './kafkaRelay.js';

const recorded: RecordedEvent = {
  eventId: '0b9f4c1e-6f0e-4c55-9d59-3f1f3b0c1a2b',
  streamId: 'placement-42',
  type: 'PlacementApproved',
  revision: 3n,
  // Past Number.MAX_SAFE_INTEGER: must survive as exact digits.
  position: { commit: 18_446_744_073_709_551_000n, prepare: 9_007_199_254_740_993n },
  data: { placementId: '42', approvedBy: 'user-7', dates: { start: '2025-01-06' } },
  metadata: {
    userId: 'user-7',
    positionId: 'position-3',
    organizationId: 'org-1',
    impersonatorId: null,
    correlationId: 'c-1',
    causationId: null,
    ip: '203.0.113.5',
    userAgent: 'jest',
    occurredAt: '2025-01-06T10:15:00.000Z',
  },
  createdAt: new Date('2025-01-06T10:15:00.123Z'),
};

describe('when a recorded event is encoded for Kafka', () => {
  it('writes bigints as decimal strings and dates as ISO instants', () => {
    const json = JSON.parse(encodeRecordedEvent(recorded)) as Record<string, unknown>;
    expect(json.revision).toBe('3');
    expect(json.position).toEqual({ commit: '18446744073709551000', prepare: '9007199254740993' });
    expect(json.createdAt).toBe('2025-01-06T10:15:00.123Z');
  });

  it('decodes back to the same event', () => {
    expect(decodeRecordedEvent(encodeRecordedEvent(recorded))).toEqual(recorded);
    expect(decodeRecordedEvent(Buffer.from(encodeRecordedEvent(recorded)))).toEqual(recorded);
  });
});

describe('when a message is not a recorded event', () => {
  it('refuses it with the fields that are wrong', () => {
    const broken = { ...JSON.parse(encodeRecordedEvent(recorded)), revision: 3, position: { commit: '-1', prepare: '0' } };
    expect(() => decodeRecordedEvent(JSON.stringify(broken))).toThrow(/revision.*position\.commit/s);
    expect(() => decodeRecordedEvent('not json')).toThrow();
  });
});

describe('when a category is turned into a topic', () => {
  it('prefixes it and replaces characters Kafka does not allow', () => {
    expect(topicForCategory('placement')).toBe('practicum.placement');
    expect(topicForCategory('user email')).toBe('practicum.user_email');
    expect(topicForCategory('meeting', 'staging.')).toBe('staging.meeting');
  });
});

describe('when a subscription is read in batches', () => {
  const source = (items: number[], failAfter?: number): AsyncIterable<number> => ({
    async *[Symbol.asyncIterator]() {
      for (const item of items) {
        await new Promise((resolve) => setImmediate(resolve));
        if (failAfter !== undefined && item > failAfter) throw new Error('connection lost');
        yield item;
      }
    },
  });

  it('yields every item once, in order, in batches of at most the maximum', async () => {
    const seen: number[][] = [];
    for await (const batch of batches(source(Array.from({ length: 25 }, (_, i) => i)), 10)) {
      seen.push(batch);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(Math.max(...seen.map((batch) => batch.length))).toBeLessThanOrEqual(10);
  });

  it('delivers what was read before the source failed, then the failure', async () => {
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const batch of batches(source([1, 2, 3, 4], 2), 10)) seen.push(...batch);
      })(),
    ).rejects.toThrow('connection lost');
    expect(seen).toEqual([1, 2]);
  });
});
