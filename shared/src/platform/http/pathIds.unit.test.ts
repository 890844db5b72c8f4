import { describe, expect, it } from '@jest/globals';
import express, { Router, type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { ValidationError } from '../errors.js';
import { checkPathIds } from './pathIds.js';

const answerErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ValidationError) res.status(422).json({ errors: error.errors });
  else res.status(500).end();
};

function appWith(mount: (app: express.Express) => void) {
  const app = express();
  mount(app);
  app.use(answerErrors);
  return app;
}

const itemsRouter = () => Router().get('/items/:id', (req, res) => res.json({ id: req.params.id }));

describe('malformed path ids', () => {
  it('answer 422 under the parameter name, whether the router is mounted before or after the check', async () => {
    const before = appWith((app) => {
      app.use(itemsRouter());
      checkPathIds(app);
    });
    const after = appWith((app) => {
      checkPathIds(app);
      app.use(Router().use(itemsRouter()));
    });
    for (const app of [before, after]) {
      const refused = await request(app).get('/items/not-a-uuid').expect(422);
      expect(refused.body.errors).toEqual({ id: ['The id field must be a valid UUID.'] });
      const id = '8c7e4b7a-1f0e-4a57-9b39-2b8c1c7d9e01';
      expect((await request(app).get(`/items/${id}`).expect(200)).body).toEqual({ id });
    }
  });
  it('let the named words through where a parameter allows them', async () => {
    const app = appWith((app) => {
      checkPathIds(app);
      app.use(Router().get('/users/:user', (req, res) => res.json({ user: req.params.user })));
    });
    expect((await request(app).get('/users/current').expect(200)).body).toEqual({ user: 'current' });
    await request(app).get('/users/someone').expect(422);
  });
});
