// Vendor forms (FORMS-38) against a fake vendor that implements the documented contract
// (command-service/src/forms/vendorForms.ts): the app asks the vendor for its submit URL with a signed token,
// the browser would go there, and the vendor calls back with the token to record the completion.
//
// Against a real vendor: set VENDOR_FORMS='{"<vendor name>":"<the vendor's sandbox base URL>"}' and APP_URL to
// an address the vendor can reach, give a form that vendor's name, then follow the answered `url` in a browser
// and complete the vendor's form there; the vendor's callback lands on /api/vendor-forms/callback and the
// submission appears as below. Only the fake vendor's part (the `completes` step) changes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { eventually } from './support/eventually.js';
import { statusTexts } from '@practicum/shared/platform/http/statusTexts';
import { placementFixture } from './support/placementFixture.js';
import { eventCount, refusedWithoutEvents, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

/** The fake vendor: hands out a fill URL per submit-url call and remembers the token and callback it was given. */
const sessions = new Map<string, { token: string; callback: string; form: string }>();
let vendor: Server;
let vendorUrl = '';

function startFakeVendor(): Promise<void> {
  vendor = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/submit-url') return void res.writeHead(404).end();
      const { token, callback_url, form_name } = JSON.parse(body) as { token: string; callback_url: string; form_name: string };
      const id = `vendor-session-${sessions.size + 1}`;
      sessions.set(id, { token, callback: callback_url, form: form_name });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: `${vendorUrl}/fill/${id}` }));
    });
  });
  return new Promise((resolve) => vendor.listen(0, '127.0.0.1', () => resolve()));
}

let t: TestApp;
let coordinator: ApiClient, trainee: ApiClient;

beforeAll(async () => {
  await startFakeVendor();
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  process.env.VENDOR_FORMS = JSON.stringify({ 'Acme Forms': vendorUrl });
  t = await startTestApp();
  [coordinator, trainee] = await Promise.all([signIn(t.app, 'coordinator'), signIn(t.app, 'trainee')]);
});
afterAll(async () => {
  delete process.env.VENDOR_FORMS;
  await t?.close();
  await new Promise((resolve) => vendor?.close(resolve));
});

async function vendorForm(vendorName: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await coordinator.post('/api/forms', {
    name: `Liability release (${vendorName})`,
    type: 'agreement',
    assessment_category: 'none',
    submitter_roles: ['trainee'],
    vendor: vendorName,
    sections: [{ questions: [{ type: 'agree', label: 'Signed at the vendor' }] }],
    ...overrides,
  });
  expect(created.status).toBe(201);
  await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true });
  trainee.lastPosition = coordinator.lastPosition;
  return created.body.id as string;
}

/** The vendor's side of the contract: its server posts the token back to the callback it was given. */
const completes = (session: { token: string; callback: string }, token = session.token) =>
  request(t.app.server).post(new URL(session.callback).pathname).send({ token, reference: 'ACME-123' });

describe('FORMS-38 a form hosted by an outside vendor', () => {
  it('redirects to the vendor’s submit URL and records the completion the vendor calls back with, once', async () => {
    const formId = await vendorForm('Acme Forms');
    const answer = await trainee.post(`/api/forms/${formId}/vendor-submit-url`, { placement_id: null });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`^${vendorUrl}/fill/vendor-session-\\d+$`));
    const session = sessions.get(String(answer.body.url).split('/').pop()!)!;
    expect(session.form).toBe('Liability release (Acme Forms)');
    expect(new URL(session.callback).pathname).toBe('/api/vendor-forms/callback');

    const done = await completes(session);
    expect(done.status).toBe(201);
    const before = await eventCount(t.app);
    const again = await completes(session);
    expect(again.status).toBe(200); // vendors retry: nothing recorded twice
    expect(await eventCount(t.app)).toBe(before);

    const mine = await eventually(async () => {
      const { body } = await trainee
        .get(`/api/submitted-forms?filter=${encodeURIComponent(JSON.stringify({ form_id: formId, mine: true }))}`)
        .expect(200);
      return (body as { id: string; status: string; state: string }[])[0];
    });
    expect(mine).toMatchObject({ id: done.body.id, status: 'submitted', state: 'complete' });
  });

  it('refuses a callback whose token is forged, or made for something else', async () => {
    const formId = await vendorForm('Acme Forms');
    const { body } = await trainee.post(`/api/forms/${formId}/vendor-submit-url`, {});
    const session = sessions.get(String(body.url).split('/').pop()!)!;
    const [payload, mac] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: claims.o })).toString('base64url')}.${mac}`;
    const before = await eventCount(t.app);
    for (const token of [forged, `${payload}.${'A'.repeat(43)}`, 'not-a-token']) {
      const refused = await completes(session, token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This link is not valid.');
    }
    expect(await eventCount(t.app)).toBe(before);
  });

  it('a vendor that is not connected, or a role that may not submit, is refused', async () => {
    const formId = await vendorForm('Unknown Vendor');
    const unknown = await trainee.post(`/api/forms/${formId}/vendor-submit-url`, {});
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ vendor: ['This form’s vendor is not connected.'] });
    coordinator.lastPosition = trainee.lastPosition;
    expect((await coordinator.post(`/api/forms/${formId}/vendor-submit-url`, {})).status).toBe(403);
  });
});

describe('FORMS-38 PLACE-20 a vendor form filled for a placement', () => {
  it('is asked for by the placement’s parties only: its trainee, faculty and supervisor get a URL; the site’s other contact and another trainee find no placement and no vendor is asked', async () => {
    const fixture = await placementFixture(t.app);
    const formId = await vendorForm('Acme Forms', {
      name: 'Site check-in (Acme Forms)',
      type: 'evaluation',
      submitter_roles: ['trainee', 'faculty', 'supervisor'],
      reviewer_roles: ['coordinator'],
    });
    const { faculty, supervisor, siteContact, trainee: placed, outsider } = fixture.clients;
    fixture.syncReads(coordinator);
    const ask = (client: ApiClient) => client.post(`/api/forms/${formId}/vendor-submit-url`, { placement_id: fixture.placementId });
    const asked = sessions.size;
    for (const stranger of [outsider, siteContact]) {
      const refused = await refusedWithoutEvents(t.app, () => ask(stranger));
      expect([refused.status, refused.body.message]).toEqual([404, statusTexts.page_not_found]);
    }
    expect(sessions.size).toBe(asked);
    for (const party of [placed, faculty, supervisor]) {
      const answer = await ask(party);
      expect(answer.status).toBe(200);
      expect(answer.body.url).toMatch(new RegExp(`^${vendorUrl}/fill/vendor-session-\\d+$`));
    }
    expect(sessions.size).toBe(asked + 3);
  });
});
