// The waiting room's channel (LIVE-10, 002 §7 Realtime): a room per meeting
// code, `meeting.<code>`, that any socket may join (guests have no account: the
// code is the key), and the status-updated message pushed there whenever the
// meeting's status or recording status changes.
import type { Socket } from 'socket.io';
import {
  MEETING_CODE_PATTERN,
  type MeetingEvent,
  type MeetingStatus,
  type RecordingStatus,
} from '@practicum/shared/domain/liveSessions/index';
import { formatPosition, type EventStore, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { channelEvent } from '../realtime/server.js';

export const meetingChannel = (code: string): string => `meeting.${code}`;
export const MEETING_SUBSCRIBE = 'meeting.subscribe';
export const STATUS_UPDATED = 'status-updated';

type Ack = (answer: { ok: boolean }) => void;

export const meetingSubscriptions = (socket: Socket): void => {
  socket.on(MEETING_SUBSCRIBE, async (payload: { meeting_code?: unknown } | undefined, ack?: Ack) => {
    const code = payload?.meeting_code;
    const ok = typeof code === 'string' && MEETING_CODE_PATTERN.test(code);
    if (ok) await socket.join(meetingChannel(code));
    ack?.({ ok });
  });
};

const STATUS: Partial<Record<MeetingEvent['type'], MeetingStatus>> = {
  MeetingStarted: 'started',
  MeetingEnded: 'ended',
  MeetingCanceled: 'canceled',
  MeetingArchived: 'archived',
  // the provider's room is open: still started, now with its dial-in phone and code for the waiting room (LIVE-11)
  MeetingRoomOpened: 'started',
};
const RECORDING: Partial<Record<MeetingEvent['type'], RecordingStatus>> = {
  MeetingRecordingStarted: 'recording',
  MeetingRecordingProcessingStarted: 'processing',
  MeetingRecordingReady: 'recorded',
  MeetingRecordingFailed: 'processing_error',
};

/** The status-updated message of a meeting event, or null when the event changes neither status. */
export async function meetingPush(
  eventStore: Pick<EventStore, 'readStream'>,
  recorded: RecordedEvent,
): Promise<{ room: string; name: string; payload: Record<string, unknown> } | null> {
  const event = { type: recorded.type, data: recorded.data } as MeetingEvent;
  const status = STATUS[event.type] ?? null;
  const recordingStatus = event.type === 'MeetingEnded' ? event.data.recordingStatus : (RECORDING[event.type] ?? null);
  if (!status && !recordingStatus) return null;
  // the code is on the stream's first event: exact even when the projections lag behind this consumer
  const [first] = await eventStore.readStream(recorded.streamId, { maxCount: 1 });
  const code = first?.type === 'MeetingCreated' ? String(first.data.code) : null;
  if (!code) return null;
  const room = meetingChannel(code);
  return {
    room,
    name: channelEvent(room, STATUS_UPDATED),
    payload: { id: event.data.meetingId, status, recording_status: recordingStatus, position: formatPosition(recorded.position) },
  };
}
