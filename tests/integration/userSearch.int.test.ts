// /search/users (PEOPLE-11): GET /api/users/search over name and email, with role and status filters;
// a coordinator searches their organization's users, the platform admin every organization's.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousClient, signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  Object.assign(as, await signInAfterDemoData(t.app, ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee']));
});

type Found = { id: string; name: string; email: string; status: string; roles: string[]; organizations: string[] };
const search = (client: ApiClient, query: string) => client.get(`/api/users/search?${query}`);
const emails = (body: unknown) => (body as Found[]).map((u) => u.email);

describe('PEOPLE-11 a coordinator searches their organization’s users', () => {
  it('finds a user by part of the email, with the roles they hold there', async () => {
    const { body, headers } = await search(as.coordinator!, 'q=maya.pat').expect(200);
    expect(body).toEqual([
      expect.objectContaining({ name: 'Maya Patel', email: 'maya.patel@demo.practicum.test', status: 'active', roles: ['trainee'] }),
    ]);
    expect(headers['content-range']).toBe('users 0-0/1');
  });
  it('finds users by name, every term matching', async () => {
    expect(emails((await search(as.coordinator!, 'q=Felix%20Fernandez').expect(200)).body)).toEqual(['faculty@demo.practicum.test']);
    expect((await search(as.coordinator!, 'q=Felix%20Nobody').expect(200)).body).toEqual([]);
  });
  it('filters by role and status', async () => {
    const faculty = emails((await search(as.coordinator!, 'role=faculty').expect(200)).body);
    expect(faculty).toEqual(expect.arrayContaining(['faculty@demo.practicum.test', 'amara.okafor@demo.practicum.test']));
    expect(faculty).not.toContain('trainee@demo.practicum.test');
    expect(emails((await search(as.coordinator!, 'q=maya&status=active').expect(200)).body)).toEqual(['maya.patel@demo.practicum.test']);
    expect((await search(as.coordinator!, 'q=maya&status=graduated').expect(200)).body).toEqual([]);
    // the react-admin list sends the same filters inside `filter`
    const viaFilter = await search(as.coordinator!, `filter=${encodeURIComponent('{"q":"maya.pat","role":"trainee"}')}`).expect(200);
    expect(emails(viaFilter.body)).toEqual(['maya.patel@demo.practicum.test']);
  });
  it('never shows another organization’s users, nor another organization’s name on its own users', async () => {
    expect((await search(as.other!, 'q=maya.patel').expect(200)).body).toEqual([]);
    expect(emails((await search(as.other!, 'q=olga').expect(200)).body)).toEqual(['olga@riverside.test']);
    expect((await search(as.coordinator!, 'q=olga@riverside').expect(200)).body).toEqual([]);
    const found = (await search(as.coordinator!, '').expect(200)).body as Found[];
    expect(new Set(found.flatMap((u) => u.organizations))).toEqual(new Set(['Demo University Counseling Program']));
  });
});

describe('PEOPLE-11 ADMIN-17 the platform admin searches every organization', () => {
  it('finds users of any organization, with every organization they belong to', async () => {
    const { body } = await search(as.admin!, 'q=riverside').expect(200);
    expect(body).toEqual([expect.objectContaining({ email: 'olga@riverside.test', organizations: ['Riverside Community Clinic'] })]);
  });
});

describe('PEOPLE-11 who may search', () => {
  it('refuses faculty, supervisors and trainees', async () => {
    for (const role of ['faculty', 'supervisor', 'trainee']) expect((await search(as[role]!, 'q=maya')).status).toBe(403);
  });
  it('refuses a signed-out caller', async () => {
    expect((await (await anonymousClient(t.app)).get('/api/users/search?q=maya')).status).toBe(401);
  });
});

describe('PEOPLE-11 bad input', () => {
  it('answers 422 with field errors for a search longer than 100 characters, an unknown role or status', async () => {
    const long = await search(as.coordinator!, `q=${'a'.repeat(101)}`).expect(422);
    expect(long.body.errors).toEqual({ q: ['The q field must not be greater than 100 characters.'] });
    expect((await search(as.coordinator!, 'role=emperor').expect(422)).body.errors).toEqual({ role: ['The selected role is invalid.'] });
    expect((await search(as.coordinator!, 'status=asleep').expect(422)).body.errors).toEqual({
      status: ['The selected status is invalid.'],
    });
    const unknown = await search(as.coordinator!, `filter=${encodeURIComponent('{"password":"x"}')}`).expect(422);
    expect(unknown.body.errors).toEqual({ _: ['Unknown fields: password.'] });
    expect((await search(as.coordinator!, 'q=a&q=b')).status).toBe(422);
  });
  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect((await search(as.coordinator!, 'q=%25').expect(200)).body).toEqual([]);
    expect((await search(as.coordinator!, 'q=_').expect(200)).body).toEqual([]);
  });
});
