// The meeting aggregate (spec 002 §3-§6, LIVE-14 … 38, 47): one stream per
// meeting. Facts from other aggregates (the host's position and HIPAA record,
// the organization's settings, the placement, the upload, the participant cap)
// come in the command; the clock and the acting user in the context.
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, type Decider, type Viewer } from '../decider.js';
import { MIN_DURATION_MINUTES, durationMinMessage, type MeetingCommand, type MeetingContext, type MeetingInput } from './commands.js';
import type { MeetingEvent, MeetingParty, MeetingScheduleType, MeetingType, RecordingStatus } from './events.js';
import { evolve, initialState, type MeetingData, type MeetingState } from './state.js';
import { mayComment, mayShare, type MeetingParties } from './abilities.js';

export { MIN_DURATION_MINUTES };
export const MAX_MONTHS_AHEAD = 5;
export const MAX_GUEST_EMAILS = 10;

export const messages = {
  titleRequired: 'The title field is required.',
  twoParticipants: 'A session needs at least two participants.',
  startRequired: 'The date and time field is required.',
  durationMin: durationMinMessage,
  future: 'The session must be scheduled in the future.',
  monthsAhead: `The session cannot be scheduled more than ${MAX_MONTHS_AHEAD} months ahead.`,
  recordedPast: 'A recorded session must be in the past.',
  fileRequired: 'The recording file is required.',
  fileInvalid: 'The selected recording file is invalid.',
  termsRequired: 'You must agree to the terms of use.',
  placementRequired: 'The placement field is required.',
  placementInvalid: 'The selected placement is invalid.',
  guestDuplicate: 'The guest emails field has a duplicate value.',
  guestIsParticipant: "Guest emails must differ from the participants' emails.",
  guestMax: `The guest emails field must not have more than ${MAX_GUEST_EMAILS} items.`,
  participantLimit: (limit: number) => `participant limit ${limit}`,
  hostNotRemovable: 'The host cannot be removed from the session.',
  notParticipant: 'The selected user is not a participant of this session.',
  notInvited: 'The selected user is not invited to this session.',
  telehealthTrainees: 'Only trainees can conduct telehealth sessions.',
  telehealthDisabled: 'Telehealth is not enabled for your organization.',
  liveNotAllowed: 'Live sessions are not allowed for your organization.',
  hipaaRequired: 'You must complete the HIPAA course before using live sessions.',
  // PASS-13: the activity log's words for the same rule
  accessPassRequired: 'access pass required',
  positionInactive: 'Your position must be active to create a live session.',
  archivedShare: 'Archived sessions cannot be shared.',
  archivedComment: 'Archived sessions cannot be commented on.',
  notHost: 'Only the host of this session can do this.',
  cannotComment: 'You cannot comment on this session.',
  cannotShare: 'Only the host or a participant can share this session.',
  onlyScheduledChange: 'Only scheduled sessions can be changed.',
  onlyScheduledCancel: 'Only scheduled sessions can be canceled.',
  inProgressDelete: 'A session in progress cannot be deleted.',
  inProgressArchive: 'A session in progress cannot be archived.',
  // LIVE-47, the session messages of 002 §8
  noServers: 'No servers are available for this session.',
  alreadyFinished: 'The meeting has already finished.',
  alreadyStarted: 'The meeting has already started.',
  participantLimitReached: 'The participant limit has been reached.',
  notYetStarted: 'The meeting has not yet started.',
  invalidUrl: 'This session link is invalid or has ended.',
  notRecording: 'The session is not being recorded.',
  recordingNotFound: 'The recording was not found.',
  reprocessOnlyFailed: 'Only a recording with a processing error can be reprocessed.',
  systemOnly: 'Only the system can record this.',
  notStarted: 'The meeting has not yet started.',
  notProviderRecorded: 'Only BigBlueButton sessions have recordings on the provider.',
} as const;

const notFound = () => new NotFoundError('The requested resource was not found');

/** Reading A (type) of a schedule type (reading C); reading B numbers are `scheduleTypeNumber`. */
export const typeOf = (scheduleType: MeetingScheduleType): MeetingType =>
  scheduleType === 'telehealth' ? 'telehealth' : scheduleType === 'recorded' ? 'uploaded' : 'live';
