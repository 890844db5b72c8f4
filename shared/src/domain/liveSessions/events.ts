// Meeting (live session) events: the contract between the meeting aggregate,
// its projections, the notifier, the realtime pusher and the media side
// (spec 002 §3 Meeting, §4 lifecycle; LIVE-14 … 26). One stream per meeting.
import { eventTypesOf, type DomainEvent } from '../decider.js';

/** Reading A of the kind (002 §3); readings B (1-4) and C (schedule_type) derive from scheduleType (docs/decisions.md). */
export type MeetingType = 'live' | 'telehealth' | 'uploaded';
export type MeetingScheduleType = 'now' | 'scheduled' | 'recorded' | 'telehealth';
export type MeetingStatus = 'scheduled' | 'started' | 'ended' | 'canceled' | 'archived';
/** no_provider: the embedded browser-to-browser (WebRTC) video; big_blue_button for large sessions. */
export type MeetingProvider = 'no_provider' | 'big_blue_button';
export type RecordingStatus = 'unknown' | 'auto_recording' | 'recording' | 'processing' | 'processing_error' | 'recorded' | 'not_recorded';
export type ArchiveReason = 'retention' | 'request';
/** Where a recording comes from: captured in the host's browser, an uploaded file, or the provider's server (BBB). */
export type RecordingSource = 'live' | 'upload' | 'provider';

export interface MeetingParty {
  userId: string;
  positionId: string;
}

export type MeetingCreated = DomainEvent<
  'MeetingCreated',
  {
    meetingId: string;
    organizationId: string;
    code: string;
    title: string;
    type: MeetingType;
    scheduleType: MeetingScheduleType;
    hostUserId: string;
    hostPositionId: string;
    participants: MeetingParty[]; // the host first
    guestEmails: string[];
    startAt: string; // ISO instant
    durationMinutes: number;
    provider: MeetingProvider;
    autoRecord: boolean;
    audioOnly: boolean;
    placementId: string | null;
    dialInPhone: string | null;
    dialInCode: string | null;
    status: MeetingStatus;
    recordingStatus: RecordingStatus;
  }
>;
export type MeetingUpdated = DomainEvent<
  'MeetingUpdated',
  {
    meetingId: string;
    changes: {
      title?: string;
      startAt?: string;
      durationMinutes?: number;
      autoRecord?: boolean;
      audioOnly?: boolean;
      guestEmails?: string[];
    };
  }
>;
export type MeetingParticipantsAdded = DomainEvent<'MeetingParticipantsAdded', { meetingId: string; participants: MeetingParty[] }>;
export type MeetingParticipantRemoved = DomainEvent<'MeetingParticipantRemoved', { meetingId: string; userId: string }>;
export type MeetingInvitationResent = DomainEvent<'MeetingInvitationResent', { meetingId: string; userId: string; asReviewer: boolean }>;
export type MeetingShared = DomainEvent<
  'MeetingShared',
  { meetingId: string; userId: string; positionId: string; byUserId: string; sharedAt: string }
>;
export type MeetingUnshared = DomainEvent<'MeetingUnshared', { meetingId: string; userId: string }>;
export type MeetingCommentAdded = DomainEvent<
  'MeetingCommentAdded',
  { meetingId: string; commentId: string; authorUserId: string; authorPositionId: string | null; body: string; at: string }
>;
export type MeetingStarted = DomainEvent<'MeetingStarted', { meetingId: string; startedAt: string; byUserId: string | null }>;
export type MeetingEnded = DomainEvent<
  'MeetingEnded',
  { meetingId: string; endedAt: string; byUserId: string | null; recordingStatus: RecordingStatus }
>;
export type MeetingCanceled = DomainEvent<'MeetingCanceled', { meetingId: string; canceledAt: string; byUserId: string }>;
export type MeetingDeleted = DomainEvent<'MeetingDeleted', { meetingId: string }>;
export type MeetingArchived = DomainEvent<
  'MeetingArchived',
  { meetingId: string; archivedAt: string; reason: ArchiveReason; byUserId: string | null }
>;
export type MeetingParticipantJoined = DomainEvent<
  'MeetingParticipantJoined',
  { meetingId: string; participantId: string; userId: string | null; guestName: string | null; at: string }
>;
export type MeetingParticipantLeft = DomainEvent<'MeetingParticipantLeft', { meetingId: string; participantId: string; at: string }>;
export type MeetingRecordingStarted = DomainEvent<
  'MeetingRecordingStarted',
  { meetingId: string; recordingId: string; at: string; byUserId: string | null }
>;
export type MeetingRecordingChunkStored = DomainEvent<
  'MeetingRecordingChunkStored',
  { meetingId: string; recordingId: string; sequence: number; storageKey: string; bytes: number }
>;
export type MeetingRecordingProcessingStarted = DomainEvent<
  'MeetingRecordingProcessingStarted',
  {
    meetingId: string;
    recordingId: string;
    reprocess: boolean;
    source: RecordingSource;
    uploadUuid: string | null;
    /** The provider's id of an imported recording (BBB's recordID). */
    providerRecordId?: string;
  }
>;
export type MeetingRecordingReady = DomainEvent<
  'MeetingRecordingReady',
  {
    meetingId: string;
    recordingId: string;
    durationSeconds: number;
    fileKey: string;
    thumbnailKey: string | null;
    mimeType: string;
  }
>;
/** The provider opened the session's room (BigBlueButton): on which server, and its telephone bridge (LIVE-15). */
export type MeetingRoomOpened = DomainEvent<
  'MeetingRoomOpened',
  { meetingId: string; server: string | null; dialInPhone: string | null; dialInCode: string | null; at: string }
>;
export type MeetingRecordingFailed = DomainEvent<'MeetingRecordingFailed', { meetingId: string; recordingId: string; reason: string }>;

export type MeetingEvent =
  | MeetingCreated
  | MeetingUpdated
  | MeetingParticipantsAdded
  | MeetingParticipantRemoved
  | MeetingInvitationResent
  | MeetingShared
  | MeetingUnshared
  | MeetingCommentAdded
  | MeetingStarted
  | MeetingEnded
  | MeetingCanceled
  | MeetingDeleted
  | MeetingArchived
  | MeetingParticipantJoined
  | MeetingParticipantLeft
  | MeetingRecordingStarted
  | MeetingRecordingChunkStored
  | MeetingRecordingProcessingStarted
  | MeetingRecordingReady
  | MeetingRecordingFailed
  | MeetingRoomOpened;

export const meetingEventTypes = eventTypesOf<MeetingEvent>()(
  'MeetingCreated',
  'MeetingUpdated',
  'MeetingParticipantsAdded',
  'MeetingParticipantRemoved',
  'MeetingInvitationResent',
  'MeetingShared',
  'MeetingUnshared',
  'MeetingCommentAdded',
  'MeetingStarted',
  'MeetingEnded',
  'MeetingCanceled',
  'MeetingDeleted',
  'MeetingArchived',
  'MeetingParticipantJoined',
  'MeetingParticipantLeft',
  'MeetingRecordingStarted',
  'MeetingRecordingChunkStored',
  'MeetingRecordingProcessingStarted',
  'MeetingRecordingReady',
  'MeetingRecordingFailed',
  'MeetingRoomOpened',
);

export const MEETING_CATEGORY = 'meeting';
export const meetingStream = (meetingId: string): string => `${MEETING_CATEGORY}-${meetingId}`;
