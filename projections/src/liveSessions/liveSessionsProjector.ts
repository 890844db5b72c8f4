// Read model of the meetings: one row per meeting (upsert by id), its people
// keyed (meeting, user, kind), comments and recordings keyed by id, presence by
// participant id, and a log row per event keyed (meeting, revision): a
// redelivered event changes nothing.
import { assertNever } from '@practicum/shared/domain/decider';
import { meetingEventTypes, type MeetingEvent } from '@practicum/shared/domain/liveSessions/events';
import { meetingServerEventTypes, type MeetingServerToggled } from '@practicum/shared/domain/liveSessions/servers';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { liveSessionsReadModel } from './readModel.js';
import {
  AUTO_RECORDING_STATUSES,
  LOG_KEY,
  PRESENCE_KEY,
  USER_KEY,
  autoRecordingStatus,
  commentRow,
  logRow,
  meetingChanges,
  meetingRow,
  presenceRow,
  recordingReady,
  recordingRow,
  reprocessing,
  userRows,
} from './meetingRows.js';
import { foldMeetings } from './meetingsFold.js';
import { foldingBatches } from '../runner/foldedTable.js';

async function apply(event: MeetingEvent, recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const at = recorded.metadata.occurredAt;
  const meetings = () => ctx.table('meetings').where({ id: event.data.meetingId });
  const touch = (patch: Record<string, unknown>) => meetings().update({ ...patch, updated_at: at });
  const recording = (recordingId: string) => ctx.table('meeting_recordings').where({ id: recordingId });
  switch (event.type) {
    case 'MeetingCreated': {
      const d = event.data;
      await insertOnce(ctx, 'meetings', meetingRow(d, at, JSON.stringify));
      await addUsers(ctx, d.meetingId, d.participants, 'participant', at, null);
      return;
    }
    case 'MeetingUpdated': {
      const c = event.data.changes;
      if (c.autoRecord !== undefined)
        await meetings()
          .whereIn('recording_status', AUTO_RECORDING_STATUSES)
          .update({ recording_status: autoRecordingStatus(c.autoRecord) });
      await touch(meetingChanges(c, JSON.stringify));
      return;
    }
    case 'MeetingParticipantsAdded':
      await addUsers(ctx, event.data.meetingId, event.data.participants, 'participant', at, null);
      await touch({});
      return;
    case 'MeetingParticipantRemoved':
      await ctx
        .table('meeting_users')
        .where({ meeting_id: event.data.meetingId, user_id: event.data.userId, kind: 'participant' })
        .delete();
      await touch({});
      return;
    case 'MeetingShared':
      await addUsers(ctx, event.data.meetingId, [event.data], 'reviewer', event.data.sharedAt, event.data.byUserId);
      await touch({});
      return;
    case 'MeetingUnshared':
      await ctx.table('meeting_users').where({ meeting_id: event.data.meetingId, user_id: event.data.userId, kind: 'reviewer' }).delete();
      await touch({});
      return;
    case 'MeetingInvitationResent':
      return;
    case 'MeetingCommentAdded': {
      const d = event.data;
      const inserted = await insertOnce(ctx, 'meeting_comments', commentRow(d)).returning('id');
      if (inserted.length) await meetings().update({ comments_count: ctx.trx.raw('comments_count + 1'), last_comment_at: d.at });
      return;
    }
    case 'MeetingStarted':
      await touch({ status: 'started', started_at: event.data.startedAt });
      return;
    case 'MeetingEnded':
      await touch({ status: 'ended', ended_at: event.data.endedAt, recording_status: event.data.recordingStatus });
      await ctx.table('meeting_presence').where({ meeting_id: event.data.meetingId }).delete();
      return;
    case 'MeetingCanceled':
      await touch({ status: 'canceled', canceled_at: event.data.canceledAt });
      return;
    case 'MeetingDeleted':
      for (const table of ['meeting_users', 'meeting_comments', 'meeting_recordings', 'meeting_presence'])
        await ctx.table(table).where({ meeting_id: event.data.meetingId }).delete();
      await meetings().delete();
      return;
    case 'MeetingArchived':
      // LIVE-23: recordings and shares are deleted; the host keeps the details
      await touch({ status: 'archived', archived_at: event.data.archivedAt });
      await ctx.table('meeting_users').where({ meeting_id: event.data.meetingId, kind: 'reviewer' }).delete();
      await ctx.table('meeting_recordings').where({ meeting_id: event.data.meetingId }).delete();
      await ctx.table('meeting_presence').where({ meeting_id: event.data.meetingId }).delete();
      return;
    case 'MeetingParticipantJoined': {
      const d = event.data;
      await insertOnce(ctx, 'meeting_presence', presenceRow(d), PRESENCE_KEY);
      return;
    }
    case 'MeetingParticipantLeft':
      await ctx.table('meeting_presence').where({ meeting_id: event.data.meetingId, participant_id: event.data.participantId }).delete();
      return;
    case 'MeetingRecordingStarted':
      await insertOnce(ctx, 'meeting_recordings', recordingRow(event.data, 'recording', 'live', null, at));
      await touch({ recording_status: 'recording' });
      return;
    case 'MeetingRecordingChunkStored':
      await recording(event.data.recordingId).update({
        chunks: ctx.trx.raw('greatest(chunks, ?)', [event.data.sequence + 1]),
        updated_at: at,
      });
      return;
    case 'MeetingRecordingProcessingStarted': {
      const d = event.data;
      await upsert(ctx, 'meeting_recordings', recordingRow(d, 'processing', d.source, d.uploadUuid, at), 'id', reprocessing(at));
      await touch({ recording_status: 'processing' });
      return;
    }
    case 'MeetingRecordingReady': {
      const d = event.data;
      await recording(d.recordingId).update(recordingReady(d, at));
      await touch({ recording_status: 'recorded', recording_ready_at: at });
      return;
    }
    case 'MeetingRecordingFailed':
      await recording(event.data.recordingId).update({ status: 'failed', failure_reason: event.data.reason, updated_at: at });
      await touch({ recording_status: 'processing_error' });
      return;
    case 'MeetingRoomOpened':
      await touch({ server_url: event.data.server, dial_in_phone: event.data.dialInPhone, dial_in_code: event.data.dialInCode });
      return;
    default:
      assertNever(event);
  }
}

