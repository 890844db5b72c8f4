import type { Response } from 'express';
import { comparePositions, formatPosition, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';

/** Answers a command: the record as it now is, its revision, and the global position (also in X-Position). */
export function respondToCommand(
  res: Response,
  status: number,
  body: Record<string, unknown>,
  result: { revision: bigint | null; position: Position | null; readPosition?: Position | null },
): void {
  const position = result.position ? formatPosition(result.position) : null;
  // a command that changed nothing still names what its answer's state needs projected before it is read
  const readAfter = result.position ?? result.readPosition;
  if (readAfter) res.setHeader('X-Position', formatPosition(readAfter));
  res.status(status).json({ ...body, revision: result.revision === null ? null : Number(result.revision), position });
}

/**
 * A session switch (login-as and its end, another position, auditor access) writes little or nothing, yet the
 * screens of the new session read what was written before it: its position is the store's head (or what the
 * switch itself wrote, when later), so the first reads of the new session wait for both.
 */
export async function sessionSwitchPosition(eventStore: Pick<EventStore, 'headPosition'>, written?: Position | null): Promise<Position> {
  const head = await eventStore.headPosition();
  return written && comparePositions(written, head) > 0 ? written : head;
}

/** Answers a session switch with its position in X-Position and the body (see sessionSwitchPosition). */
export async function respondToSessionSwitch(
  res: Response,
  eventStore: Pick<EventStore, 'headPosition'>,
  body: Record<string, unknown>,
  written?: Position | null,
): Promise<void> {
  const position = formatPosition(await sessionSwitchPosition(eventStore, written));
  res.setHeader('X-Position', position);
  res.json({ ...body, position });
}
