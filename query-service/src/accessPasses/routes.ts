// Access passes reads (issue 17; PASS-01 … 19): the passes (the organization's
// for coordinators, the trainee's own), the purchase options, the
// organization's codes and payments, and the admin's batches, codes and payments.
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  accessPassesReads,
  batchColumns,
  batchExportColumns,
  batchExportRecord,
  batchRecord,
  codeColumns,
  codeRecord,
  passColumns,
  passRecord,
  paymentColumns,
  paymentRecord,
  traineeAccessColumns,
  traineeAccessRecord,
  visibleBatchExports,
  visibleBatches,
  visibleCodes,
  visiblePasses,
  visiblePayments,
  visibleTraineeAccess,
  type AccessReader,
} from '@practicum/projections/accessPasses/readModel';
import { organizationsByIds } from '@practicum/projections/organizations/queries';
import {
  BAA,
  normalizeCode,
  ORGANIZATION_USER_LIMIT,
  PASS_PRICE_CENTS,
  passTypes,
  paymentTypes,
  type AccessPassOptions,
  type AccessPassRecord,
} from '@practicum/shared/domain/accessPasses/index';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { cardPaymentConfigFromEnv, type CardPaymentConfig } from '@practicum/shared/platform/payments/config';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';
import { batchExportRoutes, sendTraineeAccessReport } from './exports.js';

const NO_ORG = '00000000-0000-0000-0000-000000000000';
const readerOf = (req: Request): AccessReader => {
  const auth = authOf(req);
  return { userId: auth.userId, organizationId: auth.organizationId ?? NO_ORG, role: auth.role };
};
const uuidLike = /^[0-9a-f-]{36}$/i;

