// One subscription per process, shared by every projector: it wakes them when
// events arrive and keeps the recent tail of $all in memory, so projectors that
// keep up read their batches from memory instead of querying the store each time.
// The tail is contiguous: the events strictly after `from` up to the last one held
// are exactly `events`, because the subscription delivers every event once, in order.
import {
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
  comparePositions,
} from '@practicum/shared/platform/eventstore/types';
import type { AppendNotifications } from './appendNotifications.js';
import { type Logger, silentLogger } from './logger.js';

export interface EventFeed {
  /** Up to `max` events strictly after `after`, in order: from the tail when it covers `after`, else from the store. */
  read(after: Position, max: number, options?: { fromStore?: boolean }): Promise<RecordedEvent[]>;
  /** Position of the newest event seen (the store's head when the feed started). */
  head(): Position;
  /** Called once per burst of new events, with the new head. Returns an unsubscribe function. */
  onEvents(listener: (head: Position) => void): () => void;
  /** Lets the feed drop the events at or before `position` (every reader is past them). */
  release(position: Position): void;
  /** Someone knows of an event at `position` (a command returned it): if the feed has not seen it, go and look. */
  expect(position: Position): void;
  /**
   * A transaction of ours just ended: if an append is still hidden from the feed, ours may have been
   * what hid it (the Postgres store shows $all only below the oldest transaction running), so look now.
   */
  nudge(): void;
  close(): Promise<void>;
}

export interface EventFeedOptions {
  logger?: Logger;
  /** Most events kept in memory; older ones are read from the store. */
  maxBuffered?: number;
  /** Pause before resubscribing after the subscription failed. */
  retryMs?: number;
  /** When given, an append the subscription is slow to deliver makes the feed read the store itself. */
  appendNotifications?: AppendNotifications;
}

/**
 * After an append, how long to wait for the subscription before reading the store, and again while
 * nothing shows (a long transaction anywhere on the server can hide it for a while): about 5 s in all.
 */
const CHASE_DELAYS_MS = [5, 10, 20, 40, 80, 160, 320, ...Array<number>(9).fill(500)];

/** Index of the first event strictly after `position` (events sorted by position). */
const firstAfter = (events: readonly RecordedEvent[], position: Position): number => {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (comparePositions(events[mid]!.position, position) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
};

export async function startEventFeed(eventStore: EventStore, options: EventFeedOptions = {}): Promise<EventFeed> {
  const logger = options.logger ?? silentLogger;
  const maxBuffered = options.maxBuffered ?? 5000;
  const retryMs = options.retryMs ?? 1000;

  let from = await eventStore.headPosition();
  let events: RecordedEvent[] = [];
  let last = from;
  let closed = false;
  let subscription: Subscription | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let wakeRetry: (() => void) | null = null;
  const listeners = new Set<(head: Position) => void>();

  let notifyScheduled = false;
  const notify = (): void => {
    // setImmediate lets a burst delivered together land before readers wake.
    if (notifyScheduled) return;
    notifyScheduled = true;
    setImmediate(() => {
      notifyScheduled = false;
      for (const listener of listeners) listener(last);
    });
  };

  const dropThrough = (count: number): void => {
    if (count <= 0) return;
    from = events[count - 1]!.position;
    events = events.slice(count);
  };

  const take = (event: RecordedEvent): boolean => {
    if (comparePositions(event.position, last) <= 0) return false; // the other path delivered it already
    events.push(event);
    last = event.position;
    if (events.length > maxBuffered) dropThrough(events.length - Math.floor((maxBuffered * 3) / 4));
    return true;
  };

  // ── chasing: reading the store when the subscription is slow ─────────
  // Both paths read the same ordered $all after `last`, so whatever either adds keeps the tail contiguous.
  // A chase ends once the feed holds what it was started for: a known position (an append's, a command's), or,
  // when nobody said which, anything newer than what the feed held then.
  let chaseTimer: NodeJS.Timeout | null = null;
  let chaseStep = 0;
  let chaseTarget: Position | null = null;
  let chasePast: Position | null = null;
  let pulling = false;

  const caughtUp = (): boolean =>
    (chaseTarget === null || comparePositions(last, chaseTarget) >= 0) && (chasePast === null || comparePositions(last, chasePast) > 0);

  const pull = async (): Promise<void> => {
    if (pulling) return;
    pulling = true;
    try {
      const read = await eventStore.readAll({ fromPosition: last, maxCount: 500 });
      let added = false;
      for (const event of read) added = take(event) || added;
      if (added) notify();
    } catch (error) {
      logger.warn({ err: error }, 'reading the event store failed');
    } finally {
      pulling = false;
    }
  };

  const endChase = (): void => {
    chaseTimer = null;
    chaseTarget = null;
    chasePast = null;
  };

  const chaseLater = (): void => {
    chaseTimer = setTimeout(() => {
      void (async () => {
        if (closed) return;
        if (!caughtUp()) await pull();
        chaseStep += 1;
        if (closed || caughtUp() || chaseStep >= CHASE_DELAYS_MS.length) endChase();
        else chaseLater();
      })();
    }, CHASE_DELAYS_MS[chaseStep]);
  };

  /** Something was appended (up to `upTo`, when known) that the feed may not have seen: go and look. */
  const chase = (upTo?: Position): void => {
    if (closed) return;
    if (upTo) {
      if (comparePositions(upTo, last) <= 0) return; // held already: the notification of a commit the feed has read
      if (chaseTarget === null || comparePositions(upTo, chaseTarget) > 0) chaseTarget = upTo;
    } else {
      chasePast = last;
    }
    chaseStep = 0;
    if (!chaseTimer) chaseLater();
  };

  const run = async (): Promise<void> => {
    while (!closed) {
      try {
        subscription = eventStore.subscribeToAll({ fromPosition: last });
        for await (const event of subscription) {
          if (closed) break;
          if (take(event)) notify();
        }
        if (!closed) logger.warn({ position: String(last.commit) }, 'event store subscription ended; resubscribing');
      } catch (error) {
        if (closed) break;
        logger.error({ err: error }, 'event store subscription failed; resubscribing');
      }
      if (closed) break;
      await new Promise<void>((resolve) => {
        wakeRetry = resolve;
        retryTimer = setTimeout(resolve, retryMs);
      });
    }
  };
  const stopListening = options.appendNotifications ? await options.appendNotifications(chase) : null;
  const running = run();

  return {
    async read(after, max, readOptions) {
      const covered = comparePositions(after, from) >= 0;
      if (covered && !readOptions?.fromStore) {
        const start = firstAfter(events, after);
        return events.slice(start, start + max);
      }
      return eventStore.readAll({ fromPosition: after, maxCount: max });
    },
    head: () => last,
    onEvents(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release(position) {
      const count = firstAfter(events, position);
      // Slice only now and then: readers release after every batch.
      if (count > 256 || (count > 0 && count === events.length)) dropThrough(count);
    },
    expect(position) {
      chase(position);
    },
    nudge() {
      if (chaseTimer && !closed && !caughtUp()) void pull();
    },
    async close() {
      closed = true;
      listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      if (chaseTimer) clearTimeout(chaseTimer);
      await stopListening?.();
      wakeRetry?.();
      await subscription?.unsubscribe();
      await running;
    },
  };
}
