// History of every record (issue 20): one row per recorded event of $all with its
// envelope and the field changes computed here, at projection time, by folding the
// event's stream with its area's own evolve (shared/src/domain/history/folds.ts).
// Each record stream's state is kept in history_streams, so an event costs one
// fold step, not a replay; the state also says whose record it is (organizations,
// owners) for the read rule and its name for search.
import {
  diffFields,
  foldOf,
  foldStep,
  joinNameParts,
  recordNameOf,
  personEventOrganization,
  recordNameParts,
  referencedStreams,
  streamReadScope,
  stateFields,
  streamParts,
  valuesAt,
  isUuid,
  organizationStream,
  type HistoryChange,
  type NameLookup,
  type HistoryFold,
} from '@practicum/shared/domain/history/index';
import type { OrganizationWords } from '@practicum/shared/domain/organizations/wording';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { comparePositions } from '@practicum/shared/platform/eventstore/types';
import { defineProjector } from '../runner/defineProjector.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertFromJson, type JsonColumns } from '../runner/jsonRows.js';
import { historyReadModel } from './readModel.js';

interface StreamState {
  stream: string;
  state: unknown;
  commit: bigint;
  prepare: bigint;
  organization_ids: string[];
  owner_ids: string[];
  record_name: string | null;
  changed: boolean;
}

const uuidOrNull = (value: string | null | undefined): string | null => (value && isUuid(value) ? value : null);

async function loadStates(ctx: ProjectionContext, streams: string[]): Promise<Map<string, StreamState>> {
  const rows = (await ctx.table('history_streams').whereIn('stream', streams).select('*')) as {
    stream: string;
    state: unknown;
    commit: string;
    prepare: string;
    organization_ids: string[];
    owner_ids: string[];
    record_name: string | null;
  }[];
  return new Map(
    rows.map((row) => [
      row.stream,
      { ...row, commit: BigInt(row.commit), prepare: BigInt(row.prepare), changed: false } satisfies StreamState,
    ]),
  );
}

/** Names' parts from the streams' states: other records' names, an organization's words as its state holds them. */
const nameLookup = (states: Map<string, StreamState>): NameLookup => ({
  nameOf: (stream) => states.get(stream)?.record_name,
  wordsOf: (organizationId) =>
    (states.get(organizationStream(organizationId))?.state as { details?: { dynamic_words?: OrganizationWords } } | undefined)?.details
      ?.dynamic_words,
});

/** The user whose own record a stream is (`traineeTrainings-<user>`): their name names it. */
const ownerStream = (stream: string): string | null => (foldOf(stream)?.ownedByStreamId ? `user-${streamParts(stream).id}` : null);

/** The stream's state after one more event, and what the event changed; null when the event was folded already. */
function foldEvent(
  fold: HistoryFold,
  current: StreamState | undefined,
  event: RecordedEvent,
  states: Map<string, StreamState>,
): { next: StreamState; changes: HistoryChange[]; organization: string | null } | null {
  if (current && comparePositions(event.position, current) <= 0) return null;
  const before = current?.state ?? fold.initialState();
  const after = foldStep(fold, before, event);
  const afterFields = stateFields(after);
  const organizations = valuesAt(after, 'organizationId');
  const metadataOrganization = uuidOrNull(event.metadata.organizationId);
  const owner = ownerStream(event.streamId);
  const parts = recordNameParts(event.streamId, { type: event.type, data: event.data, state: after });
  const next: StreamState = {
    stream: event.streamId,
    state: after,
    commit: event.position.commit,
    prepare: event.position.prepare,
    organization_ids: organizations.length
      ? organizations
      : (current?.organization_ids ?? (metadataOrganization ? [metadataOrganization] : [])),
    owner_ids: [
      ...new Set([
        ...(owner ? [streamParts(event.streamId).id] : []),
        ...valuesAt(after, 'traineeUserId'),
        ...valuesAt(after, 'submitterUserId'),
        ...(fold.ownerField ? valuesAt(after, fold.ownerField) : []),
      ]),
    ].filter(isUuid),
    record_name:
      recordNameOf(afterFields) ??
      (parts ? joinNameParts(parts, nameLookup(states)) : null) ??
      (owner ? states.get(owner)?.record_name : null) ??
      current?.record_name ??
      null,
    changed: true,
  };
  // a person's event belongs to one of their organizations (organizations.ts), a record's to the record's
  const organization =
    streamReadScope(event.streamId) === 'person'
      ? personEventOrganization({ data: event.data, actedIn: metadataOrganization, before, after })
      : (next.organization_ids[0] ?? null);
  return { next, changes: diffFields(stateFields(before), afterFields), organization };
}

