// Training report reads and PDFs (spec 001 §7 Training reports; paths of the
// JSON reads are ours, the PDF paths the spec's). Every read is scoped in SQL
// (reportScope): a record outside the caller's reach answers 404, a role that
// reads no reports 403.
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { holdableInstant } from '@practicum/shared/domain/bounds';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import {
  levelOrganization,
  positionInOrganization,
  reportOptions,
  reportReads,
  storedRowsJson,
  storedTrainings,
  traineeInReach,
  trainingReports,
  trainingsQuery,
  type TrainingReportRow,
} from '@practicum/projections/reports/reportQueries';
import { scopeTrainings } from '@practicum/projections/reports/reportScope';
import { organizationWordsOf } from '@practicum/projections/organizations/queries';
import { organizationWording } from '@practicum/shared/domain/organizations/wording';
import { supervisesTrainee } from '@practicum/projections/placements/supervision';
import { historyReadModel } from '@practicum/projections/history/readModel';
import { reportsAsOf } from '@practicum/projections/reports/reportsAsOf';
import { readAsOf } from '@practicum/projections/runner/asOf';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { sendPdfFile } from '../http/pdf.js';
import { readsFrom } from '../http/readsFrom.js';
import { trainingReportPdf, type PdfSection } from './pdf/trainingReportPdf.js';
import { readerZone } from '../http/readerZone.js';
import { optionalQueryId, TRAINING_INVALID } from '../http/queryIds.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...reportReads);
// a level's report as of a moment also finds that moment's position in the history read model
const levelReads = readsFrom(...reportReads, historyReadModel);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names nothing. */
const idParam = (req: Request, name: string): string => {
  const value = String(req.params[name]);
  if (!UUID.test(value)) throw new NotFoundError();
  return value;
};

const MAX_REPORT_PLACEMENTS = 50;
const customReportQuery = z.object({
  report_type: z.enum(['aggregate', 'individual'], { message: 'please select option' }),
  // each placement is a section of the PDF, its rows read in parallel: a trainee has far fewer than this
  placement_ids: z
    .array(z.string().regex(UUID, 'The selected placement is invalid.'))
    .min(1, 'please select at least one placement')
    .max(MAX_REPORT_PLACEMENTS, `please select at most ${MAX_REPORT_PLACEMENTS} placements`),
});

/**
 * The trainee of the caller's organization (any trainee for the admin); a trainee reads only their own, a supervisor
 * their trainees'. Anyone else's is 404, as an id that names nothing: the reader learns of no trainee they may not read.
 */
async function assertTraineeVisible(knex: Knex, auth: SessionAuth, traineeId: string): Promise<void> {
  if (auth.role === 'trainee' && traineeId !== auth.userId) throw new NotFoundError();
  if (!(await traineeInReach(knex, auth, traineeId))) throw new NotFoundError();
  if (auth.role === 'supervisor' && !(await supervisesTrainee(knex, auth, traineeId))) throw new NotFoundError();
}

/**
 * The report as a PDF, dated in the reader's zone, in the words of the organization whose trainings it reports (a
 * clinic's "Intern"), else the reader's.
 */
async function sendPdf(knex: Knex, req: Request, res: Response, fileName: string, title: string, sections: readonly PdfSection[]) {
  const levelId = sections.flatMap((section) => section.rows)[0]?.training_plan.level_id;
  const organizationId = (levelId && (await levelOrganization(knex, levelId))) || authOf(req).organizationId;
  const inWords = organizationWording(await organizationWordsOf(knex, organizationId));
  sendPdfFile(res, fileName, await trainingReportPdf(title, sections, await readerZone(knex, req), inWords));
}

/** Seconds a client waits before asking again for an as-of report whose build is queued. */
const AS_OF_RETRY_AFTER_SECONDS = 2;

/** `?as_of=`: absent, or an ISO instant (422 otherwise). */
function parseAsOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  // the years a timestamptz holds (holdableInstant): the year 0 or an offset past 9999 is the caller's, not the database's
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && holdableInstant(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) throw new ValidationError({ as_of: ['The as of field must be a date and time.'] });
  return new Date(time).toISOString();
}