export const scheduleTypeNumber: Record<MeetingScheduleType, 1 | 2 | 3 | 4> = { now: 1, scheduled: 2, recorded: 3, telehealth: 4 };

/** `now` plus `months` calendar months (UTC), clamped to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

class Errors {
  readonly fields: FieldErrors = {};
  add(field: string, text: string): void {
    (this.fields[field] ??= []).push(text);
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new ValidationError(this.fields);
  }
}

function checkTitle(errors: Errors, title: string): void {
  if (title.trim() === '') errors.add('title', messages.titleRequired);
}

function checkSchedule(errors: Errors, scheduleType: MeetingScheduleType, startAt: string | null, duration: number, now: string): void {
  if (duration < MIN_DURATION_MINUTES) errors.add('duration', messages.durationMin);
  if (scheduleType === 'now') return;
  if (!startAt) return errors.add('start_at', messages.startRequired);
  if (scheduleType === 'recorded') {
    if (startAt >= now) errors.add('start_at', messages.recordedPast);
    return;
  }
  if (startAt <= now) errors.add('start_at', messages.future);
  else if (startAt > addMonths(now, MAX_MONTHS_AHEAD)) errors.add('start_at', messages.monthsAhead);
}

function checkGuests(errors: Errors, guests: string[], participantEmails: (string | null)[]): void {
  if (guests.length > MAX_GUEST_EMAILS) errors.add('guest_emails', messages.guestMax);
  if (new Set(guests).size !== guests.length) errors.add('guest_emails', messages.guestDuplicate);
  const taken = new Set(participantEmails.filter((e): e is string => !!e).map((e) => e.toLowerCase()));
  if (guests.some((g) => taken.has(g))) errors.add('guest_emails', messages.guestIsParticipant);
}

function create(command: Extract<MeetingCommand, { type: 'CreateMeeting' }>, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  if (state.status !== 'none') throw new ConflictError('This session already exists.');
  const { host, input, organization, participants, participantLimit } = command.data;
  const scheduleType = input.schedule_type;
  if (!organization.liveSessionsAllowed) throw new ForbiddenError(messages.liveNotAllowed);
  if (host.role === 'trainee' && host.positionStatus !== 'active') throw new ForbiddenError(messages.positionInactive);
  if (host.role === 'trainee' && !host.hipaaCompleted) throw new ForbiddenError(messages.hipaaRequired);
  // PASS-13: a limited account needs an access pass for live sessions, as for the activity log
  if (host.role === 'trainee' && host.accessPassRequired) throw new ForbiddenError(messages.accessPassRequired);
  if (scheduleType === 'telehealth') {
    if (host.role !== 'trainee') throw new ForbiddenError(messages.telehealthTrainees);
    if (!organization.telehealthEnabled) throw new ForbiddenError(messages.telehealthDisabled);
  }
  const errors = new Errors();
  checkTitle(errors, input.title);
  const guests = input.guest_emails;
  const people = 1 + participants.length + guests.length;
  if (people < 2) errors.add('participants', messages.twoParticipants);
  if (people > participantLimit) errors.add('participants', messages.participantLimit(participantLimit));
  checkSchedule(errors, scheduleType, input.start_at, input.duration, context.now);
  checkGuests(errors, guests, [host.email, ...participants.map((p) => p.email)]);
  if (scheduleType === 'telehealth') {
    if (!input.terms_agreed) errors.add('terms_agreed', messages.termsRequired);
    if (!input.placement_id) errors.add('placement_id', messages.placementRequired);
    else if (!command.data.placementValid) errors.add('placement_id', messages.placementInvalid);
  }
  if (scheduleType === 'recorded') {
    if (!input.upload_uuid) errors.add('upload_uuid', messages.fileRequired);
    else if (!command.data.uploadValid) errors.add('upload_uuid', messages.fileInvalid);
  }
  errors.throwIfAny();
  const recorded = scheduleType === 'recorded';
  const events: MeetingEvent[] = [
    {
      type: 'MeetingCreated',
      data: {
        meetingId: command.data.meetingId,
        organizationId: command.data.organizationId,
        code: command.data.code,
        title: input.title.trim(),
        type: typeOf(scheduleType),
        scheduleType,
        hostUserId: host.userId,
        hostPositionId: host.positionId,
        participants: [
          { userId: host.userId, positionId: host.positionId },
          ...participants.map(({ userId, positionId }) => ({ userId, positionId })),
        ],
        guestEmails: guests,
        startAt: scheduleType === 'now' ? context.now : (input.start_at as string),
        durationMinutes: input.duration,
        provider: input.provider,
        autoRecord: !recorded && input.auto_record,
        audioOnly: input.audio_only,
        placementId: scheduleType === 'telehealth' ? input.placement_id : null,
        dialInPhone: null,
        dialInCode: null,
        status: recorded ? 'ended' : 'scheduled',
        recordingStatus: recorded ? 'processing' : input.auto_record ? 'auto_recording' : 'unknown',
      },
    },
  ];
  if (recorded)
    events.push({
      type: 'MeetingRecordingProcessingStarted',
      data: {
        meetingId: command.data.meetingId,
        recordingId: command.data.meetingId,
        reprocess: false,
        source: 'upload',
        uploadUuid: input.upload_uuid,
      },
    });
  return events;
}

const isHost = (m: MeetingData, context: MeetingContext): boolean => context.userId !== null && context.userId === m.hostUserId;
const isParticipant = (m: MeetingData, userId: string | null): boolean =>
  userId !== null && m.participants.some((p) => p.userId === userId);
const isReviewer = (m: MeetingData, userId: string | null): boolean => userId !== null && m.shares.some((s) => s.userId === userId);
const partiesOf = (m: MeetingData): MeetingParties => ({
  hostUserId: m.hostUserId,
  participantIds: m.participants.map((p) => p.userId),
  reviewerIds: m.shares.map((s) => s.userId),
});
// a guest has no user either, but is not the system
const isSystem = (context: MeetingContext): boolean => context.userId === null && context.role !== 'guest';
const isAdmin = (context: MeetingContext): boolean => context.role === 'admin';

/** LIVE-38 (decided in docs/decisions.md): who sees a session. Archived ones only the host (and admins). */
/**
 * LIVE-36, PASS-13: why a user may not use live sessions (reading one, its recordings, or writing to it), or null. A
 * trainee needs the HIPAA course and, on a limited position, a current access pass; other roles need neither. The
 * course is named first, as hosting has always answered.
 */
