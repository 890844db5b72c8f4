// CSV imports of sites (SITES-06, SITES-21): an import is its own stream,
// `site_import-<id>`, that records what became of each row (created, already in
// the directory, or refused with the reasons) in batches, so its progress and
// results are read from the history like everything else. The rows themselves
// are ordinary site commands (one per row, each all in or all out).
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider, type DomainEvent, eventTypesOf } from '../decider.js';
import { siteMessages, type SiteActor } from './commands.js';

export const siteImportLimits = {
  /** 000 §9, 002 §9: CSV import up to 10 MB. */
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  filename: 255,
} as const;

export const siteImportMessages = {
  tooLarge: 'The file must not be greater than 10240 kilobytes.',
  fileRequired: 'The file field is required.',
  notCsv: 'The file must be a file of type: csv.',
  noRows: 'The file has no rows to import.',
  tooManyRows: `The file must not have more than ${siteImportLimits.maxRows} rows.`,
  unreadable: 'The file could not be read as CSV: %s',
  exists: 'Already in the directory: nothing was created.',
  unknownTags: "Not among the organization's tags: %s.",
} as const;

export type SiteImportRowStatus = 'created' | 'exists' | 'refused';

export interface SiteImportRowResult {
  /** The row's number in the file, the header being row 1. */
  row: number;
  name: string;
  status: SiteImportRowStatus;
  site_id: string | null;
  errors: Record<string, string[]> | null;
}

export type SiteImportStarted = DomainEvent<
  'SiteImportStarted',
  { importId: string; organizationId: string; filename: string; totalRows: number; startedBy: string | null }
>;
export type SiteImportRowsRecorded = DomainEvent<'SiteImportRowsRecorded', { importId: string; rows: SiteImportRowResult[] }>;
export type SiteImportFinished = DomainEvent<
  'SiteImportFinished',
  { importId: string; created: number; exists: number; refused: number; failure: string | null }
>;
export type SiteImportEvent = SiteImportStarted | SiteImportRowsRecorded | SiteImportFinished;
export const siteImportEventTypes = eventTypesOf<SiteImportEvent>()('SiteImportStarted', 'SiteImportRowsRecorded', 'SiteImportFinished');
export const siteImportStream = (importId: string): string => `site_import-${importId}`;

export type SiteImportCommand =
  | { type: 'StartSiteImport'; data: Omit<SiteImportStarted['data'], 'startedBy'> }
  | { type: 'RecordSiteImportRows'; data: { importId: string; rows: SiteImportRowResult[] } }
  | { type: 'FinishSiteImport'; data: { importId: string; failure: string | null } };

export type SiteImportState =
  | { status: 'none' }
  | { status: 'running' | 'finished'; organizationId: string; counts: Record<SiteImportRowStatus, number>; recordedRows: Set<number> };

export interface SiteImportContext extends CommandContext {
  actor: SiteActor | null;
}

const evolve = (state: SiteImportState, event: SiteImportEvent): SiteImportState => {
  switch (event.type) {
    case 'SiteImportStarted':
      return {
        status: 'running',
        organizationId: event.data.organizationId,
        counts: { created: 0, exists: 0, refused: 0 },
        recordedRows: new Set(),
      };
    case 'SiteImportRowsRecorded': {
      if (state.status === 'none') return state;
      const counts = { ...state.counts };
      const recordedRows = new Set(state.recordedRows);
      for (const row of event.data.rows) {
        counts[row.status] += 1;
        recordedRows.add(row.row);
      }
      return { ...state, counts, recordedRows };
    }
    case 'SiteImportFinished':
      return state.status === 'none' ? state : { ...state, status: 'finished' };
    default:
      return assertNever(event);
  }
};

function decide(command: SiteImportCommand, state: SiteImportState, context: SiteImportContext): SiteImportEvent[] {
  switch (command.type) {
    case 'StartSiteImport': {
      const { actor } = context;
      if (actor && actor.role !== 'coordinator') throw new ForbiddenError(siteMessages.coordinatorsOnly);
      if (actor && actor.organizationId !== command.data.organizationId) throw new ForbiddenError(siteMessages.coordinatorsOnly);
      if (state.status !== 'none') throw new ConflictError('This import has already started.');
      return [{ type: 'SiteImportStarted', data: { ...command.data, startedBy: actor?.userId ?? null } }];
    }
    case 'RecordSiteImportRows': {
      if (state.status === 'none') throw new NotFoundError();
      if (state.status === 'finished') throw new ConflictError('This import has finished.');
      // a retried batch records each row once
      const rows = command.data.rows.filter((row) => !state.recordedRows.has(row.row));
      return rows.length ? [{ type: 'SiteImportRowsRecorded', data: { importId: command.data.importId, rows } }] : [];
    }
    case 'FinishSiteImport':
      if (state.status === 'none') throw new NotFoundError();
      if (state.status === 'finished') return [];
      return [{ type: 'SiteImportFinished', data: { importId: command.data.importId, ...state.counts, failure: command.data.failure } }];
    default:
      return assertNever(command);
  }
}

export const siteImportDecider: Decider<SiteImportState, SiteImportCommand, SiteImportEvent, SiteImportContext> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

/** What GET /api/supervision-sites/imports/{id} answers: the progress bar and the counts. */
export interface SiteImportRecord {
  id: string;
  filename: string;
  status: 'running' | 'finished';
  total_rows: number;
  processed_rows: number;
  created: number;
  exists: number;
  refused: number;
  failure: string | null;
  started_at: string;
  finished_at: string | null;
  /** Each row's result, in file order (the refused ones with their reasons). */
  rows: SiteImportRowResult[];
}
