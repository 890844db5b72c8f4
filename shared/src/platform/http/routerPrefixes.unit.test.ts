// Routers entered only by the paths their layers could match answer exactly as express would without the guard.
import { describe, expect, it } from '@jest/globals';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { ValidationError } from '../errors.js';
import { checkPathIds } from './pathIds.js';
import { enterRoutersByPrefix } from './routerPrefixes.js';

const answerErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ValidationError) res.status(422).json({ errors: error.errors });
  else res.status(500).json({ message: (error as Error).message });
};

/** The router, noting each path it was entered for (it still reads as a router: stack and param). */
function noting(router: Router, entered: string[]) {
  const handle: RequestHandler = (req, res, next) => {
    entered.push(req.path);
    router(req, res, next);
  };
  return Object.assign(handle, { stack: router.stack, param: router.param.bind(router) });
}

const id = '8c7e4b7a-1f0e-4a57-9b39-2b8c1c7d9e01';

function app(entered: string[] = []) {
  const app = express();
  enterRoutersByPrefix(app);
  checkPathIds(app);
  const things = Router()
    .get('/api/things', (_req, res) => res.json({ from: 'things' }))
    .get('/api/things/:id', (req, res) => res.json({ thing: req.params.id }));
  const others = Router()
    .get('/api/others/:id/parts', (req, res) => res.json({ other: req.params.id }))
    .get('/api/things', (_req, res) => res.json({ from: 'others' }))
    .get('/api/broken', () => {
      throw new Error('broken');
    });
  const everywhere = Router().use((_req, res, next) => {
    res.setHeader('X-Seen', 'yes');
    next();
  });
  // one of them inside a router of routers, mounted without a path
  app.use(noting(things, entered), noting(Router().use(others), entered));
  app.use(everywhere);
  app.get('/api/late', (_req, res) => res.json({ late: true }));
  app.use(answerErrors);
  return app;
}

describe('routers entered by path prefix', () => {
  it('are entered only by paths their layers could match, case aside, and keep their order', async () => {
    const entered: string[] = [];
    const server = app(entered);
    expect((await request(server).get('/api/things').expect(200)).body).toEqual({ from: 'things' });
    expect((await request(server).get(`/API/Things/${id}`).expect(200)).body).toEqual({ thing: id });
    expect((await request(server).get(`/api/others/${id}/parts`).expect(200)).body).toEqual({ other: id });
    expect((await request(server).get('/api/late').expect(200)).body).toEqual({ late: true });
    expect(entered).toEqual(['/api/things', `/API/Things/${id}`, `/api/others/${id}/parts`]);
  });

  it('still enter a router whose middleware takes every path, pass errors on, and keep the path id checks', async () => {
    const server = app();
    expect((await request(server).get('/api/late').expect(200)).headers['x-seen']).toBe('yes');
    expect((await request(server).get('/api/broken').expect(500)).body).toEqual({ message: 'broken' });
    const refused = await request(server).get('/api/things/not-a-uuid').expect(422);
    expect(refused.body.errors).toEqual({ id: ['The id field must be a valid UUID.'] });
    await request(server).get('/api/nothing').expect(404);
  });
});
