// POST /api/meetings/:id/recording/:recordingId/chunks?sequence=N: one slice of
// a recording the host's browser is making (MediaRecorder, a few seconds each),
// stored through the storage port as it arrives and named on the meeting's
// stream (StoreRecordingChunk), so a browser that crashes loses only its last
// seconds. The decider says who may add slices (the host, while recording).
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { meetingContext, meetingDecider, meetingSeenBy, meetingStream } from '@practicum/shared/domain/liveSessions/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { uuidParam } from '../../http/params.js';
import { respondToCommand } from '../../http/respond.js';

/** A slice is a few seconds of video: far below this. */
export const MAX_CHUNK_BYTES = 50 * 1024 * 1024;
export const CHUNK_REQUIRED = 'The recording chunk is empty.';
export const CHUNK_TYPE = 'A recording chunk must be WebM or MP4 video or audio.';
export const CHUNK_TOO_LARGE = 'A recording chunk may not be greater than 50 MB.';

const chunkTypes = ['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4'];
const querySchema = z.object({ sequence: z.coerce.number({ error: 'The sequence must be a number.' }).int().min(0).max(1_000_000) });

const readChunk: RequestHandler = (req, res, next) => {
  express.raw({ type: () => true, limit: MAX_CHUNK_BYTES })(req, res, (error?: unknown) => {
    if (error && typeof error === 'object' && (error as { type?: string }).type === 'entity.too.large')
      return next(new ValidationError({ file: [CHUNK_TOO_LARGE] }));
    next(error);
  });
};

export function recordingChunkRoutes(deps: { pipeline: CommandPipeline; storage: FileStorage }): Router {
  const router = Router();
  router.post('/api/meetings/:id/recording/:recordingId/chunks', requireAuth, readChunk, async (req, res) => {
    const auth = authOf(req);
    const meetingId = uuidParam(req.params.id);
    const recordingId = uuidParam(req.params.recordingId);
    const { sequence } = parseInput(querySchema, req.query);
    const mimetype = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError({ file: [CHUNK_REQUIRED] });
    if (!chunkTypes.includes(mimetype)) throw new ValidationError({ file: [CHUNK_TYPE] });
    const slice = (storageKey: string, bytes: number) =>
      ({ type: 'StoreRecordingChunk', data: { recordingId, sequence, storageKey, bytes } }) as const;
    // who may add a slice is decided before it is stored: a refused one (not the host, not recording) writes nothing
    const { state } = await deps.pipeline.load(meetingDecider, meetingStream(meetingId));
    // a session the caller may not see answers as one that does not exist (LIVE-13), before the host rule's 403
    if (!meetingSeenBy(state, auth)) throw new NotFoundError();
    const metadata = deps.pipeline.metadataOf({ request: req });
    meetingDecider.decide(slice('', body.length), state, meetingContext(auth.role)({ now: metadata.occurredAt, userId: metadata.userId }));
    const { uuid, size } = await deps.storage.put(body, { mimetype, filename: `${recordingId}-${sequence}.part`, ownerId: auth.userId });
    try {
      const result = await deps.pipeline.handle(
        meetingDecider,
        meetingStream(meetingId),
        slice(uuid, size),
        { request: req },
        meetingContext(auth.role),
      );
      respondToCommand(res, 201, { id: meetingId, recording_id: recordingId, sequence }, result);
    } catch (error) {
      // a slice refused after all (the recording stopped meanwhile) leaves nothing behind
      await deps.storage.remove(uuid);
      throw error;
    }
  });
  return router;
}
