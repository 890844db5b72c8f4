// A database written before outside signers were personal data: its emailed links and their signatures are in
// clear. The migration seals them under the outside person's key (the signature's address found from the link),
// re-chains the hashes, and an erasure by that address then reaches both.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { createEventStore } from '../eventstore/index.js';
import { verifyChain } from '../eventstore/postgres/chain.js';
import { systemMetadata } from '../eventstore/metadata.js';
import { outsidePersonSubject } from './emailStream.js';
import { type PersonalDataEventStore } from './personalDataEventStore.js';

let database: TestDatabase;
let store: PersonalDataEventStore;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('legacy');
  store = createEventStore({ databaseUrl: database.url }) as PersonalDataEventStore;
  await store.migrate();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

const submission = randomUUID();
const stream = `submittedForm-${submission}`;
const link = {
  submissionId: submission,
  organizationId: randomUUID(),
  linkId: randomUUID(),
  role: 'coordinator',
  email: 'pat@outside.test',
  name: 'Pat Outside',
  expiresAt: '2026-12-01T00:00:00.000Z',
  sentByUserId: randomUUID(),
};
const signature = {
  submissionId: submission,
  formId: randomUUID(),
  organizationId: link.organizationId,
  userId: null,
  positionId: null,
  role: 'coordinator',
  signature: 'Pat Outside',
  ip: null,
  signedAt: '2026-11-20T10:00:00.000Z',
  status: 'ready',
  nextRole: null,
};

const storedText = async () =>
  (await pool.query<{ data: unknown }>('select data from es_events where stream_id = $1 order by seq', [stream])).rows
    .map((row) => JSON.stringify(row.data))
    .join('');

describe('issue 20 outside signers in a database from before they were sealed', () => {
  it('seals the link’s address and name and the signature under the address’s key, and the chain still verifies', async () => {
    // written as the old release did: straight to the adapter, nothing sealed
    await store.adapter.appendToStream(stream, [
      { type: 'SubmissionLinkSent', data: link, metadata: systemMetadata() },
      { type: 'SubmissionSigned', data: signature, metadata: systemMetadata() },
    ]);
    expect(await storedText()).toContain('pat@outside.test');
    await pool.query(`delete from personal_data_migrations where name = 'seal-personal-fields-v2'`);

    await store.migrate();

    const text = await storedText();
    expect(text).not.toContain('pat@outside.test');
    expect(text).not.toContain('Pat Outside');
    expect(text).toContain(`pii:v1:${outsidePersonSubject('pat@outside.test')}:`);
    const [sent, signed] = await store.readStream(stream);
    expect(sent!.data).toMatchObject({ email: 'pat@outside.test', name: 'Pat Outside' });
    expect(signed!.data).toMatchObject({ signature: 'Pat Outside', signerEmail: 'pat@outside.test', userId: null });
    expect((await verifyChain(pool)).ok).toBe(true);
  });

  it('erasing the address’s key leaves the link and the signature reading as erased', async () => {
    await store.keys.erase(outsidePersonSubject('Pat@Outside.test'));
    const [sent, signed] = await store.readStream(stream);
    expect(sent!.data).toMatchObject({ name: 'Erased person', email: expect.stringMatching(/^erased-[0-9a-f]{8}@erased\.invalid$/) });
    expect(signed!.data).toMatchObject({ signature: '(erased)', status: 'ready', role: 'coordinator' });
  });
});
