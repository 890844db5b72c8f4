// Form and submission reads (issue 14 §8): forms in the list protocol (the
// organization's and the shared ones; only managers see unpublished ones),
// one form with its current version's questions, submissions each viewer may
// see (scoped in SQL), one submission with the questions of the version it
// answered, and a user's evaluations (TRAIN-56).
import { sitesReadModel } from '@practicum/projections/sites/readModel';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { ConflictError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import {
  formVersionContent,
  formsReadModel,
  formsVisibleTo,
  submissionsVisibleTo,
  type FormRow,
  type FormViewer,
  type SubmissionRow,
} from '@practicum/projections/forms/readModel';
import { trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { whereTimeClass } from '@practicum/projections/trainings/queries';
import { overviewTrainings, type OverviewTrainings } from '@practicum/shared/domain/forms/model';
import { timezoneZones } from '@practicum/shared/domain/identity/account';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { placementsReadModel } from '@practicum/projections/placements/readModel';
import { readsFrom } from '../http/readsFrom.js';
import { listRoute } from '../http/listRoute.js';
import { sendList } from '../http/simpleRest.js';
import { oneOr404 } from '../trainings/scope.js';
import { sendPdfFile } from '../http/pdf.js';
import { formDetailsRecord, formListRecord, submissionRecord } from './records.js';
import { submissionPdf } from './submissionPdf.js';
import { readerToday, readerZone, type ReaderDays } from '../http/readerZone.js';
import { optionalQueryId, TRAINING_INVALID } from '../http/queryIds.js';
import { organizationWordsOf } from '@practicum/projections/organizations/queries';

export const viewerOf = (req: Request): FormViewer => {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role ?? 'guest', organizationId: auth.organizationId };
};

const formColumns = {
  id: 'f.id',
  name: 'f.name',
  type: 'f.type',
  published: 'f.published',
  active: 'f.active',
  is_multiway: 'f.is_multiway',
  assessment_category: 'f.assessment_category',
  updated_at: 'f.updated_at',
  created_at: 'f.created_at',
};
const submissionColumns = {
  id: 's.id',
  form_id: 's.form_id',
  form: 's.form_name',
  form_type: 's.form_type',
  status: 's.status',
  state: 's.state',
  submitter_id: 's.submitter_id',
  target_id: 's.target_id',
  placement_id: 's.placement_id',
  submitted_at: 's.submitted_at',
  updated_at: 's.updated_at',
  submitter: 'su.name',
  target: 'tu.name',
};

/** A person the viewer's organization has or had as a member (any user, for the platform admin). */
async function knownPerson(knex: Knex, userId: string, viewer: { role: string | null; organizationId: string | null }): Promise<boolean> {
  const { users, positions, removed_positions: removed } = usersReadModel.tables;
  if (viewer.role === 'admin') return Boolean(await knex(users).where({ id: userId }).first('id'));
  const member = (table: string) =>
    knex(table)
      .where({ user_id: userId, organization_id: viewer.organizationId ?? null })
      .select('user_id');
  const row = await knex.first<{ known: boolean }>(knex.raw('exists (? union all ?) as known', [member(positions), member(removed)]));
  return row.known;
}

/**
 * Submissions of a training of that time class: the training of the submission's placement; without one, the
 * assessed person's (else the submitter's) training in the organization whose dates (calendar days, as text) hold the
 * day it was started in that trainee's time zone.
 */
function whereOfTrainings(knex: Knex, qb: Knex.QueryBuilder, time: Exclude<OverviewTrainings, 'all'>, today: string): void {
  qb.whereExists(
    whereTimeClass(
      knex({ t: trainingsReadModel.tables.trainings })
        .select(knex.raw('1'))
        .whereRaw('t.organization_id = s.organization_id')
        .where((of) =>
          of
            .whereRaw('t.id = sp.training_id')
            // the day it was started where the trainee is (their profile's zone, else UTC), as the trainee's today
            // is everywhere (the activity log's); the training's dates are the trainee's calendar days
            .orWhereRaw(
              `s.placement_id IS NULL AND t.trainee_id = coalesce(s.target_id, s.submitter_id)
               AND (s.created_at AT TIME ZONE coalesce((SELECT z.timezone FROM ${usersReadModel.tables.users} z WHERE z.id = t.trainee_id AND z.timezone = ANY(?)), 'UTC'))::date::text
                   BETWEEN t.start_at AND t.end_at`,
              [timezoneZones],
            ),
        ),
      time,
      today,
    ),
  );
}

export function formQueryRoutes(deps: ReaderDays): Router {
  const router = Router();
  const reads = readsFrom(formsReadModel, usersReadModel, placementsReadModel, sitesReadModel, trainingsReadModel);

  listRoute<FormRow>(router, '/api/forms', reads, (req) => ({
    query: () => formsVisibleTo(deps.knex, viewerOf(req)),
    columns: formColumns,
    searchColumns: ['f.name'],
    customFilters: {
      // TASKS-29: the forms a role may submit (the task modal's Evaluation tab)
      submitter_role: (qb, value) => void qb.whereRaw('? = ANY(f.submitter_roles)', [String(value)]),
    },
    defaultSort: ['name', 'ASC'],
    toRecord: formListRecord,
  }));

  router.get('/api/forms/:id', reads, async (req, res) => {
    const row = await oneOr404<FormRow>(req.params.id, (id) => formsVisibleTo(deps.knex, viewerOf(req)).where('f.id', id));
    const content = (await formVersionContent(deps.knex, row.id, row.version)) as { sections?: unknown[] } | null;
    res.json(formDetailsRecord(row, content));
  });

  router.get('/api/submitted-forms', reads, async (req, res) => {
    const viewer = viewerOf(req);
    const today = await readerToday(deps, req);
    return sendList<SubmissionRow>(req, res, {
      resource: 'submitted-forms',
      query: () => submissionsVisibleTo(deps.knex, viewer),
      columns: submissionColumns,
      searchColumns: ['s.form_name', 'su.name', 'tu.name'],
      customFilters: {
        mine: (qb, value) => void (value ? qb.where('s.submitter_id', viewer.userId) : qb),
        about: (qb, value) => void (value ? qb.where('s.target_id', viewer.userId) : qb),
        training: (qb, value) => {
          if (value === 'all') return;
          if (!overviewTrainings.includes(value as OverviewTrainings))
            throw new ValidationError({ 'filter.training': ['The selected training is invalid.'] });
          whereOfTrainings(deps.knex, qb, value as Exclude<OverviewTrainings, 'all'>, today);
        },
      },
      defaultSort: ['updated_at', 'DESC'],
      toRecord: (row) => submissionRecord(row, viewer),
    });
  });

  router.get('/api/submitted-forms/:id', reads, async (req, res) => {
    const viewer = viewerOf(req);
    const row = await oneOr404<SubmissionRow>(req.params.id, (id) => submissionsVisibleTo(deps.knex, viewer).where('s.id', id));
    const content = (await formVersionContent(deps.knex, row.form_id, row.form_version)) as Record<string, unknown> | null;
    res.json({
      ...submissionRecord(row, viewer),
      answers: row.answers,
      intro: content?.intro ?? '',
      instructions: content?.instructions ?? '',
      sections: content?.sections ?? [],
    });
  });

  // Issue 14 §3: the signed record as a PDF, for whoever may read the submission; a draft has nothing signed yet.
  router.get('/api/submitted-forms/:id/pdf', reads, async (req, res) => {
    const row = await oneOr404<SubmissionRow>(req.params.id, (id) => submissionsVisibleTo(deps.knex, viewerOf(req)).where('s.id', id));
    if (row.state !== 'complete') throw new ConflictError('This form has not been submitted yet.');
    const content = (await formVersionContent(deps.knex, row.form_id, row.form_version)) as {
      sections?: Parameters<typeof submissionPdf>[1];
    } | null;
    sendPdfFile(
      res,
      `${row.form_name}-${row.id.slice(0, 8)}`,
      await submissionPdf(row, content?.sections ?? [], {
        zone: await readerZone(deps.knex, req),
        words: await organizationWordsOf(deps.knex, row.organization_id),
      }),
    );
  });

  // TRAIN-56: what a user submitted and what was submitted about them (complete ones), by training when given; a person
  // the reader's organization never had answers 404, not an empty page.
  router.get(
    '/api/evaluations/user/:id',
    readsFrom(formsReadModel, usersReadModel, trainingsReadModel, placementsReadModel),
    async (req, res) => {
      const viewer = viewerOf(req);
      const userId = String(req.params.id);
      if (!/^[0-9a-f-]{36}$/i.test(userId) || !(await knownPerson(deps.knex, userId, viewer))) throw new NotFoundError();
      const trainingId = optionalQueryId(req.query, 'training_id', TRAINING_INVALID) ?? null;
      const training = trainingId
        ? await deps
            .knex(trainingsReadModel.tables.trainings)
            .where({ id: trainingId, trainee_id: userId })
            // the training's dates are its organization's staff's to know (an admin's: any) and its trainee's: another
            // organization, or another trainee, finds nothing
            .modify((qb) => (viewer.role === 'admin' ? qb : qb.where({ organization_id: viewer.organizationId ?? null })))
            .modify((qb) => (viewer.role === 'trainee' ? qb.where({ trainee_id: viewer.userId }) : qb))
            .first<{ id: string; start_at: string; end_at: string } | undefined>('id', 'start_at', 'end_at')
        : null;
      if (trainingId && !training) throw new NotFoundError();
      const rows = (await submissionsVisibleTo(deps.knex, viewer)
        .where('s.state', 'complete')
        .where((w) => w.where('s.submitter_id', userId).orWhere('s.target_id', userId))
        .modify((qb) => {
          if (training) qb.whereRaw('s.submitted_at::date BETWEEN ?::date AND ?::date', [training.start_at, training.end_at]);
        })
        .orderBy('s.submitted_at', 'desc')) as SubmissionRow[];
      const item = (row: SubmissionRow) => ({
        id: row.id,
        form_id: row.form_id,
        form: row.form_name,
        submitted_at: row.submitted_at,
        submitter: row.submitter_name ?? '',
        target: row.target_name,
        status: row.status,
      });
      res.json({
        training,
        submitted_forms_by: rows.filter((r) => r.submitter_id === userId).map(item),
        submitted_forms_for: rows.filter((r) => r.target_id === userId && r.submitter_id !== userId).map(item),
      });
    },
  );

  return router;
}
