// Answers kept while the projections they were read from have not moved: a read that many clients repeat (the
// site directory everyone opens, its map) costs its statements once per change of those projections, not once
// per request. Each answer is stamped with the projections' positions read before it was: a row change reaches
// those positions only after its commit, so an answer is never older than its stamp, and one served again under
// an unchanged stamp is as fresh as a new read would be. The positions come from memory when the process knows
// them (the runner's, or the checkpoint watcher's), so a hit costs no statement beyond the session's.
// Only for reads that are a function of the key (the reader, the request) and those projections' tables: no
// clock, no table written outside a projector.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { readCheckpoint } from '@practicum/projections/runner/checkpoints';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import type { ReadYourWrites } from './minPosition.js';

export interface Answer {
  /** The JSON body, serialized. */
  body: string;
  /** The list protocol's Content-Range header, for a list. */
  contentRange?: string;
}

/** What one KeptAnswers holds at most, in characters of bodies (the oldest kept go first). */
const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

export class KeptAnswers {
  private readonly kept = new Map<string, { stamp: string; answer: Answer }>();
  private keptChars = 0;

  constructor(
    private readonly knex: Knex,
    private readonly projections: readonly string[],
    private readonly maxChars = DEFAULT_MAX_CHARS,
  ) {}

  /** The projections' versions and positions as this process knows them; null while one has no checkpoint. */
  private async stamp(req: Request): Promise<string | null> {
    const known = (req.app.locals.readYourWrites as ReadYourWrites | undefined)?.waiter.positions?.() ?? [];
    const parts: string[] = [];
    for (const name of this.projections) {
      const found = known.find((p) => p.name === name) ?? (await readCheckpoint(this.knex, name));
      if (!found) return null;
      parts.push(`${name}@${found.version}:${formatPosition(found.position)}`);
    }
    return parts.join(' ');
  }

  /** Sends the answer kept under `key` if its stamp is current, else the one `read` gives (kept for next time). */
  async send(req: Request, res: Response, key: string, read: () => Promise<Answer>): Promise<void> {
    const stamp = await this.stamp(req);
    const kept = this.kept.get(key);
    let answer: Answer;
    if (stamp !== null && kept?.stamp === stamp) answer = kept.answer;
    else {
      answer = await read();
      // a body of over a quarter of the room is answered but not kept: it would push out many smaller ones
      if (stamp !== null && answer.body.length <= this.maxChars / 4) this.keep(key, stamp, answer);
    }
    if (answer.contentRange !== undefined) res.setHeader('Content-Range', answer.contentRange);
    res.type('application/json').send(answer.body);
  }

  private keep(key: string, stamp: string, answer: Answer): void {
    this.forget(key);
    // the oldest kept go first (a Map iterates in insertion order, and a kept key is inserted again)
    while (this.keptChars + answer.body.length > this.maxChars) this.forget(this.kept.keys().next().value!);
    this.kept.set(key, { stamp, answer });
    this.keptChars += answer.body.length;
  }

  private forget(key: string): void {
    const gone = this.kept.get(key);
    if (!gone) return;
    this.kept.delete(key);
    this.keptChars -= gone.answer.body.length;
  }
}