// history takes every event: a batch's rows go in as one JSON parameter (see jsonRows.ts), typed as the tables below
const EVENT_COLUMNS: JsonColumns = {
  event_id: 'uuid',
  stream: 'text',
  revision: 'bigint',
  commit: 'numeric(20,0)',
  prepare: 'bigint',
  type: 'text',
  occurred_at: 'timestamptz',
  actor_id: 'uuid',
  impersonator_id: 'uuid',
  organization_id: 'uuid',
  read_scope: 'text',
  ip: 'text',
  user_agent: 'text',
  record_name: 'text',
  record_ids: 'uuid[]',
  changes: 'jsonb',
  data: 'jsonb',
};
const STREAM_COLUMNS: JsonColumns = {
  stream: 'text',
  state: 'jsonb',
  commit: 'numeric(20,0)',
  prepare: 'bigint',
  organization_ids: 'uuid[]',
  owner_ids: 'uuid[]',
  record_name: 'text',
};

/** Per stream, `column` of its first (or latest) event that has one. */
async function valuePerStream(
  ctx: ProjectionContext,
  streams: string[],
  column: 'record_name' | 'organization_id',
  which: 'first' | 'latest',
): Promise<Map<string, string>> {
  if (!streams.length) return new Map();
  const order = which === 'first' ? 'asc' : 'desc';
  const rows: { stream: string; value: string }[] = await ctx
    .table('history_events')
    .distinctOn('stream')
    .whereIn('stream', streams)
    .whereNotNull(column)
    .orderBy([{ column: 'stream' }, { column: 'commit', order }, { column: 'prepare', order }])
    .select('stream', { value: column });
  return new Map(rows.map((row) => [row.stream, row.value]));
}

/**
 * The name of an event of a stream history keeps no state of: its rule's (recordNames.ts), else a name in its
 * data (a site name reservation's site name, a code's code), else the name the stream's events had so far.
 */
function unfoldedName(event: RecordedEvent, states: Map<string, StreamState>, names: Map<string, string>): string | null {
  const parts = recordNameParts(event.streamId, { type: event.type, data: event.data, state: undefined });
  return (parts ? joinNameParts(parts, nameLookup(states)) : recordNameOf(stateFields(event.data))) ?? names.get(event.streamId) ?? null;
}

/** An unfolded stream's event's organization: its data's, else its stream's first, else the one its actor acted in. */
function unfoldedOrganization(event: RecordedEvent, organizations: Map<string, string>): string | null {
  const organization =
    uuidOrNull(typeof event.data.organizationId === 'string' ? event.data.organizationId : null) ??
    organizations.get(event.streamId) ??
    uuidOrNull(event.metadata.organizationId);
  if (organization && !organizations.has(event.streamId)) organizations.set(event.streamId, organization);
  return organization;
}

