// The history read model's contract (issue 20): every recorded event's envelope
// (who, as whom, from where, when) with the field changes its stream's fold saw,
// and each record stream's folded state, which says whose record it is. The
// query service reads a record's history, its state as of a moment and the
// audit trail from here, never from the event store.
import type { Knex } from 'knex';
import type { Zone } from '@practicum/shared/format';
import {
  describeActor,
  describeChange,
  describeEventType,
  attachableStream,
  isRecordParty,
  organizationTrailScopes,
  streamReadScope,
  type HistoryChange,
  type HistoryEntryRecord,
} from '@practicum/shared/domain/history/index';
import type { OrganizationWords } from '@practicum/shared/domain/organizations/wording';
import { usersReadModel } from '../identity/readModel.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import type { MaybeOrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

export const historyReadModel = defineReadModel({
  projections: ['history'],
  tables: { history_events: 'history_events', history_streams: 'history_streams' },
});
/** History answers name people, and say codes in their organization's words, so they read users and organizations too. */
export const historyReads = [historyReadModel, usersReadModel, organizationsReadModel] as const;

const EVENTS = historyReadModel.tables.history_events;
const STREAMS = historyReadModel.tables.history_streams;
const USERS = usersReadModel.tables.users;
const ORGANIZATIONS = organizationsReadModel.tables.organizations;

export type HistoryReader = MaybeOrganizationReader;

/** Coordinators, and auditors (read-only, issue 20), read the records of their organization. */
const readsOrganization = (reader: HistoryReader): boolean => reader.role === 'coordinator' || reader.role === 'auditor';

/**
 * Leaves out of a query of `h` what an organization's trail does not list: the events of other organizations,
 * and of its own those whose readers are a record's parties or its person alone (scope.ts).
 */
export const organizationTrail = (events: Knex.QueryBuilder, organizationId: string | null): Knex.QueryBuilder =>
  events
    .where('h.organization_id', organizationId ?? '00000000-0000-0000-0000-000000000000')
    .whereIn('h.read_scope', organizationTrailScopes);

/** What a reader reads of a stream: every event, or (a person's record) those of the reader's organization. */
export type StreamAccess = { events: 'all' } | { events: 'organization'; organizationId: string };
const ALL: StreamAccess = { events: 'all' };

/**
 * Who may read a record's history, by its stream's read scope (scope.ts): admins any record; anyone their own
 * record; an organization's coordinators and auditors its records, and of a person's record the events of their
 * organization; a record with parties its parties; a private record nobody else. Null: not to be read (404).
 */
export async function streamAccess(knex: Knex, reader: HistoryReader, stream: string): Promise<StreamAccess | null> {
  if ((await knex(EVENTS).where({ stream }).first('event_id')) === undefined) return null;
  if (reader.role === 'admin') return ALL;
  const scope = streamReadScope(stream);
  // a record's files are read as the record
  const row = await knex<{ stream: string; organization_ids: string[]; owner_ids: string[]; state: unknown }>(STREAMS)
    .where({ stream: attachableStream(stream) ?? stream })
    .first('organization_ids', 'owner_ids', 'state');
  if (scope === 'parties') return isRecordParty(stream, row?.state, reader) ? ALL : null;
  if (row?.owner_ids.includes(reader.userId)) return ALL;
  if (scope === 'private' || !readsOrganization(reader) || !reader.organizationId) return null;
  const organizationId = reader.organizationId;
  // a stream history keeps no state of (a reservation, settings): its events' organization decides
  const ofOrganization = row
    ? row.organization_ids.includes(organizationId)
    : (await knex(EVENTS).where({ stream, organization_id: organizationId }).first('event_id')) !== undefined;
  if (!ofOrganization) return null;
  return scope === 'person' ? { events: 'organization', organizationId } : ALL;
}

/** Of a person's record, another organization's events are not the reader's (those of none are everyone's who reads it). */
const readableBy = (events: Knex.QueryBuilder, access: StreamAccess): Knex.QueryBuilder =>
  access.events === 'organization'
    ? events.where((q) => q.where('h.organization_id', access.organizationId).orWhereNull('h.organization_id'))
    : events;

export interface HistoryRow {
  event_id: string;
  stream: string;
  revision: string | number;
  commit: string;
  prepare: string | number;
  type: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_name: string | null;
  impersonator_id: string | null;
  impersonator_name: string | null;
  organization_id: string | null;
  ip: string | null;
  user_agent: string | null;
  record_name: string | null;
  changes: HistoryChange[];
  /** The words of the event's organization (o.dynamic_words). */
  organization_words: OrganizationWords;
}

/** The events as `h`, nothing joined: what the audit trail filters and counts (its indexes answer a count alone). */
export const historyEvents = (knex: Knex): Knex.QueryBuilder => knex({ h: EVENTS });

/** Envelope columns with the people's names (users joined as a and i). */
export function historyRows(knex: Knex): Knex.QueryBuilder {
  return withPeople(historyEvents(knex));
}

