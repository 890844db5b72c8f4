// Builds a projector's applyBatch from its apply and a few run handlers: events
// are walked in order, consecutive events whose types have the same run handler go
// to it together (one multi-row statement instead of one per event), every other
// event goes through apply. Same effect as apply on each event in turn, provided
// each run handler has the effect of applying its events one after the other.
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from './types.js';

export type RunHandler = (events: readonly RecordedEvent[], ctx: ProjectionContext) => Promise<void>;

export function applyInRuns(apply: Projector['apply'], runs: Readonly<Record<string, RunHandler>>): NonNullable<Projector['applyBatch']> {
  return async (events, ctx) => {
    let start = 0;
    while (start < events.length) {
      const type = events[start]!.type;
      const handler = Object.hasOwn(runs, type) ? runs[type] : undefined;
      if (!handler) {
        await apply(events[start]!, ctx);
        start += 1;
        continue;
      }
      let end = start + 1;
      while (end < events.length && Object.hasOwn(runs, events[end]!.type) && runs[events[end]!.type] === handler) end += 1;
      await handler(events.slice(start, end), ctx);
      start = end;
    }
  };
}
