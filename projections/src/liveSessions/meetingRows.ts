// The rows and changes the meeting events make, shared by the projector's one-event statements and its
// batch fold (meetingsFold.ts), so both write the same values. `json` encodes a jsonb value: knex takes it
// as text (JSON.stringify), the batch's JSON rows as the value itself.
import type {
  MeetingCommentAdded,
  MeetingCreated,
  MeetingParticipantJoined,
  MeetingParty,
  MeetingRecordingReady,
  MeetingUpdated,
} from '@practicum/shared/domain/liveSessions/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { timestampsAt } from '../runner/writes.js';
import { type JsonbValue } from '../runner/jsonRows.js';

export const USER_KEY = ['meeting_id', 'user_id', 'kind'];
export const PRESENCE_KEY = ['meeting_id', 'participant_id'];
export const LOG_KEY = ['meeting_id', 'revision'];

export const meetingRow = (d: MeetingCreated['data'], at: string, json: JsonbValue) => ({
  id: d.meetingId,
  organization_id: d.organizationId,
  code: d.code,
  title: d.title,
  type: d.type,
  schedule_type: d.scheduleType,
  status: d.status,
  recording_status: d.recordingStatus,
  provider: d.provider,
  host_user_id: d.hostUserId,
  host_position_id: d.hostPositionId,
  guest_emails: json(d.guestEmails),
  start_at: d.startAt,
  duration: d.durationMinutes,
  auto_record: d.autoRecord,
  audio_only: d.audioOnly,
  placement_id: d.placementId,
  dial_in_phone: d.dialInPhone,
  dial_in_code: d.dialInCode,
  ended_at: d.status === 'ended' ? d.startAt : null,
  ...timestampsAt(at),
});

/** The columns a MeetingUpdated sets (besides updated_at). */
export function meetingChanges(c: MeetingUpdated['data']['changes'], json: JsonbValue): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (c.title !== undefined) patch.title = c.title;
  if (c.startAt !== undefined) patch.start_at = c.startAt;
  if (c.durationMinutes !== undefined) patch.duration = c.durationMinutes;
  if (c.autoRecord !== undefined) patch.auto_record = c.autoRecord;
  if (c.audioOnly !== undefined) patch.audio_only = c.audioOnly;
  if (c.guestEmails !== undefined) patch.guest_emails = json(c.guestEmails);
  return patch;
}

/** Turning auto-recording on or off shows only while nothing was recorded yet. */
export const AUTO_RECORDING_STATUSES = ['unknown', 'auto_recording'];
export const autoRecordingStatus = (autoRecord: boolean): string => (autoRecord ? 'auto_recording' : 'unknown');

export const userRows = (
  meetingId: string,
  parties: readonly MeetingParty[],
  kind: 'participant' | 'reviewer',
  at: string,
  byUserId: string | null,
) => parties.map((p) => ({ meeting_id: meetingId, user_id: p.userId, position_id: p.positionId, kind, added_at: at, added_by: byUserId }));

export const commentRow = (d: MeetingCommentAdded['data']) => ({
  id: d.commentId,
  meeting_id: d.meetingId,
  author_user_id: d.authorUserId,
  author_position_id: d.authorPositionId,
  body: d.body,
  created_at: d.at,
});

export const presenceRow = (d: MeetingParticipantJoined['data']) => ({
  meeting_id: d.meetingId,
  participant_id: d.participantId,
  user_id: d.userId,
  guest_name: d.guestName,
  joined_at: d.at,
});

export const recordingRow = (
  d: { recordingId: string; meetingId: string },
  status: string,
  source: string,
  uploadUuid: string | null,
  at: string,
) => ({
  id: d.recordingId,
  meeting_id: d.meetingId,
  status,
  source,
  upload_uuid: uploadUuid,
  chunks: 0,
  duration_seconds: null,
  file_key: null,
  thumbnail_key: null,
  mime_type: null,
  failure_reason: null,
  ...timestampsAt(at),
});

/** What processing a recording again sets on the recording row that is there. */
export const reprocessing = (at: string) => ({ status: 'processing', failure_reason: null, updated_at: at });

export const recordingReady = (d: MeetingRecordingReady['data'], at: string) => ({
  status: 'ready',
  duration_seconds: d.durationSeconds,
  file_key: d.fileKey,
  thumbnail_key: d.thumbnailKey,
  mime_type: d.mimeType,
  updated_at: at,
});

export const logRow = (recorded: RecordedEvent, json: JsonbValue) => ({
  meeting_id: (recorded.data as { meetingId: string }).meetingId,
  revision: recorded.revision.toString(),
  type: recorded.type,
  user_id: recorded.metadata.userId ?? null,
  data: json(recorded.data),
  occurred_at: recorded.metadata.occurredAt,
});
