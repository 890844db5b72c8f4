// A record's history (issue 20): GET /api/history/{stream} lists its events with who, as whom,
// from where and what changed; GET /api/history/{stream}/as-of?at= folds it up to a moment;
// GET /api/history/{stream}/access says whether the reader may read it (the History tab asks). All read the history read model, never the event store; who may read a record's history is
// the read model's rule, by the stream's read scope (shared/src/domain/history/scope.ts).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  historyReads,
  organizationWordsOf,
  streamAccess,
  streamOrganization,
  streamEventsUpTo,
  streamHistory,
  type HistoryReader,
  type StreamAccess,
} from '@practicum/projections/history/readModel';
import {
  foldOf,
  foldStep,
  isUuid,
  stateFields,
  type HistoryAccessRecord,
  type HistoryAsOfRecord,
} from '@practicum/shared/domain/history/index';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { isoInstant } from '@practicum/shared/domain/bounds';
import { readsFrom } from '../http/readsFrom.js';
import { parseListParams } from '../http/simpleRest.js';

const STREAM = /^[\w.@:-]{3,200}$/;
/** A history is in the order of its events, the one sort it has. */
const HISTORY_ORDER = { columns: { revision: 'h.revision' }, defaultSort: ['revision', 'ASC'] as [string, 'ASC'] };

export const historyReaderOf = (req: Request): HistoryReader => {
  const auth = authOf(req);
  return { userId: auth.userId, organizationId: auth.organizationId ?? null, role: auth.role };
};

async function readableStream(knex: Knex, req: Request): Promise<{ stream: string; access: StreamAccess }> {
  const stream = String(req.params.stream);
  const access = STREAM.test(stream) ? await streamAccess(knex, historyReaderOf(req), stream) : null;
  // a stream nobody may read and a stream that does not exist answer alike
  if (!access) throw new NotFoundError();
  return { stream, access };
}

const recordParam = (req: Request): string | undefined => {
  const record = req.query.record;
  if (record === undefined || record === '') return undefined;
  if (typeof record !== 'string' || !isUuid(record)) throw new ValidationError({ record: ['The selected record is invalid.'] });
  return record;
};

const asOfQuery = z.object({
  at: isoInstant('The at field must be a date and time.'),
});

export function historyRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...historyReads);

  // without a range, every event (as before); with `range=[start,end]`, that slice (the screen reads pages)
  router.get('/api/history/:stream', reads, async (req, res) => {
    const { stream, access } = await readableStream(deps.knex, req);
    const range = req.query.range === undefined ? undefined : parseListParams(req, HISTORY_ORDER).range;
    res.json(await streamHistory(deps.knex, stream, historyReaderOf(req), access, recordParam(req), range));
  });

  // whether the reader may read the record's history, by the same rule as the reads above: the History tab asks
  // rather than guessing from the role (a stream that does not exist reads as false, as it would 404)
  router.get('/api/history/:stream/access', reads, async (req, res) => {
    const stream = String(req.params.stream);
    const access = STREAM.test(stream) ? await streamAccess(deps.knex, historyReaderOf(req), stream) : null;
    const body: HistoryAccessRecord = { stream, can_read_history: access !== null };
    res.json(body);
  });

  router.get('/api/history/:stream/as-of', reads, async (req, res) => {
    const parsed = asOfQuery.safeParse({ at: req.query.at });
    if (!parsed.success) throw new ValidationError({ at: ['The at field must be a date and time.'] });
    const record = recordParam(req);
    const { stream, access } = await readableStream(deps.knex, req);
    const at = new Date(parsed.data.at).toISOString();
    const fold = foldOf(stream);
    const events = await streamEventsUpTo(deps.knex, stream, at, access);
    const state = fold ? events.reduce((s, e) => foldStep(fold, s, e), fold.initialState()) : null;
    const last = events.at(-1);
    const fields = state === null ? [] : stateFields(state).filter((f) => !record || f.record_id === record);
    // a person's record reads in the reader's organization's words (its events there are the reader's), another record in its own
    const organization = access.events === 'organization' ? access.organizationId : await streamOrganization(deps.knex, stream);
    const body: HistoryAsOfRecord = {
      id: stream,
      stream,
      at,
      organization_words: await organizationWordsOf(deps.knex, organization),
      revision: last ? Number(last.revision) : null,
      occurred_at: last ? last.occurred_at.toISOString() : null,
      fields,
    };
    res.json(body);
  });

  return router;
}
