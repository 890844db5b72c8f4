// KeptAnswers serves an answer again only while the projections it was read from stand where they stood, and
// holds no more than its room of bodies.
import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { gunzipSync } from 'node:zlib';
import { KeptAnswers, type Answer } from './keptAnswers.js';

let sitesAt = 10n;
const req = {
  app: {
    locals: {
      readYourWrites: {
        waiter: {
          positions: () => [
            { name: 'sites', version: 1, position: { commit: sitesAt, prepare: 0n } },
            { name: 'users', version: 1, position: { commit: 5n, prepare: 0n } },
          ],
        },
      },
    },
  },
} as unknown as Request;

type SentResponse = Response & { sent: string[]; range?: string; headers: Record<string, string> };

/** A response that keeps what was sent (gunzipped when its Content-Encoding says gzip) and its headers. */
function response(): SentResponse {
  const res = {
    sent: [] as string[],
    range: undefined as string | undefined,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      res.headers[name] = value;
      if (name === 'Content-Range') res.range = value;
      return res;
    },
    vary(field: string) {
      res.headers.Vary = field;
    },
    type() {
      return res;
    },
    send(body: Buffer) {
      res.sent.push((res.headers['Content-Encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    },
  };
  return res as unknown as SentResponse;
}

/** The request `req` is, from a client that accepts (or not) gzip. */
const from = (acceptsGzip: boolean) =>
  ({ ...req, acceptsEncodings: (encoding: string) => (acceptsGzip ? encoding : false) }) as unknown as Request;

/** A read counting its calls, answering `body` (and its call number in the Content-Range). */
function reader(body: string) {
  const read = (): Promise<Answer> => Promise.resolve({ body, contentRange: `sites 0-0/${++read.calls}` });
  read.calls = 0;
  return read;
}

const noDatabase = {} as Knex; // positions come from memory: a lookup in the database would fail here

describe('KeptAnswers', () => {
  it('answers again what it kept while the stamp stands, and reads anew once a projection moved', async () => {
    const kept = new KeptAnswers(noDatabase, ['sites', 'users']);
    const read = reader('[1]');
    for (let i = 0; i < 3; i++) await kept.send(req, response(), 'reader /api/supervision-sites', read);
    expect(read.calls).toBe(1);
    const res = response();
    await kept.send(req, res, 'reader /api/supervision-sites', read);
    expect(res.sent).toEqual(['[1]']);
    expect(res.range).toBe('sites 0-0/1');

    sitesAt = 11n;
    await kept.send(req, response(), 'reader /api/supervision-sites', read);
    expect(read.calls).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const kept = new KeptAnswers(noDatabase, ['sites', 'users']);
    const [one, other] = [reader('"one"'), reader('"other"')];
    const a = response();
    const b = response();
    await kept.send(req, a, 'coordinator /x', one);
    await kept.send(req, b, 'trainee /x', other);
    expect([a.sent, b.sent]).toEqual([['"one"'], ['"other"']]);
  });

  it('holds at most its room: the least recently sent go first, and a body over a quarter of it is not kept', async () => {
    const kept = new KeptAnswers(noDatabase, ['sites', 'users'], 100);
    const reads = [0, 1, 2, 3].map((n) => reader(`"${String(n).repeat(23)}"`)); // 25 bytes each
    for (const [n, read] of reads.entries()) await kept.send(req, response(), `k${n}`, read);
    await kept.send(req, response(), 'k3', reads[3]!);
    await kept.send(req, response(), 'k1', reads[1]!);
    expect(reads.map((read) => read.calls)).toEqual([1, 1, 1, 1]);
    const big = reader(`"${'x'.repeat(30)}"`);
    await kept.send(req, response(), 'big', big);
    await kept.send(req, response(), 'big', big);
    expect(big.calls).toBe(2);
    await kept.send(req, response(), 'k0', reads[0]!); // still kept: the big body pushed nothing out

    const fifth = reader(`"${'5'.repeat(23)}"`);
    await kept.send(req, response(), 'k4', fifth); // room for four: the least recently sent (k2) goes
    await kept.send(req, response(), 'k0', reads[0]!);
    await kept.send(req, response(), 'k2', reads[2]!);
    expect(reads.map((read) => read.calls)).toEqual([1, 1, 2, 1]);
  });

  it('sends a large answer gzipped, made once after the first client that accepts it, and plain to others', async () => {
    const kept = new KeptAnswers(noDatabase, ['sites', 'users']);
    const body = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Site ${i}` })));
    const read = reader(body);
    const first = response();
    await kept.send(from(true), first, 'k', read);
    expect(first.headers['Content-Encoding']).toBeUndefined(); // not made yet: this one gets the plain body
    await kept.settled();
    const [gzipped, plain] = [response(), response()];
    await kept.send(from(true), gzipped, 'k', read);
    await kept.send(from(false), plain, 'k', read);
    expect(gzipped.headers['Content-Encoding']).toBe('gzip');
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect([gzipped.sent, plain.sent]).toEqual([[body], [body]]);
    expect(gzipped.headers.Vary).toBe('Accept-Encoding');
    expect(read.calls).toBe(1);
  });

  it('shares one read among the requests that miss the same key under the same stamp at once', async () => {
    const kept = new KeptAnswers(noDatabase, ['sites', 'users']);
    const read = reader('[2]');
    const responses = Array.from({ length: 16 }, () => response());
    await Promise.all(responses.map((res) => kept.send(req, res, 'shared', read)));
    expect(read.calls).toBe(1);
    expect(responses.map((res) => res.sent)).toEqual(responses.map(() => ['[2]']));

    const failing = (): Promise<Answer> => Promise.reject(new Error('the database went away'));
    const refusals = await Promise.allSettled([1, 2].map(() => kept.send(req, response(), 'failing', failing)));
    expect(refusals.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await kept.send(req, response(), 'failing', read); // a failed read is not kept in flight: the next one reads anew
    expect(read.calls).toBe(2);
  });
});
