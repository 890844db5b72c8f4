import { describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { deciderSpec, testContext } from '../../testing/deciderSpec.js';
import { parseInput } from '../validation.js';
import { meetingInputSchema, type MeetingCommand, type MeetingContext, type MeetingHost } from './commands.js';
import { addMonths, meetingDecider, messages } from './decider.js';
import type { MeetingCreated, MeetingEvent } from './events.js';
import { meetingCreatedData } from './testFixtures.js';

// testContext: now 2026-11-21T10:00Z, user "user-under-test" (the host here).
const now = testContext.now;
const as = (userId: string | null, role: MeetingContext['role'] = 'supervisor') =>
  deciderSpec(meetingDecider, { now, userId, role } satisfies MeetingContext);
const asHost = as('user-under-test');
const asTraineeHost = as('user-under-test', 'trainee');
const asParticipant = as('trainee-1', 'trainee');
const asReviewer = as('faculty-1', 'faculty');
const asStranger = as('stranger', 'supervisor');
const asSystem = as(null, null);
const asAdmin = as('admin-1', 'admin');
const asGuest = as(null, 'guest');

const host = (overrides: Partial<MeetingHost> = {}): MeetingHost => ({
  userId: 'user-under-test',
  positionId: 'pos-host',
  role: 'supervisor',
  positionStatus: 'active',
  hipaaCompleted: true,
  accessPassRequired: false,
  email: 'host@example.org',
  ...overrides,
});
const trainee = { userId: 'trainee-1', positionId: 'pos-trainee', email: 'trainee@example.org' };
const tomorrow = '2026-11-22T15:00:00.000Z';

const create = (
  input: Record<string, unknown> = {},
  extra: Partial<Extract<MeetingCommand, { type: 'CreateMeeting' }>['data']> = {},
): MeetingCommand => ({
  type: 'CreateMeeting',
  data: {
    meetingId: 'm1',
    organizationId: 'org',
    code: 'abcdefghjk',
    host: host(),
    input: parseInput(meetingInputSchema, {
      title: 'Weekly supervision',
      start_at: tomorrow,
      duration: 60,
      participants: ['pos-trainee'],
      ...input,
    }),
    participants: [trainee],
    organization: { liveSessionsAllowed: true, telehealthEnabled: true },
    participantLimit: 10,
    placementValid: true,
    uploadValid: true,
    ...extra,
  },
});

const created = (overrides: Partial<MeetingCreated['data']> = {}): MeetingCreated => ({
  type: 'MeetingCreated',
  data: meetingCreatedData(
    {
      meetingId: 'm1',
      organizationId: 'org',
      hostUserId: 'user-under-test',
      hostPositionId: 'pos-host',
      participants: [
        { userId: 'user-under-test', positionId: 'pos-host' },
        { userId: 'trainee-1', positionId: 'pos-trainee' },
      ],
    },
    tomorrow,
    overrides,
  ),
});
const started: MeetingEvent = { type: 'MeetingStarted', data: { meetingId: 'm1', startedAt: now, byUserId: 'user-under-test' } };
const shared: MeetingEvent = {
  type: 'MeetingShared',
  data: { meetingId: 'm1', userId: 'faculty-1', positionId: 'pos-faculty', byUserId: 'user-under-test', sharedAt: now },
};
const archived: MeetingEvent = {
  type: 'MeetingArchived',
  data: { meetingId: 'm1', archivedAt: now, reason: 'request', byUserId: 'user-under-test' },
};
const recordingStarted: MeetingEvent = {
  type: 'MeetingRecordingStarted',
  data: { meetingId: 'm1', recordingId: 'r1', at: now, byUserId: 'user-under-test' },
};

describe('meeting decider: create (LIVE-27 … 37)', () => {
  it('LIVE-21 schedules a session with the host first among the participants', () => {
    asHost.when(create()).then([created()]);
  });
  it('LIVE-17 a "now" session starts at the command time; auto-record reads auto_recording (LIVE-20)', () => {
    asHost
      .when(create({ schedule_type: 'now', start_at: null, auto_record: true }))
      .then([created({ scheduleType: 'now', startAt: now, autoRecord: true, recordingStatus: 'auto_recording' })]);
  });
  it('LIVE-27 requires a title', () => {
    asHost.when(create({ title: '  ' })).thenFieldError('title', messages.titleRequired);
  });
  it('LIVE-27 requires at least two participants', () => {
    asHost.when(create({ participants: [] }, { participants: [] })).thenFieldError('participants', messages.twoParticipants);
  });
  it('LIVE-27 requires the date and time', () => {
    asHost.when(create({ start_at: null })).thenFieldError('start_at', messages.startRequired);
  });
  it('LIVE-28 refuses a duration under 5 minutes, accepts 5', () => {
    asHost.when(create({ duration: 4 })).thenFieldError('duration', 'The expected duration must be at least 5 minutes.');
    asHost.when(create({ duration: 5 })).then([created({ durationMinutes: 5 })]);
  });
  it('LIVE-29 a scheduled session must be in the future', () => {
    asHost.when(create({ start_at: '2026-11-21T09:59:00Z' })).thenFieldError('start_at', messages.future);
  });
  it('LIVE-29 at most 5 months ahead', () => {
    expect(addMonths(now, 5)).toBe('2027-04-21T10:00:00.000Z');
    asHost.when(create({ start_at: '2027-04-21T10:01:00Z' })).thenFieldError('start_at', messages.monthsAhead);
    asHost.when(create({ start_at: '2027-04-21T10:00:00Z' })).then([created({ startAt: '2027-04-21T10:00:00.000Z' })]);
  });
  it('LIVE-30 a recorded (uploaded) session must be in the past, with a file, and goes to processing', () => {
    asHost.when(create({ schedule_type: 'recorded', upload_uuid: 'u1' })).thenFieldError('start_at', messages.recordedPast);
    asHost
      .when(create({ schedule_type: 'recorded', start_at: '2026-11-20T10:00:00Z' }))
      .thenFieldError('upload_uuid', messages.fileRequired);
    asHost
      .when(create({ schedule_type: 'recorded', start_at: '2026-11-20T10:00:00Z', upload_uuid: 'u1' }, { uploadValid: false }))
      .thenFieldError('upload_uuid', messages.fileInvalid);
    asHost.when(create({ schedule_type: 'recorded', start_at: '2026-11-20T10:00:00Z', upload_uuid: 'u1' })).then([
      created({
        type: 'uploaded',
        scheduleType: 'recorded',
        startAt: '2026-11-20T10:00:00.000Z',
        status: 'ended',
        recordingStatus: 'processing',
      }),
      {
        type: 'MeetingRecordingProcessingStarted',
        data: { meetingId: 'm1', recordingId: 'm1', reprocess: false, source: 'upload', uploadUuid: 'u1' },
      },
    ]);
  });
  it('LIVE-31 telehealth needs the terms agreed and a placement', () => {
    const telehealth = { schedule_type: 'telehealth', guest_emails: ['client@example.org'] };
    asTraineeHost
      .when(create({ ...telehealth, placement_id: '00000000-0000-4000-8000-000000000001' }, { host: host({ role: 'trainee' }) }))
      .thenFieldError('terms_agreed', messages.termsRequired);
    asTraineeHost
      .when(create({ ...telehealth, terms_agreed: true }, { host: host({ role: 'trainee' }) }))
      .thenFieldError('placement_id', messages.placementRequired);
    asTraineeHost
      .when(
        create(
          { ...telehealth, terms_agreed: true, placement_id: '00000000-0000-4000-8000-000000000001' },
          { host: host({ role: 'trainee' }), placementValid: false },
        ),
      )
      .thenFieldError('placement_id', messages.placementInvalid);
  });
  it('LIVE-35 telehealth only by trainees, only where the organization enables it; the client is a guest', () => {
    const telehealth = {
      schedule_type: 'telehealth',
      guest_emails: ['client@example.org'],
      terms_agreed: true,
      placement_id: '00000000-0000-4000-8000-000000000001',
    };
    asHost.when(create(telehealth)).thenThrows(ForbiddenError, messages.telehealthTrainees);
    asTraineeHost
      .when(create(telehealth, { host: host({ role: 'trainee' }), organization: { liveSessionsAllowed: true, telehealthEnabled: false } }))
      .thenThrows(ForbiddenError, messages.telehealthDisabled);
    asTraineeHost.when(create({ ...telehealth, participants: [] }, { host: host({ role: 'trainee' }), participants: [] })).then([
      created({
        type: 'telehealth',
        scheduleType: 'telehealth',
        participants: [{ userId: 'user-under-test', positionId: 'pos-host' }],
        guestEmails: ['client@example.org'],
        placementId: '00000000-0000-4000-8000-000000000001',
      }),
    ]);
  });
  it('DASH-09 refuses a session where the organization does not allow live sessions', () => {
    asHost
      .when(create({}, { organization: { liveSessionsAllowed: false, telehealthEnabled: false } }))
      .thenThrows(ForbiddenError, messages.liveNotAllowed);
  });
  it('LIVE-32 guest emails: no duplicates, different from the participants, at most 10', () => {
    asHost.when(create({ guest_emails: ['a@x.org', 'A@x.org'] })).thenFieldError('guest_emails', messages.guestDuplicate);
    asHost.when(create({ guest_emails: ['trainee@example.org'] })).thenFieldError('guest_emails', messages.guestIsParticipant);
    const eleven = Array.from({ length: 11 }, (_, i) => `g${i}@x.org`);
    asHost.when(create({ guest_emails: eleven }, { participantLimit: 100 })).thenFieldError('guest_emails', messages.guestMax);
  });
  it('LIVE-33 the participant cap answers "participant limit {limit}"', () => {
    asHost.when(create({ guest_emails: ['a@x.org'] }, { participantLimit: 2 })).thenFieldError('participants', 'participant limit 2');
  });
  it('PASS-13 a limited trainee needs an access pass to host a session', () => {
    asTraineeHost
      .when(create({}, { host: host({ role: 'trainee', accessPassRequired: true }) }))
      .thenThrows(ForbiddenError, messages.accessPassRequired);
  });
  it('LIVE-36 a trainee host needs the HIPAA course', () => {
    asTraineeHost
      .when(create({}, { host: host({ role: 'trainee', hipaaCompleted: false }) }))
      .thenThrows(ForbiddenError, messages.hipaaRequired);
  });
  it('LIVE-37 a trainee creates a session only with an active position', () => {
    asTraineeHost
      .when(create({}, { host: host({ role: 'trainee', positionStatus: 'inactive' }) }))
      .thenThrows(ForbiddenError, messages.positionInactive);
  });
});

describe('meeting decider: participants, sharing, comments (LIVE-24, 34, 38, 43 … 45)', () => {
  it('LIVE-34 the host cannot be removed', () => {
    asHost
      .given([created()])
      .when({ type: 'RemoveParticipant', data: { userId: 'user-under-test' } })
      .thenFieldError('user', messages.hostNotRemovable);
    asHost
      .given([created()])
      .when({ type: 'RemoveParticipant', data: { userId: 'trainee-1' } })
      .then([{ type: 'MeetingParticipantRemoved', data: { meetingId: 'm1', userId: 'trainee-1' } }]);
  });
  it('LIVE-34 a participant removed during the session leaves their seats too (no way back into the call)', () => {
    const seat = (participantId: string, userId: string): MeetingEvent => ({
      type: 'MeetingParticipantJoined',
      data: { meetingId: 'm1', participantId, userId, guestName: null, at: now },
    });
    asHost
      .given([created(), started, seat('s1', 'trainee-1'), seat('s2', 'user-under-test'), seat('s3', 'trainee-1')])
      .when({ type: 'RemoveParticipant', data: { userId: 'trainee-1' } })
      .then([
        { type: 'MeetingParticipantRemoved', data: { meetingId: 'm1', userId: 'trainee-1' } },
        { type: 'MeetingParticipantLeft', data: { meetingId: 'm1', participantId: 's1', at: now } },
        { type: 'MeetingParticipantLeft', data: { meetingId: 'm1', participantId: 's3', at: now } },
      ]);
  });
  it('LIVE-33 adding participants past the cap answers the limit', () => {
    asHost
      .given([created()])
      .when({ type: 'AddParticipants', data: { participants: [{ userId: 'u3', positionId: 'p3' }], participantLimit: 2 } })
      .thenFieldError('users', 'participant limit 2');
  });
  it('LIVE-33 guests added by an edit count against the cap too', () => {
    const guests = (n: number) => Array.from({ length: n }, (_, i) => `g${i}@x.org`);
    const edit = (n: number) => ({
      type: 'UpdateMeeting' as const,
      data: { input: { guest_emails: guests(n) }, participantEmails: [], participantLimit: 4 },
    });
    asHost.given([created()]).when(edit(3)).thenFieldError('participants', 'participant limit 4');
    asHost
      .given([created()])
      .when(edit(2))
      .then([{ type: 'MeetingUpdated', data: { meetingId: 'm1', changes: { guestEmails: guests(2) } } }]);
  });
  it('LIVE-45 a participant shares with a reviewer; sharing again records nothing', () => {
    asParticipant
      .given([created()])
      .when({ type: 'ShareMeeting', data: { reviewers: [{ userId: 'faculty-1', positionId: 'pos-faculty' }] } })
      .then([
        {
          type: 'MeetingShared',
          data: { meetingId: 'm1', userId: 'faculty-1', positionId: 'pos-faculty', byUserId: 'trainee-1', sharedAt: now },
        },
      ]);
    asHost
      .given([created(), shared])
      .when({ type: 'ShareMeeting', data: { reviewers: [{ userId: 'faculty-1', positionId: 'pos-faculty' }] } })
      .then([]);
    asStranger
      .given([created()])
      .when({ type: 'ShareMeeting', data: { reviewers: [] } })
      .thenThrows(ForbiddenError, messages.cannotShare);
  });
  it('LIVE-24 archived sessions cannot be shared or commented on', () => {
    asHost
      .given([created(), archived])
      .when({ type: 'ShareMeeting', data: { reviewers: [{ userId: 'faculty-1', positionId: 'pos-faculty' }] } })
      .thenThrows(ConflictError, messages.archivedShare);
    asHost
      .given([created(), archived])
      .when({ type: 'AddMeetingComment', data: { commentId: 'c1', authorPositionId: 'pos-host', body: 'Nice' } })
      .thenThrows(ConflictError, messages.archivedComment);
  });
  it('LIVE-38 a reviewer comments; a stranger may not', () => {
    asReviewer
      .given([created(), shared])
      .when({ type: 'AddMeetingComment', data: { commentId: 'c1', authorPositionId: 'pos-faculty', body: 'Good rapport' } })
      .then([
        {
          type: 'MeetingCommentAdded',
          data: {
            meetingId: 'm1',
            commentId: 'c1',
            authorUserId: 'faculty-1',
            authorPositionId: 'pos-faculty',
            body: 'Good rapport',
            at: now,
          },
        },
      ]);
    asStranger
      .given([created()])
      .when({ type: 'AddMeetingComment', data: { commentId: 'c1', authorPositionId: null, body: 'x' } })
      .thenThrows(ForbiddenError, messages.cannotComment);
  });
  it('LIVE-45 only the host unshares; LIVE-43 resends to an invited user only', () => {
    asParticipant
      .given([created(), shared])
      .when({ type: 'UnshareMeeting', data: { userId: 'faculty-1' } })
      .thenThrows(ForbiddenError, messages.notHost);
    asHost
      .given([created(), shared])
      .when({ type: 'UnshareMeeting', data: { userId: 'faculty-1' } })
      .then([{ type: 'MeetingUnshared', data: { meetingId: 'm1', userId: 'faculty-1' } }]);
    asHost
      .given([created()])
      .when({ type: 'ResendInvitation', data: { userId: 'nobody' } })
      .thenFieldError('user', messages.notInvited);
    asHost
      .given([created(), shared])
      .when({ type: 'ResendInvitation', data: { userId: 'faculty-1' } })
      .then([{ type: 'MeetingInvitationResent', data: { meetingId: 'm1', userId: 'faculty-1', asReviewer: true } }]);
  });
  it('LIVE-43 LIVE-47 an ended session resends no invitation to join, but still its review invitation', () => {
    const ended: MeetingEvent = {
      type: 'MeetingEnded',
      data: { meetingId: 'm1', endedAt: now, byUserId: 'user-under-test', recordingStatus: 'not_recorded' },
    };
    asHost
      .given([created(), started, ended])
      .when({ type: 'ResendInvitation', data: { userId: 'trainee-1' } })
      .thenThrows(ConflictError, messages.alreadyFinished);
    asHost
      .given([created(), { type: 'MeetingCanceled', data: { meetingId: 'm1', canceledAt: now, byUserId: 'user-under-test' } }])
      .when({ type: 'ResendInvitation', data: { userId: 'trainee-1' } })
      .thenThrows(ConflictError, messages.alreadyFinished);
    asHost
      .given([created(), started, ended, shared])
      .when({ type: 'ResendInvitation', data: { userId: 'faculty-1' } })
      .then([{ type: 'MeetingInvitationResent', data: { meetingId: 'm1', userId: 'faculty-1', asReviewer: true } }]);
  });
});

describe('meeting decider: lifecycle (LIVE-21 … 23, 26, 42, 47)', () => {
  it('LIVE-42 only scheduled sessions are canceled, by the host', () => {
    asParticipant.given([created()]).when({ type: 'CancelMeeting' }).thenThrows(ForbiddenError, messages.notHost);
    asHost.given([created(), started]).when({ type: 'CancelMeeting' }).thenThrows(ConflictError, messages.onlyScheduledCancel);
    asHost
      .given([created()])
      .when({ type: 'CancelMeeting' })
      .then([{ type: 'MeetingCanceled', data: { meetingId: 'm1', canceledAt: now, byUserId: 'user-under-test' } }]);
  });
  it('LIVE-42 a session in progress cannot be deleted; a deleted one is not found', () => {
    asHost.given([created(), started]).when({ type: 'DeleteMeeting' }).thenThrows(ConflictError, messages.inProgressDelete);
    asHost
      .given([created(), { type: 'MeetingDeleted', data: { meetingId: 'm1' } }])
      .when({ type: 'CancelMeeting' })
      .thenThrows(NotFoundError);
  });
  it('LIVE-47 starting twice answers "already started", after the end "already finished"', () => {
    asHost.given([created(), started]).when({ type: 'StartMeeting' }).thenThrows(ConflictError, messages.alreadyStarted);
    const ended: MeetingEvent = {
      type: 'MeetingEnded',
      data: { meetingId: 'm1', endedAt: now, byUserId: 'user-under-test', recordingStatus: 'not_recorded' },
    };
    asHost.given([created(), started, ended]).when({ type: 'StartMeeting' }).thenThrows(ConflictError, messages.alreadyFinished);
  });
  it('LIVE-47 joining before the start answers "not yet started"; the cap answers "participant limit reached"', () => {
    asParticipant
      .given([created()])
      .when({
        type: 'JoinMeeting',
        data: { participantId: 'p1', guestName: null, participantLimit: 10, accessPassRequired: false, hipaaRequired: false },
      })
      .thenThrows(ConflictError, messages.notYetStarted);
    const joined: MeetingEvent = {
      type: 'MeetingParticipantJoined',
      data: { meetingId: 'm1', participantId: 'h1', userId: 'user-under-test', guestName: null, at: now },
    };
    asGuest
      .given([created(), started, joined])
      .when({
        type: 'JoinMeeting',
        data: { participantId: 'g1', guestName: 'Client', participantLimit: 1, accessPassRequired: false, hipaaRequired: false },
      })
      .thenThrows(ConflictError, messages.participantLimitReached);
    asGuest
      .given([created(), started, joined])
      .when({
        type: 'JoinMeeting',
        data: { participantId: 'g1', guestName: 'Client', participantLimit: 10, accessPassRequired: false, hipaaRequired: false },
      })
      .then([
        { type: 'MeetingParticipantJoined', data: { meetingId: 'm1', participantId: 'g1', userId: null, guestName: 'Client', at: now } },
      ]);
  });
  it('LIVE-44 a person holds one seat however often they joined: their reloads do not fill the session', () => {
    const seat = (participantId: string): MeetingEvent => ({
      type: 'MeetingParticipantJoined',
      data: { meetingId: 'm1', participantId, userId: 'trainee-1', guestName: null, at: now },
    });
    const join = (participantId: string, participantLimit: number) => ({
      type: 'JoinMeeting' as const,
      data: { participantId, guestName: null, participantLimit, accessPassRequired: false, hipaaRequired: false },
    });
    // the trainee joined from three tabs: the host takes the second of two seats
    asHost
      .given([created(), started, seat('t1'), seat('t2'), seat('t3')])
      .when(join('h1', 2))
      .then([
        {
          type: 'MeetingParticipantJoined',
          data: { meetingId: 'm1', participantId: 'h1', userId: 'user-under-test', guestName: null, at: now },
        },
      ]);
    asHost
      .given([created(), started, seat('t1'), seat('t2'), seat('t3')])
      .when(join('h1', 1))
      .thenThrows(ConflictError, messages.participantLimitReached);
  });
  it('PASS-13 a limited trainee needs an access pass to join a session', () => {
    asParticipant
      .given([created(), started])
      .when({
        type: 'JoinMeeting',
        data: { participantId: 'p1', guestName: null, participantLimit: 10, accessPassRequired: true, hipaaRequired: false },
      })
      .thenThrows(ForbiddenError, messages.accessPassRequired);
  });
  it('LIVE-36 a trainee joins a session only with the HIPAA course completed, as to host one', () => {
    asParticipant
      .given([created(), started])
      .when({
        type: 'JoinMeeting',
        data: { participantId: 'p1', guestName: null, participantLimit: 10, accessPassRequired: false, hipaaRequired: true },
      })
      .thenThrows(ForbiddenError, messages.hipaaRequired);
  });
  it('LIVE-47 a guest, who has no user either, is not the system: it cannot end the session or store a recording', () => {
    asGuest.given([created(), started]).when({ type: 'EndMeeting' }).thenThrows(ForbiddenError, messages.notHost);
    asGuest
      .given([created(), started, recordingStarted])
      .when({ type: 'StopRecording', data: { recordingId: 'r1' } })
      .thenThrows(ForbiddenError, messages.notHost);
    asSystem
      .given([created(), started])
      .when({ type: 'EndMeeting' })
      .then([{ type: 'MeetingEnded', data: { meetingId: 'm1', endedAt: now, byUserId: null, recordingStatus: 'not_recorded' } }]);
  });
  it('LIVE-20 ending without a recording reads not_recorded; ending while recording starts processing', () => {
    asHost
      .given([created(), started])
      .when({ type: 'EndMeeting' })
      .then([
        { type: 'MeetingEnded', data: { meetingId: 'm1', endedAt: now, byUserId: 'user-under-test', recordingStatus: 'not_recorded' } },
      ]);
    asHost
      .given([created(), started, recordingStarted])
      .when({ type: 'EndMeeting' })
      .then([
        { type: 'MeetingEnded', data: { meetingId: 'm1', endedAt: now, byUserId: 'user-under-test', recordingStatus: 'processing' } },
        {
          type: 'MeetingRecordingProcessingStarted',
          data: { meetingId: 'm1', recordingId: 'r1', reprocess: false, source: 'live', uploadUuid: null },
        },
      ]);
  });
  it('LIVE-26 processing ends ready or failed (system only); reprocess only from a processing error', () => {
    const processing: MeetingEvent = {
      type: 'MeetingRecordingProcessingStarted',
      data: { meetingId: 'm1', recordingId: 'r1', reprocess: false, source: 'live', uploadUuid: null },
    };
    const ready = { recordingId: 'r1', durationSeconds: 4, fileKey: 'k', thumbnailKey: null, mimeType: 'video/webm' };
    asHost
      .given([created(), started, recordingStarted, processing])
      .when({ type: 'CompleteRecording', data: ready })
      .thenThrows(ForbiddenError, messages.systemOnly);
    asSystem
      .given([created(), started, recordingStarted, processing])
      .when({ type: 'CompleteRecording', data: ready })
      .then([{ type: 'MeetingRecordingReady', data: { meetingId: 'm1', ...ready } }]);
    asHost
      .given([created(), started, recordingStarted, processing])
      .when({ type: 'ReprocessRecording', data: { recordingId: 'r1' } })
      .thenThrows(ConflictError, messages.reprocessOnlyFailed);
    const failed: MeetingEvent = {
      type: 'MeetingRecordingFailed',
      data: { meetingId: 'm1', recordingId: 'r1', reason: 'ffmpeg exited 1' },
    };
    asAdmin
      .given([created(), started, recordingStarted, processing, failed])
      .when({ type: 'ReprocessRecording', data: { recordingId: 'r1' } })
      .then([
        {
          type: 'MeetingRecordingProcessingStarted',
          data: { meetingId: 'm1', recordingId: 'r1', reprocess: true, source: 'live', uploadUuid: null },
        },
      ]);
  });
  it('LIVE-22 archives by retention (system) or on request (host); a second archive records nothing', () => {
    asSystem
      .given([created()])
      .when({ type: 'ArchiveMeeting', data: { reason: 'retention' } })
      .then([{ type: 'MeetingArchived', data: { meetingId: 'm1', archivedAt: now, reason: 'retention', byUserId: null } }]);
    asParticipant
      .given([created()])
      .when({ type: 'ArchiveMeeting', data: { reason: 'request' } })
      .thenThrows(ForbiddenError, messages.notHost);
    asHost
      .given([created(), archived])
      .when({ type: 'ArchiveMeeting', data: { reason: 'request' } })
      .then([]);
  });
  it('LIVE-23 after archiving only the host sees the session, and recordings and shares are gone', () => {
    const state = [created(), shared, recordingStarted, archived].reduce(meetingDecider.evolve, meetingDecider.initialState());
    expect(state.status === 'active' && state.meeting.shares).toEqual([]);
    expect(state.status === 'active' && state.meeting.recordings).toEqual([]);
  });
});

describe('meeting decider: the provider side (BigBlueButton rooms and recordings)', () => {
  const bbb = () => created({ provider: 'big_blue_button' });
  const ended: MeetingEvent = {
    type: 'MeetingEnded',
    data: { meetingId: 'm1', endedAt: now, byUserId: 'user-under-test', recordingStatus: 'not_recorded' },
  };
  const room = { server: 'https://bbb.example.org/bigbluebutton/', dialInPhone: '+1-555-0100', dialInCode: '70066' };
  const importing = { recordingId: 'r-bbb', providerRecordId: 'rec-1', uploadUuid: 'upload-1' };

  it('LIVE-15 the first opening of the room records its server and dial-in; a second records nothing; not before the start', () => {
    asParticipant
      .given([bbb(), started])
      .when({ type: 'OpenRoom', data: room })
      .then([{ type: 'MeetingRoomOpened', data: { meetingId: 'm1', ...room, at: now } }]);
    asHost
      .given([bbb(), started, { type: 'MeetingRoomOpened', data: { meetingId: 'm1', ...room, at: now } }])
      .when({ type: 'OpenRoom', data: { ...room, server: 'https://other.example.org/' } })
      .then([]);
    asHost.given([bbb()]).when({ type: 'OpenRoom', data: room }).thenThrows(ConflictError, messages.notYetStarted);
  });

  it('LIVE-26 a recording BBB made enters processing once the session ended, by the system only, once', () => {
    const processing: MeetingEvent = {
      type: 'MeetingRecordingProcessingStarted',
      data: {
        meetingId: 'm1',
        recordingId: 'r-bbb',
        reprocess: false,
        source: 'provider',
        uploadUuid: 'upload-1',
        providerRecordId: 'rec-1',
      },
    };
    asSystem.given([bbb(), started, ended]).when({ type: 'ImportRecording', data: importing }).then([processing]);
    asSystem
      .given([bbb(), started, ended, processing])
      .when({ type: 'ImportRecording', data: { ...importing, recordingId: 'r-other' } })
      .then([]);
    asHost
      .given([bbb(), started, ended])
      .when({ type: 'ImportRecording', data: importing })
      .thenThrows(ForbiddenError, messages.systemOnly);
    asSystem.given([bbb(), started]).when({ type: 'ImportRecording', data: importing }).thenThrows(ConflictError, messages.alreadyStarted);
    asSystem
      .given([created(), started, ended])
      .when({ type: 'ImportRecording', data: importing })
      .thenThrows(ConflictError, messages.notProviderRecorded);
    // LIVE-23: archiving deleted the recordings; nothing comes back
    asSystem.given([bbb(), started, ended, archived]).when({ type: 'ImportRecording', data: importing }).then([]);
  });
});
