import { setTimeout as sleep } from 'node:timers/promises';
import { type Position, comparePositions } from '@practicum/shared/platform/eventstore/types';
import { statementsSentDuring } from '@practicum/shared/testing/sentStatements';
import { useRunnerTestKit } from '../testing/runnerTestKit.js';
import { appendNotificationsOf } from './appendNotifications.js';
import { type EventFeed, startEventFeed } from './eventFeed.js';

let feed: EventFeed | null = null;

const kit = useRunnerTestKit('feed', {
  afterEachTest: async () => {
    await feed?.close();
    feed = null;
  },
});

const holds = async (target: EventFeed, position: Position): Promise<void> => {
  for (let tries = 0; comparePositions(target.head(), position) < 0; tries++) {
    if (tries > 200) throw new Error('the feed never held the event');
    await sleep(10);
  }
};
const isAllRead = (sql: string): boolean => sql.includes('from es_events') && sql.includes('(tx_id, seq) >');
/** Until 100 ms pass without a read of $all (at most 5 s). */
const quiet = async (): Promise<void> => {
  for (let tries = 0; tries < 50; tries++) {
    const reads = await statementsSentDuring(() => sleep(100));
    if (!reads.some(isAllRead)) return;
  }
  throw new Error('the feed never stopped reading $all');
};
const notifyAppended = (position: Position) =>
  kit.knex.raw(`select pg_notify('es_events', ?)`, [`${position.commit.toString()} ${position.prepare.toString()}`]);

describe('when the chainer notifies events', () => {
  it('reads nothing for events the feed holds, and goes to get newer ones', async () => {
    feed = await startEventFeed(kit.eventStore, {
      logger: kit.logger,
      appendNotifications: appendNotificationsOf(kit.eventStore, kit.logger),
    });
    const held = await kit.append(1);
    await holds(feed, held);
    // the feed may hold it by its own read while its subscription, which a transaction elsewhere on the server hid
    // it from, still looks again: let that end first
    await quiet();

    const reads = await statementsSentDuring(async () => {
      await notifyAppended(held);
      await sleep(200);
    });
    expect(reads.filter(isAllRead)).toEqual([]);

    const newer = await kit.append(1);
    await notifyAppended(newer);
    await holds(feed, newer);
  });
});