export function reportRoutes(deps: { knex: Knex; eventStore: EventStore }): Router {
  const router = Router();
  const { knex } = deps;
  const scoped = (req: Request) => scopeTrainings(trainingsQuery(knex), authOf(req));

  const oneTraining = async (req: Request): Promise<TrainingReportRow> => {
    const [row] = await trainingReports(knex, scoped(req).where('tr.id', idParam(req, 'trainingId')));
    if (!row) throw new NotFoundError();
    return row;
  };

  const traineeTrainings = async (req: Request, options: { placementIds?: string[] } = {}): Promise<TrainingReportRow[]> => {
    const traineeId = idParam(req, 'traineeId');
    const query = scoped(req); // role check first: a role that reads no reports gets 403 before any lookup
    await assertTraineeVisible(knex, authOf(req), traineeId);
    query.where('tr.trainee_user_id', traineeId);
    const trainingId = optionalQueryId(req.query, 'training_id', TRAINING_INVALID);
    if (trainingId !== undefined) query.where('tr.id', trainingId);
    return trainingReports(knex, query, options);
  };

  // the level reports join the stored rows into the body in PostgreSQL and send the text as it comes
  const sendRows = (res: Response, json: string): void => void res.type('application/json').send(json);

  /**
   * A level of the caller's organization, as its trainings' query; faculty see their own trainings in it.
   * Wrapped: an async function resolving a query builder would run it (builders are thenables).
   */
  const levelTrainings = async (req: Request): Promise<{ query: (db: Knex) => Knex.QueryBuilder }> => {
    const auth = authOf(req);
    const levelId = idParam(req, 'levelId');
    const organizationId = await levelOrganization(knex, levelId);
    // an unknown level or another organization's is 404 to everyone; 403 is for a level the reader knows
    if (!organizationId || (auth.role !== 'admin' && organizationId !== auth.organizationId)) throw new NotFoundError();
    // a level's report is the program's (TRAIN-46): trainees and supervisors read only their trainings' reports
    if (auth.role === 'trainee' || auth.role === 'supervisor') throw new ForbiddenError();
    // the stored rows (report_trainings.row_json, kept by the reports projector), scoped on plain columns
    return { query: (db) => storedTrainings(db, auth).where('p.level_id', levelId) };
  };

  /**
   * A level report's rows now, or with `?as_of=` as they stood then: read from the reports projector's
   * tables replayed up to that moment's position (reportsAsOf); 202 with the build's progress meanwhile.
   */
  const sendLevelRows = async (req: Request, res: Response, query: (db: Knex) => Knex.QueryBuilder): Promise<void> => {
    const asOf = parseAsOf(req.query.as_of);
    if (asOf === undefined) return sendRows(res, await storedRowsJson(knex, query(knex)));
    const state = await reportsAsOf({ knex, eventStore: deps.eventStore, at: asOf });
    if (state.status === 'ready') {
      return sendRows(res, await readAsOf(knex, state.schema, (trx) => storedRowsJson(trx, query(trx))));
    }
    if (state.status === 'failed') throw new Error(`The report as of ${asOf} could not be built: ${state.error}`);
    if (state.status === 'queued') {
      // other builds hold this process's slots: nothing started, the client asks again after the pause
      res.setHeader('Retry-After', String(AS_OF_RETRY_AFTER_SECONDS));
      return void res.status(202).json({ queued: true });
    }
    res.status(202).json({ building: true, processed: state.processed, total: state.total });
  };

  /** The /reports screen's pickers: the organization's training levels and faculty (by position). */
  router.get('/api/reports/options', reads, requireRouteAccess('/reports'), async (req, res) => {
    res.json(await reportOptions(knex, authOf(req).organizationId));
  });

  router.get('/api/reports/training/trainee/:traineeId', reads, async (req, res) => {
    res.json(await traineeTrainings(req));
  });

  router.get('/api/reports/training/trainee/:traineeId/pdf', reads, async (req, res) => {
    const rows = await traineeTrainings(req);
    const name = rows[0]?.trainee.name ?? 'trainee';
    await sendPdf(knex, req, res, 'training-report', `Training report: ${name}`, [{ rows }]);
  });

  router.get('/api/reports/training/trainee/:traineeId/placements/pdf', reads, async (req, res) => {
    const raw = req.query['placement_ids[]'] ?? req.query.placement_ids;
    const parsed = customReportQuery.safeParse({
      report_type: req.query.report_type,
      placement_ids: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
    });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      throw new ValidationError(errors);
    }
    const { report_type: reportType, placement_ids: placementIds } = parsed.data;
    const sections: PdfSection[] =
      reportType === 'aggregate'
        ? [{ heading: `Placements: ${placementIds.length} selected`, rows: await traineeTrainings(req, { placementIds }) }]
        : await Promise.all(
            placementIds.map(async (placementId, index) => ({
              heading: `Placement ${index + 1}`,
              rows: await traineeTrainings(req, { placementIds: [placementId] }),
            })),
          );
    const name = sections[0]?.rows[0]?.trainee.name ?? 'trainee';
    await sendPdf(knex, req, res, `training-report-${reportType}`, `Custom training report (${reportType}): ${name}`, sections);
  });

  router.get('/api/reports/training/:trainingId', reads, async (req, res) => {
    res.json(await oneTraining(req));
  });

  router.get('/api/reports/training/:trainingId/pdf', reads, async (req, res) => {
    const row = await oneTraining(req);
    await sendPdf(knex, req, res, 'training-report', `Training report: ${row.trainee.name}`, [{ rows: [row] }]);
  });

  router.get('/api/reports/training-levels/:levelId', levelReads, async (req, res) => {
    await sendLevelRows(req, res, (await levelTrainings(req)).query);
  });

  router.get('/api/reports/training-levels/:levelId/faculty/:positionId', levelReads, async (req, res) => {
    const auth = authOf(req);
    const positionId = idParam(req, 'positionId');
    const { query } = await levelTrainings(req);
    // faculty read their own position's: another of the organization is 403, a position it does not have 404
    if (auth.role === 'faculty' && positionId !== auth.positionId)
      throw auth.organizationId && (await positionInOrganization(knex, auth.organizationId, positionId))
        ? new ForbiddenError()
        : new NotFoundError();
    await sendLevelRows(req, res, (db) =>
      query(db).where((w: Knex.QueryBuilder) =>
        w.where('tr.faculty_position_id', positionId).orWhereRaw('? = any(tr.assistant_position_ids)', [positionId]),
      ),
    );
  });

  return router;
}
