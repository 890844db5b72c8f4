// The ra-data-simple-rest list protocol: ?sort=["field","ASC"]&range=[0,24]&filter={...},
// a JSON array body and Content-Range: <resource> <start>-<end>/<total>.
// Filters: q (search terms, comma or space separated, every term must match one
// search column), <field>_gte / <field>_lte, arrays meaning IN, scalars equality.
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { ValidationError } from '@practicum/shared/platform/errors';
import { assertSafeText } from '@practicum/shared/platform/http/unsafeInput';
import { isPostgresDataException } from '@practicum/shared/platform/http/errors';
import type { Answer } from './keptAnswers.js';

export interface ListSpec<Row> {
  /** Name in Content-Range. */
  resource: string;
  /** Base query (already scoped to the caller's tenant and visibility). */
  query: () => Knex.QueryBuilder;
  /**
   * What only the page reads (joined names), added to the filtered query for the page but not for the count:
   * left joins in a count keep Postgres from answering it from an index alone.
   */
  page?: (filtered: Knex.QueryBuilder) => Knex.QueryBuilder;
  /** API field → SQL column, for sort and filters. */
  columns: Record<string, string>;
  searchColumns: string[];
  /** Filters that are not a column comparison (e.g. a time class), applied by their own function. */
  customFilters?: Record<string, (qb: Knex.QueryBuilder, value: unknown) => void>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** The record the API answers for a row (a shared record type, declared in shared/src/domain/<area>). */
  toRecord: (row: Row) => object;
  /**
   * The total comes with the page (a window count) instead of from a second query: one statement and one pooled
   * connection per request. Only for plain queries (no DISTINCT or GROUP BY, where the window would count
   * something else); a page past the end still asks the count.
   */
  countWithPage?: boolean;
  /**
   * Lists that grow without bound (the audit trail): the total is exact up to this many rows and, past it, the
   * planner's estimate of the filtered rows (never less than the cap + 1), so a count never walks millions of rows.
   * Not with countWithPage, whose window counts every row.
   */
  countCap?: number;
  /** The id tie-breaker follows the sort's direction, so (sort column, id) is one index walk either way. */
  idFollowsSort?: boolean;
}

const TOTAL = '__list_total';

/** One ORDER BY term, as knex's orderBy takes a list of them. */
type OrderBy = { column: string; order: 'asc' | 'desc' };

const MAX_PAGE = 10_000;
/** Beyond this offset a list is being probed, not paged (and Postgres' bigint offset is never reached). */
const MAX_OFFSET = 1_000_000;

function parseJsonParam(req: Request, name: string): unknown {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    if (typeof raw !== 'string') throw new Error('repeated parameter');
    parsed = JSON.parse(raw) as unknown;
  } catch {
    throw new ValidationError({ [name]: [`The ${name} parameter must be JSON.`] });
  }
  assertSafeText(parsed, name);
  return parsed;
}

export interface ListParams {
  sort: [string, 'ASC' | 'DESC'];
  range: [number, number];
  filter: Record<string, unknown>;
}

export function parseListParams(req: Request, spec: Pick<ListSpec<unknown>, 'columns' | 'defaultSort'>): ListParams {
  const sortParam = parseJsonParam(req, 'sort') ?? spec.defaultSort;
  const rangeParam = parseJsonParam(req, 'range') ?? [0, 9];
  const filterParam = parseJsonParam(req, 'filter') ?? {};
  const errors: Record<string, string[]> = {};
  let sort = spec.defaultSort;
  if (Array.isArray(sortParam) && typeof sortParam[0] === 'string' && spec.columns[sortParam[0]]) {
    const order = String(sortParam[1] ?? 'ASC').toUpperCase();
    sort = [sortParam[0], order === 'DESC' ? 'DESC' : 'ASC'];
  } else errors.sort = ['The sort field is invalid.'];
  let range: [number, number] = [0, 9];
  const [start, end] = Array.isArray(rangeParam) && rangeParam.length === 2 ? (rangeParam as unknown[]) : [];
  if (
    typeof start === 'number' &&
    typeof end === 'number' &&
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    start >= 0 &&
    start <= MAX_OFFSET &&
    end >= start
  ) {
    range = [start, Math.min(end, start + MAX_PAGE - 1)];
  } else errors.range = [`The range must be [start, end] with 0 <= start <= end and start <= ${MAX_OFFSET}.`];
  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam))
    errors.filter = ['The filter must be an object.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { sort, range, filter: filterParam as Record<string, unknown> };
}

