import { EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreContract } from './contract.js';
import { EventStoreDbEventStore } from './eventstoredb/eventStoreDbEventStore.js';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

/** Why the suite cannot run here, or null when a server answers. */
async function unavailableBecause(): Promise<string | null> {
  if (!connectionString) return 'EVENTSTORE_CONNECTION_STRING is not set';
  let client: EventStoreDBClient;
  try {
    client = EventStoreDBClient.connectionString(connectionString);
  } catch (error) {
    return `EVENTSTORE_CONNECTION_STRING is invalid: ${(error as Error).message}`;
  }
  try {
    const probe = (async () => {
      for await (const _event of client.readAll({ maxCount: 1, deadline: 5_000 })) break;
    })();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 6 s')), 6_000).unref());
    await Promise.race([probe, timeout]);
    return null;
  } catch (error) {
    return `the EventStoreDB server is unreachable (${(error as Error).message})`;
  } finally {
    await client.dispose().catch(() => undefined);
  }
}

const skipReason = await unavailableBecause();

if (skipReason) {
  // console.log alone is swallowed when jest reports a skipped file among others: say it on stderr too.
  console.log(`Skipping the EventStoreDB event store contract: ${skipReason}`);
  process.stderr.write(`\n[eventstoredb.int.test] skipped: ${skipReason}\n`);
  describe.skip('EventStoreDB event store', () => {
    it.skip(`runs the contract suite (skipped: ${skipReason})`, () => undefined);
  });
} else {
  eventStoreContract('EventStoreDB', () => {
    const store = EventStoreDbEventStore.connect(connectionString!);
    return Promise.resolve({ store, cleanup: () => store.close() });
  });
}
