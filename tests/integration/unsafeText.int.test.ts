// Text that changes what a reader sees is refused where it comes in: a bidi override or any control character
// but tab and line breaks anywhere in a JSON body (the command service's net, refuseUnsafeText), and a line break,
// a tab or a zero-width character in a one-line field (a name, a title: the schemas' `line`). Each refusal is
// 422 with the field's message, and nothing is stored.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { positionOf, refusedWithoutEvents, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let supervisor: ApiClient;
const notAllowed = (field: string) => [`The ${field} field contains characters that are not allowed.`];

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  supervisor = await signIn(t.app, 'supervisor');
});

describe('unsafe text in a command changes nothing', () => {
  it('SITES-08 a site name with a right-to-left override is refused (422) and the site keeps its name', async () => {
    const created = await coordinator.post('/api/supervision-sites', { name: 'Lakeside Counseling', office_phone: '555-0100' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const name of ['Lakeside\u202Egnp.exe', 'Lake\u2066side\u2069']) {
      const refused = await refusedWithoutEvents(t.app, () => coordinator.put(`/api/supervision-sites/${id}`, { name }));
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { name: notAllowed('name') } });
    }
    // the net reads every string of the body, nested ones too, and names the field by its own name
    const nested = await refusedWithoutEvents(t.app, () =>
      coordinator.post('/api/supervision-sites', { name: 'Other Clinic', insurance_uploads: [{ uuid: 'x', filename: 'a\u202Eb' }] }),
    );
    expect({ status: nested.status, errors: nested.body.errors }).toEqual({
      status: 422,
      errors: { 'insurance_uploads.0.filename': notAllowed('filename') },
    });
    // a one-line field takes no zero-width space (a name that looks like another) nor a line break
    const joined = await refusedWithoutEvents(t.app, () =>
      coordinator.put(`/api/supervision-sites/${id}`, { contact_name: 'Ann\u200BBell' }),
    );
    expect({ status: joined.status, errors: joined.body.errors }).toEqual({
      status: 422,
      errors: { contact_name: notAllowed('contact name') },
    });
    coordinator.lastPosition = created.body.position as string;
    expect((await coordinator.get(`/api/supervision-sites/${id}`).expect(200)).body).toMatchObject({ name: 'Lakeside Counseling' });
  });

  it('LIVE-41 a session title with a line break is refused (422) and the session keeps its title', async () => {
    const meeting = await t.app.knex('meetings').where({ title: 'Weekly supervision' }).first<{ id: string }>('id');
    const refused = await refusedWithoutEvents(t.app, () =>
      supervisor.put(`/api/meetings/${meeting.id}`, { title: 'Weekly\nsupervision' }),
    );
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { title: notAllowed('title') } });
    expect((await supervisor.get(`/api/meetings/${meeting.id}`).expect(200)).body).toMatchObject({ title: 'Weekly supervision' });
  });

  it('TASKS-03 a task description with a NUL byte or an escape is refused (422); line breaks and tabs are kept', async () => {
    const created = await supervisor.post('/api/tasks', {
      assignee: await positionOf(supervisor, 'trainee', 'Theo Turner'),
      description: 'Read chapter 3',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const description of ['Read\u0000chapter 4', 'Read \u001b[31mchapter 4', 'Read\u0085chapter 4']) {
      const refused = await refusedWithoutEvents(t.app, () => supervisor.put(`/api/tasks/${id}`, { description }));
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({
        status: 422,
        errors: { description: notAllowed('description') },
      });
    }
    supervisor.lastPosition = created.body.position as string;
    expect((await supervisor.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ description: 'Read chapter 3' });
    const multiline = await supervisor.put(`/api/tasks/${id}`, { description: 'Read chapter 4:\n\tthe intake' });
    expect(multiline.status).toBe(200);
    supervisor.lastPosition = multiline.body.position as string;
    expect((await supervisor.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ description: 'Read chapter 4:\n\tthe intake' });
  });
});
