// CSV import of sites (SITES-06, issue 13 §3): the file is counted first (a
// refusal writes nothing), the import's stream records its start, then the rows
// go in batches: each row is decided like an ordinary create (name reservation
// and site), and a batch's reservations, sites and row results are appended in
// ONE transaction (EventStore.appendToStreams), so a row is all in or all out and
// the import's stream knows exactly which rows are done. A batch that meets a
// concurrent writer (a name taken meanwhile) is redone row by row through the pipeline.
// The same file imported twice creates nothing new: every row's name and
// department are already reserved, so each row reads "already in the directory".
// Resumable: the file is kept (site_import_files) until the import finishes; an
// import whose runner stopped (a crash, a restart) is claimed again by the resume
// sweep and goes on after the last recorded row.
import { adapterOf } from '@practicum/shared/platform/personalData/personalDataEventStore';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import type pg from 'pg';
import {
  createSiteSchema,
  siteImportDecider,
  siteImportLimits,
  siteImportMessages,
  siteDecider,
  siteImportStream,
  siteInputOfRow,
  siteMessages,
  siteNameDecider,
  siteNameStream,
  siteStream,
  type SiteCommand,
  type SiteEvent,
  type SiteNameEvent,
  siteTagDecider,
  siteTagStream,
  type SiteImportCommand,
  type SiteImportRowResult,
} from '@practicum/shared/domain/sites/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { sitesReadModel } from '@practicum/projections/sites/readModel';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/postgres/postgresEventStore';
import { WrongExpectedVersionError, type StreamAppend } from '@practicum/shared/platform/eventstore/types';
import { AppError, mergeFieldErrors, ValidationError, type FieldErrors } from '@practicum/shared/platform/errors';
import type { Logger } from '@practicum/shared/platform/logging';
import { siteLocator } from './geocode.js';
import { siteCommands, type SiteOrigin } from './siteCommands.js';

/** Rows per transaction: big enough to make the commit cheap per row, small enough for a moving progress bar. */
const BATCH_ROWS = 200;
/** Rows decided at once on the row-by-row path (a batch that met a concurrent writer, or a store without batches). */
const CONCURRENT_ROWS = 8;
/** A runner refreshes its claim every batch; a claim this old is a stopped runner's, and the sweep takes it over. */
const CLAIM_STALE_SECONDS = 60;

export const siteImportFilesTableSql = `
CREATE TABLE IF NOT EXISTS site_import_files (
  import_id uuid PRIMARY KEY,
  organization_id uuid NOT NULL,
  content bytea NOT NULL,
  who jsonb NOT NULL,
  claimed_by text,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

const csvOptions: Options = {
  columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
  bom: true,
  skip_empty_lines: true,
  trim: true,
  relax_column_count: true,
};

const rowsOf = (file: Buffer) => Readable.from([file]).pipe(parse(csvOptions)) as AsyncIterable<Record<string, string>>;

/** Counts the data rows, refusing an unreadable or oversized file before anything is written. */
export async function countImportRows(file: Buffer): Promise<number> {
  let rows = 0;
  try {
    for await (const _row of rowsOf(file)) {
      rows += 1;
      if (rows > siteImportLimits.maxRows) throw new ValidationError({ file: [siteImportMessages.tooManyRows] });
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError({ file: [siteImportMessages.unreadable.replace('%s', error instanceof Error ? error.message : 'unknown')] });
  }
  if (rows === 0) throw new ValidationError({ file: [siteImportMessages.noRows] });
  return rows;
}

/** The organization's tags by lower-cased name, each checked on its own stream. */
async function organizationTags(pipeline: CommandPipeline, pool: pg.Pool, organizationId: string): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ id: string; name: string }>(
    `SELECT id, name FROM ${sitesReadModel.tables.site_tags} WHERE organization_id = $1`,
    [organizationId],
  );
  const tags = new Map<string, string>();
  for (const row of rows) {
    const { state } = await pipeline.load(siteTagDecider, siteTagStream(row.id));
    if (state.status === 'active' && state.tag.organizationId === organizationId) tags.set(state.tag.name.toLowerCase(), row.id);
  }
  return tags;
}

const errorsOf = (error: unknown): Record<string, string[]> =>
  error instanceof ValidationError ? error.errors : { _: [error instanceof AppError ? error.message : 'The row could not be imported.'] };

export interface SiteImportDeps {
  pipeline: CommandPipeline;
  pool: pg.Pool;
  logger?: Logger;
}

/** This process's name on the claims it holds. */
const RUNNER = `${process.pid}-${randomUUID()}`;

/** Each row's site id is made from the import and the row, so a resumed import knows its own rows. */
export function importRowSiteId(importId: string, row: number): string {
  const hex = createHash('sha256').update(`${importId}:${row}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Starts an import of `file` for the actor's organization and runs it in the background.
 * Answers once the start is recorded: the caller reads progress at GET /api/supervision-sites/imports/{id}.
 */
