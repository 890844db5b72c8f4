// A list filter whose value its column cannot hold (text for a uuid, the year 0 for a date, a number past a bigint)
// is the caller's mistake about one field: 422 naming that filter, as an unknown filter is, not the database's bare
// "The given data was invalid." under `_`. Every way a list reads its filters is walked: the shared list route, the
// lists that page themselves (tasks, live sessions, activity log) and the downloads (audit CSV, sites, access report).
import { describe, expect, it } from '@jest/globals';
import { signInAll, testAppForFile } from './support/testApp.js';

const t = testAppForFile();

const filterOf = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('SPINE-30 SPINE-31 a list filter whose value does not fit its column', () => {
  it('answers 422 naming that filter on every kind of list, and only the filters that do not fit', async () => {
    const [coordinator, admin] = await signInAll(t.app, ['coordinator', 'admin'] as const);
    const cases: [typeof coordinator, string, object, string[]][] = [
      [admin, '/api/admin/organizations', { id: 'abc' }, ['filter.id']],
      [admin, '/api/admin/users', { created_at_gte: '0000-01-01' }, ['filter.created_at_gte']],
      [coordinator, '/api/placements', { id: ['abc'], created_at: 'not a date' }, ['filter.created_at', 'filter.id']],
      [coordinator, '/api/trainings', { trainee_id: 'abc' }, ['filter.trainee_id']],
      [coordinator, '/api/tasks', { list: 'assigned', id: 99_999_999_999 }, ['filter.id']],
      [coordinator, '/api/meetings', { created_at_gte: '0000-01-01' }, ['filter.created_at_gte']],
      [coordinator, '/api/activity-log', { training_id: 'abc' }, ['filter.training_id']],
      [coordinator, '/api/audit', { occurred_at_gte: '0000-01-01' }, ['filter.occurred_at_gte']],
      [coordinator, '/api/audit/export.csv', { occurred_at_lte: '0000-01-01' }, ['filter.occurred_at_lte']],
      [coordinator, '/api/supervision-sites/export', { id: 'abc' }, ['filter.id']],
      [admin, '/api/admin/trainee-access-reports/export', { organization_id: 'abc' }, ['filter.organization_id']],
    ];
    const answers: [string, number, string[]][] = [];
    for (const [client, path, filter] of cases) {
      const response = await client.get(`${path}?${filterOf(filter)}`);
      answers.push([path, response.status, Object.keys((response.body as { errors?: object }).errors ?? {}).sort()]);
    }
    expect(answers).toEqual(cases.map(([, path, , fields]) => [path, 422, fields]));
    // a filter that fits beside one that does not: only the latter is named
    const mixed = await coordinator.get(`/api/placements?${filterOf({ status: 'approved', trainee_id: 'abc' })}`).expect(422);
    expect(mixed.body.errors).toEqual({ 'filter.trainee_id': ['The trainee_id filter is invalid.'] });
    // and the same filters with fitting values still answer
    await coordinator.get(`/api/placements?${filterOf({ status: 'approved', created_at_gte: '2020-01-01' })}`).expect(200);
  });
});

describe('SPINE-55 a list search of more words than a search takes', () => {
  it('answers 422 on q, or on search in the paged mode (each word was one more OR of every search column: 1,000 of them kept a list busy 2 s, 3,000 14 s)', async () => {
    const [coordinator] = await signInAll(t.app, ['coordinator'] as const);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `a${i % 10}`).join(' ');
    const tooMany = await coordinator.get(`/api/supervision-sites?${filterOf({ q: words(1000) })}`).expect(422);
    expect(tooMany.body.errors).toEqual({ 'filter.q': ['The search may have at most 10 words.'] });
    await coordinator.get(`/api/placements?${filterOf({ q: words(11) })}`).expect(422);
    const paged = await coordinator.get(`/api/supervision-sites?page=1&search=${encodeURIComponent(words(11))}`).expect(422);
    expect(paged.body.errors).toEqual({ search: ['The search may have at most 10 words.'] });
    await coordinator.get(`/api/supervision-sites?${filterOf({ q: words(10) })}`).expect(200);
  });
});