export function liveSessionRefusal(caller: { role: string | null; hipaaCompleted: boolean; accessPassRequired: boolean }): string | null {
  if (caller.role !== 'trainee') return null;
  if (!caller.hipaaCompleted) return messages.hipaaRequired;
  return caller.accessPassRequired ? messages.accessPassRequired : null;
}

export function canViewMeeting(m: MeetingData, userId: string | null, role: string | null): boolean {
  if (role === 'admin') return true;
  if (m.status === 'archived') return userId === m.hostUserId;
  return isParticipant(m, userId) || isReviewer(m, userId);
}

/**
 * The session a signed-in member asks for by id, or null where it must answer as an id that names nothing (LIVE-13):
 * gone, of another organization, or one of theirs they may not see. Admins see every session.
 */
export function meetingSeenBy(state: MeetingState, reader: Pick<Viewer, 'userId' | 'role' | 'organizationId'>): MeetingData | null {
  if (state.status !== 'active') return null;
  if (reader.role !== 'admin' && state.meeting.organizationId !== reader.organizationId) return null;
  return canViewMeeting(state.meeting, reader.userId, reader.role) ? state.meeting : null;
}

function requireHost(m: MeetingData, context: MeetingContext): void {
  if (!isHost(m, context)) throw new ForbiddenError(messages.notHost);
}

/** Who may act: the host, and besides them the system (jobs, the media pipeline) or an admin; "anyone" leaves the
 * check to the caller (participants, reviewers, guests). */
