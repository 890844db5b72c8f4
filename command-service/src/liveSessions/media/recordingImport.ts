// Importing BigBlueButton's recordings (issue 16 item 3): BBB records a session on its own server and publishes
// the recording some minutes after the meeting ends. A job (every 5 minutes, on the instance holding its lock)
// asks the servers that keep recordings (the session's own hybrid server, and every recording server) for the
// recordings of sessions that ended in the last IMPORT_WITHIN_DAYS days with nothing recorded yet
// (getRecordings, signed with the server's checksum); each published recording not yet imported is downloaded,
// stored through the storage port and enters the meeting's recording lifecycle (ImportRecording: processing,
// then the recording processor makes it playable: recorded, or processing_error and reprocess). An admin runs the
// same for one session from the meeting tools. A recording's id derives from BBB's recordID, so two runs never
// import it twice.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router } from 'express';
import type { Knex } from 'knex';
import { meetingContext, meetingDecider, meetingStream } from '@practicum/shared/domain/liveSessions/index';
import { bigBlueButtonMeetingsAwaitingRecordings } from '@practicum/projections/liveSessions/queries';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { derivedUuid } from '@practicum/shared/platform/derivedUuid';
import { ConflictError, NotFoundError } from '@practicum/shared/platform/errors';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import type { Logger } from '@practicum/shared/platform/logging';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import {
  keepsRecordings,
  recordingMediaUrls,
  type BigBlueButtonServer,
  type ProviderRecording,
} from '@practicum/shared/platform/video/index';
import { startDailyJob } from '../../jobs/dailyJob.js';
import { respondToCommand } from '../../http/respond.js';
import { uuidParam } from '../../http/params.js';

export const IMPORT_WITHIN_DAYS = 7;
const MEDIA_TYPE = /^(video|audio)\//;

export interface RecordingImportDeps {
  pipeline: CommandPipeline;
  storage: FileStorage;
  servers: BigBlueButtonServer[];
  logger: Logger;
  fetch?: typeof fetch;
}

/** The recording's media file, stored: the first of its candidate addresses that answers with audio or video. */
async function download(deps: RecordingImportDeps, recording: ProviderRecording, ownerId: string): Promise<string | null> {
  const doFetch = deps.fetch ?? fetch;
  for (const url of recordingMediaUrls(recording)) {
    const response = await doFetch(url, { signal: AbortSignal.timeout(120_000) }).catch(() => null);
    const type = response?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response?.ok || !response.body || !MEDIA_TYPE.test(type)) {
      await response?.body?.cancel().catch(() => undefined);
      continue;
    }
    const extension = type.split('/')[1]?.replace(/^x-/, '') ?? 'bin';
    const file = await deps.storage.put(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), {
      mimetype: type,
      filename: `bigbluebutton-${recording.recordId}.${extension}`,
      ownerId,
    });
    return file.uuid;
  }
  return null;
}

/** Imports the published recordings of one ended BigBlueButton session; answers how many entered processing. */
export async function importMeetingRecordings(
  deps: RecordingImportDeps,
  meetingId: string,
  origin: Origin = { system: { correlationId: `recording-import-${meetingId}` } },
): Promise<{ imported: number; position: Position | null }> {
  const stream = meetingStream(meetingId);
  const { state } = await deps.pipeline.load(meetingDecider, stream);
  if (state.status !== 'active') throw new NotFoundError();
  const m = state.meeting;
  if (m.provider !== 'big_blue_button' || m.status !== 'ended') return { imported: 0, position: null };
  const servers = deps.servers.filter(
    (server) => (server.url === m.room?.server && keepsRecordings(server)) || server.type === 'recording',
  );
  let imported = 0;
  let position: Position | null = null;
  const known = new Set(m.recordings.map((r) => r.providerRecordId));
  for (const server of servers) {
    let recordings: ProviderRecording[];
    try {
      recordings = await server.provider.recordings(meetingId);
    } catch (error) {
      deps.logger.warn({ err: error, server: server.url, meetingId }, 'getRecordings failed');
      continue;
    }
    for (const recording of recordings) {
      if (!recording.published || !recording.recordId || known.has(recording.recordId)) continue;
      const uploadUuid = await download(deps, recording, m.hostUserId);
      if (!uploadUuid) {
        deps.logger.warn({ server: server.url, meetingId, recordId: recording.recordId }, 'no media file for a BigBlueButton recording');
        continue;
      }
      const result = await deps.pipeline.handle(
        meetingDecider,
        stream,
        {
          type: 'ImportRecording',
          data: {
            recordingId: derivedUuid(`bbb-recording:${meetingId}:${recording.recordId}`),
            providerRecordId: recording.recordId,
            uploadUuid,
          },
        },
        origin,
        // the system imports, also when an admin asked for it now (the metadata still names the admin)
        (base) => ({ ...meetingContext(null)(base), userId: null }),
      );
      known.add(recording.recordId);
      if (result.events.length) {
        imported++;
        position = result.position;
      } else await deps.storage.remove(uploadUuid); // another run took it first
    }
  }
  return { imported, position };
}

/** The job's run: every BigBlueButton session ended lately with nothing recorded yet. */
export async function runRecordingImport(deps: RecordingImportDeps & { knex: Knex }): Promise<{ imported: number }> {
  const now = deps.pipeline.clock();
  let imported = 0;
  for (const meetingId of await bigBlueButtonMeetingsAwaitingRecordings(deps.knex, now, IMPORT_WITHIN_DAYS)) {
    try {
      imported += (await importMeetingRecordings(deps, meetingId)).imported;
    } catch (error) {
      deps.logger.warn({ err: error, meetingId }, 'importing BigBlueButton recordings failed');
    }
  }
  return { imported };
}

export const startRecordingImport = (deps: RecordingImportDeps & { knex: Knex }, expression = '*/5 * * * *') =>
  startDailyJob({ ...deps, name: 'meeting-recording-import', expression, run: () => runRecordingImport(deps) });

/** ADMIN-36: an admin imports one session's BigBlueButton recordings now, without waiting for the job. */
export function recordingImportRoutes(deps: RecordingImportDeps): Router {
  const router = Router();
  router.post('/api/admin/tools/meetings/:id/import-recordings', requireAuth, requireRole('admin'), async (req, res) => {
    const meetingId = uuidParam(req.params.id);
    const { state } = await deps.pipeline.load(meetingDecider, meetingStream(meetingId));
    if (state.status !== 'active') throw new NotFoundError();
    if (state.meeting.provider !== 'big_blue_button')
      throw new ConflictError('Only BigBlueButton sessions have recordings on the provider.');
    const result = await importMeetingRecordings(deps, meetingId, { request: req });
    respondToCommand(res, 200, { id: meetingId, imported: result.imported }, { revision: null, position: result.position });
  });
  return router;
}
