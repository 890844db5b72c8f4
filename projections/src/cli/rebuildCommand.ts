// What `npm run projections:rebuild [name ...]` does, apart from wiring: rebuild
// the named projectors (all when none is named) one after the other, each with a
// progress bar, while the application keeps running.
import cliProgress from 'cli-progress';
import type { Knex } from 'knex';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { type Logger, silentLogger } from '../runner/logger.js';
import { type RebuildResult, handledTypes, rebuildProjector } from '../runner/rebuild.js';
import type { Projector } from '../runner/types.js';

export interface RebuildCommandOptions {
  knex: Knex;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** Projector names; all when empty. */
  names: readonly string[];
  batchSize?: number;
  logger?: Logger;
  signal?: AbortSignal;
  /** Draw progress bars on this stream (stderr in the CLI); none when omitted. */
  progressStream?: NodeJS.WritableStream;
}

export class UnknownProjectorError extends Error {
  constructor(
    readonly unknown: readonly string[],
    readonly known: readonly string[],
  ) {
    super(`Unknown projector(s): ${unknown.join(', ')}. Known: ${known.join(', ') || '(none)'}`);
    this.name = 'UnknownProjectorError';
  }
}

/** How many events a rebuild of the projector will read (those it handles): exact for the Postgres adapter, unknown (null) otherwise. */
export async function countEvents(knex: Knex, eventStore: EventStore, projector: Projector): Promise<number | null> {
  if ((eventStore as { kind?: string }).kind !== 'postgres') return null;
  const types = handledTypes(projector);
  const query = knex('es_events').count('* as count');
  if (types) void query.whereIn('type', [...types]);
  const [row] = (await query) as [{ count: string }];
  return Number(row.count);
}

export function selectProjectors(projectors: readonly Projector[], names: readonly string[]): Projector[] {
  if (names.length === 0) return [...projectors];
  const known = projectors.map((projector) => projector.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UnknownProjectorError(unknown, known);
  return projectors.filter((projector) => names.includes(projector.name));
}

export async function rebuildCommand(options: RebuildCommandOptions): Promise<RebuildResult[]> {
  const selected = selectProjectors(options.projectors, options.names);
  const results: RebuildResult[] = [];
  for (const projector of selected) {
    const total = options.progressStream ? await countEvents(options.knex, options.eventStore, projector) : null;
    const bar = options.progressStream
      ? new cliProgress.SingleBar(
          {
            stream: options.progressStream,
            format:
              total === null
                ? `${projector.name} {phase} | {value} events | {duration_formatted}`
                : `${projector.name} {phase} |{bar}| {percentage}% | {value}/{total} events | {duration_formatted}, ETA {eta_formatted}`,
            hideCursor: true,
            etaBuffer: 50,
            noTTYOutput: true,
            notTTYSchedule: 2000,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
    bar?.start(total ?? 0, 0, { phase: 'replay' });
    try {
      const result = await rebuildProjector({
        knex: options.knex,
        eventStore: options.eventStore,
        projector,
        batchSize: options.batchSize,
        logger: options.logger ?? silentLogger,
        signal: options.signal,
        onProgress: ({ processed, phase }) => {
          if (!bar) return;
          if (total !== null && processed > bar.getTotal()) bar.setTotal(processed);
          bar.update(processed, { phase });
        },
      });
      if (bar && total !== null) bar.setTotal(result.events);
      bar?.update(result.events, { phase: 'done' });
      results.push(result);
    } finally {
      bar?.stop();
    }
  }
  return results;
}
