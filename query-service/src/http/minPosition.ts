// Read your writes: a request carrying X-Min-Position waits (bounded) until the
// projections its route reads have passed that position. This middleware only
// parses the header; the route's readsFrom(...) marker does the waiting, for the
// projections its read models declare and no others (a stalled projector in one
// area never slows reads in another). In the all-in-one process the projection
// runner's in-memory waitFor is woken by its own commits; a query service on its
// own uses watchCheckpoints, woken by the checkpoint notify the runner sends.
import type { RequestHandler, Response } from 'express';
import { ValidationError } from '@practicum/shared/platform/errors';
import { comparePositions, parsePosition, type Position } from '@practicum/shared/platform/eventstore/types';

/** Resolves true once every named projection has committed past the position, false after timeoutMs. */
export interface PositionWaiter {
  waitFor(position: Position, timeoutMs: number, projectors: readonly string[]): Promise<boolean>;
  /** The committed checkpoints as this process knows them, from memory (the runner's, or the watcher's cache). */
  positions?(): readonly { name: string; version: number; position: Position }[];
}

export interface ReadYourWrites {
  waiter: PositionWaiter;
  timeoutMs: number;
  /** Whether the event store has written the position (see writtenCheck): no command answered one beyond it. */
  written: (position: Position) => Promise<boolean>;
}

/**
 * Whether a position was written, asking the store only when nothing in memory says so: positions only grow, so a
 * position at or below one the store answered before, or one some projection has already passed, was written. The
 * reads a page sends after one command all carry its position; the first asks, the others do not.
 */
export function writtenCheck(writtenPosition: () => Promise<Position>, waiter: PositionWaiter): (position: Position) => Promise<boolean> {
  let highest: Position | null = null;
  const below = (position: Position, known: Position | null) => known !== null && comparePositions(position, known) <= 0;
  return async (position) => {
    if (below(position, highest) || (waiter.positions?.() ?? []).some((p) => below(position, p.position))) return true;
    const written = await writtenPosition();
    if (!below(written, highest)) highest = written;
    return below(position, written);
  };
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
