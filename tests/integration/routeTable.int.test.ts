// Generated from the one route table (shared/src/access/routeTable.ts):
// every API path behind a screen, for every demo role, a signed-out visitor and
// a coordinator of another organization.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { accessAllows, apiRoutes, demoRoles, type ApiPath } from '@practicum/shared/access/routeTable';
import { anonymousClient, otherOrganizationCoordinator, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
const clients = new Map<string, ApiClient>();
let demoOrganizationId: string;

beforeAll(async () => {
  const organizations: { id: string; name: string }[] = await t.app.knex('organizations').select('id', 'name');
  demoOrganizationId = organizations.find((o) => o.name === 'Demo University Counseling Program')!.id;
  for (const role of demoRoles) clients.set(role, await signIn(t.app, role));
  // a coordinator of another organization, created by commands
  clients.set('other-organization coordinator', await otherOrganizationCoordinator(t.app));
});

/** A concrete path for a pattern: records of the demo organization. */
const concrete = (api: ApiPath): string =>
  api.path.replace('/api/settings/:id', '/api/settings/maintenance_banner').replace(':id', demoOrganizationId);

const send = (client: ApiClient, api: ApiPath, path: string) => {
  switch (api.method) {
    case 'GET':
      return client.get(path);
    case 'POST':
      return client.post(path, {});
    case 'PUT':
      return client.put(path, {});
    case 'PATCH':
      return client.agent.patch(path).set('X-CSRF-TOKEN', client.csrf).send({});
    case 'DELETE':
      return client.delete(path);
  }
};

const cases = apiRoutes();

describe('AUTH-20 SPINE-34 SPINE-35 SPINE-37 route table walk: the API serves a screen’s data to the roles of the screen', () => {
  it('names API paths for the screens that exist', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  for (const { route, api } of cases) {
    describe(`${route.path} → ${api.method} ${api.path}`, () => {
      for (const role of demoRoles) {
        const allowed = accessAllows(route.access, role);
        // reads are walked for every role; writes only where they must be refused (nothing is changed)
        if (allowed && api.method !== 'GET') continue;
        it(`${role}: ${allowed ? '2xx' : '403'}`, async () => {
          const response = await send(clients.get(role)!, api, concrete(api));
          if (allowed) expect(response.status).toBeGreaterThanOrEqual(200);
          if (allowed) expect(response.status).toBeLessThan(300);
          else
            expect({ status: response.status, message: response.body.message }).toEqual({
              status: 403,
              message: 'You do not have permission to access this page',
            });
        });
      }

      const otherAllowed = accessAllows(route.access, 'coordinator');
      const namesRecord = api.path.includes(':id') && !api.path.startsWith('/api/settings');
      if (otherAllowed && api.method === 'GET') {
        it(`coordinator of another organization: ${namesRecord ? '404' : '2xx'}`, async () => {
          const response = await send(clients.get('other-organization coordinator')!, api, concrete(api));
          if (namesRecord) expect(response.status).toBe(404);
          else expect(response.status).toBe(200);
        });
      } else if (!otherAllowed) {
        it('coordinator of another organization: 403', async () => {
          const response = await send(clients.get('other-organization coordinator')!, api, concrete(api));
          expect(response.status).toBe(403);
        });
      }

      if (route.access !== 'public') {
        it('signed out: 401 (or 419 for a write without a session token)', async () => {
          const response = await send(await anonymousClient(t.app), api, concrete(api));
          expect([401, 419]).toContain(response.status);
        });
      }
    });
  }
});
