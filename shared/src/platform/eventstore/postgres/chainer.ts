// Links committed events onto the hash chain (es_chain, schema.ts) and wakes other processes' subscribers.
//
// An append commits without touching the chain: a chain computed in the append needs the previous event's
// hash, so it serializes appends on one lock held to commit, and loses group commit (docs/decisions.md,
// "Tamper evidence"). Instead, after each commit of this process, one pass of es_chain links every
// committed row below the visibility horizon, in $all order, and sends one NOTIFY if it linked any (readers
// see the same rows: $all is read below the same horizon). At most one pass is in flight per process and one
// more is asked for while it runs, and passes start at most every 20 ms, so concurrent appends share a
// pass. The chainer has a connection of its own (one per process, dedicatedConnection), so a pass never
// holds up an append waiting for the pool; it stays open until the store closes, since a steady trickle of
// appends would otherwise pay a new connection for most passes. While rows wait behind an open
// transaction (or a pass hit its limit), passes are retried, 20 ms and doubling to 1 s, until none wait.
// Subscriptions that poll without being woken also ask for a pass (sweep), so rows left by a process that
// stopped between its commit and its pass are linked by whichever process still runs.
import type pg from 'pg';
import { type DedicatedConnection, dedicatedConnection } from '../../db/dedicatedConnection.js';
import type { Position } from '../types.js';

const PASS_LIMIT = 5000;
// Passes start at most this often: under load, one pass links the commits of the last few milliseconds
// together instead of a pass per commit (each pass is a transaction, a lock and a NOTIFY).
const SPACING_MS = 20;
const FIRST_RETRY_MS = 20;
const MAX_RETRY_MS = 1000;

export class Chainer {
  private inFlight: Promise<void> | null = null;
  private pending = false;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | null = null;
  private timerDue = 0;
  private lastStart = 0;
  private stopped = false;
  /** The chainer's own connection: a pass never takes a slot of the pool appends and reads use. */
  private readonly connection: DedicatedConnection;

  constructor(
    pool: pg.Pool,
    private readonly localWake: (upTo?: Position) => void = () => undefined,
  ) {
    this.connection = dedicatedConnection({ config: pool.options, name: 'the chainer' });
  }

  /** Called after a commit (up to `upTo`): subscribers in this process wake at once, the chain and other processes after a pass. */
  committed(upTo?: Position): void {
    this.localWake(upTo);
    this.pass();
  }

  /** Asks for a pass: within SPACING_MS of the last one's start, coalesced with one in flight or scheduled. */
  pass(): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.schedule(Math.max(Date.now(), this.lastStart + SPACING_MS));
  }

  /** Runs a pass still scheduled, waits for the one in flight, then stops (for a clean close). */
  async settled(): Promise<void> {
    if (this.timer && !this.stopped) {
      clearTimeout(this.timer);
      this.timer = null;
      if (!this.inFlight) this.start();
    }
    this.stopped = true;
    while (this.inFlight) await this.inFlight;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.connection.close();
  }

  private schedule(due: number): void {
    if (this.timer && this.timerDue <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.start();
      },
      Math.max(0, due - Date.now()),
    );
    this.timer.unref();
  }

  private start(): void {
    this.lastStart = Date.now();
    this.inFlight = this.run().finally(() => {
      this.inFlight = null;
      if (this.pending) {
        this.pending = false;
        this.pass();
      }
    });
  }

  private async run(): Promise<void> {
    let waiting: boolean;
    let full = false;
    let client: pg.Client | null = null;
    try {
      client = await this.connection.client();
      const { rows } = await client.query<{ chained: number; waiting: boolean }>('select chained, waiting from es_chain($1)', [PASS_LIMIT]);
      full = rows[0]!.chained === PASS_LIMIT;
      waiting = rows[0]!.waiting;
    } catch {
      // a lost connection, a server going away, a schema not yet migrated: try again later, on a new connection
      if (client) this.connection.discard(client);
      waiting = true;
    }
    if (full) {
      this.pending = true;
      return;
    }
    if (!waiting) {
      this.retryMs = FIRST_RETRY_MS;
      return;
    }
    if (this.pending || this.stopped) return;
    this.schedule(Date.now() + this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