type Acting = 'host' | 'host or system' | 'host or admin' | 'host, admin or system' | 'system' | 'anyone';
const besidesHost: Record<Exclude<Acting, 'system' | 'anyone'>, ((context: MeetingContext) => boolean)[]> = {
  host: [],
  'host or system': [isSystem],
  'host or admin': [isAdmin],
  'host, admin or system': [isAdmin, isSystem],
};

/** Every command's first steps: the meeting exists, the actor may act on it, and, where asked, it is not archived. */
function requireMeeting(state: MeetingState, context: MeetingContext, acting: Acting, archivedMessage?: string): MeetingData {
  if (state.status !== 'active') throw notFound();
  const m = state.meeting;
  if (acting === 'system') {
    if (!isSystem(context)) throw new ForbiddenError(messages.systemOnly);
  } else if (acting !== 'anyone' && !besidesHost[acting].some((may) => may(context))) requireHost(m, context);
  if (archivedMessage && m.status === 'archived') throw new ConflictError(archivedMessage);
  return m;
}

function finished(m: MeetingData): boolean {
  return m.status === 'ended' || m.status === 'canceled' || m.status === 'archived';
}

function update(
  data: Extract<MeetingCommand, { type: 'UpdateMeeting' }>['data'],
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (m.status !== 'scheduled') throw new ConflictError(messages.onlyScheduledChange);
  const { input } = data;
  const errors = new Errors();
  const changes: Extract<MeetingEvent, { type: 'MeetingUpdated' }>['data']['changes'] = {};
  if (input.title !== undefined && input.title !== m.title) {
    checkTitle(errors, input.title);
    changes.title = input.title;
  }
  const startAt = input.start_at === undefined ? m.startAt : input.start_at;
  const duration = input.duration ?? m.durationMinutes;
  if (startAt !== m.startAt || duration !== m.durationMinutes) {
    checkSchedule(errors, m.scheduleType === 'now' ? 'scheduled' : m.scheduleType, startAt, duration, context.now);
    if (startAt !== m.startAt && startAt) changes.startAt = startAt;
    if (duration !== m.durationMinutes) changes.durationMinutes = duration;
  }
  if (input.guest_emails !== undefined && input.guest_emails.join() !== m.guestEmails.join()) {
    checkGuests(errors, input.guest_emails, data.participantEmails);
    if (m.participants.length + input.guest_emails.length < 2) errors.add('participants', messages.twoParticipants);
    // guests count against the cap as at creation (LIVE-33), or an edit could invite past it
    if (m.participants.length + input.guest_emails.length > data.participantLimit)
      errors.add('participants', messages.participantLimit(data.participantLimit));
    changes.guestEmails = input.guest_emails;
  }
  if (input.auto_record !== undefined && input.auto_record !== m.autoRecord) changes.autoRecord = input.auto_record;
  if (input.audio_only !== undefined && input.audio_only !== m.audioOnly) changes.audioOnly = input.audio_only;
  errors.throwIfAny();
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'MeetingUpdated', data: { meetingId: m.id, changes } }];
}

function addParticipants(
  data: { participants: MeetingParty[]; participantLimit: number },
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (finished(m)) throw new ConflictError(messages.alreadyFinished);
  const fresh = data.participants.filter((p, i, all) => !isParticipant(m, p.userId) && all.findIndex((q) => q.userId === p.userId) === i);
  if (fresh.length === 0) return [];
  if (m.participants.length + m.guestEmails.length + fresh.length > data.participantLimit)
    throw new ValidationError({ users: [messages.participantLimit(data.participantLimit)] });
  return [{ type: 'MeetingParticipantsAdded', data: { meetingId: m.id, participants: fresh } }];
}

function removeParticipant(userId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (userId === m.hostUserId) throw new ValidationError({ user: [messages.hostNotRemovable] });
  if (!isParticipant(m, userId)) throw new ValidationError({ user: [messages.notParticipant] });
  // their seats in the session go with them: a seat is what admits to the call and to a provider's room, so a
  // removed person kept in a seat could walk back into the call they were taken out of
  const seats = m.present.filter((p) => p.userId === userId);
  return [
    { type: 'MeetingParticipantRemoved', data: { meetingId: m.id, userId } },
    ...seats.map((seat): MeetingEvent => ({
      type: 'MeetingParticipantLeft',
      data: { meetingId: m.id, participantId: seat.participantId, at: context.now },
    })),
  ];
}

