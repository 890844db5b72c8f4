// Archiving by retention (LIVE-22 … 25): once a day, every ended or canceled session whose organization's
// live or telehealth retention has run out is archived by a command with system metadata, so the history
// says when and why (recordings and shares go; the host keeps the details). The read model only finds
// candidates; each meeting's decider decides. The admin archive (ADMIN-37) runs the same for one organization.
import { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  MEETING_SERVERS_STREAM,
  meetingContext,
  meetingDecider,
  meetingServerDecider,
  meetingStream,
} from '@practicum/shared/domain/liveSessions/index';
import { meetingsPastRetention } from '@practicum/projections/liveSessions/queries';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { ValidationError } from '@practicum/shared/platform/errors';
import { requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import type { Logger } from '@practicum/shared/platform/logging';
import { startDailyJob } from '../jobs/dailyJob.js';
import { sweep, type SweepDeps } from '../jobs/sweep.js';
import { respondToCommand } from '../http/respond.js';

export async function runMeetingRetention(
  deps: SweepDeps,
  organizationId?: string,
): Promise<{ archived: number; position: Position | null }> {
  const now = deps.pipeline.clock();
  const { changed, position } = await sweep(deps.pipeline, meetingDecider).over(
    await meetingsPastRetention(deps.knex, now, organizationId),
    {
      streamOf: meetingStream,
      commandFor: () => ({ type: 'ArchiveMeeting', data: { reason: 'retention' } }),
      correlationId: `meeting-retention-${now.toISOString().slice(0, 10)}`,
      context: meetingContext(null),
    },
  );
  return { archived: changed, position };
}

/** Runs the archive daily (00:20 UTC by default) on the instance holding the lock. */
export const startMeetingRetention = (deps: SweepDeps & { logger: Logger }, expression = '20 0 * * *') =>
  startDailyJob({ ...deps, name: 'meeting-retention', expression, run: () => runMeetingRetention(deps) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toggleSchema = z.object({ url: z.string().min(1).max(2048), enabled: z.boolean() });

/** ADMIN-35/37 writes: archive an organization's sessions due by retention now; enable or disable a server. */
export function meetingAdminRoutes(deps: { pipeline: CommandPipeline; knex: Knex; servers?: { url: string }[] }): Router {
  const router = Router();
  router.use('/api/admin/tools/meetings', requireAuth, requireRole('admin'));
  router.post('/api/admin/tools/meetings/archive/:org', async (req, res) => {
    const org = String(req.params.org);
    if (!UUID.test(org)) throw new ValidationError({ org: ['The org field must be a valid UUID.'] });
    const result = await runMeetingRetention(deps, org);
    respondToCommand(res, 200, { organization_id: org, archived: result.archived }, { revision: null, position: result.position });
  });
  router.post('/api/admin/tools/meetings/servers/toggle', async (req, res) => {
    const { url, enabled } = parseInput(toggleSchema, req.body ?? {});
    if (!(deps.servers ?? []).some((server) => server.url === url)) throw new ValidationError({ url: ['The selected server is invalid.'] });
    const result = await deps.pipeline.handle(
      meetingServerDecider,
      MEETING_SERVERS_STREAM,
      { type: 'ToggleMeetingServer', data: { url, enabled } },
      { request: req },
    );
    respondToCommand(res, 200, { id: url, url, enabled }, result);
  });
  return router;
}
