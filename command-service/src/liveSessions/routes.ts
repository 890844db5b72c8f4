// Meeting commands (issue 16, LIVE-39 … 46 and the media lifecycle): the route
// parses, authorizes by role and organization, gathers the facts the decider
// needs (host position and HIPAA record, organization settings, participants,
// placement, upload) and runs the meeting decider through the pipeline.
import { randomBytes, randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import type pg from 'pg';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { organizationDecider } from '@practicum/shared/domain/organizations/decider';
import { organizationStream } from '@practicum/shared/domain/organizations/events';
import { liveSessionsAllowedBy } from '@practicum/shared/domain/organizations/commands';
import { placementDecider, placementStream } from '@practicum/shared/domain/placements/index';
import {
  DEFAULT_PARTICIPANT_LIMITS,
  guestJoinSchema,
  meetingCommentSchema,
  meetingContext,
  meetingDecider,
  meetingInputSchema,
  meetingSeenBy,
  meetingStream,
  meetingUsersSchema,
  participantLimitFor,
  updateMeetingSchema,
  MEETING_CODE_PATTERN,
  type MeetingData,
  type MeetingOrganizationFacts,
  type MeetingParty,
  type MeetingState,
  type ParticipantLimits,
} from '@practicum/shared/domain/liveSessions/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requestRunner, type CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { lookUpSessionCode, takeGuestSeat } from '@practicum/shared/platform/http/waitingRoomThrottle';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { z } from 'zod';
import { liveSessionCallerOf } from './traineeGate.js';
import { uuidParam } from '../http/params.js';
import type { VideoProvider } from '@practicum/shared/platform/video/types';
import { respondToCommand } from '../http/respond.js';

export const INVALID_USER = 'The selected user is invalid.';

declare module 'express-session' {
  interface SessionData {
    /** Guests admitted to a meeting by its public code (LIVE-12): the seat the signalling may trust. */
    meetingGuests?: Record<string, { participantId: string; guestName: string }>;
  }
}

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export function newMeetingCode(): string {
  return [...randomBytes(10)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export interface LiveSessionDeps {
  pipeline: CommandPipeline;
  pool: pg.Pool;
  storage?: FileStorage;
  participantLimits?: ParticipantLimits;
  /** BigBlueButton servers: ending a session ends its room on the server it was opened on. */
  servers?: { url: string; provider: Pick<VideoProvider, 'end'> }[];
}

const recordingIdSchema = z.object({ recording_id: z.uuid({ error: 'The selected recording is invalid.' }) });
const participantIdSchema = z.object({ participant_id: z.string().min(1).max(100) });

export function liveSessionRoutes(deps: LiveSessionDeps): Router {
  const router = Router();
  const limits = deps.participantLimits ?? DEFAULT_PARTICIPANT_LIMITS;
  const { pipeline } = deps;
  const codeThrottle = attemptThrottle(deps.pool, pipeline.clock);

  const run = requestRunner(pipeline, meetingDecider, meetingStream, (req: Request, base) =>
    meetingContext(req.session?.auth?.role ?? null)(base),
  );

  /**
   * The meeting as its reader sees it (LIVE-13, LIVE-38): one of another organization, or of the caller's that they
   * may not see (not on it, or archived and not theirs), is 404 as an id that names nothing, so neither a tenant nor
   * a colleague learns it exists. What a viewer may not do to it the decider answers (403 with its message).
   */
  async function meetingOf(req: Request, meetingId: string): Promise<MeetingData> {
    const { state } = await pipeline.load(meetingDecider, meetingStream(meetingId));
    const meeting = meetingSeenBy(state, authOf(req));
    if (!meeting) throw new NotFoundError();
    return meeting;
  }

  /** A position id (or a user id) names a party only as an active position of the organization. */
  async function partyOf(id: string, organizationId: string, field: string): Promise<MeetingParty & { email: string; role: string }> {
    const valid = /^[0-9a-f-]{36}$/i.test(id);
    const row = valid
      ? (
          await deps.pool.query<{ user_id: string; id: string }>(
            'SELECT user_id, id FROM public.positions WHERE (id = $1 OR user_id = $1) AND organization_id = $2 ORDER BY (id = $1) DESC LIMIT 1',
            [id, organizationId],
          )
        ).rows[0]
      : undefined;
    if (row) {
      const { state } = await pipeline.load(userDecider, userStream(row.user_id));
      const position = state.status === 'registered' ? state.positions.find((p) => p.positionId === row.id) : undefined;
      if (state.status === 'registered' && position && position.organizationId === organizationId && position.status === 'active')
        return { userId: row.user_id, positionId: row.id, email: state.email, role: position.role };
    }
    throw new ValidationError({ [field]: [INVALID_USER] });
  }

  async function organizationFacts(organizationId: string): Promise<MeetingOrganizationFacts> {
    const { state } = await pipeline.load(organizationDecider, organizationStream(organizationId));
    const settings = state.status === 'active' ? (state.details.organization_settings as Partial<Record<string, boolean>>) : {};
    return { liveSessionsAllowed: liveSessionsAllowedBy(settings), telehealthEnabled: settings.enable_telehealth === true };
  }

  async function placementValid(placementId: string | null, hostUserId: string, organizationId: string): Promise<boolean> {
    if (!placementId) return false;
    const { state } = await pipeline.load(placementDecider, placementStream(placementId));
    return state.status !== 'none' && state.placement.traineeUserId === hostUserId && state.placement.organizationId === organizationId;
  }

  async function uploadValid(uuid: string | null, userId: string): Promise<boolean> {
    if (!uuid || !deps.storage) return false;
    const file = await deps.storage.get(uuid).catch(() => null);
    return !!file && file.ownerId === userId;
  }

  const recordOf = (state: MeetingState, meetingId: string) =>
    state.status === 'active'
      ? { id: state.meeting.id, code: state.meeting.code, status: state.meeting.status, recording_status: state.meeting.recordingStatus }
      : { id: meetingId };

  // ---- the public waiting room's join (LIVE-12): no account, the code is the key ----
  router.post('/api/meetings/:code/waiting-room/join', async (req, res) => {
    const code = String(req.params.code);
    const { guest_name } = parseInput(guestJoinSchema, req.body ?? {});
    // a code that opens no room counts against the address, as on the waiting room's read
    const found = await lookUpSessionCode(codeThrottle, req.ip ?? 'unknown', async () => {
      const row = MEETING_CODE_PATTERN.test(code)
        ? (await deps.pool.query<{ id: string }>('SELECT id FROM public.meetings WHERE code = $1', [code]).catch(() => ({ rows: [] })))
            .rows[0]
        : undefined;
      if (!row) return undefined;
      const { state } = await pipeline.load(meetingDecider, meetingStream(row.id));
      return state.status === 'active' ? { row, state } : undefined;
    });
    if (!found) throw new NotFoundError('This session link is invalid or has ended.');
    const { row, state } = found;
    // this browser's seat, while it holds one: joining again (a reload, a second click) must not take another, or a
    // guest could fill the session up to its cap and keep the host out
    const pass = req.session.meetingGuests?.[row.id];
    const kept = pass && state.meeting.present.some((p) => p.participantId === pass.participantId) ? pass : null;
    const participantId = kept?.participantId ?? randomUUID();
    const join = () =>
      pipeline.handle(
        meetingDecider,
        meetingStream(row.id),
        {
          type: 'JoinMeeting',
          data: {
            participantId,
            guestName: guest_name,
            participantLimit: participantLimitFor(limits, state.meeting.provider),
            // a guest (a telehealth client) has no account to hold a pass or a course
            accessPassRequired: false,
            hipaaRequired: false,
          },
        },
        { request: req },
        (base) => ({ ...base, userId: null, role: 'guest' as const }),
      );
    const result = kept ? await join() : await takeGuestSeat(codeThrottle, req.ip ?? 'unknown', row.id, join);
    req.session.meetingGuests = { ...req.session.meetingGuests, [row.id]: kept ?? { participantId, guestName: guest_name } };
    respondToCommand(res, 201, { ...recordOf(result.state, row.id), participant_id: participantId }, result);
  });

  // A guest leaves by the same code, and only the seat this browser was given: a guest has no account the decider
  // could check a participant id against, so the id never comes from the request.
  router.post('/api/meetings/:code/waiting-room/leave', async (req, res) => {
    const code = String(req.params.code);
    const row = MEETING_CODE_PATTERN.test(code)
      ? (await deps.pool.query<{ id: string }>('SELECT id FROM public.meetings WHERE code = $1', [code])).rows[0]
      : undefined;
    const pass = row ? req.session.meetingGuests?.[row.id] : undefined;
    if (!row || !pass) throw new NotFoundError('This session link is invalid or has ended.');
    const result = await pipeline.handle(
      meetingDecider,
      meetingStream(row.id),
      { type: 'LeaveMeeting', data: { participantId: pass.participantId } },
      { request: req },
      (base) => ({ ...base, userId: null, role: 'guest' as const }),
    );
    const { [row.id]: _left, ...others } = req.session.meetingGuests ?? {};
    req.session.meetingGuests = others;
    respondToCommand(res, 200, recordOf(result.state, row.id), result);
  });

  router.use('/api/meetings', requireAuth);

  router.post('/api/meetings', async (req, res) => {
    const auth = authOf(req);
    const input = parseInput(meetingInputSchema, req.body ?? {});
    if (!auth.organizationId || !auth.positionId) throw new ForbiddenError();
    const organizationId = auth.organizationId;
    const host = await partyOf(auth.positionId, organizationId, 'participants').catch(async () => {
      // an inactive trainee position still reaches the decider, which answers LIVE-37's message
      const { state } = await pipeline.load(userDecider, userStream(auth.userId));
      const position = state.status === 'registered' ? state.positions.find((p) => p.positionId === auth.positionId) : undefined;
      if (state.status !== 'registered' || !position) throw new ForbiddenError();
      return {
        userId: auth.userId,
        positionId: auth.positionId as string,
        email: state.email,
        role: position.role,
        status: position.status,
      };
    });
    const { state: user } = await pipeline.load(userDecider, userStream(auth.userId));
    const position = user.status === 'registered' ? user.positions.find((p) => p.positionId === auth.positionId) : undefined;
    const participants = [];
    for (const id of [...new Set(input.participants)]) {
      const party = await partyOf(id, organizationId, 'participants');
      if (party.userId !== auth.userId) participants.push(party);
    }
    const meetingId = randomUUID();
    const result = await run(
      req,
      meetingId,
      {
        type: 'CreateMeeting',
        data: {
          meetingId,
          organizationId,
          code: newMeetingCode(),
          host: {
            userId: auth.userId,
            positionId: auth.positionId,
            role: auth.role,
            positionStatus: position?.status ?? 'inactive',
            // the trainee's course and pass as traineeGate.ts read them (LIVE-36, PASS-13); the decider rules on them too
            ...liveSessionCallerOf(res),
            email: host.email,
          },
          input,
          participants,
          organization: await organizationFacts(organizationId),
          participantLimit: participantLimitFor(limits, input.provider),
          placementValid: await placementValid(input.placement_id, auth.userId, organizationId),
          uploadValid: await uploadValid(input.upload_uuid, auth.userId),
        },
      },
      'create',
    );
    respondToCommand(res, 201, recordOf(result.state, meetingId), result);
  });

  router.put('/api/meetings/:id', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const input = parseInput(updateMeetingSchema, req.body ?? {});
    const emails: string[] = [];
    for (const p of meeting.participants) {
      const { state } = await pipeline.load(userDecider, userStream(p.userId));
      if (state.status === 'registered') emails.push(state.email);
    }
    const participantLimit = participantLimitFor(limits, meeting.provider);
    const result = await run(req, meeting.id, { type: 'UpdateMeeting', data: { input, participantEmails: emails, participantLimit } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.delete('/api/meetings/:id/cancel', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'CancelMeeting' });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.delete('/api/meetings/:id', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'DeleteMeeting' });
    respondToCommand(res, 200, { id: meeting.id }, result);
  });

  router.post('/api/meetings/:id/resend-invitation/:user', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const userId = uuidParam(req.params.user);
    const result = await run(req, meeting.id, { type: 'ResendInvitation', data: { userId } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/users', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { users } = parseInput(meetingUsersSchema, req.body ?? {});
    const participants: MeetingParty[] = [];
    for (const id of users) {
      const { userId, positionId } = await partyOf(id, meeting.organizationId, 'users');
      participants.push({ userId, positionId });
    }
    const participantLimit = participantLimitFor(limits, meeting.provider);
    const result = await run(req, meeting.id, { type: 'AddParticipants', data: { participants, participantLimit } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.delete('/api/meetings/:id/user/:user/unshare', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'UnshareMeeting', data: { userId: uuidParam(req.params.user) } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.delete('/api/meetings/:id/user/:user', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'RemoveParticipant', data: { userId: uuidParam(req.params.user) } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/users/share', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { users } = parseInput(meetingUsersSchema, req.body ?? {});
    const reviewers: MeetingParty[] = [];
    for (const id of users) {
      const { userId, positionId } = await partyOf(id, meeting.organizationId, 'users');
      reviewers.push({ userId, positionId });
    }
    const result = await run(req, meeting.id, { type: 'ShareMeeting', data: { reviewers } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/comments', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { body } = parseInput(meetingCommentSchema, req.body ?? {});
    const commentId = randomUUID();
    const result = await run(req, meeting.id, {
      type: 'AddMeetingComment',
      data: { commentId, authorPositionId: authOf(req).positionId, body },
    });
    respondToCommand(res, 201, { id: commentId, meeting_id: meeting.id, body }, result);
  });

  router.post('/api/meetings/:id/archive', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'ArchiveMeeting', data: { reason: 'request' } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  // ---- media lifecycle (the in-session room calls these) ----
  router.post('/api/meetings/:id/start', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'StartMeeting' });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/end', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const result = await run(req, meeting.id, { type: 'EndMeeting' });
    const server = result.state.status === 'active' ? result.state.meeting.room?.server : null;
    // everyone leaves the BigBlueButton room too; a room left open would close itself once empty anyway
    if (server)
      await deps.servers
        ?.find((s) => s.url === server)
        ?.provider.end(meeting.id)
        .catch(() => undefined);
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/join', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const participantId = randomUUID();
    const participantLimit = participantLimitFor(limits, meeting.provider);
    const result = await run(req, meeting.id, {
      type: 'JoinMeeting',
      data: {
        participantId,
        guestName: null,
        participantLimit,
        accessPassRequired: liveSessionCallerOf(res).accessPassRequired,
        hipaaRequired: !liveSessionCallerOf(res).hipaaCompleted,
      },
    });
    respondToCommand(res, 201, { ...recordOf(result.state, meeting.id), participant_id: participantId }, result);
  });

  router.post('/api/meetings/:id/leave', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { participant_id } = parseInput(participantIdSchema, req.body ?? {});
    const result = await run(req, meeting.id, { type: 'LeaveMeeting', data: { participantId: participant_id } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/recording/start', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const recordingId = randomUUID();
    const result = await run(req, meeting.id, { type: 'StartRecording', data: { recordingId } });
    respondToCommand(res, 201, { ...recordOf(result.state, meeting.id), recording_id: recordingId }, result);
  });

  router.post('/api/meetings/:id/recording/stop', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { recording_id } = parseInput(recordingIdSchema, req.body ?? {});
    const result = await run(req, meeting.id, { type: 'StopRecording', data: { recordingId: recording_id } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  router.post('/api/meetings/:id/reprocess', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { recording_id } = parseInput(recordingIdSchema, req.body ?? {});
    const result = await run(req, meeting.id, { type: 'ReprocessRecording', data: { recordingId: recording_id } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  // ---- admin tools (ADMIN-36/37) ----
  router.use('/api/admin/tools/meetings', requireAuth, requireRole('admin'));
  router.post('/api/admin/tools/meetings/:id/reprocess', async (req, res) => {
    const meeting = await meetingOf(req, uuidParam(req.params.id));
    const { recording_id } = parseInput(recordingIdSchema, req.body ?? {});
    const result = await run(req, meeting.id, { type: 'ReprocessRecording', data: { recordingId: recording_id } });
    respondToCommand(res, 200, recordOf(result.state, meeting.id), result);
  });

  return router;
}
