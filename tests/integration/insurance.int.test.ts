// Liability insurance over HTTP (issue 15 item 5; INS-01 … 18): documents with
// their labels and covered trainings, who may change them, the messages, the
// approval rule when the organization requires insurance, and the 30-day notice.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runInsuranceNotices } from '@practicum/command-service/insurance/noticeJob';
import { addDays, insuranceMessages as msg, insuranceStream, type InsuranceDocumentRecord } from '@practicum/shared/domain/insurance/index';
import { placementMessages, type PlacementBatchResult, type PlacementRecord } from '@practicum/shared/domain/placements/index';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { testHarnessForFile, type ApiClient } from './support/testApp.js';
import { eventually } from './support/eventually.js';
import { trainingAtRiverside } from './support/otherOrganization.js';

const t = testHarnessForFile();
let coordinator: ApiClient;
/** Grace Kim: a trainee without seeded documents. */
let trainee: ApiClient;
let supervisor: ApiClient;
let traineeId: string;
const today = new Date().toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(client: ApiClient, filename = 'policy.pdf'): Promise<string> {
  const { body: sig } = await client.post('/api/uploads/signature');
  const response = await client.agent
    .post('/api/uploads?kinds=images,documents')
    .set({ 'X-CSRF-TOKEN': client.csrf, 'Content-Type': 'application/pdf', 'X-Filename': filename })
    .set({ 'X-Upload-Signature': sig.signature as string, 'X-Upload-Expire': String(sig.expire) })
    .send(PDF);
  expect(response.status).toBe(201);
  return response.body.uuid as string;
}
const add = async (client: ApiClient, effective: number, expiration: number, extra: object = {}) =>
  client.post('/api/insurance-documents', {
    upload_uuid: await upload(client),
    effective_date: addDays(today, effective),
    expiration_date: addDays(today, expiration),
    ...extra,
  });
const documents = async (client: ApiClient, filter: object = {}) =>
  (await client.get(`/api/insurance-documents?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`).expect(200))
    .body as InsuranceDocumentRecord[];

const refused = <R extends { status: number; body: { errors?: Record<string, string[]>; message?: string } }>(call: () => PromiseLike<R>) =>
  t.refusedWithoutEvents(call);

/** The coordinator's ready placement of a trainee, by name. */
async function readyPlacementOf(name: string): Promise<PlacementRecord> {
  const filter = encodeURIComponent(JSON.stringify({ ready: true }));
  const ready = (await coordinator.get(`/api/placements?filter=${filter}&range=[0,49]`).expect(200)).body as PlacementRecord[];
  return ready.find((p) => p.trainee.name === name)!;
}
/** INS-18: the approval is refused for want of insurance (422 on status), and nothing is stored. */
async function expectApprovalRefusedForInsurance(placementId: string): Promise<void> {
  const response = await refused(() => coordinator.patch(`/api/placements/${placementId}/status`, { status: 'approved' }));
  expect(response.status).toBe(422);
  expect(response.body.errors).toEqual({ status: [placementMessages.insuranceRequired] });
}

beforeAll(async () => {
  [coordinator, trainee, supervisor] = await t.signInAll(['coordinator', 'grace.kim', 'supervisor']);
  const head = formatPosition(await t.app.eventStore.headPosition());
  for (const client of [coordinator, trainee, supervisor]) client.lastPosition = head;
  traineeId = (await t.app.knex('users').where({ email: 'grace.kim@demo.practicum.test' }).first<{ id: string }>('id')).id;
});

