// The dashboard data the spec names without a path (001 §7; DASH-02): `GET /api/dashboard/{role}` answers the
// current role's risk alerts, current trainings and incomplete clients in one read, and `GET /api/dashboard/counts`
// the tab badges' counts (001 §3: placements, live sessions, sites). Each part is the area's own query, scoped
// to the reader in SQL as its list is. The role read also answers the other reads its screen names
// (`part`, shared/domain/dashboards/parts.ts), each through its own route in this process.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { activityLogReads, entryPage, openRiskAlerts, riskAlertRecord } from '@practicum/projections/activityLog/queries';
import { clientReads, incompleteClients } from '@practicum/projections/clients/readModel';
import { liveSessionReads, newlyCommented, newlyShared } from '@practicum/projections/liveSessions/queries';
import { placementCounts, placementReads } from '@practicum/projections/placements/readModel';
import { sitesSummary } from '@practicum/projections/sites/readModel';
import {
  scopeTrainings,
  trainingQueryReads,
  trainingRecord,
  trainingsQuery,
  whereTimeClass,
  type TrainingRow,
} from '@practicum/projections/trainings/queries';
import { NO_ORGANIZATION } from '@practicum/projections/reader';
import { roles } from '@practicum/shared/access/roles';
import { dashboardPartError, MAX_DASHBOARD_PARTS, NOT_A_PART } from '@practicum/shared/domain/dashboards/parts';
import type { ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { isInProcessRead, readAnswerOf, readInProcess } from '@practicum/shared/platform/http/inProcessReads';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { placementReaderOf } from '../placements/routes.js';

const reads = readsFrom(...activityLogReads, ...clientReads, ...trainingQueryReads, ...liveSessionReads, ...placementReads);
/** The dashboard shows the first page of risk alerts; the full list is /api/risk-alerts. */
export const DASHBOARD_RISK_ALERTS = 20;
const count = async (query: Knex.QueryBuilder) =>
  Number((await query.clearSelect().clearOrder().countDistinct<{ count: string }[]>({ count: 'm.id' }))[0]?.count ?? 0);

/** The `part` query values, checked: bounded in number and length, each an API path; none in a part itself. */
function requestedParts(req: Request): string[] {
  const raw = req.query.part;
  const parts = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (parts.some((part) => typeof part !== 'string')) throw new ValidationError({ part: [NOT_A_PART] });
  const unique = [...new Set(parts as string[])];
  if (unique.length > MAX_DASHBOARD_PARTS)
    throw new ValidationError({ part: [`At most ${MAX_DASHBOARD_PARTS} parts may be read at once.`] });
  if (unique.length > 0 && isInProcessRead(req)) throw new ValidationError({ part: ['A part cannot read other parts.'] });
  const errors = unique.map(dashboardPartError).filter((error) => error !== null);
  if (errors.length > 0) throw new ValidationError({ part: [errors[0]!] });
  return unique;
}

export function dashboardRoutes(deps: ReaderDays): Router {
  const router = Router();
  const { knex } = deps;
  const clock = deps.clock ?? (() => new Date());

  router.get('/api/dashboard/counts', reads, async (req, res) => {
    const auth = authOf(req);
    const now = clock();
    const staff = auth.role === 'coordinator' || auth.role === 'faculty';
    res.json({
      placements: await placementCounts(knex, placementReaderOf(req)),
      live_sessions: {
        newly_commented: await count(newlyCommented(knex, auth, now)),
        newly_shared: await count(newlyShared(knex, auth, now)),
      },
      sites: staff ? await sitesSummary(knex, auth.organizationId ?? NO_ORGANIZATION) : { expired_count: 0, pending_count: 0 },
    });
  });

  router.get('/api/dashboard/:role', reads, async (req, res) => {
    const role = String(req.params.role);
    if (!(roles as readonly string[]).includes(role)) throw new NotFoundError();
    const auth = authOf(req);
    // the data of the dashboard the current position opens, not another role's
    if (auth.role !== role) throw new ForbiddenError();
    const requested = requestedParts(req);
    // each part answered by its own route, as the browser would have been: its own authorization, its own contract
    const answers = await Promise.all(requested.map((part) => readInProcess(req, `/api/${part}`)));
    const parts: ReadAnswers = Object.fromEntries(requested.map((part, index) => [part, readAnswerOf(answers[index]!)]));
    // the platform admin's dashboard is the admin console: no organization's alerts, trainings or clients
    if (role === 'admin') return void res.json({ risk_alerts: [], trainings: [], incomplete_clients: [], parts });
    const today = await readerToday(deps, req);
    const alerts = await entryPage(
      knex,
      openRiskAlerts(knex, auth),
      { sort: ['happened_at', 'DESC'], range: [0, DASHBOARD_RISK_ALERTS - 1] },
      riskAlertRecord,
    );
    const trainings = (await whereTimeClass(scopeTrainings(trainingsQuery(knex), auth), 'current', today).orderBy(
      't.start_at',
    )) as TrainingRow[];
    res.json({
      risk_alerts: alerts.records,
      trainings: trainings.map((row) => trainingRecord(row, today)),
      incomplete_clients: await incompleteClients(knex, auth),
      parts,
    });
  });
  return router;
}