export function accessPassQueryRoutes(deps: { knex: Knex; cardPayment?: CardPaymentConfig | null }): Router {
  const router = Router();
  const reads = readsFrom(...accessPassesReads);
  const card = deps.cardPayment === undefined ? cardPaymentConfigFromEnv() : deps.cardPayment;
  router.use(['/api/access-passes', '/api/registration-codes', '/api/payments'], requireAuth);
  router.use(['/api/registration-codes', '/api/payments'], requireRouteAccess('/access-passes'));
  router.use(
    ['/api/admin/registration-code-batches', '/api/admin/registration-codes', '/api/admin/payments', '/api/admin/trainee-access-reports'],
    requireRole('admin'),
  );

  // PASS-10, PASS-11, PASS-18, PASS-19: what a purchase screen offers
  router.get('/api/access-passes/options', reads, async (req, res) => {
    const reader = readerOf(req);
    const organization = (await organizationsByIds(deps.knex, [reader.organizationId])).get(reader.organizationId);
    const options: AccessPassOptions = {
      price_cents: PASS_PRICE_CENTS,
      currency: 'usd',
      card_payment_available: card !== null,
      card_payment_public_key: card?.publishableKey ?? null,
      allow_trainee_code_purchase: organization?.organization_settings.allow_trainee_code_purchase === true,
      user_limit: ORGANIZATION_USER_LIMIT,
      pass_types: passTypes,
      payment_types: card ? paymentTypes : ['manual_invoice'],
    };
    res.json(options);
  });

  router.get('/api/access-passes', reads, async (req, res) => {
    const reader = readerOf(req);
    if (reader.role !== 'trainee' && reader.role !== 'coordinator' && reader.role !== 'admin') {
      res.setHeader('Content-Range', 'access-passes 0-0/0');
      res.json([]);
      return;
    }
    await sendList<AccessPassRecord & { created_at: Date }>(req, res, {
      resource: 'access-passes',
      query: () => visiblePasses(deps.knex, reader),
      columns: passColumns,
      searchColumns: ['u.name', 'c.code'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: passRecord,
    });
  });

  const codeList = (resource: string) => async (req: Request, res: Response) => {
    const reader = readerOf(req);
    await sendList<Record<string, unknown>>(req, res, {
      resource,
      query: () => visibleCodes(deps.knex, reader),
      columns: codeColumns,
      searchColumns: ['c.code', 'c.distributed_to', 'u.name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: codeRecord,
    });
  };
  router.get('/api/registration-codes', reads, codeList('registration-codes'));

  const paymentList = (resource: string) => async (req: Request, res: Response) => {
    const reader = readerOf(req);
    await sendList<Record<string, unknown>>(req, res, {
      resource,
      query: () => visiblePayments(deps.knex, reader),
      columns: paymentColumns,
      searchColumns: ['o.name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: paymentRecord,
    });
  };
  router.get('/api/payments', reads, paymentList('payments'));
  // PASS-20: a trainee's own purchases (an invoice waiting for payment shows on /access-pass)
  router.get('/api/access-passes/payments', requireRouteAccess('/access-pass'), reads, paymentList('payments'));
  // PASS-20: the business associate agreement a program accepts before buying codes
  // a fixed text: no read model behind it
  router.get('/api/access-passes/baa', requireRouteAccess('/access-passes'), readsFrom(), (_req, res) => {
    res.json({ version: BAA.version, title: BAA.title, text: BAA.text });
  });
  router.get('/api/admin/payments', reads, paymentList('payments'));

  // PASS-15, PASS-16: batches and one batch's codes
  router.get('/api/admin/registration-code-batches', reads, async (req, res) => {
    const reader = readerOf(req);
    await sendList<Record<string, unknown>>(req, res, {
      resource: 'registration-code-batches',
      query: () => visibleBatches(deps.knex, reader),
      columns: batchColumns,
      searchColumns: ['b.name', 'o.name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: batchRecord,
    });
  });
  router.get('/api/admin/registration-code-batches/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const row = uuidLike.test(id)
      ? ((await visibleBatches(deps.knex, readerOf(req)).where('b.id', id).first()) as Record<string, unknown> | undefined)
      : undefined;
    if (!row) throw new NotFoundError();
    const codes = (await visibleCodes(deps.knex, readerOf(req)).where('c.batch_id', id).orderBy('c.code')) as Record<string, unknown>[];
    res.json({ ...batchRecord(row), codes: codes.map(codeRecord) });
  });
  // PASS-16: the batch's past exports, newest first
  router.get('/api/admin/registration-code-batches/:id/exports', reads, async (req, res) => {
    const id = String(req.params.id);
    await sendList<Record<string, unknown>>(req, res, {
      resource: 'registration-code-batch-exports',
      query: () => visibleBatchExports(deps.knex, readerOf(req)).where('x.batch_id', uuidLike.test(id) ? id : NO_ORG),
      columns: batchExportColumns,
      searchColumns: ['u.name'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: batchExportRecord,
    });
  });
  router.use(batchExportRoutes({ knex: deps.knex, reads, readerOf }));

  // PASS-17: find a code (who redeemed it, when, which batch)
  router.get('/api/admin/registration-codes', reads, async (req, res) => {
    const given = typeof req.query.code === 'string' ? normalizeCode(req.query.code).slice(0, 40) : '';
    if (given) {
      const rows = (await visibleCodes(deps.knex, readerOf(req)).where('c.code', given)) as Record<string, unknown>[];
      res.setHeader('Content-Range', `registration-codes 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
      res.json(rows.map(codeRecord));
      return;
    }
    await codeList('registration-codes')(req, res);
  });

  // ADMIN-29: trainee access per organization, listed and as Excel (the same filters, every row)
  const traineeAccess = (req: Request) => ({
    resource: 'trainee-access-reports',
    query: () => visibleTraineeAccess(deps.knex, readerOf(req)),
    columns: traineeAccessColumns,
    searchColumns: ['u.name', 'u.email', 'o.name'],
    defaultSort: ['organization_name', 'ASC'] as [string, 'ASC' | 'DESC'],
    toRecord: traineeAccessRecord,
  });
  router.get('/api/admin/trainee-access-reports', reads, async (req, res) => {
    await sendList<Record<string, unknown>>(req, res, traineeAccess(req));
  });
  router.get('/api/admin/trainee-access-reports/export', reads, async (req, res) => {
    await sendTraineeAccessReport(req, res, traineeAccess(req));
  });
  return router;
}
