// POST /api/meetings/:id/video-ticket: how this participant enters the call of a
// started meeting, from the meeting's provider (the video provider port). The
// embedded mesh answers its ICE servers (the room then signals over socket.io);
// BigBlueButton opens the room on a server (idempotent: BBB's create answers
// an existing meeting) and answers the signed join address the browser goes to.
// The first opening picks an enabled server taking sessions (ADMIN-35) and is
// recorded on the meeting (MeetingRoomOpened, with BBB's dial-in number and
// conference code, LIVE-15): later tickets go to that server, enabled or not.
// Who may ask: a participant who joined (POST .../join), or the guest this
// browser's session let in through the waiting room.
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  DEFAULT_PARTICIPANT_LIMITS,
  MEETING_SERVERS_STREAM,
  meetingContext,
  meetingDecider,
  meetingServerDecider,
  meetingStream,
  liveSessionMessages,
  participantLimitFor,
  type ParticipantLimits,
} from '@practicum/shared/domain/liveSessions/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { ConflictError, NotFoundError } from '@practicum/shared/platform/errors';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { pickServer, type VideoProvider, type VideoProviders } from '@practicum/shared/platform/video/index';
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import { uuidParam } from '../../http/params.js';
import { respondToCommand } from '../../http/respond.js';
import type { Position } from '@practicum/shared/platform/eventstore/types';

const ticketSchema = z.object({ participant_id: z.string().min(1).max(100) });

interface GuestSession {
  meetingGuests?: Record<string, { participantId: string; guestName: string }>;
}

async function nameOf(pipeline: CommandPipeline, userId: string | null): Promise<string> {
  if (!userId) return 'Participant';
  const { state } = await pipeline.load(userDecider, userStream(userId));
  return state.status === 'registered' ? `${state.first_name} ${state.last_name}`.trim() : 'Participant';
}

export function videoRoutes(deps: { pipeline: CommandPipeline; providers: VideoProviders; limits?: ParticipantLimits }): Router {
  const router = Router();
  const limits = deps.limits ?? DEFAULT_PARTICIPANT_LIMITS;
  router.post('/api/meetings/:id/video-ticket', async (req: Request, res) => {
    const meetingId = uuidParam(req.params.id);
    const { participant_id: participantId } = parseInput(ticketSchema, req.body ?? {});
    const { state } = await deps.pipeline.load(meetingDecider, meetingStream(meetingId));
    if (state.status !== 'active') throw new NotFoundError();
    const m = state.meeting;
    const auth = req.session?.auth ?? null;
    const guest = (req.session as GuestSession | undefined)?.meetingGuests?.[meetingId] ?? null;
    const present = m.present.find((p) => p.participantId === participantId);
    const mine =
      present && ((auth && present.userId === auth.userId) || (guest && present.userId === null && guest.participantId === participantId));
    if (!mine) throw new NotFoundError();
    if (m.status === 'scheduled') throw new ConflictError(liveSessionMessages.notYetStarted);
    if (m.status !== 'started') throw new ConflictError(liveSessionMessages.alreadyFinished);
    let provider: VideoProvider = deps.providers.get('embedded');
    let opened: { revision: bigint | null; position: Position | null } = { revision: null, position: null };
    if (m.provider === 'big_blue_button') {
      const { state: catalog } = await deps.pipeline.load(meetingServerDecider, MEETING_SERVERS_STREAM);
      const openedOn = m.room?.server ? deps.providers.servers.find((s) => s.url === m.room?.server) : undefined;
      const server = openedOn ?? pickServer(deps.providers.servers, new Set(catalog.disabled), meetingId);
      if (!server) throw new ConflictError(liveSessionMessages.noServers);
      provider = server.provider;
      const room = await provider.open({
        meetingId,
        title: m.title,
        record: m.autoRecord,
        maxParticipants: participantLimitFor(limits, m.provider),
        durationMinutes: m.durationMinutes,
      });
      if (!m.room)
        opened = await deps.pipeline.handle(
          meetingDecider,
          meetingStream(meetingId),
          { type: 'OpenRoom', data: { server: server.url, ...room } },
          { request: req },
          meetingContext(auth?.role ?? null),
        );
    }
    const host = auth?.userId === m.hostUserId;
    const ticket = await provider.join({
      meetingId,
      fullName: present.guestName ?? (await nameOf(deps.pipeline, present.userId)),
      userId: present.userId ?? participantId,
      moderator: host,
    });
    const body =
      ticket.provider === 'embedded'
        ? { provider: 'embedded', ice_servers: ticket.iceServers }
        : { provider: 'big_blue_button', join_url: ticket.joinUrl };
    // the room's opening (its dial-in) is read after the position answered
    if (opened.position) respondToCommand(res, 200, body, opened);
    else res.json(body);
  });
  return router;
}
