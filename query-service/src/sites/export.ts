// Export of the filtered directory (SITES-07): every column, every matching
// row (not a page), as CSV or XLSX (exceljs). Same visibility and filters as
// the list, so an export never shows a row or tag the list would not.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import {
  siteColumns,
  siteCustomFilters,
  siteRecord,
  siteSearchColumns,
  visibleSites,
  type SiteReader,
  type SiteRow,
} from '@practicum/projections/sites/readModel';
import type { SiteRecord } from '@practicum/shared/domain/sites/index';
import { ValidationError } from '@practicum/shared/platform/errors';
import { csvCell } from '../http/csv.js';
import { runFiltered, parseListParams } from '../http/simpleRest.js';
import { sendWorkbook } from '../http/xlsx.js';

/** Column header → value, in the order of the import's columns. */
const columns: [string, (site: SiteRecord) => string | number | boolean | null][] = [
  ['name', (s) => s.name],
  ['department', (s) => s.department],
  ['address', (s) => s.address],
  ['city', (s) => s.city],
  ['state', (s) => s.state],
  ['county', (s) => s.county],
  ['country', (s) => s.country],
  ['postal_code', (s) => s.postal_code],
  ['office_phone', (s) => s.office_phone],
  ['website', (s) => s.website],
  ['contact_name', (s) => s.contact_name],
  ['contact_email', (s) => s.contact_email],
  ['supervisors', (s) => s.supervisors.map((p) => p.name).join('; ')],
  ['tags', (s) => s.tags.map((t) => t.name).join('; ')],
  ['status', (s) => s.status_label],
  ['published', (s) => s.published],
  ['expiration_date', (s) => s.expiration_date],
  ['accepting_trainees', (s) => s.accepting_trainees],
  ['latitude', (s) => s.latitude],
  ['longitude', (s) => s.longitude],
  ['created_by', (s) => s.created_by_name],
  ['id', (s) => s.id],
];

export async function sendSiteExport(knex: Knex, reader: SiteReader, req: Request, res: Response): Promise<void> {
  const format = req.query.format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw new ValidationError({ format: ['The selected format is invalid.'] });
  const { sort, filter } = parseListParams(req, { columns: siteColumns, defaultSort: ['name', 'ASC'] });
  const query = visibleSites(knex, reader);
  const spec = { columns: siteColumns, searchColumns: siteSearchColumns, customFilters: siteCustomFilters(reader) };
  const rows = await runFiltered(
    query,
    filter,
    spec,
    async () => (await query.orderBy(siteColumns[sort[0]]!, sort[1].toLowerCase() as 'asc' | 'desc').orderBy('s.id')) as SiteRow[],
  );
  const sites = rows.map(siteRecord);
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'csv') {
    const lines = [
      columns.map(([name]) => name).join(','),
      ...sites.map((site) => columns.map(([, value]) => csvCell(value(site))).join(',')),
    ];
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="sites-${stamp}.csv"`);
    res.send(`\uFEFF${lines.join('\r\n')}\r\n`);
    return;
  }
  await sendWorkbook(
    res,
    `sites-${stamp}`,
    'Sites',
    columns.map(([header, value]) => ({ header, value })),
    sites,
  );
}
