// The live sessions read model (LIVE-14 … 26): a meeting with its participants, reviewers, comments and
// recordings as the index and details show them; archiving removes shares and recordings (LIVE-23).
import { describe, it } from '@jest/globals';
import type { MeetingCreated, MeetingEvent } from '@practicum/shared/domain/liveSessions/index';
import { meetingCreatedData } from '@practicum/shared/domain/liveSessions/testFixtures';
import { SPEC_TIME, projectorSpec, specId } from '../testing/projectorSpec.js';
import { liveSessionsProjector } from './liveSessionsProjector.js';

const spec = projectorSpec(liveSessionsProjector);
const meeting = specId(1);
const [host, trainee, faculty, org, recording] = [specId(2), specId(3), specId(4), specId(5), specId(6)];

const created: MeetingCreated = {
  type: 'MeetingCreated',
  data: meetingCreatedData(
    {
      meetingId: meeting,
      organizationId: org,
      hostUserId: host,
      hostPositionId: specId(12),
      participants: [
        { userId: host, positionId: specId(12) },
        { userId: trainee, positionId: specId(13) },
      ],
    },
    '2026-11-22T15:00:00.000Z',
  ),
};
const shared: MeetingEvent = {
  type: 'MeetingShared',
  data: { meetingId: meeting, userId: faculty, positionId: specId(14), byUserId: trainee, sharedAt: SPEC_TIME },
};
const comment: MeetingEvent = {
  type: 'MeetingCommentAdded',
  data: {
    meetingId: meeting,
    commentId: specId(7),
    authorUserId: faculty,
    authorPositionId: specId(14),
    body: 'Good rapport',
    at: SPEC_TIME,
  },
};
const recorded: MeetingEvent[] = [
  { type: 'MeetingStarted', data: { meetingId: meeting, startedAt: SPEC_TIME, byUserId: host } },
  { type: 'MeetingRecordingStarted', data: { meetingId: meeting, recordingId: recording, at: SPEC_TIME, byUserId: host } },
  { type: 'MeetingEnded', data: { meetingId: meeting, endedAt: SPEC_TIME, byUserId: host, recordingStatus: 'processing' } },
  {
    type: 'MeetingRecordingProcessingStarted',
    data: { meetingId: meeting, recordingId: recording, reprocess: false, source: 'live', uploadUuid: null },
  },
  {
    type: 'MeetingRecordingReady',
    data: {
      meetingId: meeting,
      recordingId: recording,
      durationSeconds: 4,
      fileKey: 'rec/1.webm',
      thumbnailKey: null,
      mimeType: 'video/webm',
    },
  },
];

describe('LIVE-14 when a session is scheduled, shared and commented on', () => {
  it('lists it with its people and the comment count', () =>
    spec
      .given()
      .when(created, shared, comment)
      .thenRows({
        meetings: [{ id: meeting, code: 'abcdefghjk', status: 'scheduled', recording_status: 'unknown', comments_count: 1 }],
        meeting_users: [
          { user_id: host, kind: 'participant' },
          { user_id: trainee, kind: 'participant' },
          { user_id: faculty, kind: 'reviewer' },
        ],
      }));
  it('changes nothing when the batch is delivered again', () => spec.given(created).when(shared, comment).thenReplayChangesNothing());
});

describe('LIVE-26 when the session is recorded and processed', () => {
  it('shows the recording ready and the session recorded', () =>
    spec
      .given(created)
      .when(...recorded)
      .thenRows({
        meetings: [{ status: 'ended', recording_status: 'recorded' }],
        meeting_recordings: [{ id: recording, status: 'ready', file_key: 'rec/1.webm', duration_seconds: 4 }],
      }));
  it('LIVE-23 archiving deletes recordings and shares, keeping the host the details', () =>
    spec
      .given(created, shared, ...recorded)
      .when({ type: 'MeetingArchived', data: { meetingId: meeting, archivedAt: SPEC_TIME, reason: 'retention', byUserId: null } })
      .thenRows({
        meetings: [{ status: 'archived', archived_at: SPEC_TIME }],
        meeting_recordings: [],
        meeting_users: [
          { user_id: host, kind: 'participant' },
          { user_id: trainee, kind: 'participant' },
        ],
      }));
});