/** Adds the envelope columns, the people's names and the organization's words to a query of `h`. */
export function withPeople(events: Knex.QueryBuilder): Knex.QueryBuilder {
  return events
    .leftJoin({ a: USERS }, 'a.id', 'h.actor_id')
    .leftJoin({ i: USERS }, 'i.id', 'h.impersonator_id')
    .leftJoin({ o: ORGANIZATIONS }, 'o.id', 'h.organization_id')
    .select(
      'h.event_id',
      'h.stream',
      'h.revision',
      'h.commit',
      'h.prepare',
      'h.type',
      'h.occurred_at',
      'h.actor_id',
      'a.name as actor_name',
      'h.impersonator_id',
      'i.name as impersonator_name',
      'h.organization_id',
      'h.ip',
      'h.user_agent',
      'h.record_name',
      'h.changes',
      'o.dynamic_words as organization_words',
    );
}

export function historyRecord(row: HistoryRow): HistoryEntryRecord {
  const actor = row.actor_id ? { id: row.actor_id, name: row.actor_name } : null;
  const impersonator = row.impersonator_id ? { id: row.impersonator_id, name: row.impersonator_name } : null;
  return {
    id: row.event_id,
    stream: row.stream,
    revision: Number(row.revision),
    position: `${row.commit}.${row.prepare}`,
    type: row.type,
    type_label: describeEventType(row.type),
    occurred_at: row.occurred_at.toISOString(),
    actor,
    impersonator,
    actor_label: describeActor(actor, impersonator),
    organization_id: row.organization_id,
    ip: row.ip,
    user_agent: row.user_agent,
    record_name: row.record_name,
    changes: row.changes,
    organization_words: row.organization_words ?? null,
  };
}

/** The changes in words, for the CSV export (instants in the reader's zone, codes in the organization's words). */
export const changesText = (changes: HistoryChange[], zone: Zone, words: OrganizationWords): string =>
  changes.map((change) => describeChange(change, zone, words)).join('; ');

/** An organization's words (null: none, or no organization): a record as of a moment says its codes in them. */
export async function organizationWordsOf(knex: Knex, organizationId: string | null | undefined): Promise<OrganizationWords> {
  if (!organizationId) return null;
  const row = await knex(ORGANIZATIONS)
    .where({ id: organizationId })
    .first<{ dynamic_words: OrganizationWords } | undefined>('dynamic_words');
  return row?.dynamic_words ?? null;
}

/** The organization a record's state belongs to (its first, as its events' organization is), for its words. */
export async function streamOrganization(knex: Knex, stream: string): Promise<string | null> {
  const row = await knex(STREAMS).where({ stream }).first<{ organization_ids: string[] } | undefined>('organization_ids');
  return row?.organization_ids[0] ?? null;
}

/** A record's history in order, optionally only the events touching one record inside the stream. */
/**
 * A record's events in order, all of them or the `[start, end]` slice of them (a long history is read a page at a
 * time: a thousand events with their changes are more than a screen, and more than a read should carry).
 */
export async function streamHistory(
  knex: Knex,
  stream: string,
  reader: HistoryReader,
  access: StreamAccess,
  recordId?: string,
  range?: [number, number],
): Promise<HistoryEntryRecord[]> {
  const query = historyRows(knex)
    .where('h.stream', stream)
    .orderBy([{ column: 'h.commit' }, { column: 'h.prepare' }]);
  readableBy(query, access);
  if (recordId) query.whereRaw('? = ANY(h.record_ids)', [recordId]);
  if (range) query.offset(range[0]).limit(range[1] - range[0] + 1);
  return ((await query) as HistoryRow[]).map(historyRecord).map((entry) => originShownTo(entry, reader));
}

/**
 * Where an event came from (IP address, browser) is for those who audit: admins, coordinators and auditors.
 * Someone reading their own record sees who changed it and when, but the address and device only of their own
 * doings, not those of the staff who acted on it.
 */
function originShownTo(entry: HistoryEntryRecord, reader: HistoryReader): HistoryEntryRecord {
  if (reader.role === 'admin' || readsOrganization(reader) || entry.actor?.id === reader.userId) return entry;
  return { ...entry, ip: null, user_agent: null };
}

/**
 * The stream's events up to an instant that the reader may read, in order, for folding the record as it was then:
 * the record as of a moment shows what its history shows the reader, no more. Positions are the order: the events
 * before the first one dated after the instant, so a fold never skips an event and takes a later one, even where
 * dates went back (a date is only metadata; docs/decisions.md, stop 59).
 */
export async function streamEventsUpTo(knex: Knex, stream: string, at: string, access: StreamAccess) {
  const firstLater = await knex(EVENTS)
    .where({ stream })
    .where('occurred_at', '>', at)
    .orderBy([{ column: 'commit' }, { column: 'prepare' }])
    .first<{ commit: string; prepare: string } | undefined>('commit', 'prepare');
  const query = knex({ h: EVENTS })
    .where('h.stream', stream)
    .orderBy([{ column: 'h.commit' }, { column: 'h.prepare' }]);
  if (firstLater) query.whereRaw('(h.commit, h.prepare) < (?::numeric, ?::bigint)', [firstLater.commit, firstLater.prepare]);
  return readableBy(query, access).select<{ type: string; data: Record<string, unknown>; revision: string; occurred_at: Date }[]>(
    'h.type',
    'h.data',
    'h.revision',
    'h.occurred_at',
  );
}
