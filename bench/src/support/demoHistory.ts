// The demo organization's event history as the command side writes it: the app
// seeds its demo data (every area's commands, through the command pipeline) into a
// scratch database, and the events are read back opened (personal fields in the
// clear, as projectors receive them). Benches clone it (cloneHistory.ts) to get
// many organizations whose events have the real types, payload shapes and
// cross-references, which no hand-written generator keeps up with.
// Seeded once per bench process: it takes about 20 s idle, a minute loaded.
import { createLogger } from '@practicum/shared/platform/logging';
import { startPracticum } from '@practicum/infra/app';
import { START, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { BenchServer } from './database.js';
import { withDatabase } from './database.js';

let seeded: Promise<RecordedEvent[]> | null = null;

async function seedAndRead(server: BenchServer): Promise<RecordedEvent[]> {
  return withDatabase(server, 'demo', async (db) => {
    const app = await startPracticum({
      databaseUrl: db.url,
      port: 0,
      seedDemo: true,
      sessionSecret: 'bench-session-secret-0123456789abcdef',
      logger: createLogger('silent'),
    });
    try {
      const events: RecordedEvent[] = [];
      for (let position = START; ;) {
        const page = await app.eventStore.readAll({ fromPosition: position, maxCount: 1000 });
        if (page.length === 0) return events;
        events.push(...page);
        position = page[page.length - 1]!.position;
      }
    } finally {
      await app.close();
    }
  });
}

/** Tries again when the seed fails: on a loaded shared server its wait for read models can run out. */
async function seedWithRetries(server: BenchServer, attempts = 3): Promise<RecordedEvent[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await seedAndRead(server);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/** The demo history in $all order. */
export function demoHistory(server: BenchServer): Promise<RecordedEvent[]> {
  seeded ??= seedWithRetries(server);
  return seeded;
}
