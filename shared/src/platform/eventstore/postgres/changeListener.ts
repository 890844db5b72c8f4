// One LISTEN connection per store, shared by its subscriptions: a notification
// says "events up to this position were appended" (or, without a position, only
// "something was"), each subscription not yet past it then reads $all itself.
// Notifications can be missed (reconnects) and the xmin horizon can move without
// one, so subscriptions also poll; this only makes them prompt. The connection is
// its own, not one of the store's pool (which may be small), and is open only while
// someone subscribes.
import type pg from 'pg';
import { type DedicatedConnection, dedicatedConnection } from '../../db/dedicatedConnection.js';
import type { Position } from '../types.js';
import { NOTIFY_CHANNEL } from './append.js';

/** Told that events up to `upTo` were committed; without it, that some may have been. */
export type Wake = (upTo?: Position) => void;

/** The position a chainer's notification names ("tx seq", schema.ts es_chain); none for any other payload. */
export function positionInPayload(payload: string | undefined): Position | undefined {
  const match = /^(\d+) (\d+)$/.exec(payload ?? '');
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
}

export class ChangeListener {
  private connection: DedicatedConnection | null = null;
  private readonly wakers = new Set<Wake>();

  constructor(private readonly pool: pg.Pool) {}

  /** Registers a waker and makes sure the connection is listening (best effort). */
  async add(wake: Wake): Promise<void> {
    this.wakers.add(wake);
    await this.ensureListening();
  }

  async remove(wake: Wake): Promise<void> {
    this.wakers.delete(wake);
    if (this.wakers.size === 0) await this.stop();
  }

  /**
   * Connects if no connection is listening; failures are left to the polling fallback. Subscriptions call
   * it on each round, so a lost connection is made again by the next one (woken by the loss).
   */
  async ensureListening(): Promise<void> {
    if (this.wakers.size === 0) return;
    this.connection ??= dedicatedConnection({
      config: this.pool.options,
      name: 'the event store listener',
      listen: [NOTIFY_CHANNEL],
      onNotification: (message) => this.wakeAll(positionInPayload(message.payload)),
      // appends may have been missed: look
      onLost: () => this.wakeAll(),
    });
    await this.connection.client().catch(() => undefined);
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    await connection?.close();
  }

  /** Wakes this process's subscribers (also after a local commit, without waiting for NOTIFY). */
  wakeAll(upTo?: Position): void {
    for (const wake of this.wakers) wake(upTo);
  }
}