async function applyHistory(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const folded = events.filter((event) => foldOf(event.streamId)).map((event) => event.streamId);
  const unfolded = [...new Set(events.filter((event) => !foldOf(event.streamId)).map((event) => event.streamId))];
  const owners = folded.map(ownerStream).filter((stream): stream is string => stream !== null);
  const wanted = [...new Set([...folded, ...owners])];
  const states = wanted.length ? await loadStates(ctx, wanted) : new Map<string, StreamState>();
  // the records names are made of (a placement's site), found in the event or the record's state before it
  const referenced = events.flatMap((event) =>
    referencedStreams(recordNameParts(event.streamId, { type: event.type, data: event.data, state: states.get(event.streamId)?.state })),
  );
  const missing = [...new Set(referenced)].filter((stream) => !states.has(stream));
  if (missing.length) for (const [stream, state] of await loadStates(ctx, missing)) states.set(stream, state);
  // a payment's later events go by the name its start gave it; an invitation's acceptance (by an account of no
  // organization yet) belongs to the invitation's organization, as its sending did
  const names = await valuePerStream(ctx, unfolded, 'record_name', 'latest');
  const unfoldedOrganizations = await valuePerStream(ctx, unfolded, 'organization_id', 'first');
  const rows = events.map((event) => {
    const fold = foldOf(event.streamId);
    let changes: HistoryChange[] = [];
    let organization: string | null | undefined;
    if (fold) {
      const step = foldEvent(fold, states.get(event.streamId), event, states);
      if (step) {
        states.set(event.streamId, step.next);
        changes = step.changes;
        organization = step.organization;
      }
    }
    const current = states.get(event.streamId);
    const readScope = streamReadScope(event.streamId);
    const recordName = fold ? (current?.record_name ?? null) : unfoldedName(event, states, names);
    if (!fold && recordName) names.set(event.streamId, recordName);
    return {
      event_id: event.eventId,
      stream: event.streamId,
      revision: String(event.revision),
      commit: String(event.position.commit),
      prepare: String(event.position.prepare),
      type: event.type,
      occurred_at: event.metadata.occurredAt,
      actor_id: uuidOrNull(event.metadata.userId),
      impersonator_id: uuidOrNull(event.metadata.impersonatorId),
      organization_id:
        organization !== undefined
          ? organization
          : readScope === 'person'
            ? personEventOrganization({
                data: event.data,
                actedIn: uuidOrNull(event.metadata.organizationId),
                before: undefined,
                after: undefined,
              })
            : (current?.organization_ids[0] ?? unfoldedOrganization(event, unfoldedOrganizations)),
      read_scope: readScope,
      ip: event.metadata.ip?.slice(0, 100) ?? null,
      user_agent: event.metadata.userAgent?.slice(0, 500) ?? null,
      record_name: recordName,
      record_ids: [...new Set(changes.map((change) => change.record_id).filter((id): id is string => id !== null))],
      changes,
      data: event.data,
    };
  });
  // a redelivered event keeps the row it has (its changes were computed from the state before it)
  await insertFromJson(ctx, 'history_events', EVENT_COLUMNS, rows, 'event_id', 'ignore');
  const changed = [...states.values()].filter((state) => state.changed);
  await insertFromJson(
    ctx,
    'history_streams',
    STREAM_COLUMNS,
    changed.map((s) => ({
      stream: s.stream,
      state: s.state,
      commit: String(s.commit),
      prepare: String(s.prepare),
      organization_ids: s.organization_ids,
      owner_ids: s.owner_ids,
      record_name: s.record_name,
    })),
    'stream',
    'merge',
  );
}

