// The audit trail (issue 20 item 3): every recorded event across the organization,
// newest first, filtered by actor, acting-as, type, record, dates and full text on
// record names; admins read every organization, coordinators their own (in SQL).
// GET /api/audit is the list protocol; GET /api/audit/export.csv streams every
// matching row in pages of the index order (not capped at a page).
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  changesText,
  historyReads,
  historyEvents,
  historyRecord,
  withPeople,
  organizationTrail,
  type HistoryReader,
  type HistoryRow,
} from '@practicum/projections/history/readModel';
import { AUDIT_EXACT_TOTAL_UP_TO } from '@practicum/shared/domain/history/records';
import { describeEventType } from '@practicum/shared/domain/history/describe';
import { formatDateTime, zoneLabel, type Zone } from '@practicum/shared/format';
import { readerZone } from '../http/readerZone.js';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { csvCell } from '../http/csv.js';
import { readsFrom } from '../http/readsFrom.js';
import { MAX_SEARCH_TERMS, runFiltered, parseListParams, searchTerms, sendList } from '../http/simpleRest.js';
import { historyReaderOf } from './historyRoutes.js';

const columns: Record<string, string> = {
  id: 'h.event_id',
  occurred_at: 'h.occurred_at',
  type: 'h.type',
  stream: 'h.stream',
  actor_id: 'h.actor_id',
  impersonator_id: 'h.impersonator_id',
  record_name: 'h.record_name',
};

/** The organization's word in history_events.search (weight D), as the history projector's column writes it. */
const organizationSearchToken = (organizationId: string) => `'o${organizationId.replace(/-/g, '').toLowerCase()}':D`;

/**
 * q: every term must prefix a word of the record's name or the event type (weight A of the tsvector column). A
 * reader of one organization also names it in the query, so the index answers only that organization's matches
 * (the organization_id condition stays the rule; this is how it is found fast).
 */
function trailFilters(reader: HistoryReader): Record<string, (qb: Knex.QueryBuilder, value: unknown) => void> {
  return {
    q: (qb, value) => {
      const terms = searchTerms(String(value))
        .map((term) => term.replace(/[^\p{L}\p{N}_@.-]/gu, ''))
        .filter(Boolean)
        .slice(0, MAX_SEARCH_TERMS)
        .map((term) => `'${term}':*A`);
      if (terms.length === 0) return;
      if (reader.role !== 'admin' && reader.organizationId) terms.push(organizationSearchToken(reader.organizationId));
      qb.whereRaw(`h.search @@ to_tsquery('simple', ?)`, [terms.join(' & ')]);
    },
  };
}

/**
 * The trail a reader may see (events alone, names joined per page): admins every organization's; coordinators and
 * auditors their own organization's records and its people's events, not the records read by their parties alone
 * (tasks, live sessions, their files) nor private ones (organizationTrail).
 */
function visibleTrail(knex: Knex, reader: HistoryReader): Knex.QueryBuilder {
  const query = historyEvents(knex);
  return reader.role === 'admin' ? query : organizationTrail(query, reader.organizationId);
}

const EXPORT_PAGE = 2000;
/** The columns, `when` and the changes' instants in the reader's zone, which the header names ("when (America/Chicago)"). */
const exportColumns = (zone: Zone): [string, (row: HistoryRow) => string | number | null][] => [
  ['occurred_at', (r) => r.occurred_at.toISOString()],
  [`when (${zoneLabel(zone)})`, (r) => formatDateTime(r.occurred_at, zone)],
  ['actor', (r) => historyRecord(r).actor_label],
  ['type', (r) => r.type],
  ['record', (r) => r.record_name],
  ['stream', (r) => r.stream],
  ['revision', (r) => Number(r.revision)],
  ['changes', (r) => changesText(r.changes, zone, r.organization_words)],
  ['ip', (r) => r.ip],
  ['user_agent', (r) => r.user_agent],
  ['event_id', (r) => r.event_id],
];

/** Every matching row, newest first, a page at a time after the last row sent (keyset), waiting when the client is slow. */
async function streamTrailCsv(knex: Knex, req: Request, res: Response): Promise<void> {
  const { filter } = parseListParams(req, { columns, defaultSort: ['occurred_at', 'DESC'] });
  const reader = historyReaderOf(req);
  const base = visibleTrail(knex, reader);
  const pageAfter = (after: HistoryRow | undefined): Promise<HistoryRow[]> => {
    const page = withPeople(base.clone()).orderBy([
      { column: 'h.occurred_at', order: 'desc' },
      { column: 'h.event_id', order: 'desc' },
    ]);
    if (after) page.whereRaw('(h.occurred_at, h.event_id) < (?, ?)', [after.occurred_at, after.event_id]);
    return page.limit(EXPORT_PAGE) as Promise<HistoryRow[]>;
  };
  // the first page is read before the headers: a filter the database refuses still answers 422, not a cut download
  let rows = await runFiltered(base, filter, { columns, searchColumns: [], customFilters: trailFilters(reader) }, () =>
    pageAfter(undefined),
  );
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="audit-trail-${new Date().toISOString().slice(0, 10)}.csv"`);
  const csvColumns = exportColumns(await readerZone(knex, req));
  res.write(`\uFEFF${csvColumns.map(([name]) => name).join(',')}\r\n`);
  while (rows.length > 0 && !res.destroyed) {
    const chunk = rows.map((row) => csvColumns.map(([, value]) => csvCell(value(row))).join(',')).join('\r\n');
    if (!res.write(`${chunk}\r\n`)) await new Promise((resolve) => res.once('drain', resolve));
    if (rows.length < EXPORT_PAGE) break;
    rows = await pageAfter(rows.at(-1));
  }
  res.end();
}

export function auditRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...historyReads);
  router.use('/api/audit', requireRouteAccess('/audit'));

  router.get('/api/audit', reads, async (req, res) => {
    const reader = historyReaderOf(req);
    await sendList<HistoryRow>(req, res, {
      resource: 'audit',
      query: () => visibleTrail(deps.knex, reader),
      page: withPeople,
      columns,
      searchColumns: [],
      customFilters: trailFilters(reader),
      defaultSort: ['occurred_at', 'DESC'],
      // millions of events: counted exactly up to 1,000, estimated past it (docs/decisions.md)
      countCap: AUDIT_EXACT_TOTAL_UP_TO,
      idFollowsSort: true,
      toRecord: (row) => ({ ...historyRecord(row) }),
    });
  });

  router.get('/api/audit/export.csv', reads, (req, res) => streamTrailCsv(deps.knex, req, res));

  // the trail's event-type filter picks from the types the reader's trail holds, each in words: a skip scan of the type
  // index, one probe per type, however long the trail; a probe of an organization's trail keeps to the list's scope,
  // so no organization learns what another one does
  router.get('/api/audit/types', reads, async (req, res) => {
    const reader = historyReaderOf(req);
    const probe = (after: Knex.Raw | null) => {
      const query = visibleTrail(deps.knex, reader).select('h.type').orderBy('h.type').limit(1);
      return after ? query.where('h.type', '>', after) : query;
    };
    const { rows } = await deps.knex.raw<{ rows: { type: string }[] }>(
      `WITH RECURSIVE t AS (
         ? UNION ALL SELECT ? FROM t WHERE t.type IS NOT NULL
       ) SELECT type FROM t WHERE type IS NOT NULL`,
      [probe(null), probe(deps.knex.raw('t.type'))],
    );
    res.json(rows.map(({ type }) => ({ id: type, name: describeEventType(type) })).sort((a, b) => a.name.localeCompare(b.name)));
  });

  return router;
}
