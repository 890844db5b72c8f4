import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { requestLogging } from './requestLogging.js';

/** A logger whose lines are kept, and an app answering each request's id. */
function appWith(level: string, idOf?: (req: express.Request) => string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level, base: undefined }, sink);
  const app = express();
  app.use(requestLogging(logger, idOf));
  app.get('/id', (req, res) => res.json({ id: req.id }));
  return { app, lines, logger };
}

describe('request logging', () => {
  it('gives every request an id and logs nothing below debug', async () => {
    const { app, lines } = appWith('info');
    const first = (await request(app).get('/id').expect(200)).body as { id: number };
    const second = (await request(app).get('/id').expect(200)).body as { id: number };
    expect(second.id).toBe(first.id + 1);
    expect(lines).toEqual([]);
  });

  it('takes the id from the service’s own rule (the correlation id)', async () => {
    const { app } = appWith('info', (req) => req.get('x-correlation-id') ?? 'none');
    expect((await request(app).get('/id').set('X-Correlation-Id', 'abc-1').expect(200)).body).toEqual({ id: 'abc-1' });
  });

  it('logs each request whole while the logger is at debug, also when switched to it while running', async () => {
    const { app, lines, logger } = appWith('info', () => 'req-7');
    await request(app).get('/id').expect(200);
    expect(lines).toEqual([]);
    logger.level = 'debug';
    await request(app).get('/id').expect(200);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ id: 'req-7', method: 'GET', url: '/id' }) }),
    ]);
  });
});
