// Activity log reads (issue 4): the entry list in the list protocol with the
// spec's query filters (trainee_id, id, happened_before, risk_alert,
// training_id, and status), one entry, the form's choices (trainings, plan
// activity types, catalogue activities), and the risk alerts (001 §3).
// Visibility and the records are the read model's (projections/activityLog/queries).
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  activityLogReads,
  entryColumns,
  entryCustomFilters,
  entryOptions,
  entryPage,
  entryRecord,
  entrySearchColumns,
  openRiskAlerts,
  riskAlertRecord,
  visibleEntries,
  visibleEntry,
  type ActivitiesById,
  type EntryRow,
} from '@practicum/projections/activityLog/queries';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { runFiltered, parseListParams } from '../http/simpleRest.js';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...activityLogReads);

/** Sends a page of the list protocol over a scoped entries query. */
async function sendPage<R>(
  knex: Knex,
  req: Request,
  res: Response,
  resource: string,
  base: Knex.QueryBuilder,
  toRecord: (row: EntryRow, byId: ActivitiesById) => R,
): Promise<void> {
  const { sort, range, filter } = parseListParams(req, { columns: entryColumns, defaultSort: ['happened_at', 'DESC'] });
  const spec = { columns: entryColumns, searchColumns: entrySearchColumns, customFilters: entryCustomFilters };
  const { records, total } = await runFiltered(base, filter, spec, () => entryPage(knex, base, { sort, range }, toRecord));
  const end = records.length ? range[0] + records.length - 1 : range[0];
  res.setHeader('Content-Range', `${resource} ${range[0]}-${end}/${total}`);
  res.json(records);
}

export function activityLogRoutes(deps: ReaderDays): Router {
  const router = Router();
  const { knex } = deps;
  router.use('/api/activity-log', requireRouteAccess('/activity-log'));
  router.use('/api/risk-alerts', requireRouteAccess('/activity-log'));

  router.get('/api/activity-log', reads, (req, res) =>
    sendPage(knex, req, res, 'activity-log', visibleEntries(knex, authOf(req)), entryRecord),
  );

  router.get('/api/risk-alerts', reads, (req, res) =>
    sendPage(knex, req, res, 'risk-alerts', openRiskAlerts(knex, authOf(req)), riskAlertRecord),
  );

  router.get('/api/activity-log/options', reads, async (req, res) => {
    res.json(await entryOptions(knex, authOf(req), await readerToday(deps, req)));
  });

  router.get('/api/activity-log/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const entry = /^[0-9a-f-]{36}$/i.test(id) ? await visibleEntry(knex, authOf(req), id) : undefined;
    if (!entry) throw new NotFoundError();
    res.json(entry);
  });

  return router;
}
