// The bus port: how side-effect consumers (notifier, realtime pusher, mailer)
// receive events. Delivery is at least once, in order per stream; consumers are
// idempotent. Single machine: the event store subscription with a checkpoint per
// consumer. Distributed: Kafka topics fed by the relay (one topic per stream
// category, key = stream id).
import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types.js';

export interface Consumer {
  /** Stable name: the checkpoint key, or the Kafka consumer group. */
  name: string;
  /** Stream categories to receive (the part of the stream id before the first '-'); all when omitted. */
  categories?: string[];
  handle(event: RecordedEvent): Promise<void>;
  /**
   * Optional: the events that arrived together (in order, already filtered by category), handled at once.
   * `checkpoint.saveIn(trx)` writes the checkpoint inside the consumer's own transaction (then the bus does
   * not write it again). Buses that deliver one message at a time (Kafka) call `handle` instead.
   */
  handleBatch?(events: readonly RecordedEvent[], checkpoint: BatchCheckpoint): Promise<void>;
}

export interface BatchCheckpoint {
  /** Saves the position of the batch's last event (or of a later skipped one) with this query builder. */
  saveIn(knex: Knex): Promise<void>;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

export interface Bus {
  start(consumer: Consumer): Promise<RunningConsumer>;
  close(): Promise<void>;
}

/** `placement-42` → `placement`; `setting-user_lockout` → `setting`. */
export const streamCategory = (streamId: string): string => {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
};
