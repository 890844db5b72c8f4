// Read your writes: a request carrying X-Min-Position waits (bounded) until the
// projections its route reads have passed that position. This middleware only
// parses the header; the route's readsFrom(...) marker does the waiting, for the
// projections its read models declare and no others (a stalled projector in one
// area never slows reads in another). In the all-in-one process the projection
// runner's in-memory waitFor is woken by its own commits; a query service on its
// own uses watchCheckpoints, woken by the checkpoint notify the runner sends.
import type { RequestHandler, Response } from 'express';
import { ValidationError } from '@practicum/shared/platform/errors';
import { parsePosition, type Position } from '@practicum/shared/platform/eventstore/types';

/** Resolves true once every named projection has committed past the position, false after timeoutMs. */
export interface PositionWaiter {
  waitFor(position: Position, timeoutMs: number, projectors: readonly string[]): Promise<boolean>;
  /** The committed checkpoints as this process knows them, from memory (the runner's, or the watcher's cache). */
  positions?(): readonly { name: string; version: number; position: Position }[];
}

export interface ReadYourWrites {
  waiter: PositionWaiter;
  timeoutMs: number;
  /** The event store's last written position (EventStore.writtenPosition): no command answered one beyond it. */
  writtenPosition: () => Promise<Position>;
}

export const BEYOND_WRITTEN = 'The X-Min-Position header names a position the event store has not reached: send one returned by a command.';

/** The position the request asked for, as parsed by minPositionMiddleware. */
export const minPositionOf = (res: Response): Position | undefined => res.locals.minPosition as Position | undefined;

export const minPositionMiddleware = (): RequestHandler => (req, res, next) => {
  const header = req.get('x-min-position');
  if (!header) return next();
  const position = parsePosition(header);
  if (!position) throw new ValidationError({ 'X-Min-Position': ['The X-Min-Position header must be a position returned by a command.'] });
  res.locals.minPosition = position;
  next();
};