async function addUsers(
  ctx: ProjectionContext,
  meetingId: string,
  parties: readonly { userId: string; positionId: string }[],
  kind: 'participant' | 'reviewer',
  at: string,
  byUserId: string | null,
): Promise<void> {
  if (parties.length === 0) return;
  await insertOnce(ctx, 'meeting_users', userRows(meetingId, parties, kind, at, byUserId), USER_KEY);
}

/** One event through its own statements: the reference the batch fold (meetingsFold.ts) matches. */
async function applyOne(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  if (recorded.type === 'MeetingServerToggled') {
    const { url, enabled } = recorded.data as MeetingServerToggled['data'];
    await upsert(ctx, 'meeting_servers', { url, enabled, updated_at: recorded.metadata.occurredAt }, 'url');
    return;
  }
  const event = { type: recorded.type, data: recorded.data } as MeetingEvent;
  await insertOnce(ctx, 'meeting_logs', logRow(recorded, JSON.stringify), LOG_KEY);
  await apply(event, recorded, ctx);
}

export const liveSessionsProjector = defineProjector({
  name: 'liveSessions',
  // 2: meetings.server_url (the BigBlueButton server a session's room was opened on)
  version: 2,
  readModel: liveSessionsReadModel,
  canHandle: [...meetingEventTypes, ...meetingServerEventTypes],
  tables: {
    meetings: (t) => {
      orgScopedId(t);
      t.text('code').notNullable().unique();
      t.text('title').notNullable();
      t.text('type').notNullable();
      t.text('schedule_type').notNullable();
      t.text('status').notNullable();
      t.text('recording_status').notNullable();
      t.text('provider').notNullable();
      t.uuid('host_user_id').notNullable().index();
      t.uuid('host_position_id').notNullable();
      t.jsonb('guest_emails').notNullable();
      t.timestamp('start_at', { useTz: true }).notNullable();
      t.integer('duration').notNullable();
      t.boolean('auto_record').notNullable();
      t.boolean('audio_only').notNullable();
      t.uuid('placement_id');
      t.text('dial_in_phone');
      t.text('dial_in_code');
      t.text('server_url');
      t.timestamp('started_at', { useTz: true });
      t.timestamp('ended_at', { useTz: true });
      t.timestamp('canceled_at', { useTz: true });
      t.timestamp('archived_at', { useTz: true });
      t.timestamp('recording_ready_at', { useTz: true });
      t.integer('comments_count').notNullable().defaultTo(0);
      t.timestamp('last_comment_at', { useTz: true });
      createdUpdatedAt(t);
    },
    meeting_users: (t) => {
      t.uuid('meeting_id').notNullable();
      t.uuid('user_id').notNullable().index();
      t.uuid('position_id').notNullable();
      t.text('kind').notNullable(); // participant | reviewer
      t.timestamp('added_at', { useTz: true }).notNullable();
      t.uuid('added_by');
      t.primary(['meeting_id', 'user_id', 'kind']);
    },
    meeting_comments: (t) => {
      t.uuid('id').primary();
      t.uuid('meeting_id').notNullable().index();
      t.uuid('author_user_id').notNullable();
      t.uuid('author_position_id');
      t.text('body').notNullable();
      createdAt(t);
    },
    meeting_recordings: (t) => {
      t.uuid('id').primary();
      t.uuid('meeting_id').notNullable().index();
      t.text('status').notNullable();
      t.text('source').notNullable();
      t.text('upload_uuid');
      t.integer('chunks').notNullable().defaultTo(0);
      t.decimal('duration_seconds', 12, 3);
      t.text('file_key');
      t.text('thumbnail_key');
      t.text('mime_type');
      t.text('failure_reason');
      createdUpdatedAt(t);
    },
    meeting_presence: (t) => {
      t.uuid('meeting_id').notNullable();
      t.text('participant_id').notNullable();
      t.uuid('user_id');
      t.text('guest_name');
      t.timestamp('joined_at', { useTz: true }).notNullable();
      t.primary(['meeting_id', 'participant_id']);
    },
    meeting_logs: (t) => {
      t.uuid('meeting_id').notNullable();
      t.bigInteger('revision').notNullable();
      t.text('type').notNullable();
      t.uuid('user_id');
      t.jsonb('data').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.primary(['meeting_id', 'revision']);
    },
    meeting_servers: (t) => {
      t.text('url').primary();
      t.boolean('enabled').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    },
  },
  apply: applyOne,
  applyBatch: foldingBatches(applyOne, foldMeetings),
});
