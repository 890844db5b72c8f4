// The training reports as they stood at a moment (issue 20: "as of" a date): the reports projector's
// tables replayed up to the global position of that moment (just before the first event stamped after it,
// found in the history read model's envelopes) into a snapshot schema, cached per position (runner/asOf).
import type { Knex } from 'knex';
import { START, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';
import { historyReadModel } from '../history/readModel.js';
import { asOfSnapshot, type AsOfState } from '../runner/asOf.js';
import { handledTypes } from '../runner/rebuild.js';
import { reportsProjector } from './reportsProjector.js';

const EVENTS = historyReadModel.tables.history_events;

/**
 * Where the log is cut for `at`: just before the first event (in log order) stamped after it; the whole log when
 * none is. Stamps come from each writer's clock before its commit, so they are not in log order: the last event
 * stamped at or before `at` may sit after one stamped later (the cut would take that one in), and the latest
 * stamp is not the latest position (the cut would leave events before it out). START when nothing comes before.
 */
export async function positionAt(knex: Knex, at: string): Promise<Position> {
  type Row = { commit: string; prepare: string } | undefined;
  const inLogOrder = (direction: 'asc' | 'desc') => [
    { column: 'commit', order: direction },
    { column: 'prepare', order: direction },
  ];
  const firstAfter = await knex(EVENTS).where('occurred_at', '>', at).orderBy(inLogOrder('asc')).first<Row>('commit', 'prepare');
  const last = await knex(EVENTS)
    .modify((query) => {
      if (firstAfter) query.whereRaw('(commit, prepare) < (?::numeric, ?::bigint)', [firstAfter.commit, firstAfter.prepare]);
    })
    .orderBy(inLogOrder('desc'))
    .first<Row>('commit', 'prepare');
  return last ? { commit: BigInt(last.commit), prepare: BigInt(last.prepare) } : START;
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
