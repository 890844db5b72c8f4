// Liability insurance reads (INS-01 … 06, 12): the documents (filter
// trainee_id) in the list protocol with their labels and covered trainings, one
// document, and a trainee's dashboard status (INS-04, DASH-18).
import { Router, type Request } from 'express';
import {
  insuranceColumns,
  insuranceReads,
  insuranceRecord,
  visibleInsurance,
  type InsuranceReader,
  type InsuranceRow,
} from '@practicum/projections/insurance/readModel';
import { insuranceStatus } from '@practicum/shared/domain/insurance/index';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { listRoute } from '../http/listRoute.js';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { oneOr404 } from '../http/oneOr404.js';

const readerOf = (req: Request): InsuranceReader => {
  const auth = authOf(req);
  return { userId: auth.userId, organizationId: auth.organizationId ?? '00000000-0000-0000-0000-000000000000', role: auth.role };
};
const uuidLike = /^[0-9a-f-]{36}$/i;

export function insuranceQueryRoutes(deps: ReaderDays & { storage: FileStorage }): Router {
  const router = Router();
  const reads = readsFrom(...insuranceReads);
  router.use('/api/insurance-documents', requireAuth);

  listRoute<InsuranceRow>(router, '/api/insurance-documents', reads, async (req) => {
    const url = fileUrlFor(req, deps.storage);
    const day = await readerToday(deps, req);
    return {
      query: () => visibleInsurance(deps.knex, readerOf(req)),
      columns: insuranceColumns,
      searchColumns: ['d.filename'],
      defaultSort: ['expiration_date', 'DESC'],
      toRecord: (row) => ({ ...insuranceRecord(row, day, url(row.upload_uuid)) }),
    };
  });

  router.get('/api/insurance-documents/status', reads, async (req, res) => {
    const reader = readerOf(req);
    const traineeId =
      typeof req.query.trainee_id === 'string' && uuidLike.test(req.query.trainee_id) ? req.query.trainee_id : reader.userId;
    const rows = (await visibleInsurance(deps.knex, reader).where('d.trainee_id', traineeId)) as InsuranceRow[];
    const status = insuranceStatus(
      rows.map((r) => ({ effectiveDate: r.effective_date, expirationDate: r.expiration_date })),
      await readerToday(deps, req),
    );
    res.json({ trainee_id: traineeId, status });
  });

  router.get('/api/insurance-documents/:id', reads, async (req, res) => {
    const row = await oneOr404<InsuranceRow>(req.params.id, (id) => visibleInsurance(deps.knex, readerOf(req)).where('d.id', id));
    res.json(insuranceRecord(row, await readerToday(deps, req), fileUrlFor(req, deps.storage)(row.upload_uuid)));
  });

  return router;
}
