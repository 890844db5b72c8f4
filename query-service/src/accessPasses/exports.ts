// ADMIN-29: trainee access as an Excel sheet; PASS-16: a batch's codes as printable cards (PDF, one code per card, eight a
// page) or as an Excel sheet (code, status, who redeemed it and when).
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Knex } from 'knex';
import {
  batchRecord,
  codeRecord,
  traineeAccessRecord,
  visibleBatches,
  visibleCodes,
  type AccessReader,
} from '@practicum/projections/accessPasses/readModel';
import type { RegistrationCodeRecord, TraineeAccessRecord } from '@practicum/shared/domain/accessPasses/index';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { renderPdf, sendPdfFile } from '../http/pdf.js';
import { runFiltered, parseListParams, type ListSpec } from '../http/simpleRest.js';
import { sendWorkbook, type SheetColumn } from '../http/xlsx.js';
import { readerZone } from '../http/readerZone.js';
import { formatZonedDateTime, type Zone } from '@practicum/shared/format';

const display = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
const uuidLike = /^[0-9a-f-]{36}$/i;

function drawCards(doc: PDFKit.PDFDocument, batchName: string, organization: string, codes: RegistrationCodeRecord[]) {
  const width = (doc.page.width - 100 - 20) / 2;
  const height = 150;
  codes.forEach((code, i) => {
    const slot = i % 8;
    if (i > 0 && slot === 0) doc.addPage();
    const x = 50 + (slot % 2) * (width + 20);
    const y = 50 + Math.floor(slot / 2) * (height + 14);
    doc.roundedRect(x, y, width, height, 8).dash(4, { space: 3 }).stroke().undash();
    doc
      .fontSize(10)
      .fillColor('#555')
      .text(organization, x + 14, y + 14, { width: width - 28 });
    doc.fontSize(9).text(batchName, x + 14, y + 30, { width: width - 28 });
    doc
      .fontSize(22)
      .fillColor('#000')
      .text(display(code.code), x + 14, y + 62, { width: width - 28, align: 'center' });
    doc
      .fontSize(8)
      .fillColor('#555')
      .text('Sign in to Practicum and redeem this code under Access pass.', x + 14, y + 110, { width: width - 28 });
  });
}

/** The codes' sheet, a redemption's time in the reader's zone (named with it). */
const codeSheet = (zone: Zone): SheetColumn<RegistrationCodeRecord>[] => [
  { header: 'Code', width: 16, value: (c) => display(c.code) },
  { header: 'Organization', width: 28, value: (c) => c.organization_name },
  { header: 'Batch', width: 28, value: (c) => c.batch_name },
  { header: 'Sent to', width: 30, value: (c) => c.distributed_to },
  { header: 'Redeemed by', width: 24, value: (c) => c.redeemed_by_name },
  { header: 'Redeemed at', width: 32, value: (c) => (c.redeemed_at ? formatZonedDateTime(c.redeemed_at, zone) : null) },
];

export function batchExportRoutes(deps: { knex: Knex; reads: RequestHandler; readerOf: (req: Request) => AccessReader }): Router {
  const router = Router();
  router.get('/api/admin/registration-code-batches/:id/export', deps.reads, async (req, res) => {
    const format = req.query.format;
    if (format !== 'pdf' && format !== 'xlsx') throw new ValidationError({ format: ['The selected format is invalid.'] });
    const id = String(req.params.id);
    const reader = deps.readerOf(req);
    const row = uuidLike.test(id)
      ? ((await visibleBatches(deps.knex, reader).where('b.id', id).first()) as Record<string, unknown> | undefined)
      : undefined;
    if (!row) throw new NotFoundError();
    const batch = batchRecord(row);
    const codes = ((await visibleCodes(deps.knex, reader).where('c.batch_id', id).orderBy('c.code')) as Record<string, unknown>[]).map(
      codeRecord,
    );
    const fileName = `registration-codes-${batch.name}`;
    if (format === 'pdf') {
      sendPdfFile(res, fileName, await renderPdf(batch.name, (doc) => drawCards(doc, batch.name, batch.organization_name, codes)));
      return;
    }
    await sendWorkbook(res, fileName, 'Codes', codeSheet(await readerZone(deps.knex, req)), codes);
  });
  return router;
}

const traineeAccessSheet: SheetColumn<TraineeAccessRecord>[] = [
  { header: 'Organization', width: 30, value: (r) => r.organization_name },
  { header: 'Trainee', width: 26, value: (r) => r.user_name },
  { header: 'Email', width: 32, value: (r) => r.email },
  { header: 'Access', width: 10, value: (r) => (r.access === 'limited' ? 'Limited' : 'Full') },
  { header: 'Access until', width: 14, value: (r) => (r.expired ? null : r.expires_on) },
  { header: 'Expired on', width: 14, value: (r) => (r.expired ? r.expires_on : null) },
];

/** ADMIN-29: every row the list would show with these filters (not a page), as Excel. */
export async function sendTraineeAccessReport(req: Request, res: Response, spec: ListSpec<Record<string, unknown>>): Promise<void> {
  if ((req.query.format ?? 'xlsx') !== 'xlsx') throw new ValidationError({ format: ['The selected format is invalid.'] });
  const { sort, filter } = parseListParams(req, spec);
  const query = spec.query();
  const rows = await runFiltered(
    query,
    filter,
    spec,
    async () =>
      (await query.orderBy(spec.columns[sort[0]]!, sort[1].toLowerCase() as 'asc' | 'desc').orderBy('ap.position_id')) as Record<
        string,
        unknown
      >[],
  );
  const stamp = new Date().toISOString().slice(0, 10);
  await sendWorkbook(res, `trainee-access-${stamp}`, 'Trainee access', traineeAccessSheet, rows.map(traineeAccessRecord));
}
