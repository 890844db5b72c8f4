// The recording processor (issue 16 item 3, LIVE-26): a consumer of
// MeetingRecordingProcessingStarted. It joins the recording's chunks in order
// (or takes the uploaded file of an uploaded session), makes it playable with
// ffmpeg, stores the MP4 and its thumbnail through the storage port and
// completes the recording (recorded), or fails it with the reason
// (processing_error, from which the host or an admin may reprocess). A
// redelivered event finds the recording no longer processing and does nothing.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline as streamPipeline } from 'node:stream/promises';
import { meetingContext, meetingDecider, meetingStream } from '@practicum/shared/domain/liveSessions/index';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/types';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { makePlayable } from './ffmpeg.js';

export const RECORDING_PROCESSOR = 'recording-processor';
export const RECORDING_EMPTY = 'Nothing was recorded.';
export const RECORDING_FILE_MISSING = 'A part of the recording is missing from storage.';

interface ProcessingStarted {
  meetingId: string;
  recordingId: string;
  source: 'live' | 'upload' | 'provider';
  uploadUuid: string | null;
}

interface ChunkStored {
  recordingId: string;
  sequence: number;
  storageKey: string;
}

export interface RecordingProcessorDeps {
  pipeline: CommandPipeline;
  storage: FileStorage;
  logger: Logger;
}

/** Writes the stored files one after another into `target` (a browser's WebM slices join into one stream). */
async function joinFiles(storage: FileStorage, keys: string[], target: string): Promise<void> {
  const out = createWriteStream(target);
  try {
    for (const key of keys) {
      const file = await storage.get(key);
      if (!file) throw new Error(RECORDING_FILE_MISSING);
      await streamPipeline(file.body(), out, { end: false });
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
}

/** The recording's slices in order, as the stream names them (a slice sent twice counts once: its last copy). */
async function chunkKeys(pipeline: CommandPipeline, stream: string, recordingId: string): Promise<string[]> {
  const bySequence = new Map<number, string>();
  for (const event of await pipeline.eventStore.readStream(stream)) {
    if (event.type !== 'MeetingRecordingChunkStored') continue;
    const chunk = event.data as unknown as ChunkStored;
    if (chunk.recordingId === recordingId) bySequence.set(chunk.sequence, chunk.storageKey);
  }
  return [...bySequence.entries()].sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}

export async function processRecording(deps: RecordingProcessorDeps, event: RecordedEvent): Promise<void> {
  if (event.type !== 'MeetingRecordingProcessingStarted') return;
  const started = event.data as unknown as ProcessingStarted;
  const { state } = await deps.pipeline.load(meetingDecider, meetingStream(started.meetingId));
  if (state.status !== 'active') return;
  const recording = state.meeting.recordings.find((r) => r.recordingId === started.recordingId);
  if (!recording || recording.status !== 'processing') return;
  const origin: Origin = { system: { correlationId: event.metadata.correlationId, causationId: event.eventId } };
  // the system acts: no user, no role
  const context = meetingContext(null);
  const stream = meetingStream(started.meetingId);
  const work = await mkdtemp(join(tmpdir(), 'recording-'));
  try {
    const keys =
      started.source !== 'live'
        ? [started.uploadUuid ?? recording.uploadUuid].filter((k): k is string => Boolean(k))
        : await chunkKeys(deps.pipeline, stream, started.recordingId);
    if (keys.length === 0) throw new Error(RECORDING_EMPTY);
    const input = join(work, 'input');
    await joinFiles(deps.storage, keys, input);
    const playable = await makePlayable(input, work);
    const title = state.meeting.title.replace(/[^\p{L}\p{N} ._-]/gu, '_').slice(0, 120) || 'recording';
    const file = await deps.storage.put(createReadStream(playable.file), {
      mimetype: 'video/mp4',
      filename: `${title}.mp4`,
      ownerId: state.meeting.hostUserId,
    });
    const thumb = playable.thumbnail
      ? await deps.storage.put(createReadStream(playable.thumbnail), {
          mimetype: 'image/jpeg',
          filename: `${title}.jpg`,
          ownerId: state.meeting.hostUserId,
        })
      : null;
    await deps.pipeline.handle(
      meetingDecider,
      stream,
      {
        type: 'CompleteRecording',
        data: {
          recordingId: started.recordingId,
          durationSeconds: Math.round(playable.durationSeconds),
          fileKey: file.uuid,
          thumbnailKey: thumb?.uuid ?? null,
          mimeType: 'video/mp4',
        },
      },
      origin,
      context,
    );
    // the playable file replaces the slices (or the provider's file, fetched for this); an upload stays the user's
    if (started.source !== 'upload') for (const key of keys) await deps.storage.remove(key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ err: error, meetingId: started.meetingId, recordingId: started.recordingId }, 'recording processing failed');
    await deps.pipeline.handle(
      meetingDecider,
      stream,
      { type: 'FailRecording', data: { recordingId: started.recordingId, reason: reason.slice(0, 500) } },
      origin,
      context,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** One replica processes each recording (one consumer name); replays find it done. */
export function startRecordingProcessor(deps: RecordingProcessorDeps & { bus: Bus }): Promise<RunningConsumer> {
  return deps.bus.start({
    name: RECORDING_PROCESSOR,
    categories: ['meeting'],
    handle: (event) => processRecording(deps, event),
  });
}
