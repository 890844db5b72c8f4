import type { RecordedEvent } from '../eventstore/types.js';
import { deliverMessage } from './kafkaBus.js';
import { encodeRecordedEvent } from './kafkaCodec.js';
import type { BusLogger } from './retry.js';
import type { Consumer } from './types.js';

const errors: string[] = [];
const logger: BusLogger = { info: () => undefined, warn: () => undefined, error: (_obj, msg) => errors.push(msg ?? '') };
const backoff = { initialMs: 5, maxMs: 10 };

const recorded = (streamId: string, type: string): RecordedEvent => ({
  eventId: `${streamId}:${type}`,
  streamId,
  type,
  revision: 0n,
  position: { commit: 10n, prepare: 1n },
  data: {},
  metadata: {
    userId: null,
    positionId: null,
    organizationId: null,
    impersonatorId: null,
    correlationId: 'c',
    causationId: null,
    ip: null,
    userAgent: null,
    occurredAt: '2025-01-01T00:00:00.000Z',
  },
  createdAt: new Date('2025-01-01T00:00:00.000Z'),
});

const options = (signal = new AbortController().signal, heartbeat = (): Promise<void> => Promise.resolve()) => ({
  heartbeat,
  signal,
  backoff,
  logger,
  heartbeatMs: 10,
});

beforeEach(() => {
  errors.length = 0;
});

describe('when a message carries an event of a wanted category', () => {
  it('hands the decoded event to the consumer', async () => {
    const seen: RecordedEvent[] = [];
    const consumer: Consumer = { name: 'notifier', categories: ['placement'], handle: (e) => Promise.resolve(void seen.push(e)) };
    await deliverMessage(consumer, Buffer.from(encodeRecordedEvent(recorded('placement-1', 'PlacementApproved'))), options());
    expect(seen).toEqual([recorded('placement-1', 'PlacementApproved')]);
  });
});

describe('when a message carries an event of another category', () => {
  it('passes it without calling the consumer', async () => {
    let calls = 0;
    const consumer: Consumer = { name: 'notifier', categories: ['placement'], handle: () => Promise.resolve(void calls++) };
    await deliverMessage(consumer, encodeRecordedEvent(recorded('user-1', 'UserRegistered')), options());
    expect(calls).toBe(0);
  });
});

describe('when a message is not an event', () => {
  it('logs it and passes it, since no retry can decode it', async () => {
    let calls = 0;
    const consumer: Consumer = { name: 'notifier', handle: () => Promise.resolve(void calls++) };
    await deliverMessage(consumer, 'garbage', options());
    expect(calls).toBe(0);
    expect(errors).toEqual(['undecodable message skipped']);
  });
});

describe('when the handler fails', () => {
  it('retries it until it succeeds, then resolves so the offset is committed', async () => {
    let calls = 0;
    const consumer: Consumer = {
      name: 'mailer',
      handle: () => (++calls < 4 ? Promise.reject(new Error('smtp down')) : Promise.resolve()),
    };
    await deliverMessage(consumer, encodeRecordedEvent(recorded('task-1', 'TaskAssigned')), options());
    expect(calls).toBe(4);
    expect(errors).toHaveLength(3);
  });

  it('heartbeats while retrying, and gives the event up to the group when a rebalance starts', async () => {
    let heartbeats = 0;
    const rebalance = new Error('The group is rebalancing, so a rejoin is needed');
    const consumer: Consumer = { name: 'mailer', handle: () => Promise.reject(new Error('smtp down')) };
    await expect(
      deliverMessage(
        consumer,
        encodeRecordedEvent(recorded('task-1', 'TaskAssigned')),
        options(new AbortController().signal, () => (++heartbeats === 3 ? Promise.reject(rebalance) : Promise.resolve())),
      ),
    ).rejects.toBe(rebalance);
    expect(heartbeats).toBe(3);
  });

  it('rejects when the consumer stops, so the offset is not committed', async () => {
    const stopping = new AbortController();
    const consumer: Consumer = { name: 'mailer', handle: () => Promise.reject(new Error('smtp down')) };
    setTimeout(() => stopping.abort(), 30);
    await expect(
      deliverMessage(consumer, encodeRecordedEvent(recorded('task-1', 'TaskAssigned')), options(stopping.signal)),
    ).rejects.toThrow(/stopped before handling/);
  });
});
