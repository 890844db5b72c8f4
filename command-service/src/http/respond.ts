import type { Response } from 'express';
import { formatPosition, type Position } from '@practicum/shared/platform/eventstore/types';

/** Answers a command: the record as it now is, its revision, and the global position (also in X-Position). */
export function respondToCommand(
  res: Response,
  status: number,
  body: Record<string, unknown>,
  result: { revision: bigint | null; position: Position | null },
): void {
  const position = result.position ? formatPosition(result.position) : null;
  if (position) res.setHeader('X-Position', position);
  res.status(status).json({ ...body, revision: result.revision === null ? null : Number(result.revision), position });
}
