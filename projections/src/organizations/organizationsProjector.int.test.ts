// The organizations projector's applyBatch has exactly the effect of apply on each event in turn:
// the same mixed sequence (creations in runs, a duplicate creation, updates and deletes between them,
// a re-creation after a delete) projected both ways into two schemas gives the same rows.
import knexFactory, { type Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { organizationDetailsSchema } from '@practicum/shared/domain/organizations/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { applyEvents, createProjectorTables } from '../runner/projectorTables.js';
import type { Projector } from '../runner/types.js';
import { organizationsProjector } from './organizationsProjector.js';

let database: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  database = await createTestDatabase('orgproj');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

const details = (name: string) => ({ ...organizationDetailsSchema.parse({ name, supervision_type: 'academic' }) });

let sequence = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => {
  sequence += 1;
  return {
    eventId: randomUUID(),
    streamId: `organization-${String(data.organizationId)}`,
    type,
    revision: 0n,
    position: { commit: BigInt(sequence), prepare: BigInt(sequence) },
    data,
    metadata: {
      userId: null,
      positionId: null,
      organizationId: null,
      impersonatorId: null,
      correlationId: randomUUID(),
      causationId: null,
      ip: null,
      userAgent: null,
      occurredAt: new Date(Date.UTC(2026, 10, 21, 8, 0, sequence)).toISOString(),
    },
    createdAt: new Date(),
  };
};

async function project(projector: Projector, schema: string, events: readonly RecordedEvent[]) {
  await knex.raw(`create schema "${schema}"`);
  await knex.transaction(async (trx) => {
    await createProjectorTables(trx, projector, schema);
    // A chunk of 3 splits runs across applyBatch calls as well.
    expect(await applyEvents(trx, projector, schema, events, { chunk: 3 })).toBe(events.length);
  });
  return knex.withSchema(schema).select('*').from('organizations').orderBy('id');
}

describe('organizations projector applyBatch', () => {
  test('SPINE: a batch has the effect of apply on each event in order', async () => {
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);
    const events = [
      recorded('OrganizationCreated', { organizationId: a, details: details('Alpha') }),
      recorded('OrganizationCloned', { organizationId: b, sourceOrganizationId: a, details: details('Beta') }),
      recorded('OrganizationCreated', { organizationId: a, details: details('Alpha again') }),
      recorded('OrganizationCreated', { organizationId: c, details: details('Gamma') }),
      recorded('OrganizationUpdated', { organizationId: a, changes: { name: 'Alpha renamed', dynamic_words: details('x').dynamic_words } }),
      recorded('OrganizationDeleted', { organizationId: b }),
      recorded('OrganizationCloned', { organizationId: b, sourceOrganizationId: c, details: details('Beta two') }),
      recorded('OrganizationCreated', { organizationId: d, details: details('Delta') }),
      recorded('OrganizationCreated', { organizationId: d, details: details('Delta twice') }),
      recorded('OrganizationUpdated', { organizationId: d, changes: { live_retention_days: 7 } }),
      recorded('OrganizationCreated', { organizationId: e, details: details('Epsilon') }),
      recorded('OrganizationDeleted', { organizationId: c }),
    ];
    const oneByOne = await project({ ...organizationsProjector, applyBatch: undefined }, 'one_by_one', events);
    const batched = await project(organizationsProjector, 'batched', events);
    expect(batched).toEqual(oneByOne);
    expect(batched.map((row: { name: string }) => row.name)).toEqual(['Alpha renamed', 'Beta two', 'Delta', 'Epsilon']);
  });
});
