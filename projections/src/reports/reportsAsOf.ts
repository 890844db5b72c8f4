// The training reports as they stood at a moment (issue 20: "as of" a date): the reports projector's
// tables replayed up to the global position of that moment (the last event that had occurred by then,
// found in the history read model's envelopes) into a snapshot schema, cached per position (runner/asOf).
import type { Knex } from 'knex';
import { START, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';
import { historyReadModel } from '../history/readModel.js';
import { asOfSnapshot, type AsOfState } from '../runner/asOf.js';
import { handledTypes } from '../runner/rebuild.js';
import { reportsProjector } from './reportsProjector.js';

const EVENTS = historyReadModel.tables.history_events;

/** The position of the last event that occurred at or before `at` (START when none had). */
export async function positionAt(knex: Knex, at: string): Promise<Position> {
  const row = await knex(EVENTS)
    .where('occurred_at', '<=', at)
    .orderBy([
      { column: 'occurred_at', order: 'desc' },
      { column: 'commit', order: 'desc' },
      { column: 'prepare', order: 'desc' },
    ])
    .first<{ commit: string; prepare: string } | undefined>('commit', 'prepare');
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : START;
}

/** How many events a replay up to `at` reads, those the reports projector handles (the progress bar's end). */
async function eventsUpTo(knex: Knex, at: Position): Promise<number> {
  const types = handledTypes(reportsProjector);
  const row = (await knex(EVENTS)
    .whereRaw('(commit, prepare) <= (?::numeric, ?::bigint)', [at.commit.toString(), at.prepare.toString()])
    .modify((query) => (types ? query.whereIn('type', [...types]) : query))
    .count({ n: '*' })
    .first()) as { n: string } | undefined;
  return Number(row?.n ?? 0);
}

export async function reportsAsOf(options: {
  knex: Knex;
  eventStore: EventStore;
  at: string;
}): Promise<AsOfState & { done?: Promise<void> }> {
  const { knex, eventStore } = options;
  const position = await positionAt(knex, options.at);
  return asOfSnapshot({ knex, eventStore, projector: reportsProjector, at: position, total: () => eventsUpTo(knex, position) });
}