export const searchTerms = (q: string): string[] =>
  q
    .split(/[\s,]+/)
    .map((term) => term.trim())
    .filter(Boolean);

/** Words a list search takes (the audit trail's search keeps as many). */
export const MAX_SEARCH_TERMS = 10;
const tooManySearchWords = `The search may have at most ${MAX_SEARCH_TERMS} words.`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const MAX_FILTER_ITEMS = 1000;
const MAX_FILTER_TEXT = 1000;
const isScalar = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= MAX_FILTER_TEXT);

/** A column filter compares with a scalar, or (equality only) with a bounded list of them. */
const isFilterValue = (value: unknown, listAllowed: boolean): boolean =>
  isScalar(value) || (listAllowed && Array.isArray(value) && value.length <= MAX_FILTER_ITEMS && value.every(isScalar));

export function applyFilters(
  qb: Knex.QueryBuilder,
  filter: Record<string, unknown>,
  spec: Pick<ListSpec<unknown>, 'columns' | 'searchColumns' | 'customFilters'>,
) {
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    const custom = spec.customFilters?.[key];
    if (custom) {
      custom(qb, value);
      continue;
    }
    if (key === 'q') {
      const terms = searchTerms(typeof value === 'string' ? value : JSON.stringify(value));
      // each term is one more OR of every search column for Postgres to plan and run: thousands of them (a long
      // query string) kept a list busy for seconds
      if (terms.length > MAX_SEARCH_TERMS) {
        errors['filter.q'] = [tooManySearchWords];
        continue;
      }
      for (const term of terms) {
        qb.where((w) => {
          for (const column of spec.searchColumns) w.orWhereRaw(`${column}::text ILIKE ?`, [`%${escapeLike(term)}%`]);
        });
      }
      continue;
    }
    if (!isFilterValue(value, !/_(gte|lte)$/.test(key))) {
      errors[`filter.${key}`] = [`The ${key} filter is invalid.`];
      continue;
    }
    const range = /^(.*)_(gte|lte)$/.exec(key);
    const field = range ? range[1]! : key;
    const column = spec.columns[field];
    if (!column) {
      errors[`filter.${key}`] = [`Unknown filter ${key}.`];
      continue;
    }
    if (range) qb.where(column, range[2] === 'gte' ? '>=' : '<=', value as Knex.Value);
    else if (Array.isArray(value)) qb.whereIn(column, value as Knex.Value[]);
    else if (value === null) qb.whereNull(column);
    else qb.where(column, value as Knex.Value);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

type FilterSpec = Pick<ListSpec<unknown>, 'columns' | 'searchColumns' | 'customFilters'>;

/**
 * Applies a list's filters to `query`, then runs its reads (`run`); when the database refuses a filter's value for its
 * column (a uuid column asked for 'abc', a date of the year 0, a number past a bigint: SQLSTATE class 22), answers 422
 * naming each filter whose value it refuses, found by counting the unfiltered query with that filter alone. Only on
 * that error: a list whose filters fit pays nothing.
 */
export async function runFiltered<T>(
  query: Knex.QueryBuilder,
  filter: Record<string, unknown>,
  spec: FilterSpec,
  run: () => Promise<T>,
): Promise<T> {
  const unfiltered = query.clone();
  applyFilters(query, filter, spec);
  try {
    return await run();
  } catch (error) {
    if (!isPostgresDataException(error)) throw error;
    const errors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(filter)) {
      const alone = unfiltered.clone();
      applyFilters(alone, { [key]: value }, spec);
      try {
        await alone.clearSelect().clearOrder().count({ count: '*' });
      } catch (refused) {
        if (!isPostgresDataException(refused)) throw refused;
        errors[`filter.${key}`] = [`The ${key} filter is invalid.`];
      }
    }
    if (Object.keys(errors).length === 0) throw error;
    throw new ValidationError(errors);
  }
}

