// Many valid OrganizationCreated events, and a bulk loader that writes them into
// the Postgres event store's table in large multi-row transactions: the same
// columns appendInTransaction writes (transaction id and sequence from their
// defaults), one stream per organization at revision 0, as the command side would
// have left them, only much faster than one command each.
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { organizationDetailsSchema, organizationStream, type OrganizationDetails } from '@practicum/shared/domain/organizations/index';
import type { EventMetadata } from '@practicum/shared/platform/eventstore/types';

export interface GeneratedEvent {
  eventId: string;
  streamId: string;
  type: 'OrganizationCreated';
  data: { organizationId: string; details: OrganizationDetails };
  metadata: EventMetadata;
}

const words = [
  'North',
  'South',
  'Lake',
  'River',
  'Valley',
  'Summit',
  'Harbor',
  'Cedar',
  'Maple',
  'Pine',
  'Grand',
  'Mercy',
  'Hope',
  'Unity',
];
const kinds = ['University', 'College', 'Counseling Center', 'Clinic', 'Institute', 'Hospital', 'Academy'];

// What the command side stores for { name, supervision_type: 'academic' }: the schema's defaults filled in.
const parsedDefaults = organizationDetailsSchema.parse({ name: 'Defaults', supervision_type: 'academic' });

export function organizationCreated(index: number, occurredAt: Date): GeneratedEvent {
  const organizationId = randomUUID();
  const pick = (list: string[], n: number) => list[n % list.length]!;
  // Parsing each of 200,000 bodies would take seconds: the defaults are parsed once, the names vary.
  const details: OrganizationDetails = {
    ...parsedDefaults,
    name: `${pick(words, index * 7 + 3)} ${pick(words, index * 13 + 5)} ${pick(kinds, index)} ${index.toString(36)}`,
  };
  return {
    eventId: randomUUID(),
    streamId: organizationStream(organizationId),
    type: 'OrganizationCreated',
    data: { organizationId, details },
    metadata: systemMetadata({ ip: '127.0.0.1', userAgent: 'practicum-bench', occurredAt: occurredAt.toISOString() }),
  };
}

export function organizationEvents(count: number): GeneratedEvent[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => organizationCreated(i, new Date(start + i * 1000)));
}

/** What the bulk loader writes: any event, at revision 0 of its stream unless told otherwise. */
export interface BulkEvent {
  eventId: string;
  streamId: string;
  revision?: number;
  type: string;
  data: object;
  metadata: EventMetadata;
}

/**
 * Writes the events in transactions of `perTransaction` rows, `parallel` at a time; returns seconds taken.
 * `chained`: through the store's own es_insert_chained_rows, so every row carries its hash as an append
 * leaves it (serialized by the chain lock, so slower). Without it the rows have no hash, like rows from before
 * the chain existed, and an append's look-up of the chain head walks back over all of them.
 */
export async function bulkLoadEvents(
  pool: pg.Pool,
  events: readonly BulkEvent[],
  perTransaction = 1000,
  parallel = 2,
  chained = false,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < events.length) {
      const slice = events.slice(next, next + perTransaction);
      next += perTransaction;
      await pool.query(
        chained
          ? 'select count(*) from es_insert_chained_rows($2::text[], $6::bigint[], $1::uuid[], $3::text[], $4::text[], $5::text[])'
          : `insert into es_events (event_id, stream_id, revision, type, data, metadata)
         select e.event_id, e.stream_id, e.revision, e.type, e.data::jsonb, e.metadata::jsonb
           from unnest($1::uuid[], $2::text[], $6::bigint[], $3::text[], $4::text[], $5::text[]) as e(event_id, stream_id, revision, type, data, metadata)`,
        [
          slice.map((e) => e.eventId),
          slice.map((e) => e.streamId),
          slice.map((e) => e.type),
          slice.map((e) => JSON.stringify(e.data)),
          slice.map((e) => JSON.stringify(e.metadata)),
          slice.map((e) => e.revision ?? 0),
        ],
      );
    }
  };
  await Promise.all(Array.from({ length: parallel }, () => worker()));
  return (performance.now() - started) / 1000;
}

/** The read-model row the organizations projector writes for an OrganizationCreated event. */
export function organizationRow(event: Pick<GeneratedEvent, 'data' | 'metadata'>): Record<string, unknown> {
  const { details } = event.data;
  return {
    id: event.data.organizationId,
    name: details.name,
    logo_image_url: details.logo_image_url,
    supervision_type: details.supervision_type,
    dynamic_words: JSON.stringify(details.dynamic_words),
    organization_settings: JSON.stringify(details.organization_settings),
    live_retention_days: details.live_retention_days,
    telehealth_retention_days: details.telehealth_retention_days,
    cloned_from_id: null,
    created_at: event.metadata.occurredAt,
    updated_at: event.metadata.occurredAt,
  };
}