function resend(userId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host', messages.archivedShare);
  const reviewer = isReviewer(m, userId);
  if (userId === m.hostUserId || (!isParticipant(m, userId) && !reviewer)) throw new ValidationError({ user: [messages.notInvited] });
  const asReviewer = reviewer && !isParticipant(m, userId);
  // a participant's invitation asks them to join: once the session is over there is nothing to join,
  // while a reviewer's is to the recording and stays good
  if (!asReviewer && finished(m)) throw new ConflictError(messages.alreadyFinished);
  return [{ type: 'MeetingInvitationResent', data: { meetingId: m.id, userId, asReviewer } }];
}

function share(reviewers: MeetingParty[], state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'anyone', messages.archivedShare);
  if (!mayShare(partiesOf(m), context.userId)) throw new ForbiddenError(messages.cannotShare);
  const fresh = reviewers.filter(
    (r, i, all) => r.userId !== m.hostUserId && !isReviewer(m, r.userId) && all.findIndex((q) => q.userId === r.userId) === i,
  );
  return fresh.map((r) => ({
    type: 'MeetingShared' as const,
    data: { meetingId: m.id, userId: r.userId, positionId: r.positionId, byUserId: context.userId as string, sharedAt: context.now },
  }));
}

function unshare(userId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (!isReviewer(m, userId)) throw new ValidationError({ user: [messages.notInvited] });
  return [{ type: 'MeetingUnshared', data: { meetingId: m.id, userId } }];
}

function comment(
  data: { commentId: string; authorPositionId: string | null; body: string },
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'anyone', messages.archivedComment);
  if (!mayComment(partiesOf(m), context.userId)) throw new ForbiddenError(messages.cannotComment);
  return [
    {
      type: 'MeetingCommentAdded',
      data: {
        meetingId: m.id,
        commentId: data.commentId,
        authorUserId: context.userId as string,
        authorPositionId: data.authorPositionId,
        body: data.body,
        at: context.now,
      },
    },
  ];
}

function archive(reason: 'retention' | 'request', state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host, admin or system');
  if (m.status === 'archived') return [];
  if (m.status === 'started') throw new ConflictError(messages.inProgressArchive);
  return [{ type: 'MeetingArchived', data: { meetingId: m.id, archivedAt: context.now, reason, byUserId: context.userId } }];
}

// ---- media: lifecycle, presence, recording ----

function start(state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (m.status === 'started') throw new ConflictError(messages.alreadyStarted);
  if (finished(m)) throw new ConflictError(messages.alreadyFinished);
  return [{ type: 'MeetingStarted', data: { meetingId: m.id, startedAt: context.now, byUserId: context.userId } }];
}

function end(state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host or system');
  if (m.status === 'scheduled') throw new ConflictError(messages.notYetStarted);
  if (m.status !== 'started') throw new ConflictError(messages.alreadyFinished);
  const capturing = m.recordings.filter((r) => r.status === 'recording');
  const recordingStatus: RecordingStatus = m.recordings.length === 0 ? 'not_recorded' : capturing.length ? 'processing' : m.recordingStatus;
  return [
    { type: 'MeetingEnded', data: { meetingId: m.id, endedAt: context.now, byUserId: context.userId, recordingStatus } },
    ...capturing.map((r) => ({
      type: 'MeetingRecordingProcessingStarted' as const,
      data: { meetingId: m.id, recordingId: r.recordingId, reprocess: false, source: 'live' as const, uploadUuid: null },
    })),
  ];
}

