// The shared error handler when a response had already begun: a download that fails halfway must reach the
// client as a cut connection, not as a whole file, and the handler must not fail on the headers already sent.
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { errorHandler } from './errors.js';

function appFailingMidDownload() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.get('/export.csv', (_req, res, next) => {
    res.status(200).type('text/csv');
    res.write('when,what\n2026-11-01,first page\n');
    // the second page's query fails
    setImmediate(() => next(new Error('connection to the database lost')));
  });
  app.use(errorHandler(pino({ base: undefined }, sink)));
  return { app, lines };
}

describe('an error after a download began', () => {
  it('cuts the connection, so the client never takes the first page for the whole file, and logs why', async () => {
    const { app, lines } = appFailingMidDownload();
    const outcome = await request(app)
      .get('/export.csv')
      .then(
        () => 'complete',
        (error: Error & { code?: string }) => error.code ?? error.message,
      );
    expect(outcome).not.toBe('complete');
    expect(lines).toEqual([expect.objectContaining({ msg: 'error after the response began', path: '/export.csv' })]);
  });
});