describe('INS-07 INS-08 INS-09 INS-10 the insurance form refuses', () => {
  it('a missing document, missing dates and an expiration not after the effective date, with the spec’s messages', async () => {
    const empty = await refused(() => trainee.post('/api/insurance-documents', {}));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      upload_uuid: [msg.documentRequired],
      effective_date: [msg.effectiveRequired],
      expiration_date: [msg.expirationRequired],
    });
    const backwards = await refused(async () =>
      trainee.post('/api/insurance-documents', { upload_uuid: await upload(trainee), effective_date: today, expiration_date: today }),
    );
    expect(backwards.body.errors).toEqual({ expiration_date: [msg.endAfterStart] });
  });
  it('someone else’s upload', async () => {
    const theirs = await upload(coordinator);
    const response = await refused(() =>
      trainee.post('/api/insurance-documents', { upload_uuid: theirs, effective_date: today, expiration_date: addDays(today, 10) }),
    );
    expect(response.body.errors).toEqual({ upload_uuid: [msg.invalidUpload] });
  });
});

describe('INS-01 INS-03 INS-05 INS-16 a trainee keeps documents', () => {
  let current: string;
  it('adds them with the success message and sees each labelled current, expiring, expired or future (INS-12 by trainee id)', async () => {
    const added = await add(trainee, -100, 200);
    expect(added.status).toBe(201);
    expect(added.body.flash).toBe(msg.added);
    current = added.body.id as string;
    await add(trainee, -300, 10);
    await add(trainee, -400, -5);
    await add(trainee, 30, 400);
    const rows = await documents(trainee, { trainee_id: traineeId });
    expect(rows.map((r) => r.label).sort()).toEqual(['current', 'expired', 'expiring', 'future']);
    const row = rows.find((r) => r.id === current)!;
    expect(row).toMatchObject({ is_current: true, is_expired: false, expires_soon: false, document: { filename: 'policy.pdf' } });
    // INS-06: the current training overlaps the document's dates
    expect(row.covered_trainings.length).toBeGreaterThan(0);
    const file = await trainee.get(row.document.url).buffer(true).expect(200);
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
  });
  it('INS-04 the dashboard status is current while one document is', async () => {
    expect((await trainee.get('/api/insurance-documents/status').expect(200)).body).toEqual({ trainee_id: traineeId, status: 'current' });
  });
  it('INS-14 edits the dates, with the updated message; INS-17 a coordinator edits and opens any of the organization', async () => {
    const edited = await trainee.put(`/api/insurance-documents/${current}`, { expiration_date: addDays(today, 250) });
    expect(edited.body).toMatchObject({ flash: msg.updated, expiration_date: addDays(today, 250) });
    coordinator.lastPosition = trainee.lastPosition;
    const seen = await documents(coordinator, { trainee_id: traineeId });
    expect(seen).toHaveLength(4);
    await coordinator.get(seen[0]!.document.url).expect(200);
    const byCoordinator = await coordinator.put(`/api/insurance-documents/${current}`, { effective_date: addDays(today, -90) });
    expect(byCoordinator.status).toBe(200);
  });
  it('INS-17 a supervisor or another trainee neither reads nor changes them (404, as the read); another organization sees none', async () => {
    const [faculty, otherTrainee] = await t.signInAll(['faculty', 'jonah.reyes']);
    for (const client of [supervisor, faculty, otherTrainee]) client.lastPosition = coordinator.lastPosition;
    expect(await documents(supervisor)).toEqual([]);
    for (const client of [supervisor, otherTrainee]) {
      await client.get(`/api/insurance-documents/${current}`).expect(404);
      expect((await refused(() => client.delete(`/api/insurance-documents/${current}`))).status).toBe(404);
      expect(
        (await refused(() => client.put(`/api/insurance-documents/${current}`, { expiration_date: addDays(today, 300) }))).status,
      ).toBe(404);
    }
    // faculty read the organization's documents, and are told they may not change them
    await faculty.get(`/api/insurance-documents/${current}`).expect(200);
    const byFaculty = await refused(() => faculty.delete(`/api/insurance-documents/${current}`));
    expect([byFaculty.status, byFaculty.body.message]).toEqual([403, msg.notYours]);
    const stranger = await t.otherOrganizationCoordinator();
    expect((await refused(() => stranger.delete(`/api/insurance-documents/${current}`))).status).toBe(404);
  });
  it('INS-15 deletes with a flash message', async () => {
    const extra = (await add(trainee, -10, 20)).body.id as string;
    const deleted = await trainee.delete(`/api/insurance-documents/${extra}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.flash).toBe(msg.deleted);
    await trainee.get(`/api/insurance-documents/${extra}`).expect(404);
  });
});

describe('INS-06 the 30-day notice', () => {
  it('notifies the trainee once for a document expiring within 30 days', async () => {
    const job = { pipeline: commandPipeline({ eventStore: t.app.eventStore }), knex: t.app.knex };
    await eventually(async () => (await t.app.knex('insurance_documents').where({ trainee_id: traineeId })).length >= 4);
    const first = await runInsuranceNotices(job);
    expect(first.noticed).toBeGreaterThanOrEqual(1);
    expect((await runInsuranceNotices(job)).noticed).toBe(0);
    const notified = await eventually(async () => {
      const rows = (await t.app.knex('notifications').where({ user_id: traineeId, link_uri: '/account#insurance' })) as {
        message: string;
      }[];
      return rows.length > 0 && rows;
    });
    expect(notified[0]!.message).toMatch(
      /^Your liability insurance expires on \d{2}\/\d{2}\/\d{4}\. Please upload your renewed document\.$/,
    );
  });
});

describe('INS-18 DASH-18 when the organization requires insurance (the demo organization does)', () => {
  it('a batch approval refuses the placement of a trainee whose insurance expired and approves the insured one', async () => {
    const ready = (
      await coordinator.get(`/api/placements?filter=${encodeURIComponent(JSON.stringify({ ready: true }))}&range=[0,49]`).expect(200)
    ).body as PlacementRecord[];
    const theo = ready.find((p) => p.trainee.name === 'Theo Turner')!;
    const jonah = ready.find((p) => p.trainee.name === 'Jonah Reyes')!;
    const response = await coordinator.post('/api/placements/batch', { ids: [theo.id, jonah.id], status: 'approved' });
    expect(response.body.results as PlacementBatchResult[]).toEqual([
      { id: theo.id, ok: true, status: 'approved', message: null },
      { id: jonah.id, ok: false, status: null, message: placementMessages.insuranceRequired },
    ]);
    const single = await refused(() => coordinator.patch(`/api/placements/${jonah.id}/status`, { status: 'approved' }));
    expect(single.status).toBe(422);
    expect(single.body.errors).toEqual({ status: [placementMessages.insuranceRequired] });
    const jonahClient = await t.signIn('jonah.reyes');
    expect((await jonahClient.get('/api/insurance-documents/status').expect(200)).body.status).toBe('expired');
  });
});

describe('INS-18 INS-06 a trainee insured at another organization only', () => {
  it('does not have the placement approved: only a document of the placement’s organization covers it', async () => {
    const jonahId = (await t.app.knex('users').where({ email: 'jonah.reyes@demo.practicum.test' }).first<{ id: string }>('id')).id;
    const clinic = await trainingAtRiverside(t.app, jonahId, addDays(today, -20), addDays(today, 20));
    // a current document at the clinic whose dates cover every training of his (the demo organization's too)
    const documentId = randomUUID();
    await t.app.eventStore.appendToStream(
      insuranceStream(documentId),
      [
        {
          type: 'InsuranceDocumentAdded',
          data: {
            documentId,
            organizationId: clinic.organizationId,
            traineeUserId: jonahId,
            file: { uuid: randomUUID(), filename: 'clinic-policy.pdf' },
            effectiveDate: addDays(today, -3650),
            expirationDate: addDays(today, 3650),
            addedBy: null,
          },
          metadata: systemMetadata(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await eventually(async () => (await t.app.knex('insurance_documents').where({ id: documentId }).first()) !== undefined);
    const jonah = await readyPlacementOf('Jonah Reyes');
    await expectApprovalRefusedForInsurance(jonah.id);
    const batch = await coordinator.post('/api/placements/batch', { ids: [jonah.id], status: 'approved' });
    expect(batch.body.results as PlacementBatchResult[]).toEqual([
      { id: jonah.id, ok: false, status: null, message: placementMessages.insuranceRequired },
    ]);
  });
  it('reads the documents as their streams hold them now: one just deleted no longer covers, whatever the list still shows', async () => {
    const jonah = await t.signIn('jonah.reyes');
    const added = await add(jonah, -30, 30);
    expect(added.status).toBe(201);
    const documentId = added.body.id as string;
    await eventually(async () => (await t.app.knex('insurance_documents').where({ id: documentId }).first()) !== undefined);
    const placement = await readyPlacementOf('Jonah Reyes');
    // hold the document's row so the projector cannot yet take the deletion into the read model
    const lagging = await t.app.knex.transaction();
    try {
      await lagging('insurance_documents').where({ id: documentId }).forUpdate().first();
      expect((await coordinator.delete(`/api/insurance-documents/${documentId}`)).status).toBe(200);
      expect(await t.app.knex('insurance_documents').where({ id: documentId }).first()).toBeDefined();
      await expectApprovalRefusedForInsurance(placement.id);
    } finally {
      await lagging.rollback();
    }
  });
});

describe('INS-18 TRAIN-10 when the training requires insurance (the organization no longer does)', () => {
  it('refuses approval for a training that requires it, and approves once neither the training nor the organization does', async () => {
    const admin = await t.signIn('admin');
    const jonahId = (await t.app.knex('users').where({ email: 'jonah.reyes@demo.practicum.test' }).first<{ id: string }>('id')).id;
    const training = await t.app
      .knex('trainings')
      .where({ trainee_id: jonahId })
      .first<{ id: string; organization_id: string }>('id', 'organization_id');
    const unrequire = await admin.put(`/api/admin/organizations/${training.organization_id}`, {
      organization_settings: { require_trainee_insurance: false },
    });
    expect(unrequire.status).toBe(200);
    const required = await coordinator.put('/api/trainings/batch', { training_ids: [training.id], insurance_required: true });
    expect(required.status).toBe(200);
    const record = (await coordinator.get(`/api/trainings/${training.id}`).expect(200)).body as {
      insurance_required: boolean;
      training_insurance_required: boolean;
    };
    expect(record).toMatchObject({ insurance_required: true, training_insurance_required: true });
    const jonah = await readyPlacementOf('Jonah Reyes');
    await expectApprovalRefusedForInsurance(jonah.id);
    const cleared = await coordinator.put('/api/trainings/batch', { training_ids: [training.id], insurance_required: false });
    expect(cleared.status).toBe(200);
    await eventually(async () => {
      const row = await t.app.knex('trainings').where({ id: training.id }).first<{ insurance_required: boolean }>('insurance_required');
      return row.insurance_required === false;
    });
    expect((await coordinator.patch(`/api/placements/${jonah.id}/status`, { status: 'approved' })).status).toBe(200);
  });
});

describe('INS-05 INS-06 a trainee of two organizations', () => {
  it('a document covers only the trainings of its own organization', async () => {
    const clinic = await trainingAtRiverside(t.app, traineeId, addDays(today, -20), addDays(today, 20));
    trainee.lastPosition = clinic.position;
    const added = await add(trainee, -30, 30);
    expect(added.status).toBe(201);
    const row = (await documents(trainee, { trainee_id: traineeId })).find((r) => r.id === added.body.id)!;
    const covered = row.covered_trainings.map((c) => c.id);
    expect(covered).not.toContain(clinic.trainingId);
    // the demo organization's current training is still covered
    expect(covered.length).toBeGreaterThan(0);
  });
});
