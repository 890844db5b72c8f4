// The live sessions projector's batch: the meetings a batch names are read once with their people, comments,
// recordings and presence, every event changes them in memory as its statements in liveSessionsProjector.ts
// change the tables, and each table is written back in one or two statements. Logs and servers are only
// inserted or overwritten, so they are not read.
import { assertNever } from '@practicum/shared/domain/decider';
import type { MeetingEvent } from '@practicum/shared/domain/liveSessions/events';
import type { MeetingServerToggled } from '@practicum/shared/domain/liveSessions/servers';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { FoldedTable, type FoldedRow } from '../runner/foldedTable.js';
import { insertFromJson, jsonbAsIs } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import * as rows from './meetingRows.js';

interface Tables {
  meetings: FoldedTable<FoldedRow>;
  users: FoldedTable<FoldedRow>;
  comments: FoldedTable<FoldedRow>;
  recordings: FoldedTable<FoldedRow>;
  presence: FoldedTable<FoldedRow>;
}

function foldMeetingEvent(event: MeetingEvent, at: string, t: Tables): void {
  const meetingId = event.data.meetingId;
  const ofMeeting = (row: FoldedRow) => row.meeting_id === meetingId;
  const touch = (patch: FoldedRow) => t.meetings.update({ id: meetingId }, { ...patch, updated_at: at });
  switch (event.type) {
    case 'MeetingCreated':
      t.meetings.insertOnce({ ...rows.meetingRow(event.data, at, jsonbAsIs), comments_count: 0 });
      for (const row of rows.userRows(meetingId, event.data.participants, 'participant', at, null)) t.users.insertOnce(row);
      return;
    case 'MeetingUpdated': {
      const c = event.data.changes;
      const meeting = t.meetings.get({ id: meetingId });
      if (c.autoRecord !== undefined && meeting && rows.AUTO_RECORDING_STATUSES.includes(meeting.recording_status as string))
        meeting.recording_status = rows.autoRecordingStatus(c.autoRecord);
      touch(rows.meetingChanges(c, jsonbAsIs));
      return;
    }
    case 'MeetingParticipantsAdded':
      for (const row of rows.userRows(meetingId, event.data.participants, 'participant', at, null)) t.users.insertOnce(row);
      touch({});
      return;
    case 'MeetingParticipantRemoved':
      t.users.delete({ meeting_id: meetingId, user_id: event.data.userId, kind: 'participant' });
      touch({});
      return;
    case 'MeetingShared':
      for (const row of rows.userRows(meetingId, [event.data], 'reviewer', event.data.sharedAt, event.data.byUserId))
        t.users.insertOnce(row);
      touch({});
      return;
    case 'MeetingUnshared':
      t.users.delete({ meeting_id: meetingId, user_id: event.data.userId, kind: 'reviewer' });
      touch({});
      return;
    case 'MeetingInvitationResent':
      return;
    case 'MeetingCommentAdded': {
      if (!t.comments.insertOnce(rows.commentRow(event.data))) return;
      const meeting = t.meetings.get({ id: meetingId });
      if (meeting)
        t.meetings.update({ id: meetingId }, { comments_count: (meeting.comments_count as number) + 1, last_comment_at: event.data.at });
      return;
    }
    case 'MeetingStarted':
      touch({ status: 'started', started_at: event.data.startedAt });
      return;
    case 'MeetingEnded':
      touch({ status: 'ended', ended_at: event.data.endedAt, recording_status: event.data.recordingStatus });
      t.presence.deleteWhere(ofMeeting);
      return;
    case 'MeetingCanceled':
      touch({ status: 'canceled', canceled_at: event.data.canceledAt });
      return;
    case 'MeetingDeleted':
      for (const table of [t.users, t.comments, t.recordings, t.presence]) table.deleteWhere(ofMeeting);
      t.meetings.delete({ id: meetingId });
      return;
    case 'MeetingArchived':
      touch({ status: 'archived', archived_at: event.data.archivedAt });
      t.users.deleteWhere((row) => ofMeeting(row) && row.kind === 'reviewer');
      t.recordings.deleteWhere(ofMeeting);
      t.presence.deleteWhere(ofMeeting);
      return;
    case 'MeetingParticipantJoined':
      t.presence.insertOnce(rows.presenceRow(event.data));
      return;
    case 'MeetingParticipantLeft':
      t.presence.delete({ meeting_id: meetingId, participant_id: event.data.participantId });
      return;
    case 'MeetingRecordingStarted':
      t.recordings.insertOnce(rows.recordingRow(event.data, 'recording', 'live', null, at));
      touch({ recording_status: 'recording' });
      return;
    case 'MeetingRecordingChunkStored': {
      const recording = t.recordings.get({ id: event.data.recordingId });
      if (recording)
        t.recordings.update(recording, { chunks: Math.max(recording.chunks as number, event.data.sequence + 1), updated_at: at });
      return;
    }
    case 'MeetingRecordingProcessingStarted': {
      const d = event.data;
      if (!t.recordings.update({ id: d.recordingId }, rows.reprocessing(at)))
        t.recordings.insertOnce(rows.recordingRow(d, 'processing', d.source, d.uploadUuid, at));
      touch({ recording_status: 'processing' });
      return;
    }
    case 'MeetingRecordingReady':
      t.recordings.update({ id: event.data.recordingId }, rows.recordingReady(event.data, at));
      touch({ recording_status: 'recorded', recording_ready_at: at });
      return;
    case 'MeetingRecordingFailed':
      t.recordings.update({ id: event.data.recordingId }, { status: 'failed', failure_reason: event.data.reason, updated_at: at });
      touch({ recording_status: 'processing_error' });
      return;
    case 'MeetingRoomOpened':
      touch({ server_url: event.data.server, dial_in_phone: event.data.dialInPhone, dial_in_code: event.data.dialInCode });
      return;
    default:
      assertNever(event);
  }
}

