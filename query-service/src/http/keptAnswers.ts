// Answers kept while the projections they were read from have not moved: a read that many clients repeat (the
// site directory everyone opens, its map) costs its statements once per change of those projections, not once
// per request. Each answer is stamped with the projections' positions read before it was: a row change reaches
// those positions only after its commit, so an answer is never older than its stamp, and one served again under
// an unchanged stamp is as fresh as a new read would be. The positions come from memory when the process knows
// them (the runner's, or the checkpoint watcher's), so a hit costs no statement beyond the session's.
// Only for reads that are a function of the key (the reader, the request) and those projections' tables: no
// clock, no table written outside a projector.
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { readCheckpoint } from '@practicum/projections/runner/checkpoints';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import type { ReadYourWrites } from './minPosition.js';

export interface Answer {
  /** The JSON body, serialized. */
  body: string;
  /** The list protocol's Content-Range header, for a list. */
  contentRange?: string;
}

/** What one KeptAnswers holds at most, in bytes of bodies (the least recently sent go first). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Bodies smaller than this are sent as they are: gzip would save less than the header it adds costs. */
const MIN_GZIP_BYTES = 1024;

/**
 * A kept answer's body is encoded once: sending it again writes the same bytes, with no encoding per request.
 * Its gzip form is made once too, off the event loop, after the first request that accepts it (until then that
 * client gets the plain body): a browser then receives a page of sites in about a seventh of the bytes.
 */
interface Kept {
  stamp: string;
  body: Buffer;
  gzipped?: Buffer;
  compressing?: Promise<void>;
  contentRange?: string;
}

const sizeOf = (kept: Kept) => kept.body.length + (kept.gzipped?.length ?? 0);

export class KeptAnswers {
  private readonly kept: LRUCache<string, Kept>;
  private readonly maxBodyBytes: number;
  private readonly reading = new Map<string, { stamp: string; answer: Promise<Kept> }>();

  constructor(
    private readonly knex: Knex,
    private readonly projections: readonly string[],
    maxBytes = DEFAULT_MAX_BYTES,
  ) {
    this.kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: sizeOf });
    // a body of over a quarter of the room is answered but not kept: it would push out many smaller ones
    this.maxBodyBytes = maxBytes / 4;
  }

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
    let answer = this.kept.get(key);
    if (stamp === null || answer?.stamp !== stamp) answer = await this.readOnce(key, stamp, read);
    if (answer.contentRange !== undefined) res.setHeader('Content-Range', answer.contentRange);
    res.type('application/json');
    if (answer.body.length < MIN_GZIP_BYTES) {
      res.send(answer.body);
      return;
    }
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') !== 'gzip') res.send(answer.body);
    else if (answer.gzipped) res.setHeader('Content-Encoding', 'gzip').send(answer.gzipped);
    else {
      res.send(answer.body);
      if (this.kept.peek(key) === answer) answer.compressing ??= this.compress(key, answer);
    }
  }

  /**
   * The answer `read` gives, kept under `key` with `stamp`. Requests that miss the same key under the same stamp
   * while it is being read share that read: sixteen clients opening the directory just after a site changed cost
   * one read, not sixteen. Without a stamp nothing is shared or kept.
   */
  private readOnce(key: string, stamp: string | null, read: () => Promise<Answer>): Promise<Kept> {
    const made = async (): Promise<Kept> => {
      const { body, contentRange } = await read();
      return { stamp: stamp ?? '', body: Buffer.from(body), ...(contentRange === undefined ? {} : { contentRange }) };
    };
    if (stamp === null) return made();
    const inFlight = this.reading.get(key);
    if (inFlight?.stamp === stamp) return inFlight.answer;
    const answer = made()
      .then((kept) => {
        if (kept.body.length <= this.maxBodyBytes) this.kept.set(key, kept);
        return kept;
      })
      .finally(() => {
        if (this.reading.get(key)?.answer === answer) this.reading.delete(key);
      });
    this.reading.set(key, { stamp, answer });
    return answer;
  }

  /** Resolves once every gzip form being made is made (tests, and a shutdown that wants none in flight). */
  async settled(): Promise<void> {
    await Promise.all([...this.kept.values()].flatMap((kept) => (kept.compressing ? [kept.compressing] : [])));
  }

  private compress(key: string, answer: Kept): Promise<void> {
    return new Promise((resolve) =>
      gzip(answer.body, (error, gzipped) => {
        // an answer replaced or pushed out meanwhile is not grown; a failure leaves it plain. Set again, it is
        // measured again with its gzip form.
        if (!error && this.kept.peek(key) === answer) {
          answer.gzipped = gzipped;
          this.kept.set(key, answer);
        }
        resolve();
      }),
    );
  }
}
