// Live session reads (issue 16; LIVE-05, 11, 13, 39 … 46, DASH-30/31, ADMIN-33 … 37): the index's lists and the
// spec's list paths in the list protocol, one session with its comments, its people, logs and the verify calls,
// the public waiting room by code, and the admin meeting tools. Visibility is the read model's SQL.
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  archiveSummary,
  disabledServers,
  liveSessionReads,
  meetingColumns,
  meetingComments,
  meetingForReader,
  meetingList,
  meetingLists,
  meetingLogs,
  meetingRecords,
  meetingSearchColumns,
  meetingStats,
  newlyCommented,
  newlyShared,
  presentCount,
  reviewSessionsBadge,
  sessionsByServer,
  visibleMeetings,
  waitingRoom,
  type MeetingList,
  type MeetingRow,
} from '@practicum/projections/liveSessions/queries';
import {
  DEFAULT_PARTICIPANT_LIMITS,
  MEETING_CODE_PATTERN,
  liveSessionMessages,
  participantLimitFor,
  type ParticipantLimits,
} from '@practicum/shared/domain/liveSessions/index';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { lookUpSessionCode } from '@practicum/shared/platform/http/waitingRoomThrottle';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { bigBlueButtonServersFromEnv, takesSessions, type BigBlueButtonServer } from '@practicum/shared/platform/video/servers';
import { minPositionMiddleware } from '../http/minPosition.js';
import { readsFrom } from '../http/readsFrom.js';
import { assertMayUseLiveSessions } from './traineeGate.js';
import { runFiltered, parseListParams } from '../http/simpleRest.js';

const reads = readsFrom(...liveSessionReads);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LiveSessionQueryDeps {
  knex: Knex;
  storage: FileStorage;
  clock?: () => Date;
  /** BigBlueButton servers as configured (ADMIN-35): BBB_URL/BBB_SECRET, BBB_SERVERS. */
  bbbServers?: BigBlueButtonServer[];
  /** The caps the initial state sends (LIVE_PARTICIPANT_LIMIT, LIVE_BBB_PARTICIPANT_LIMIT). */
  participantLimits?: ParticipantLimits;
}

/** ADMIN-35: the servers the configuration names (see shared/platform/video/servers.ts). */
export const bbbServersFromEnv = bigBlueButtonServersFromEnv;

/**
 * The public waiting room's read (LIVE-11), mounted before the sign-in gate: the code is the key. It reads after
 * X-Min-Position too: the page re-reads on a status-updated push, which carries the position of the change.
 */
export function waitingRoomRoutes(deps: { knex: Knex; pool: pg.Pool; clock?: () => Date }): Router {
  const router = Router();
  // codes are not to be guessed: those that open no room are counted per address (the guest's join counts too)
  const throttle = attemptThrottle(deps.pool, deps.clock ?? (() => new Date()));
  router.get('/api/meetings/:code/waiting-room', minPositionMiddleware(), reads, async (req, res) => {
    const code = String(req.params.code);
    const room = await lookUpSessionCode(throttle, req.ip ?? 'unknown', async () =>
      MEETING_CODE_PATTERN.test(code) ? await waitingRoom(deps.knex, code) : undefined,
    );
    if (!room) throw new NotFoundError(liveSessionMessages.invalidUrl);
    res.json(room);
  });
  return router;
}