export async function startSiteImport(deps: SiteImportDeps, file: { filename: string; buffer: Buffer }, who: SiteOrigin) {
  const organizationId = who.actor?.organizationId ?? '';
  const totalRows = await countImportRows(file.buffer);
  const importId = randomUUID();
  // the rows' commands carry the request's metadata (who, where from, one correlation id), not the request itself;
  // each is timed when it is decided
  const { occurredAt: _startedAt, ...requestMetadata } = deps.pipeline.metadataOf(who.origin);
  const origin: Origin = { system: requestMetadata };
  const runner: ImportRunner = { importId, organizationId, who: { actor: who.actor, origin } };
  await deps.pool.query(
    'INSERT INTO site_import_files (import_id, organization_id, content, who, claimed_by, claimed_at) VALUES ($1, $2, $3, $4, $5, now())',
    [importId, organizationId, file.buffer, JSON.stringify(runner.who), RUNNER],
  );
  const started = await recorder(
    deps,
    runner,
  )({
    type: 'StartSiteImport',
    data: { importId, organizationId, filename: file.filename.slice(0, siteImportLimits.filename), totalRows },
  });
  const done = runToEnd(deps, file.buffer, runner);
  return { importId, totalRows, started, done };
}

interface ImportRunner {
  importId: string;
  organizationId: string;
  who: SiteOrigin;
}

const recorder = (deps: SiteImportDeps, run: ImportRunner) => (command: SiteImportCommand) =>
  deps.pipeline.handle(siteImportDecider, siteImportStream(run.importId), command, run.who.origin, (base) => ({
    ...base,
    actor: run.who.actor,
  }));

async function runToEnd(deps: SiteImportDeps, file: Buffer, run: ImportRunner) {
  const record = recorder(deps, run);
  try {
    await runSiteImport(deps, file, run);
    await record({ type: 'FinishSiteImport', data: { importId: run.importId, failure: null } });
    await deps.pool.query('DELETE FROM site_import_files WHERE import_id = $1', [run.importId]);
  } catch (error) {
    // the file stays: the resume sweep takes the import over once this runner's claim is stale
    deps.logger?.error({ err: error, importId: run.importId }, 'site import stopped; it resumes later');
  }
}

/**
 * The resume sweep (issue 13 §3): every import whose file is still kept and whose claim is stale
 * (its runner stopped) is claimed by this process and runs on from its last recorded row. An import
 * that fails the same way again is finished with the failure once its file is more than a day old.
 */
export async function resumeSiteImports(deps: SiteImportDeps): Promise<string[]> {
  const { rows } = await deps.pool.query<{ import_id: string; organization_id: string; content: Buffer; who: SiteOrigin; old: boolean }>(
    `UPDATE site_import_files SET claimed_by = $1, claimed_at = now()
      WHERE claimed_at IS NULL OR claimed_at < now() - make_interval(secs => $2)
      RETURNING import_id, organization_id, content, who, created_at < now() - interval '1 day' AS old`,
    [RUNNER, CLAIM_STALE_SECONDS],
  );
  const resumed: string[] = [];
  for (const row of rows) {
    const run: ImportRunner = { importId: row.import_id, organizationId: row.organization_id, who: row.who };
    const { state } = await deps.pipeline.load(siteImportDecider, siteImportStream(run.importId));
    if (state.status !== 'running' || row.old) {
      if (state.status === 'running')
        await recorder(
          deps,
          run,
        )({
          type: 'FinishSiteImport',
          data: { importId: run.importId, failure: 'The import stopped on an error; the rows listed were done.' },
        });
      await deps.pool.query('DELETE FROM site_import_files WHERE import_id = $1', [run.importId]);
      continue;
    }
    resumed.push(run.importId);
    void runToEnd(deps, row.content, run);
  }
  return resumed;
}

/** Sweeps for stopped imports at start and then every `everyMs`. */
export function startSiteImportResume(deps: SiteImportDeps, everyMs = 30_000): { stop(): Promise<void> } {
  const sweep = () =>
    resumeSiteImports(deps).catch((error: unknown) => deps.logger?.error({ err: error }, 'site import resume sweep failed'));
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return Promise.resolve();
    },
  };
}

type Decided =
  // refused before the store is asked; a row refused for its tags alone also names its name's stream, so that a name
  // already taken is told with the tags
  | { kind: 'result'; result: SiteImportRowResult; nameStream?: string }
  | {
      kind: 'create';
      row: number;
      name: string;
      siteId: string;
      input: CreateSiteInput;
      nameStream: string;
      reserve: SiteNameEvent[];
      site: SiteEvent[];
    };