function join(
  data: Extract<MeetingCommand, { type: 'JoinMeeting' }>['data'],
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'anyone');
  const guest = context.userId === null;
  if (guest && !data.guestName) throw new ValidationError({ guest_name: ['The guest name field is required.'] });
  if (!guest && !isParticipant(m, context.userId)) throw new ForbiddenError();
  if (!guest && data.accessPassRequired) throw new ForbiddenError(messages.accessPassRequired);
  if (!guest && data.hipaaRequired) throw new ForbiddenError(messages.hipaaRequired);
  if (m.status === 'scheduled') throw new ConflictError(messages.notYetStarted);
  if (m.status !== 'started') throw new ConflictError(messages.alreadyFinished);
  if (m.present.some((p) => p.participantId === data.participantId)) return [];
  // a person holds one seat however often they joined (tabs, reloads): counted by user, a guest by their seat, so
  // nobody's repeated joins fill the session; the joiner's own seats are not counted against them
  const seats = new Set(m.present.filter((p) => guest || p.userId !== context.userId).map((p) => p.userId ?? `guest:${p.participantId}`))
    .size;
  if (seats >= data.participantLimit) throw new ConflictError(messages.participantLimitReached);
  return [
    {
      type: 'MeetingParticipantJoined',
      data: {
        meetingId: m.id,
        participantId: data.participantId,
        userId: context.userId,
        guestName: guest ? data.guestName : null,
        at: context.now,
      },
    },
  ];
}

function leave(participantId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'anyone');
  const seat = m.present.find((p) => p.participantId === participantId);
  if (!seat) return [];
  if (context.userId !== null && seat.userId !== context.userId && !isHost(m, context)) throw new ForbiddenError();
  return [{ type: 'MeetingParticipantLeft', data: { meetingId: m.id, participantId, at: context.now } }];
}

function startRecording(recordingId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host');
  if (m.status !== 'started') throw new ConflictError(m.status === 'scheduled' ? messages.notYetStarted : messages.alreadyFinished);
  if (m.recordings.some((r) => r.recordingId === recordingId)) return [];
  return [{ type: 'MeetingRecordingStarted', data: { meetingId: m.id, recordingId, at: context.now, byUserId: context.userId } }];
}

function recordingOf(m: MeetingData, recordingId: string) {
  const recording = m.recordings.find((r) => r.recordingId === recordingId);
  if (!recording) throw new NotFoundError(messages.recordingNotFound);
  return recording;
}

function storeChunk(
  data: { recordingId: string; sequence: number; storageKey: string; bytes: number },
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host or system');
  const recording = recordingOf(m, data.recordingId);
  if (recording.status !== 'recording') throw new ConflictError(messages.notRecording);
  return [{ type: 'MeetingRecordingChunkStored', data: { meetingId: m.id, ...data } }];
}

function stopRecording(recordingId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host or system');
  const recording = recordingOf(m, recordingId);
  if (recording.status !== 'recording') return [];
  return [processingStarted(m.id, recordingId, recording, false)];
}

/** Transcoding starts: after a stop, or again for a failed recording (reprocess). */
function processingStarted(
  meetingId: string,
  recordingId: string,
  recording: ReturnType<typeof recordingOf>,
  reprocess: boolean,
): MeetingEvent {
  return {
    type: 'MeetingRecordingProcessingStarted',
    data: { meetingId, recordingId, reprocess, source: recording.source, uploadUuid: recording.uploadUuid },
  };
}

function complete(
  data: Extract<MeetingCommand, { type: 'CompleteRecording' }>['data'],
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'system');
  const recording = recordingOf(m, data.recordingId);
  if (recording.status === 'ready') return [];
  return [{ type: 'MeetingRecordingReady', data: { meetingId: m.id, ...data } }];
}

function fail(data: { recordingId: string; reason: string }, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'system');
  const recording = recordingOf(m, data.recordingId);
  if (recording.status === 'failed') return [];
  return [{ type: 'MeetingRecordingFailed', data: { meetingId: m.id, ...data } }];
}

function reprocess(recordingId: string, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  const m = requireMeeting(state, context, 'host or admin');
  const recording = recordingOf(m, recordingId);
  if (recording.status !== 'failed') throw new ConflictError(messages.reprocessOnlyFailed);
  return [processingStarted(m.id, recordingId, recording, true)];
}

/** The provider opened the room; the first opening stands (a second ticket finds it open). */
function openRoom(
  data: Extract<MeetingCommand, { type: 'OpenRoom' }>['data'],
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'anyone');
  if (m.status !== 'started') throw new ConflictError(m.status === 'scheduled' ? messages.notYetStarted : messages.alreadyFinished);
  if (m.room) return [];
  return [{ type: 'MeetingRoomOpened', data: { meetingId: m.id, ...data, at: context.now } }];
}