const LIST_PROTOCOL_PARAMS = new Set(['sort', 'range', 'filter', 'page', 'per_page', 'search']);
const positiveInt = (raw: unknown, max: number): number | null => {
  if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
};

/**
 * The spec's data-table "API mode" (001 §7, SPINE-54): ?page=&per_page=&search= plus the list's own filters as
 * plain parameters, answered as { data, pagination: { total, current_page, per_page, last_page } }. Null when
 * the request uses the ra-data-simple-rest parameters instead.
 */
export function parsePagedParams(
  req: Request,
  spec: Pick<ListSpec<unknown>, 'columns' | 'defaultSort'>,
): (ListParams & { page: number; perPage: number }) | null {
  if (req.query.page === undefined && req.query.per_page === undefined) return null;
  const errors: Record<string, string[]> = {};
  const page = req.query.page === undefined ? 1 : positiveInt(req.query.page, MAX_OFFSET);
  const perPage = req.query.per_page === undefined ? 10 : positiveInt(req.query.per_page, MAX_PAGE);
  if (page === null) errors.page = ['The page must be a whole number from 1.'];
  if (perPage === null) errors.per_page = [`The per page must be a whole number from 1 to ${MAX_PAGE}.`];
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (LIST_PROTOCOL_PARAMS.has(key)) continue;
    if (typeof value !== 'string') errors[key] = [`The ${key} parameter is invalid.`];
    else filter[key] = value;
  }
  const search = req.query.search;
  if (search !== undefined) {
    if (typeof search !== 'string') errors.search = ['The search parameter is invalid.'];
    // named here as the caller sent it, not as the filter (q) it becomes
    else if (searchTerms(search).length > MAX_SEARCH_TERMS) errors.search = [tooManySearchWords];
    else filter.q = search;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  assertSafeText(filter, 'search');
  const start = (page! - 1) * perPage!;
  if (start > MAX_OFFSET) throw new ValidationError({ page: ['The page is too far.'] });
  return { sort: spec.defaultSort, range: [start, start + perPage! - 1], filter, page: page!, perPage: perPage! };
}

