// One LISTEN connection per store, shared by its subscriptions: a notification
// only says "something was appended", each subscription then reads $all itself.
// Notifications can be missed (reconnects) and the xmin horizon can move without
// one, so subscriptions also poll; this only makes them prompt.
import type pg from 'pg';
import { NOTIFY_CHANNEL } from './append.js';

type Wake = () => void;

// Our handlers only: the pool adds its own error handler to idle clients.
const detach = (client: pg.PoolClient): void => {
  client.removeAllListeners('notification');
  client.removeAllListeners('error');
};

export class ChangeListener {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
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

  /** Connects if no connection is listening; failures are left to the polling fallback. */
  ensureListening(): Promise<void> {
    if (this.client || this.wakers.size === 0) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  async stop(): Promise<void> {
    await this.connecting;
    const client = this.client;
    this.client = null;
    if (!client) return;
    detach(client);
    try {
      await client.query(`unlisten ${NOTIFY_CHANNEL}`);
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  }

  private async connect(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch {
      return;
    }
    const onError = (error: Error): void => {
      if (this.client === client) this.client = null;
      detach(client);
      client.release(error);
      this.wakeAll();
    };
    client.on('error', onError);
    client.on('notification', () => this.wakeAll());
    try {
      await client.query(`listen ${NOTIFY_CHANNEL}`);
    } catch (error) {
      detach(client);
      client.release(error instanceof Error ? error : true);
      return;
    }
    if (this.wakers.size === 0) {
      // Everyone left while we were connecting.
      detach(client);
      await client.query(`unlisten ${NOTIFY_CHANNEL}`).catch(() => undefined);
      client.release();
      return;
    }
    this.client = client;
  }

  /** Wakes this process's subscribers (also after a local commit, without waiting for NOTIFY). */
  wakeAll(): void {
    for (const wake of this.wakers) wake();
  }
}