type CreateSiteInput = ReturnType<typeof createSiteSchema.parse>;

async function runSiteImport(deps: SiteImportDeps, file: Buffer, run: ImportRunner) {
  const { importId, organizationId, who } = run;
  const { pipeline } = deps;
  const sites = siteCommands(pipeline);
  const tags = await organizationTags(pipeline, deps.pool, organizationId);
  const locate = await siteLocator();
  const loaded = await pipeline.load(siteImportDecider, siteImportStream(importId));
  let importState = loaded.state;
  let importRevision = loaded.revision;
  if (importState.status !== 'running') return;
  const done = new Set(importState.recordedRows);
  // sites' events carry no personal fields: the batched path writes them through the adapter itself
  const store = adapterOf(pipeline.eventStore);
  const batched = typeof store.appendToStreams === 'function' && store instanceof PostgresEventStore;

  const siteContext = () => ({ now: pipeline.clock().toISOString(), userId: who.actor?.userId ?? null, actor: who.actor });

  /** A row as far as it can be decided without the store: refused, or the events that would create it. */
  const decideRow = (row: number, raw: Record<string, string>): Decided => {
    const name = (raw.name ?? '').slice(0, 150);
    const { input: rowInput, tagErrors } = siteInputOfRow(raw, tags);
    const refused = (errors: FieldErrors): Decided => ({ kind: 'result', result: { row, name, status: 'refused', site_id: null, errors } });
    try {
      const parsed = parseInput(createSiteSchema, rowInput);
      const { status, published, ...input } = parsed;
      const details = locate(input);
      const siteId = importRowSiteId(importId, row);
      const command: SiteCommand = {
        type: 'CreateSite',
        data: { siteId, organizationId, details, ...(status ? { status } : {}), ...(published !== undefined ? { published } : {}) },
      };
      const site = siteDecider.decide(command, siteDecider.initialState(), siteContext());
      const reserve: SiteNameEvent[] = [
        { type: 'SiteNameReserved', data: { siteId, organizationId, name: details.name, department: details.department } },
      ];
      const nameStream = siteNameStream(organizationId, details.name, details.department);
      // the row's other fields passed: its unknown tags alone refuse it (and its name, if taken: the caller asks)
      if (tagErrors) return { ...refused(tagErrors), nameStream };
      return { kind: 'create', row, name, siteId, input: parsed, nameStream, reserve, site };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // everything wrong with the row at once: its tags beside what the form's rules refused
      return refused(mergeFieldErrors(tagErrors, errorsOf(error)));
    }
  };

  /** A row refused for its tags, told also that its name is taken when it is. */
  const nameTaken = (result: SiteImportRowResult): SiteImportRowResult => ({
    ...result,
    errors: mergeFieldErrors(result.errors ?? undefined, { name: [siteImportMessages.exists] }),
  });

  /** The row-by-row path: the pipeline's create (its own reservation and site appends). */
  const importRowAlone = async (row: number, raw: Record<string, string>): Promise<SiteImportRowResult> => {
    const decided = decideRow(row, raw);
    if (decided.kind === 'result') {
      if (!decided.nameStream) return decided.result;
      const { state } = await pipeline.load(siteNameDecider, decided.nameStream);
      return state.holder ? nameTaken(decided.result) : decided.result;
    }
    try {
      await sites.create(organizationId, decided.input, who, decided.siteId, { referencesKnown: true });
      return { row, name: decided.name, status: 'created', site_id: decided.siteId, errors: null };
    } catch (error) {
      if (error instanceof ValidationError && error.errors.name?.includes(siteMessages.duplicate)) {
        const { state } = await pipeline.load(siteNameDecider, decided.nameStream);
        if (state.holder === decided.siteId) return { row, name: decided.name, status: 'created', site_id: decided.siteId, errors: null };
        return { row, name: decided.name, status: 'exists', site_id: null, errors: { name: [siteImportMessages.exists] } };
      }
      if (!(error instanceof AppError)) throw error;
      return { row, name: decided.name, status: 'refused', site_id: null, errors: errorsOf(error) };
    }
  };

  const recordRows = async (rows: SiteImportRowResult[]) => {
    if (rows.length === 0) return;
    const result = await recorder(deps, run)({ type: 'RecordSiteImportRows', data: { importId, rows } });
    importState = result.state;
    importRevision = result.revision;
  };

  const rowByRow = async (batch: { row: number; raw: Record<string, string> }[]) => {
    const results: SiteImportRowResult[] = [];
    for (let i = 0; i < batch.length; i += CONCURRENT_ROWS)
      results.push(...(await Promise.all(batch.slice(i, i + CONCURRENT_ROWS).map(({ row, raw }) => importRowAlone(row, raw)))));
    await recordRows(results.sort((a, b) => a.row - b.row));
  };

  /** One transaction: the batch's reservations, sites and row results, all or nothing. */
  const inOneTransaction = async (batch: { row: number; raw: Record<string, string> }[]): Promise<boolean> => {
    const decided = batch.map(({ row, raw }) => decideRow(row, raw));
    const named = decided.flatMap((d) => (d.nameStream ? [d.nameStream] : []));
    const holders = await nameHolders(store as PostgresEventStore, [...new Set(named)]);
    const results: SiteImportRowResult[] = [];
    const appends: StreamAppend[] = [];
    const metadata = pipeline.metadataOf(who.origin);
    const toAppend = (events: { type: string; data: object }[]) =>
      events.map((event) => ({ type: event.type, data: event.data as Record<string, unknown>, metadata }));
    const claimed = new Set<string>();
    for (const d of decided) {
      if (d.kind === 'result') {
        const taken = d.nameStream && (holders.get(d.nameStream)?.holder || claimed.has(d.nameStream));
        results.push(taken ? nameTaken(d.result) : d.result);
        continue;
      }
      const holder = holders.get(d.nameStream);
      if (holder?.holder === d.siteId) {
        results.push({ row: d.row, name: d.name, status: 'created', site_id: d.siteId, errors: null });
      } else if ((holder && holder.holder !== null) || claimed.has(d.nameStream)) {
        results.push({ row: d.row, name: d.name, status: 'exists', site_id: null, errors: { name: [siteImportMessages.exists] } });
      } else {
        claimed.add(d.nameStream);
        appends.push({ streamId: d.nameStream, events: toAppend(d.reserve), expectedRevision: holder?.revision ?? 'no_stream' });
        appends.push({ streamId: siteStream(d.siteId), events: toAppend(d.site), expectedRevision: 'no_stream' });
        results.push({ row: d.row, name: d.name, status: 'created', site_id: d.siteId, errors: null });
      }
    }
    const recorded = siteImportDecider.decide({ type: 'RecordSiteImportRows', data: { importId, rows: results } }, importState, {
      ...siteContext(),
    });
    if (recorded.length > 0)
      appends.push({ streamId: siteImportStream(importId), events: toAppend(recorded), expectedRevision: importRevision ?? 'no_stream' });
    try {
      const appended = await store.appendToStreams!(appends);
      importState = recorded.reduce(siteImportDecider.evolve, importState);
      if (recorded.length > 0) importRevision = appended.at(-1)!.nextExpectedRevision;
      return true;
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
  };

  let batch: { row: number; raw: Record<string, string> }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    // the claim is refreshed while the batch is decided and written: one round trip less per batch
    const [, written] = await Promise.all([
      deps.pool.query('UPDATE site_import_files SET claimed_at = now(), claimed_by = $2 WHERE import_id = $1', [importId, RUNNER]),
      batched && inOneTransaction(rows),
    ]);
    if (written) return;
    // a concurrent writer took a name or moved the import's stream: re-read it and go row by row
    const reloaded = await pipeline.load(siteImportDecider, siteImportStream(importId));
    importState = reloaded.state;
    importRevision = reloaded.revision;
    const left =
      importState.status === 'none'
        ? rows
        : rows.filter(({ row }) => !(importState as { recordedRows: Set<number> }).recordedRows.has(row));
    await rowByRow(left);
  };

  let row = 1; // the header is row 1
  for await (const raw of rowsOf(file)) {
    row += 1;
    if (done.has(row)) continue;
    batch.push({ row, raw });
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
}

/** The holders of the name reservations, read in one query (the batch path runs on PostgreSQL only). */
async function nameHolders(
  store: PostgresEventStore,
  streams: string[],
): Promise<Map<string, { holder: string | null; revision: bigint }>> {
  const holders = new Map<string, { holder: string | null; revision: bigint }>();
  if (streams.length === 0) return holders;
  const { rows } = await store.pool.query<{ stream_id: string; type: string; data: SiteNameEvent['data']; revision: string }>(
    'SELECT stream_id, type, data, revision FROM es_events WHERE stream_id = ANY($1) ORDER BY stream_id, revision',
    [streams],
  );
  for (const r of rows) {
    const before = holders.get(r.stream_id)?.holder ?? null;
    const state = siteNameDecider.evolve({ holder: before }, { type: r.type, data: r.data } as SiteNameEvent);
    holders.set(r.stream_id, { holder: state.holder, revision: BigInt(r.revision) });
  }
  return holders;
}
