// A read route names the read models it reads: `router.get(path, readsFrom(sitesReadModel), handler)`.
// X-Min-Position then waits only for the projections those read models declare.
// (Today the /api-wide wait still covers every projection; this marks the route for the narrower wait.)
import type { RequestHandler } from 'express';
import type { ReadModel } from '@practicum/projections/runner/readModel';

export const readsFrom =
  (...models: ReadModel[]): RequestHandler =>
  (req, _res, next) => {
    (req as { readProjections?: string[] }).readProjections = [...new Set(models.flatMap((m) => m.projections))];
    next();
  };
