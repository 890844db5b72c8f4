// Someone who may not see a record must not learn that it exists (LIVE-13 and its kind): a member of the record's own
// organization who is not on it gets, from every route under the record's id (its read, its writes, their
// sub-actions and its file downloads), the very answer an id that names nothing gets. The routes are walked from the
// command and query services themselves, so a new route under a record is held to this without being listed here.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { projectors } from '@practicum/projections/registry';
import { createCommandApp } from '@practicum/command-service/app';
import { createQueryApp } from '@practicum/query-service/app';
import { createLogger } from '@practicum/shared/platform/logging';
import { routesOf, type WalkedRoute } from './support/fuzz.js';
import { catchUpToHead, demoOrganizationId, signedInMember, testHarnessForFile, type ApiClient, type TestApp } from './support/testApp.js';

const t = testHarnessForFile();

/**
 * Areas whose records are each some people's of the organization: the list that names some, the demo role that
 * reads it, and the paths the same records go by (a risk alert is dismissed on its activity entry).
 */
const areas: [list: string, role: string, paths: string[]][] = [
  ['meetings', 'supervisor', ['meetings']],
  ['placements', 'trainee', ['placements']],
  ['clients', 'trainee', ['clients']],
  ['activity-log', 'trainee', ['activity-log', 'risk-alerts']],
  ['tasks', 'trainee', ['tasks']],
  ['submitted-forms', 'trainee', ['submitted-forms']],
  ['support-conversations', 'coordinator', ['support-conversations']],
  ['insurance-documents', 'trainee', ['insurance-documents']],
  ['trainings', 'trainee', ['trainings']],
  ['notifications', 'trainee', ['notifications']],
  ['trainees', 'coordinator', ['trainees']],
  // file downloads: the files attached to the records above, by their attachment and by their upload
  ['attachments', 'files', ['attachments']],
  ['uploads', 'files', ['uploads']],
];
const underArea = (path: string, area: string) =>
  areas.find(([list]) => list === area)![2].some((prefix) => path.startsWith(`/api/${prefix}/:id`));

/** Every route of both services under `/api/<area>/:id`, with the other path parameters as they come. */
function recordRoutes(running: TestApp['app']): WalkedRoute[] {
  const silent = createLogger('silent');
  const session = { secret: 'route-walk', lifetimeSeconds: 60, secureCookies: false };
  const stores = { eventStore: running.eventStore, pool: running.pool, knex: running.knex };
  const command = createCommandApp({ ...stores, logger: silent, session, appUrl: running.url });
  const query = createQueryApp({
    ...stores,
    logger: silent,
    waiter: { waitFor: () => Promise.resolve(true) },
    projectorNames: projectors.map((p) => p.name),
    minPositionWaitMs: 100,
    session,
  });
  // an upload's download names its file :uuid: walked as the record's id like the others
  const all = [...routesOf(command), ...routesOf(query)].map((route) => ({
    ...route,
    path: route.path.replace('/api/uploads/:uuid', '/api/uploads/:id'),
  }));
  const seen = new Set<string>();
  return all.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key) || !areas.some(([area]) => underArea(route.path, area))) return false;
    seen.add(key);
    return true;
  });
}

/** A write sends the record as its reader sees it, so that routes which read the body first get to the record. */
const send = (client: ApiClient, method: string, path: string, body: object) => {
  switch (method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return client.post(path, body);
    case 'PUT':
      return client.put(path, body);
    case 'PATCH':
      return client.patch(path, body);
    default:
      return client.delete(path);
  }
};

let routes: WalkedRoute[] = [];
const records = new Map<string, { id: string; body: object }[]>();
const outsiders: [string, ApiClient][] = [];

beforeAll(async () => {
  routes = recordRoutes(t.app);
  const readers = Object.fromEntries(
    await Promise.all(['supervisor', 'trainee', 'coordinator'].map(async (role) => [role, await t.signIn(role)] as const)),
  );
  const organizationId = await demoOrganizationId(t.app);
  for (const role of ['trainee', 'supervisor', 'faculty'] as const) {
    const person = { first_name: 'Nora', last_name: `Stranger ${role}`, email: `stranger.${role}@demo.practicum.test` };
    outsiders.push([role, (await signedInMember(t.app, person, { organizationId, role })).client]);
  }
  await catchUpToHead(t.app, ...Object.values(readers), ...outsiders.map(([, client]) => client));
  // files are named by the records they are attached to: taken as stored, each sent with no body
  const files: { id: string; uuid: string }[] = await t.app.knex('attachments').select('id', 'uuid').limit(2);
  records.set(
    'attachments',
    files.map(({ id }) => ({ id, body: {} })),
  );
  records.set(
    'uploads',
    files.map(({ uuid }) => ({ id: uuid, body: {} })),
  );
  for (const [area, role] of areas) {
    if (role === 'files') continue;
    const { body, status } = await readers[role]!.get(`/api/${area}?range=[0,1]`);
    if (status !== 200) continue;
    const found = [];
    for (const { id } of body as { id: string }[]) {
      const own = await readers[role]!.get(`/api/${area}/${id}`);
      found.push({ id: String(id), body: own.status === 200 ? (own.body as object) : {} });
    }
    records.set(area, found);
  }
});

describe('LIVE-13 a member of the organization who may not see a record', () => {
  it('walks routes under the records of every area', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(areas.filter(([area]) => !records.get(area)?.length).map(([area]) => area)).toEqual([]);
  });

  it('gets from every route under it the answer an unknown id gets (uninvited == unknown)', async () => {
    const differing: string[] = [];
    const compared = new Set<string>();
    for (const [who, outsider] of outsiders)
      for (const [area, found] of records)
        for (const { id, body } of found) {
          // a record this member may read (an organization's training, a site) is theirs to see: nothing hidden
          if ((await outsider.get(`/api/${area}/${id}`)).status === 200) continue;
          const other = randomUUID();
          // an id of the same shape that names nothing (some records have serial ids)
          const nothing = /^\d+$/.test(id) ? '987654321' : randomUUID();
          for (const route of routes.filter((r) => underArea(r.path, area))) {
            const path = (target: string) => route.path.replace(':id', target).replace(/:\w+/g, other);
            const hidden = await send(outsider, route.method, path(id), body);
            const unknown = await send(outsider, route.method, path(nothing), body);
            compared.add(area);
            if (hidden.status !== unknown.status)
              differing.push(
                `${who} ${route.method} ${route.path}: ${hidden.status} (${hidden.body?.message}) vs unknown ${unknown.status}`,
              );
          }
        }
    expect(differing).toEqual([]);
    // every area has records some outsider may not see
    expect(areas.map(([area]) => area).filter((area) => !compared.has(area))).toEqual([]);
  });
});
