// The projection runner: live batches with their checkpoints, rebuilds, and
// waiting for a position (read your writes).
export type { Projector, ProjectionContext } from './types.js';
export type { Logger } from './logger.js';
export { CHECKPOINTS_CHANNEL, CHECKPOINTS_TABLE, type Checkpoint, migrateRunner, readCheckpoint, readCheckpoints } from './checkpoints.js';
export {
  startProjections,
  type ProjectionPosition,
  type ProjectionsHandle,
  type ProjectorStatus,
  type StartProjectionsOptions,
} from './runner.js';
export { rebuildProjector, type RebuildOptions, type RebuildProgress, type RebuildResult } from './rebuild.js';
export { applyInRuns, type RunHandler } from './applyInRuns.js';
export { watchCheckpoints, type CheckpointWatcher, type WatchedPosition } from './checkpointWatcher.js';
export { DEAD_LETTERS_TABLE, listDeadLetters, findDeadLetter, isTransient } from './deadLetters.js';
export { retryDeadLetter, type RetryOutcome } from './retryDeadLetter.js';
