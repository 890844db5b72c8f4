// Read your writes: a request carrying X-Min-Position waits (bounded) until
// every projection has passed that position, woken by the runner's notify.
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import pg from 'pg';
import { CHECKPOINTS_CHANNEL, readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { TimeoutError, ValidationError } from '@practicum/shared/platform/errors';
import { comparePositions, parsePosition, type Position } from '@practicum/shared/platform/eventstore/types';

export class PositionWaiter {
  private listener: pg.Client | null = null;
  private waiters = new Set<() => void>();

  constructor(
    private readonly knex: Knex,
    private readonly databaseUrl: string,
    private readonly projectorNames: string[],
  ) {}

  async start(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.databaseUrl });
    this.listener.on('notification', () => this.wakeAll());
    this.listener.on('error', () => undefined);
    await this.listener.connect();
    await this.listener.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.wakeAll();
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private wakeAll() {
    for (const wake of this.waiters) wake();
  }

  async passed(position: Position): Promise<boolean> {
    const checkpoints = (await readCheckpoints(this.knex)).filter((c) => this.projectorNames.includes(c.name));
    if (checkpoints.length < this.projectorNames.length) return false;
    return checkpoints.every((c) => comparePositions(c.position, position) >= 0);
  }

  async waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.passed(position))) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      // Woken by a checkpoint notify; the short cap covers a missed notify.
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 100));
        this.waiters.add(wake);
      });
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