/** A recording the provider made (BBB records on its server) enters the recording lifecycle once the session ended. */
function importRecording(
  data: Extract<MeetingCommand, { type: 'ImportRecording' }>['data'],
  state: MeetingState,
  context: MeetingContext,
): MeetingEvent[] {
  const m = requireMeeting(state, context, 'system');
  if (m.provider !== 'big_blue_button') throw new ConflictError(messages.notProviderRecorded);
  if (m.recordings.some((r) => r.recordingId === data.recordingId || r.providerRecordId === data.providerRecordId)) return [];
  // archiving deleted the recordings (LIVE-23): nothing comes back afterwards
  if (m.status === 'archived') return [];
  if (m.status !== 'ended') throw new ConflictError(m.status === 'started' ? messages.alreadyStarted : messages.notYetStarted);
  return [
    {
      type: 'MeetingRecordingProcessingStarted',
      data: {
        meetingId: m.id,
        recordingId: data.recordingId,
        reprocess: false,
        source: 'provider',
        uploadUuid: data.uploadUuid,
        providerRecordId: data.providerRecordId,
      },
    },
  ];
}

export function decide(command: MeetingCommand, state: MeetingState, context: MeetingContext): MeetingEvent[] {
  switch (command.type) {
    case 'CreateMeeting':
      return create(command, state, context);
    case 'UpdateMeeting':
      return update(command.data, state, context);
    case 'AddParticipants':
      return addParticipants(command.data, state, context);
    case 'RemoveParticipant':
      return removeParticipant(command.data.userId, state, context);
    case 'ResendInvitation':
      return resend(command.data.userId, state, context);
    case 'ShareMeeting':
      return share(command.data.reviewers, state, context);
    case 'UnshareMeeting':
      return unshare(command.data.userId, state, context);
    case 'CancelMeeting': {
      const m = requireMeeting(state, context, 'host');
      if (m.status !== 'scheduled') throw new ConflictError(messages.onlyScheduledCancel);
      return [{ type: 'MeetingCanceled', data: { meetingId: m.id, canceledAt: context.now, byUserId: context.userId as string } }];
    }
    case 'DeleteMeeting': {
      const m = requireMeeting(state, context, 'host or admin');
      if (m.status === 'started') throw new ConflictError(messages.inProgressDelete);
      return [{ type: 'MeetingDeleted', data: { meetingId: m.id } }];
    }
    case 'AddMeetingComment':
      return comment(command.data, state, context);
    case 'ArchiveMeeting':
      return archive(command.data.reason, state, context);
    case 'StartMeeting':
      return start(state, context);
    case 'EndMeeting':
      return end(state, context);
    case 'JoinMeeting':
      return join(command.data, state, context);
    case 'LeaveMeeting':
      return leave(command.data.participantId, state, context);
    case 'StartRecording':
      return startRecording(command.data.recordingId, state, context);
    case 'StoreRecordingChunk':
      return storeChunk(command.data, state, context);
    case 'StopRecording':
      return stopRecording(command.data.recordingId, state, context);
    case 'CompleteRecording':
      return complete(command.data, state, context);
    case 'FailRecording':
      return fail(command.data, state, context);
    case 'ReprocessRecording':
      return reprocess(command.data.recordingId, state, context);
    case 'OpenRoom':
      return openRoom(command.data, state, context);
    case 'ImportRecording':
      return importRecording(command.data, state, context);
    default:
      return assertNever(command);
  }
}

/**
 * The pipeline answers a refusal to someone who does not see the session with 404 (LIVE-13). A caller with no
 * account is a guest by the public code, which is the key to the waiting room: the code routes decide for them.
 */
const visibleTo = (state: MeetingState, viewer: Viewer): boolean =>
  state.status !== 'active' || viewer.userId === null || meetingSeenBy(state, viewer) !== null;

export const meetingDecider: Decider<MeetingState, MeetingCommand, MeetingEvent, MeetingContext> = {
  initialState,
  evolve,
  decide,
  visibleTo,
};

export type { MeetingInput };
