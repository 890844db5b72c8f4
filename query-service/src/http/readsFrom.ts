// A read route names the read models it reads: `router.get(path, readsFrom(tasksReadModel, usersReadModel), handler)`.
// Under X-Min-Position the request then waits for the projections those read models declare, only those.
// Every GET under /api declares it (readsFrom.int.test.ts walks the routes), so a new area cannot forget.
import type { RequestHandler } from 'express';
import type { ReadModel } from '@practicum/projections/runner/readModel';
import { TimeoutError, ValidationError } from '@practicum/shared/platform/errors';
import { BEYOND_WRITTEN, minPositionOf, type ReadYourWrites } from './minPosition.js';

/** Marks a readsFrom handler with the projections it waits for (for the route walk). */
export const READS_FROM = Symbol('readsFrom');

/** Already settled: raced against a waiter's promise, it says whether that one was settled when asked. */
const PENDING = Promise.resolve('pending' as const);

export const STILL_PROCESSING =
  'Your latest change is still being processed; the data shown may be out of date. Please try again in a moment.';

export type ReadsFrom = RequestHandler & { readonly [READS_FROM]: readonly string[] };

export const readsFrom = (...models: ReadModel[]): ReadsFrom => {
  const projections = [...new Set(models.flatMap((model) => model.projections))];
  const handler: RequestHandler = async (req, res, next) => {
    const position = minPositionOf(res);
    if (position && projections.length > 0) {
      const { waiter, timeoutMs, written } = req.app.locals.readYourWrites as ReadYourWrites;
      const reached = waiter.waitFor(position, timeoutMs, projections);
      // Only a read that must wait asks: a position the store has not written was never answered to anyone, so
      // waiting for it would only hold the request until the timeout (a forged or stale header, another store's).
      if ((await Promise.race([reached, PENDING])) === 'pending' && !(await written(position)))
        throw new ValidationError({ 'X-Min-Position': [BEYOND_WRITTEN] });
      if (!(await reached)) throw new TimeoutError(STILL_PROCESSING);
    }
    next();
  };
  return Object.assign(handler, { [READS_FROM]: projections });
};
