// Issue 10 item 8, the read side: every GET of the query service, fed hostile
// ids and list parameters (sort, range, filter, q) by every role, answers below
// 500. The routes are walked from the query service itself.
import { beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { projectors } from '@practicum/projections/registry';
import { createQueryApp } from '@practicum/query-service/app';
import { createLogger } from '@practicum/shared/platform/logging';
import {
  expectBelow500,
  fuzzedPathId,
  fuzzEveryRoute,
  hostileJson,
  hostileText,
  malformedIdCases,
  pathSegment,
  routesOf,
  wronglyAnsweredIdCases,
  type WalkedRoute,
} from './support/fuzz.js';
import { signIn, testAppForFile, type ApiClient, type TestApp } from './support/testApp.js';

const FILTER_FIELDS = ['q', 'id', 'status', 'list', 'attachable_type', 'attachable_id', 'trainee_id', 'training_id', 'created_at_gte', 'due_date_lte', 'name', 'role', 'organization_id', 'risk_alert']; // prettier-ignore

/** The query service's reads (an app built over the test app's stores, never served). */
function readRoutes(running: TestApp['app']): WalkedRoute[] {
  const app = createQueryApp({
    knex: running.knex,
    pool: running.pool,
    eventStore: running.eventStore,
    logger: createLogger('silent'),
    waiter: { waitFor: () => Promise.resolve(true) },
    projectorNames: projectors.map((p) => p.name),
    minPositionWaitMs: 100,
    session: { secret: 'route-walk', lifetimeSeconds: 60, secureCookies: false },
  });
  return routesOf(app).filter((route) => route.method === 'GET' && route.path.startsWith('/api/'));
}

const { key, value } = hostileJson(FILTER_FIELDS);
/** A list parameter: JSON of hostile values (mostly of the right shape), or hostile raw text. */
const listParam = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 4, arbitrary: shaped.map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: hostileText });
const params = fc.record(
  {
    sort: listParam(fc.tuple(fc.oneof(fc.constantFrom('id', 'name', 'created_at'), fc.string({ maxLength: 8 })), value)),
    range: listParam(fc.oneof(fc.tuple(value, value), value)),
    filter: listParam(fc.oneof({ weight: 4, arbitrary: fc.dictionary(key, value, { maxKeys: 4 }) }, { weight: 1, arbitrary: value })),
  },
  { requiredKeys: [] },
);

const t = testAppForFile();
const clients: Record<string, ApiClient> = {};
let routes: WalkedRoute[] = [];

beforeAll(async () => {
  routes = readRoutes(t.app);
  for (const role of ['coordinator', 'admin', 'trainee', 'faculty']) clients[role] = await signIn(t.app, role);
});

describe('issue 10 when every read route is fed hostile ids and list parameters', () => {
  it('SPINE-30 answers below 500', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const roles = ['coordinator', 'admin', 'trainee', 'faculty'];
    await fuzzEveryRoute({ routes, roles, pathId: fuzzedPathId(), input: params, ciRuns: 300 }, async (route, role, id, query) => {
      const path = route.path.replace(/:\w+/g, pathSegment(id));
      const search = Object.entries(query)
        .map(([name, raw]) => `${name}=${pathSegment(raw)}`)
        .join('&');
      const url = search ? `${path}?${search}` : path;
      const response = await clients[role]!.agent.get(url);
      expectBelow500(`GET ${url.slice(0, 400)} as ${role}`, response);
    });
  }, 180_000);
});

describe('issue 10 when a read route is given a malformed id in its path', () => {
  it('SPINE-30 answers 422 naming the parameter on every such route (403 only to a role the area refuses first)', async () => {
    const cases = malformedIdCases(routes);
    expect(cases.length).toBeGreaterThan(25);
    const wrong = await wronglyAnsweredIdCases(cases, ['admin', 'coordinator', 'trainee'], (role, _route, path) =>
      clients[role]!.agent.get(path),
    );
    expect(wrong).toEqual([]);
  }, 60_000);
});
