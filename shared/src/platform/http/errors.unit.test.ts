// The shared error handler when a response had already begun: a download that fails halfway must reach the
// client as a cut connection, not as a whole file, and the handler must not fail on the headers already sent.
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { ValidationError } from '../errors.js';
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

describe('SPINE-12 a refusal in the organization’s words', () => {
  function appRefusing(text: string) {
    const asked: string[] = [];
    const app = express();
    app.use((req, _res, next) => {
      (req as unknown as { session: unknown }).session = { auth: { organizationId: 'clinic' } };
      next();
    });
    app.get('/refuse', () => {
      throw new ValidationError({ name: [text] });
    });
    app.use(
      errorHandler(pino({ level: 'silent' }), {
        wordsOf: (organizationId) => {
          asked.push(organizationId);
          return Promise.resolve({ trainee: 'Intern', supervision_site: 'Clinic' });
        },
      }),
    );
    return { app, asked };
  }

  it('names roles and places as the organization does', async () => {
    const { app, asked } = appRefusing('The trainee is not placed at this supervision site.');
    const { body } = await request(app).get('/refuse').expect(422);
    expect(body.errors).toEqual({ name: ['The intern is not placed at this clinic.'] });
    expect(asked).toEqual(['clinic']);
  });

  it('does not read the organization’s words for a text that names no role or place', async () => {
    const { app, asked } = appRefusing('The name field is required.');
    const { body } = await request(app).get('/refuse').expect(422);
    expect(body.errors).toEqual({ name: ['The name field is required.'] });
    expect(asked).toEqual([]);
  });
});
