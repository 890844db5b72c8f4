// The live sessions read model (LIVE-14 … 26): a meeting with its participants, reviewers, comments and
// recordings as the index and details show them; archiving removes shares and recordings (LIVE-23).
import { describe, it } from '@jest/globals';
import type { MeetingCreated, MeetingEvent } from '@practicum/shared/domain/liveSessions/index';
import { meetingCreatedData } from '@practicum/shared/domain/liveSessions/testFixtures';
import { SPEC_TIME, projectorSpec, specId, itFoldsLikeOneByOne } from '../testing/projectorSpec.js';
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

describe('LIVE-14 LIVE-23 LIVE-26 when a page of every kind of meeting event is projected at once (a rebuild)', () => {
  const [second, third, absent, comment2, recording2, server] = [specId(20), specId(21), specId(22), specId(23), specId(24), specId(25)];
  const serverUrl = 'https://bbb.example.org';
  const createdAs = (meetingId: string, code: string): MeetingCreated => ({
    type: 'MeetingCreated',
    data: meetingCreatedData(
      {
        meetingId,
        organizationId: org,
        hostUserId: host,
        hostPositionId: specId(12),
        participants: [{ userId: host, positionId: specId(12) }],
      },
      '2026-11-23T15:00:00.000Z',
      { code, guestEmails: ['guest@example.org'] },
    ),
  });
  const at = (minute: number): string => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const page: MeetingEvent[] = [
    {
      type: 'MeetingUpdated',
      data: { meetingId: meeting, changes: { title: 'Case review', autoRecord: true, guestEmails: ['a@example.org'] } },
    },
    { type: 'MeetingParticipantsAdded', data: { meetingId: meeting, participants: [{ userId: faculty, positionId: specId(14) }] } },
    { type: 'MeetingParticipantRemoved', data: { meetingId: meeting, userId: trainee } },
    comment,
    { type: 'MeetingCommentAdded', data: { ...comment.data, commentId: comment2, body: 'And boundaries', at: at(5) } },
    { type: 'MeetingParticipantJoined', data: { meetingId: meeting, participantId: 'p-host', userId: host, guestName: null, at: at(6) } },
    {
      type: 'MeetingParticipantJoined',
      data: { meetingId: meeting, participantId: 'p-guest', userId: null, guestName: 'Guest', at: at(7) },
    },
    { type: 'MeetingParticipantLeft', data: { meetingId: meeting, participantId: 'p-guest', at: at(8) } },
    { type: 'MeetingStarted', data: { meetingId: meeting, startedAt: at(9), byUserId: host } },
    { type: 'MeetingRecordingStarted', data: { meetingId: meeting, recordingId: recording, at: at(9), byUserId: host } },
    ...[0, 2, 1].map((sequence): MeetingEvent => ({
      type: 'MeetingRecordingChunkStored',
      data: { meetingId: meeting, recordingId: recording, sequence, storageKey: `rec/${sequence}`, bytes: 10 },
    })),
    { type: 'MeetingEnded', data: { meetingId: meeting, endedAt: at(20), byUserId: host, recordingStatus: 'processing' } },
    { type: 'MeetingRecordingFailed', data: { meetingId: meeting, recordingId: recording, reason: 'no audio' } },
    ...recorded.slice(3),
    { type: 'MeetingRoomOpened', data: { meetingId: meeting, server: serverUrl, dialInPhone: '+1 555', dialInCode: '123', at: at(21) } },
    { type: 'MeetingUnshared', data: { meetingId: meeting, userId: faculty } },
    { type: 'MeetingInvitationResent', data: { meetingId: meeting, userId: host, asReviewer: false } },
    { ...shared, data: { ...shared.data, meetingId: second } },
    { type: 'MeetingCommentAdded', data: { ...comment.data, meetingId: second, commentId: specId(26) } },
    {
      type: 'MeetingRecordingProcessingStarted',
      data: { meetingId: second, recordingId: recording2, reprocess: false, source: 'upload', uploadUuid: specId(27) },
    },
    { type: 'MeetingArchived', data: { meetingId: second, archivedAt: at(30), reason: 'request', byUserId: host } },
    createdAs(third, 'thirdcode1'),
    { type: 'MeetingParticipantJoined', data: { meetingId: third, participantId: 'p-3', userId: host, guestName: null, at: at(31) } },
    { type: 'MeetingCanceled', data: { meetingId: third, canceledAt: at(32), byUserId: host } },
    { type: 'MeetingDeleted', data: { meetingId: third } },
    { type: 'MeetingStarted', data: { meetingId: absent, startedAt: at(33), byUserId: null } },
  ];
  const toggled = (enabled: boolean) => ({ type: 'MeetingServerToggled', data: { url: serverUrl, enabled, byUserId: null } });
  // streams and revisions as the store gives them: each meeting's events in order, so every log row is kept
  const revisions = new Map<string, number>();
  const inStreams = (events: { type: string; data: object }[]) =>
    events.map((event) => {
      const id = (event.data as { meetingId?: string }).meetingId ?? server;
      const revision = revisions.get(id) ?? 0;
      revisions.set(id, revision + 1);
      return { ...event, streamId: `meeting-${id}`, metadata: { userId: host }, revision };
    });
  const given = inStreams([created, createdAs(second, 'secondcode'), shared, comment, toggled(true)]);
  const when = inStreams([...page, toggled(false), toggled(true)]);

  itFoldsLikeOneByOne(spec, [...given], when);
});