/** The planner's estimate of how many rows a query returns (EXPLAIN, nothing run). */
async function estimatedRows(query: Knex.QueryBuilder): Promise<number> {
  // the query as a binding: knex places it with its own bindings, whatever raw SQL it holds
  const explained = (await query.client.raw('EXPLAIN (FORMAT JSON) ?', [query])) as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return explained.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/**
 * Totals past a cap are the planner's estimates, shown as "about N": each is kept for ESTIMATE_KEPT_MS under its
 * count statement (text and values, per database client), so a list read again and again (the audit trail's
 * pages) sends its page alone, not the page, the capped count and an EXPLAIN. Exact totals are never kept. A
 * filter whose rows fell under the cap meanwhile still reads "about N" until its estimate is dropped.
 */
const ESTIMATE_KEPT_MS = 10_000;
const MAX_KEPT_ESTIMATES = 1000;
const keptEstimates = new WeakMap<object, LRUCache<string, number>>();

function keptEstimatesOf(client: object): LRUCache<string, number> {
  let kept = keptEstimates.get(client);
  if (!kept) keptEstimates.set(client, (kept = new LRUCache<string, number>({ max: MAX_KEPT_ESTIMATES, ttl: ESTIMATE_KEPT_MS })));
  return kept;
}

/**
 * count(*) of the filtered rows, or with a cap: exact up to it, the planner's estimate past it. The capped rows
 * are taken in the page's order: the plan then walks the index the page walks and stops at the cap, where an
 * unordered LIMIT let the planner build a bitmap of every match first (a common word of the audit trail's
 * full-text search: 143,000 rows of 2 million, 168 ms, against 16 ms in order).
 */
async function countRows(filtered: Knex.QueryBuilder, cap: number | undefined, order: readonly OrderBy[]): Promise<number> {
  const rows = filtered.clone().clearSelect().clearOrder();
  if (cap === undefined) return Number((await rows.count<{ count: string }[]>({ count: '*' }))[0]?.count ?? 0);
  const ones = rows.select(filtered.client.raw('1'));
  const capped = filtered.client
    .queryBuilder()
    .count<{ count: string }[]>({ count: '*' })
    .from(
      ones
        .clone()
        .orderBy([...order])
        .limit(cap + 1)
        .as('capped'),
    );
  const kept = keptEstimatesOf(filtered.client);
  const { sql, bindings } = capped.toSQL();
  const key = `${sql}\u0000${JSON.stringify(bindings)}`;
  const keptTotal = kept.get(key);
  if (keptTotal !== undefined) return keptTotal;
  const exact = Number((await capped)[0]?.count ?? 0);
  if (exact <= cap) return exact;
  const estimate = Math.max(cap + 1, Math.round(await estimatedRows(ones)));
  kept.set(key, estimate);
  return estimate;
}

/** The list's answer: the page's records (or the API mode's envelope) and the Content-Range header. */
export async function listAnswer<Row>(req: Request, spec: ListSpec<Row>): Promise<Answer> {
  const paged = parsePagedParams(req, spec);
  const { sort, range, filter } = paged ?? parseListParams(req, spec);
  const filtered = spec.query();
  return runFiltered(filtered, filter, spec, () => listPage(spec, filtered, { sort, range }, paged));
}

async function listPage<Row>(
  spec: ListSpec<Row>,
  filtered: Knex.QueryBuilder,
  { sort, range }: Pick<ListParams, 'sort' | 'range'>,
  paged: { page: number; perPage: number } | null,
): Promise<Answer> {
  const direction = sort[1].toLowerCase() as 'asc' | 'desc';
  const order: OrderBy[] = [
    { column: spec.columns[sort[0]]!, order: direction },
    { column: spec.columns.id ?? 'id', order: spec.idFollowsSort ? direction : 'asc' },
  ];
  const pageQuery = (spec.page ? spec.page(filtered.clone()) : filtered.clone())
    .orderBy(order)
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  let rows: Row[];
  let total: number;
  if (spec.countWithPage) {
    const counted = (await pageQuery.select(filtered.client.raw(`count(*) OVER () AS ${TOTAL}`))) as (Row & { [TOTAL]: string })[];
    rows = counted.map(({ [TOTAL]: _total, ...row }) => row as Row);
    total = counted.length ? Number(counted[0]![TOTAL]) : await countRows(filtered, spec.countCap, order);
  } else {
    [rows, total] = await Promise.all([pageQuery as Promise<Row[]>, countRows(filtered, spec.countCap, order)]);
  }
  const end = rows.length ? range[0] + rows.length - 1 : range[0];
  const contentRange = `${spec.resource} ${range[0]}-${end}/${total}`;
  const records = rows.map(spec.toRecord);
  const body = paged
    ? {
        data: records,
        pagination: { total, current_page: paged.page, per_page: paged.perPage, last_page: Math.max(1, Math.ceil(total / paged.perPage)) },
      }
    : records;
  return { contentRange, body: JSON.stringify(body) };
}

export async function sendList<Row>(req: Request, res: Response, spec: ListSpec<Row>): Promise<void> {
  const { contentRange, body } = await listAnswer(req, spec);
  res.setHeader('Content-Range', contentRange!);
  res.type('application/json').send(body);
}