export async function foldMeetings(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const servers = new Map<string, FoldedRow>();
  const meetingEvents: RecordedEvent[] = [];
  for (const recorded of events) {
    if (recorded.type !== 'MeetingServerToggled') {
      meetingEvents.push(recorded);
      continue;
    }
    const { url, enabled } = recorded.data as MeetingServerToggled['data'];
    // the last toggle of a server wins, as each overwrites the one before
    servers.delete(url);
    servers.set(url, { url, enabled, updated_at: recorded.metadata.occurredAt });
  }
  await insertFromJson(ctx, 'meeting_servers', ['url', 'enabled', 'updated_at'], [...servers.values()], 'url', 'merge');
  if (meetingEvents.length === 0) return;

  const t: Tables = {
    meetings: new FoldedTable(ctx, 'meetings', ['id']),
    users: new FoldedTable(ctx, 'meeting_users', rows.USER_KEY),
    comments: new FoldedTable(ctx, 'meeting_comments', ['id']),
    recordings: new FoldedTable(ctx, 'meeting_recordings', ['id']),
    presence: new FoldedTable(ctx, 'meeting_presence', rows.PRESENCE_KEY),
  };
  const data = meetingEvents.map((recorded) => recorded.data);
  const meetingIds = data.map((d) => d.meetingId);
  await t.meetings.load('id', meetingIds);
  await t.users.load('meeting_id', meetingIds);
  await t.presence.load('meeting_id', meetingIds);
  // comments and recordings by id too: an event names them without their meeting in the statements it stands for
  await t.comments.load('meeting_id', meetingIds);
  await t.comments.load(
    'id',
    data.map((d) => d.commentId),
  );
  await t.recordings.load('meeting_id', meetingIds);
  await t.recordings.load(
    'id',
    data.map((d) => d.recordingId),
  );

  for (const recorded of meetingEvents)
    foldMeetingEvent({ type: recorded.type, data: recorded.data } as MeetingEvent, recorded.metadata.occurredAt, t);

  await insertFromJson(
    ctx,
    'meeting_logs',
    Object.keys(rows.logRow(meetingEvents[0]!, jsonbAsIs)),
    meetingEvents.map((recorded) => rows.logRow(recorded, jsonbAsIs)),
    rows.LOG_KEY,
    'ignore',
  );
  for (const table of [t.meetings, t.users, t.comments, t.recordings, t.presence]) await table.write();
}
