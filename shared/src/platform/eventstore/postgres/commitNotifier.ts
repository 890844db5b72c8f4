// Wakes subscribers after a commit. A NOTIFY inside the appending transaction
// takes PostgreSQL's notify-queue lock at commit and makes appends commit one at
// a time; sending it after the commit, with at most one in flight and one
// pending, keeps appends concurrent and still wakes every subscriber (the
// polling fallback covers a lost one).
import type pg from 'pg';
import { NOTIFY_CHANNEL } from './append.js';

export class CommitNotifier {
  private inFlight: Promise<void> | null = null;
  private pending = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly localWake: () => void = () => undefined,
  ) {}

  /** Called after a commit: subscribers in this process wake at once, others through NOTIFY. */
  committed(): void {
    this.localWake();
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.send().finally(() => {
      this.inFlight = null;
      if (this.pending) {
        this.pending = false;
        this.committed();
      }
    });
  }

  /** Resolves when no notification is on its way (for a clean close). */
  async settled(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async send(): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [NOTIFY_CHANNEL, '']).catch(() => undefined);
  }
}
