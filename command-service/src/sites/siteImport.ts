// CSV import of sites (SITES-06, issue 13 §3): the file is counted first (a
// refusal writes nothing), the import's stream records its start, then each row
// becomes one ordinary create command (name reservation and site, all in or all
// out) while the results are recorded in batches the progress bar reads.
// The same file imported twice creates nothing new: every row's name and
// department are already reserved, so each row reads "already in the directory".
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse, type Options } from 'csv-parse';
import type pg from 'pg';
import {
  createSiteSchema,
  siteImportDecider,
  siteImportLimits,
  siteImportMessages,
  siteImportStream,
  siteInputOfRow,
  siteMessages,
  siteTagDecider,
  siteTagStream,
  type SiteImportCommand,
  type SiteImportRowResult,
} from '@practicum/shared/domain/sites/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { sitesReadModel } from '@practicum/projections/sites/readModel';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import { AppError, ValidationError } from '@practicum/shared/platform/errors';
import type { Logger } from '@practicum/shared/platform/logging';
import { siteCommands, type SiteOrigin } from './siteCommands.js';

/** Rows decided at once: enough to keep the event store busy, few enough to keep row order readable. */
const CONCURRENT_ROWS = 8;
/** Results are recorded every this many rows, or sooner when this much time has passed. */
const BATCH_ROWS = 250;
const BATCH_MS = 400;

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
  const record = (command: SiteImportCommand) =>
    deps.pipeline.handle(siteImportDecider, siteImportStream(importId), command, origin, (base) => ({ ...base, actor: who.actor }));
  const started = await record({
    type: 'StartSiteImport',
    data: { importId, organizationId, filename: file.filename.slice(0, siteImportLimits.filename), totalRows },
  });
  const done = runSiteImport(deps, file.buffer, { importId, organizationId, who: { actor: who.actor, origin }, record }).catch(
    (error: unknown) => {
      deps.logger?.error({ err: error, importId }, 'site import failed');
      return record({
        type: 'FinishSiteImport',
        data: { importId, failure: 'The import stopped on an error; the rows listed were done.' },
      });
    },
  );
  return { importId, totalRows, started, done };
}

async function runSiteImport(
  deps: SiteImportDeps,
  file: Buffer,
  run: {
    importId: string;
    organizationId: string;
    who: SiteOrigin;
    record: (command: SiteImportCommand) => Promise<unknown>;
  },
) {
  const { importId, organizationId, who, record } = run;
  const sites = siteCommands(deps.pipeline);
  const tags = await organizationTags(deps.pipeline, deps.pool, organizationId);

  let batch: SiteImportRowResult[] = [];
  let lastFlush = Date.now();
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    lastFlush = Date.now();
    await record({ type: 'RecordSiteImportRows', data: { importId, rows } });
  };

  const importRow = async (row: number, raw: Record<string, string>): Promise<SiteImportRowResult> => {
    const name = (raw.name ?? '').slice(0, 150);
    const mapped = siteInputOfRow(raw, tags);
    if ('errors' in mapped) return { row, name, status: 'refused', site_id: null, errors: mapped.errors };
    try {
      const input = parseInput(createSiteSchema, mapped.input);
      const siteId = randomUUID();
      await sites.create(organizationId, input, who, siteId, { referencesKnown: true });
      return { row, name, status: 'created', site_id: siteId, errors: null };
    } catch (error) {
      if (error instanceof ValidationError && error.errors.name?.includes(siteMessages.duplicate))
        return { row, name, status: 'exists', site_id: null, errors: { name: [siteImportMessages.exists] } };
      if (!(error instanceof AppError)) throw error;
      return { row, name, status: 'refused', site_id: null, errors: errorsOf(error) };
    }
  };

  const running = new Set<Promise<void>>();
  let row = 1; // the header is row 1
  for await (const raw of rowsOf(file)) {
    row += 1;
    const task: Promise<void> = importRow(row, raw).then((result) => {
      batch.push(result);
      running.delete(task);
    });
    running.add(task);
    if (running.size >= CONCURRENT_ROWS) await Promise.race(running);
    if (batch.length >= BATCH_ROWS || Date.now() - lastFlush >= BATCH_MS) await flush();
  }
  await Promise.all(running);
  await flush();
  await record({ type: 'FinishSiteImport', data: { importId, failure: null } });
}
