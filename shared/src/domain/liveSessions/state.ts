import { assertNever } from '../decider.js';
import type {
  MeetingEvent,
  MeetingParty,
  MeetingProvider,
  MeetingScheduleType,
  MeetingStatus,
  MeetingType,
  RecordingSource,
  RecordingStatus,
} from './events.js';

export interface MeetingRecording {
  recordingId: string;
  source: RecordingSource;
  uploadUuid: string | null;
  providerRecordId: string | null;
  /** 'recording' while captured, then processing → ready, or failed (reprocess allowed). */
  status: 'recording' | 'processing' | 'ready' | 'failed';
  chunks: number;
}

export interface PresentParticipant {
  participantId: string;
  userId: string | null;
  guestName: string | null;
}

export interface MeetingData {
  id: string;
  organizationId: string;
  code: string;
  title: string;
  type: MeetingType;
  scheduleType: MeetingScheduleType;
  status: MeetingStatus;
  hostUserId: string;
  hostPositionId: string;
  participants: MeetingParty[];
  shares: MeetingParty[];
  guestEmails: string[];
  startAt: string;
  durationMinutes: number;
  provider: MeetingProvider;
  recordingStatus: RecordingStatus;
  autoRecord: boolean;
  audioOnly: boolean;
  placementId: string | null;
  recordings: MeetingRecording[];
  present: PresentParticipant[];
  archivedAt: string | null;
  /** The provider's room: opened (BBB), on which server, with which telephone bridge. */
  room: { server: string | null; dialInPhone: string | null; dialInCode: string | null } | null;
}

export type MeetingState = { status: 'none' } | { status: 'active'; meeting: MeetingData } | { status: 'deleted'; id: string };

export const initialState = (): MeetingState => ({ status: 'none' });

const change = (state: MeetingState, patch: (m: MeetingData) => Partial<MeetingData>): MeetingState =>
  state.status === 'active' ? { ...state, meeting: { ...state.meeting, ...patch(state.meeting) } } : state;

const setRecording = (m: MeetingData, recordingId: string, patch: Partial<MeetingRecording>): MeetingRecording[] =>
  m.recordings.map((r) => (r.recordingId === recordingId ? { ...r, ...patch } : r));

export function evolve(state: MeetingState, event: MeetingEvent): MeetingState {
  switch (event.type) {
    case 'MeetingCreated': {
      const d = event.data;
      return {
        status: 'active',
        meeting: {
          id: d.meetingId,
          organizationId: d.organizationId,
          code: d.code,
          title: d.title,
          type: d.type,
          scheduleType: d.scheduleType,
          status: d.status,
          hostUserId: d.hostUserId,
          hostPositionId: d.hostPositionId,
          participants: d.participants,
          shares: [],
          guestEmails: d.guestEmails,
          startAt: d.startAt,
          durationMinutes: d.durationMinutes,
          provider: d.provider,
          recordingStatus: d.recordingStatus,
          autoRecord: d.autoRecord,
          audioOnly: d.audioOnly,
          placementId: d.placementId,
          recordings: [],
          present: [],
          archivedAt: null,
          room: null,
        },
      };
    }
    case 'MeetingUpdated': {
      const { changes } = event.data;
      return change(state, (m) => ({
        ...changes,
        recordingStatus:
          changes.autoRecord !== undefined && m.recordingStatus === (m.autoRecord ? 'auto_recording' : 'unknown')
            ? changes.autoRecord
              ? 'auto_recording'
              : 'unknown'
            : m.recordingStatus,
      }));
    }
    case 'MeetingParticipantsAdded':
      return change(state, (m) => ({ participants: [...m.participants, ...event.data.participants] }));
    case 'MeetingParticipantRemoved':
      return change(state, (m) => ({ participants: m.participants.filter((p) => p.userId !== event.data.userId) }));
    case 'MeetingShared':
      return change(state, (m) => ({
        shares: [
          ...m.shares.filter((s) => s.userId !== event.data.userId),
          { userId: event.data.userId, positionId: event.data.positionId },
        ],
      }));
    case 'MeetingUnshared':
      return change(state, (m) => ({ shares: m.shares.filter((s) => s.userId !== event.data.userId) }));
    case 'MeetingInvitationResent':
    case 'MeetingCommentAdded':
      return state;
    case 'MeetingStarted':
      return change(state, () => ({ status: 'started' }));
    case 'MeetingEnded':
      return change(state, () => ({ status: 'ended', present: [], recordingStatus: event.data.recordingStatus }));
    case 'MeetingCanceled':
      return change(state, () => ({ status: 'canceled' }));
    case 'MeetingDeleted':
      return { status: 'deleted', id: event.data.meetingId };
    case 'MeetingArchived':
      // LIVE-23: recordings and shares go; the host keeps the details.
      return change(state, () => ({ status: 'archived', archivedAt: event.data.archivedAt, shares: [], recordings: [] }));
    case 'MeetingParticipantJoined': {
      const { participantId, userId, guestName } = event.data;
      return change(state, (m) => ({
        present: [...m.present.filter((p) => p.participantId !== participantId), { participantId, userId, guestName }],
      }));
    }
    case 'MeetingParticipantLeft':
      return change(state, (m) => ({ present: m.present.filter((p) => p.participantId !== event.data.participantId) }));
    case 'MeetingRecordingStarted':
      return change(state, (m) => ({
        recordingStatus: 'recording',
        recordings: [
          ...m.recordings,
          { recordingId: event.data.recordingId, source: 'live', uploadUuid: null, providerRecordId: null, status: 'recording', chunks: 0 },
        ],
      }));
    case 'MeetingRecordingChunkStored':
      return change(state, (m) => ({
        recordings: m.recordings.map((r) =>
          r.recordingId === event.data.recordingId ? { ...r, chunks: Math.max(r.chunks, event.data.sequence + 1) } : r,
        ),
      }));
    case 'MeetingRecordingProcessingStarted': {
      const { recordingId, source, uploadUuid } = event.data;
      return change(state, (m) => ({
        recordingStatus: 'processing',
        recordings: m.recordings.some((r) => r.recordingId === recordingId)
          ? setRecording(m, recordingId, { status: 'processing' })
          : [
              ...m.recordings,
              { recordingId, source, uploadUuid, providerRecordId: event.data.providerRecordId ?? null, status: 'processing', chunks: 0 },
            ],
      }));
    }
    case 'MeetingRecordingReady':
      return change(state, (m) => ({
        recordingStatus: 'recorded',
        recordings: setRecording(m, event.data.recordingId, { status: 'ready' }),
      }));
    case 'MeetingRecordingFailed':
      return change(state, (m) => ({
        recordingStatus: 'processing_error',
        recordings: setRecording(m, event.data.recordingId, { status: 'failed' }),
      }));
    case 'MeetingRoomOpened': {
      const { server, dialInPhone, dialInCode } = event.data;
      return change(state, () => ({ room: { server, dialInPhone, dialInCode } }));
    }
    default:
      return assertNever(event);
  }
}