export const historyProjector = defineProjector({
  name: 'history',
  // 2: placement, insurance, placement requirement, supervision profile and meeting streams are folded
  // 3: client, support conversation and auditor grant streams too; records named by subject or code
  // 5: the audit trail's indexes end in event_id (its tie-breaker), one for its record name sort, the impersonator's
  //    is partial, search is GIN
  // 6: search holds the organization's token (the audit trail's q for a coordinator)
  // 7: records whose fields name nothing go by their events' words or the records they are about (recordNames.ts);
  //    lists' elements lose their ids (a recording's upload uuid)
  // 8: each event has its stream's read scope (scope.ts) and a person's event one organization (organizations.ts);
  //    the trail's indexes end in read_scope and only the scopes an organization reads carry its search token
  // 9: a submission's events are its submitter's (read scope parties): its drafts are not the organization's to read
  // 10: values found in a state come sorted (valuesAt): a record's organizations and first organization, and its
  //     name's parts, no longer follow the state's key order, which differed between live and rebuilt
  // 11: a placement's isCampus reads "Campus placement", supervisorJoined "Supervisor joined" (stop 55)
  // 12: the platform settings' streams (named by key, not uuid) are folded: a banner or lockout change says what changed
  // 13: a form's kept versions are bookkeeping (IGNORED_KEYS): its fields show once, not once more per version
  // 14: ids are no fields, whatever their key's case (a site's supervisor_ids) or key (its createdBy: a uuid value)
  // 15: an invitation goes by its role in its organization's words; an unfolded stream's events belong to its first
  //     organization (an invitation's acceptance, by an account of none yet, is the invitation's organization's)
  version: 15,
  readModel: historyReadModel,
  canHandle: 'all',
  // apply reads history_streams by its key only; history_events has eight indexes, the search one GIN
  buildsIndexesAfterLoad: true,
  tables: {
    history_events: (t, knex) => {
      t.uuid('event_id').primary();
      t.text('stream').notNullable();
      t.bigInteger('revision').notNullable();
      t.decimal('commit', 20, 0).notNullable();
      t.bigInteger('prepare').notNullable();
      t.text('type').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.uuid('actor_id');
      t.uuid('impersonator_id');
      t.uuid('organization_id');
      // who may read the event (scope.ts): the trail of an organization lists only its organization and person events
      t.text('read_scope').notNullable();
      t.text('ip');
      t.text('user_agent');
      t.text('record_name');
      t.specificType('record_ids', 'uuid[]').notNullable();
      t.jsonb('changes').notNullable();
      t.jsonb('data').notNullable();
      // full-text for the audit trail's q: the record's name and the event type (weight A, what q searches), and
      // the organization as one token (weight D, organizationSearchToken): a coordinator's search intersects the
      // word's and the organization's postings in the index instead of filtering every organization's matches
      t.specificType(
        'search',
        `tsvector generated always as (setweight(to_tsvector('simple', coalesce(record_name, '') || ' ' || type), 'A') || to_tsvector('simple', case when read_scope in ('organization', 'person') then coalesce('o' || replace(organization_id::text, '-', ''), '') else '' end)) stored`,
      );
      t.index(['stream', 'commit', 'prepare']);
      // The audit trail reads newest first with event_id breaking ties (occurred_at DESC, event_id DESC): each
      // filter's index has that order after the filter, so a page is a backward index walk that stops after the
      // page. organization_id last: a coordinator's filtered page and count skip other organizations' rows in the
      // index, without reading the table; read_scope after it, as the trail of an organization reads two of four.
      t.index(['occurred_at', 'event_id']);
      t.index(['organization_id', 'occurred_at', 'event_id', 'read_scope'], 'history_events_trail_organization');
      // named: the generated names pass Postgres' 63 characters
      t.index(['actor_id', 'occurred_at', 'event_id', 'organization_id', 'read_scope'], 'history_events_trail_actor');
      t.index(['type', 'occurred_at', 'event_id', 'organization_id', 'read_scope'], 'history_events_trail_type');
      // the other column the trail sorts by
      t.index(['record_name', 'event_id']);
      // few events are made acting as someone: the index holds only those
      t.index(['impersonator_id', 'occurred_at', 'event_id', 'organization_id', 'read_scope'], 'history_events_trail_impersonator', {
        predicate: knex.whereNotNull('impersonator_id'),
      });
      // a string third argument is the access method in knex's pg dialect ({ indexType } only means unique)
      t.index(['search'], undefined, 'gin');
    },
    history_streams: (t) => {
      t.text('stream').primary();
      t.jsonb('state').notNullable();
      t.decimal('commit', 20, 0).notNullable();
      t.bigInteger('prepare').notNullable();
      t.specificType('organization_ids', 'uuid[]').notNullable();
      t.specificType('owner_ids', 'uuid[]').notNullable();
      t.text('record_name');
    },
  },
  apply: (event, ctx) => applyHistory([event], ctx),
  applyBatch: applyHistory,
});
