// A database written before outside signers, mailed registration codes and support texts were personal data: its
// emailed links and their signatures, the codes' addresses and what people wrote to support are in clear. The
// migration seals them under their person's key (the signature's address found from the link, a code's recipient
// from the address's reservation), re-chains the hashes, and an erasure of that person then reaches them.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { createEventStore } from '../eventstore/index.js';
import { verifyChain } from '../eventstore/postgres/chain.js';
import { systemMetadata } from '../eventstore/metadata.js';
import { outsidePersonSubject, userEmailStream } from './emailStream.js';
import { type PersonalDataEventStore } from './personalDataEventStore.js';

let database: TestDatabase;
let store: PersonalDataEventStore;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('legacy');
  store = (await createEventStore({ databaseUrl: database.url })) as PersonalDataEventStore;
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
    // linked before the rewrite, so the rewrite re-chains them and moves the chain's head (a transaction
    // held open elsewhere on the shared test server holds the chainer back: wait longer than the default)
    expect(await verifyChain(pool, { settleMs: 30_000 })).toMatchObject({ ok: true, pending: 0 });
    await pool.query(`delete from personal_data_migrations where name = 'seal-personal-fields-v3'`);

    await store.migrate();

    const text = await storedText();
    expect(text).not.toContain('pat@outside.test');
    expect(text).not.toContain('Pat Outside');
    expect(text).toContain(`pii:v1:${outsidePersonSubject('pat@outside.test')}:`);
    const [sent, signed] = await store.readStream(stream);
    expect(sent!.data).toMatchObject({ email: 'pat@outside.test', name: 'Pat Outside' });
    expect(signed!.data).toMatchObject({ signature: 'Pat Outside', signerEmail: 'pat@outside.test', userId: null });
    expect((await verifyChain(pool)).ok).toBe(true);
    // the next event is linked onto the re-chained head
    await store.adapter.appendToStream(`thing-${randomUUID()}`, [{ type: 'ThingHappened', data: {}, metadata: systemMetadata() }]);
    expect(await verifyChain(pool, { settleMs: 30_000 })).toMatchObject({ ok: true, pending: 0, problems: [] });
  });

  it('erasing the address’s key leaves the link and the signature reading as erased', async () => {
    await store.keys.erase(outsidePersonSubject('Pat@Outside.test'));
    const [sent, signed] = await store.readStream(stream);
    expect(sent!.data).toMatchObject({ name: 'Erased person', email: expect.stringMatching(/^erased-[0-9a-f]{8}@erased\.invalid$/) });
    expect(signed!.data).toMatchObject({ signature: '(erased)', status: 'ready', role: 'coordinator' });
  });
});

describe('issue 20 mailed registration codes and support texts in a database from before they were sealed', () => {
  const member = { userId: randomUUID(), email: 'robin@member.test' };
  const codeTo = (email: string) => ({ codeId: randomUUID(), code: `C${randomUUID().slice(0, 9).toUpperCase()}`, email });
  const toMember = codeTo('Robin@Member.test');
  const toOutsider = codeTo('sam@outside.test');
  const conversation = randomUUID();
  const author = { userId: member.userId, role: 'coordinator' };
  const texts = async (streams: string[]) =>
    (await pool.query<{ data: unknown }>('select data from es_events where stream_id = any($1) order by seq', [streams])).rows
      .map((row) => JSON.stringify(row.data))
      .join('');
  const streams = [`registrationCode-${toMember.code}`, `registrationCode-${toOutsider.code}`, `supportConversation-${conversation}`];

  it('seals a code’s address under the account that held it (else the address’s) and the support texts under their writer', async () => {
    // written as the old release did: straight to the adapter, nothing sealed
    await store.adapter.appendToStream(userEmailStream(member.email), [
      { type: 'UserEmailReserved', data: { email: member.email, userId: member.userId }, metadata: systemMetadata() },
    ]);
    await store.adapter.appendToStream(streams[0]!, [{ type: 'RegistrationCodeDistributed', data: toMember, metadata: systemMetadata() }]);
    await store.adapter.appendToStream(streams[1]!, [
      { type: 'RegistrationCodeDistributed', data: toOutsider, metadata: systemMetadata() },
    ]);
    const opened = {
      conversationId: conversation,
      organizationId: randomUUID(),
      subject: 'Export stops early',
      openedBy: author,
      messageId: randomUUID(),
      body: 'The CSV export stops at 100 rows.',
      openedAt: '2026-11-20T10:00:00.000Z',
    };
    const posted = {
      conversationId: conversation,
      messageId: randomUUID(),
      author,
      body: 'Still broken today.',
      postedAt: '2026-11-21T10:00:00.000Z',
    };
    await store.adapter.appendToStream(streams[2]!, [
      { type: 'SupportConversationOpened', data: opened, metadata: systemMetadata() },
      { type: 'SupportMessagePosted', data: posted, metadata: systemMetadata() },
    ]);
    await pool.query(`delete from personal_data_migrations where name = 'seal-personal-fields-v3'`);

    await store.migrate();

    const text = await texts(streams);
    for (const clear of ['robin@member.test', 'Robin@Member.test', 'sam@outside.test', 'Export stops early', '100 rows', 'Still broken'])
      expect(text).not.toContain(clear);
    expect(text).toContain(`pii:v1:${member.userId}:`);
    expect(text).toContain(`pii:v1:${outsidePersonSubject('sam@outside.test')}:`);
    const [mine] = await store.readStream(streams[0]!);
    expect(mine!.data).toMatchObject({ email: 'Robin@Member.test', recipientUserId: member.userId });
    const [theirs] = await store.readStream(streams[1]!);
    expect(theirs!.data).toMatchObject({ email: 'sam@outside.test', recipientUserId: null });
    const [first, second] = await store.readStream(streams[2]!);
    expect(first!.data).toMatchObject({ subject: 'Export stops early', body: 'The CSV export stops at 100 rows.' });
    expect(second!.data).toMatchObject({ body: 'Still broken today.' });
    expect((await verifyChain(pool)).ok).toBe(true);
  });

  it('erasing the member and the outside address leaves the codes and the thread with their ids and dates, the words erased', async () => {
    await store.keys.erase(member.userId);
    await store.keys.erase(outsidePersonSubject('sam@outside.test'));
    const [mine] = await store.readStream(streams[0]!);
    expect(mine!.data).toMatchObject({ code: toMember.code, email: expect.stringMatching(/^erased-[0-9a-f]{8}@erased\.invalid$/) });
    const [theirs] = await store.readStream(streams[1]!);
    expect(theirs!.data).toMatchObject({ code: toOutsider.code, email: expect.stringMatching(/@erased\.invalid$/) });
    const [first, second] = await store.readStream(streams[2]!);
    expect(first!.data).toMatchObject({ subject: '(erased)', body: '(erased)', openedBy: author, openedAt: '2026-11-20T10:00:00.000Z' });
    expect(second!.data).toMatchObject({ body: '(erased)', author });
  });
});
