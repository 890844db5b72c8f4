// Read your writes: a request carrying X-Min-Position waits (bounded) until
// every projection has passed that position. In the all-in-one process the
// projection runner's in-memory waitFor does it; a query service on its own
// reads the checkpoint table, woken by the runner's notify (CheckpointWaiter).
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import { CHECKPOINTS_CHANNEL, readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { TimeoutError, ValidationError } from '@practicum/shared/platform/errors';
import { comparePositions, parsePosition, type Position } from '@practicum/shared/platform/eventstore/types';

/** Resolves true once every projection has committed past the position, false after timeoutMs. */
export interface PositionWaiter {
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
}

/** A PositionWaiter for a process without the runner: one shared read of the checkpoint table per burst of notifications. */
export class CheckpointWaiter implements PositionWaiter {
  private listener: pg.Client | null = null;
  private waiters = new Set<() => void>();
  /** Checkpoints as last read: every waiting request compares against this one copy. */
  private checkpoints = new Map<string, Position>();
  private loading: Promise<void> | null = null;
  private reloadQueued: Promise<void> | null = null;

  constructor(
    private readonly knex: Knex,
    private readonly databaseUrl: string,
    private readonly projectorNames: string[],
  ) {}

  async start(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.databaseUrl });
    this.listener.on('notification', () => void this.refresh().then(() => this.wakeAll()));
    this.listener.on('error', () => undefined);
    await this.listener.connect();
    await this.listener.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);
    await this.refresh();
  }

  async stop(): Promise<void> {
    this.wakeAll();
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private wakeAll() {
    for (const wake of this.waiters) wake();
  }

  /** One read of the checkpoint table at a time; a refresh asked for meanwhile runs once after it. */
  private refresh(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().finally(() => {
        this.loading = null;
      });
      return this.loading;
    }
    this.reloadQueued ??= this.loading.then(() => {
      this.reloadQueued = null;
      return this.refresh();
    });
    return this.reloadQueued;
  }

  private async load(): Promise<void> {
    const checkpoints = await readCheckpoints(this.knex);
    this.checkpoints = new Map(checkpoints.map((c) => [c.name, c.position]));
  }

  passed(position: Position): boolean {
    return this.projectorNames.every((name) => {
      const checkpoint = this.checkpoints.get(name);
      return checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
    });
  }

  async waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    if (this.passed(position)) return true;
    const deadline = Date.now() + timeoutMs;
    await this.refresh();
    while (!this.passed(position)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Woken after a notified checkpoint was read; the timer covers a missed notify.
      const woken = await new Promise<boolean>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(
          () => {
            this.waiters.delete(wake);
            resolve(false);
          },
          Math.min(left, 200),
        );
        this.waiters.add(wake);
      });
      if (!woken) await this.refresh();
    }
    return true;
  }
}

export const minPositionMiddleware =
  (waiter: PositionWaiter, timeoutMs: number): RequestHandler =>
  async (req, _res, next) => {
    const header = req.get('x-min-position');
    if (!header) return next();
    const position = parsePosition(header);
    if (!position) throw new ValidationError({ 'X-Min-Position': ['The X-Min-Position header must be a position returned by a command.'] });
    if (!(await waiter.waitFor(position, timeoutMs)))
      throw new TimeoutError(
        'Your latest change is still being processed; the data shown may be out of date. Please try again in a moment.',
      );
    next();
  };