export function liveSessionQueryRoutes(deps: LiveSessionQueryDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());

  /** Whether an enabled server takes new sessions (the video ticket picks among these). */
  const sessionServerAvailable = async (): Promise<boolean> => {
    const disabled = await disabledServers(deps.knex);
    return (deps.bbbServers ?? []).some((server) => takesSessions(server) && !disabled.has(server.url));
  };

  const signer = (req: Request) => {
    const url = fileUrlFor(req, deps.storage, clock());
    return (uuid: string | null) => (uuid ? url(uuid) : null);
  };

  async function sendMeetings(req: Request, res: Response, query: Knex.QueryBuilder, resource: string): Promise<void> {
    const auth = authOf(req);
    const { sort, range, filter } = parseListParams(req, { columns: meetingColumns, defaultSort: ['start_at', 'DESC'] });
    const { list: _list, ...rest } = filter;
    const [rows, total] = await runFiltered(query, rest, { columns: meetingColumns, searchColumns: meetingSearchColumns }, async () => {
      const count = query.clone().clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' });
      const page = (await query
        .clone()
        .orderBy(meetingColumns[sort[0]]!, sort[1].toLowerCase() as 'asc' | 'desc')
        .orderBy('m.id', 'asc')
        .offset(range[0])
        .limit(range[1] - range[0] + 1)) as MeetingRow[];
      return [page, Number((await count)[0]?.count ?? 0)] as const;
    });
    const end = rows.length ? range[0] + rows.length - 1 : range[0];
    res.setHeader('Content-Range', `${resource} ${range[0]}-${end}/${total}`);
    res.json(await meetingRecords(deps.knex, rows, auth, signer(req)));
  }

  // The index's lists (LIVE-05) through one resource: ?filter={"list":"telehealth"}.
  router.get('/api/meetings', reads, async (req, res) => {
    const { filter } = parseListParams(req, { columns: meetingColumns, defaultSort: ['start_at', 'DESC'] });
    const list = (filter.list ?? 'live') as MeetingList;
    if (!meetingLists.includes(list)) throw new ValidationError({ 'filter.list': ['The selected list is invalid.'] });
    await sendMeetings(req, res, meetingList(deps.knex, authOf(req), list, clock()), 'meetings');
  });

  // LIVE-40: the spec's list paths
  for (const list of ['upcoming', 'scheduled', 'past', 'shared', 'archived'] as const) {
    router.get(`/api/meetings/${list}`, reads, async (req, res) => {
      await sendMeetings(req, res, meetingList(deps.knex, authOf(req), list, clock()), 'meetings');
    });
  }
  router.get('/api/meetings/shared/new', reads, async (req, res) => {
    await sendMeetings(req, res, newlyShared(deps.knex, authOf(req), clock()), 'meetings');
  });
  router.get('/api/meetings/shared/new-comments', reads, async (req, res) => {
    await sendMeetings(req, res, newlyCommented(deps.knex, authOf(req), clock()), 'meetings');
  });
  // DASH-30/31: the review-sessions tab's badge
  router.get('/api/meetings/shared/badge', reads, async (req, res) => {
    res.json(await reviewSessionsBadge(deps.knex, authOf(req), clock()));
  });

  /**
   * The session for its viewer, else 404 (LIVE-13): one of the reader's organization that is not theirs answers as an
   * id that names nothing, so a colleague learns nothing of sessions they are not on. A trainee of it without the
   * HIPAA course or a needed pass gets 403 (traineeGate.ts).
   */
  async function visible(req: Request): Promise<MeetingRow> {
    const auth = authOf(req);
    const id = String(req.params.id);
    const row = UUID.test(id) ? await meetingForReader(deps.knex, auth, id) : undefined;
    if (row) {
      await assertMayUseLiveSessions(deps.knex, auth);
      return row;
    }
    throw new NotFoundError();
  }

  router.get('/api/meetings/:id', reads, async (req, res) => {
    const row = await visible(req);
    const [record] = await meetingRecords(deps.knex, [row], authOf(req), signer(req));
    res.json({ ...record, comments: await meetingComments(deps.knex, row.id) });
  });

  router.get('/api/meetings/:id/comments', reads, async (req, res) => {
    const row = await visible(req);
    res.json(await meetingComments(deps.knex, row.id));
  });

  router.get('/api/meetings/:id/users', reads, async (req, res) => {
    const row = await visible(req);
    const [record] = await meetingRecords(deps.knex, [row], authOf(req), signer(req));
    res.json(record!.users);
  });

  router.get('/api/meetings/:id/users/share', reads, async (req, res) => {
    const row = await visible(req);
    const [record] = await meetingRecords(deps.knex, [row], authOf(req), signer(req));
    res.json(record!.assignees);
  });

  /** LIVE-46: logs for the host and admins (everything that happened to the session). */
  router.get('/api/meetings/:id/logs', reads, async (req, res) => {
    const row = await visible(req);
    const auth = authOf(req);
    if (auth.role !== 'admin' && row.host_user_id !== auth.userId) throw new ForbiddenError();
    res.json(await meetingLogs(deps.knex, row.id));
  });

  /** LIVE-46: the provider's webhook history (BigBlueButton callbacks as logged); the embedded provider has none. */
  router.get('/api/meetings/:id/webhooks', reads, async (req, res) => {
    const row = await visible(req);
    // a part of the logs: for the same readers (a participant or reviewer sees the session, not its history)
    const auth = authOf(req);
    if (auth.role !== 'admin' && row.host_user_id !== auth.userId) throw new ForbiddenError();
    const logs = await meetingLogs(deps.knex, row.id);
    res.json(logs.filter((l) => l.type.startsWith('MeetingRecording') && row.provider === 'big_blue_button'));
  });

  /** LIVE-46/47: whether the reader may start the session now, and the session message when not. */
  router.get('/api/meetings/:id/verify-startable', reads, async (req, res) => {
    const row = await visible(req);
    const auth = authOf(req);
    const message =
      row.host_user_id !== auth.userId
        ? 'Only the host of this session can do this.'
        : row.status === 'started'
          ? liveSessionMessages.alreadyStarted
          : row.status !== 'scheduled'
            ? liveSessionMessages.alreadyFinished
            : row.provider === 'big_blue_button' && !(await sessionServerAvailable())
              ? liveSessionMessages.noServers
              : null;
    res.json({ startable: message === null, message, status: row.status });
  });

  router.get('/api/meetings/:id/verify-joinable', reads, async (req, res) => {
    const row = await visible(req);
    const limit = participantLimitFor(deps.participantLimits ?? DEFAULT_PARTICIPANT_LIMITS, row.provider);
    const seats = await presentCount(deps.knex, row.id);
    const message =
      row.status === 'scheduled'
        ? liveSessionMessages.notYetStarted
        : row.status !== 'started'
          ? liveSessionMessages.alreadyFinished
          : seats >= limit
            ? liveSessionMessages.participantLimitReached
            : null;
    res.json({ joinable: message === null, message, status: row.status, participants: seats, limit });
  });

  // ---- admin meeting tools (ADMIN-33 … 37) ----
  router.use('/api/admin/tools/meetings', requireRole('admin'));

  router.get('/api/admin/tools/meetings/stats', reads, async (_req, res) => {
    res.json(await meetingStats(deps.knex));
  });

  /** ADMIN-36: look a session up by id or code, with its logs. */
  router.get('/api/admin/tools/meetings/lookup', reads, async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim() : '';
    if (!q) throw new ValidationError({ q: ['The q field is required.'] });
    const query = visibleMeetings(deps.knex, authOf(req));
    if (UUID.test(q)) query.where('m.id', q);
    else query.where('m.code', q.toLowerCase());
    const row = (await query.first()) as MeetingRow | undefined;
    if (!row) throw new NotFoundError();
    const [record] = await meetingRecords(deps.knex, [row], authOf(req), signer(req));
    res.json({ ...record, logs: await meetingLogs(deps.knex, row.id), participants_now: await presentCount(deps.knex, row.id) });
  });

  /**
   * ADMIN-35: the configured BigBlueButton servers with their stats: whether the server answers its API now
   * (status available or unavailable), the rooms and people it carries (its getMeetings), the app's sessions
   * under way there, and the admin's enable switch.
   */
  router.get('/api/admin/tools/meetings/servers', reads, async (_req, res) => {
    const disabled = await disabledServers(deps.knex);
    const ours = await sessionsByServer(deps.knex);
    const servers = await Promise.all(
      (deps.bbbServers ?? []).map(async (server) => {
        const load = await server.provider.load().catch(() => null);
        return {
          id: server.url,
          url: server.url,
          type: server.type,
          status: load ? 'available' : 'unavailable',
          enabled: !disabled.has(server.url),
          meetings: load?.meetings ?? null,
          participants: load?.participants ?? null,
          current_sessions: ours.get(server.url) ?? 0,
        };
      }),
    );
    res.json(servers);
  });

  /** ADMIN-37: an organization's recording archive — archived sessions and those due by retention. */
  router.get('/api/admin/tools/meetings/archive/:org', reads, async (req, res) => {
    const org = String(req.params.org);
    if (!UUID.test(org)) throw new ValidationError({ org: ['The org field must be a valid UUID.'] });
    res.json(await archiveSummary(deps.knex, org, clock()));
  });

  return router;
}
