// An attacker's walk of the newer areas (stop 56): people of the demo's other organization (Riverside) ask
// for the demo organization's records by id, by the downloads under them, and through every list's filters with
// those ids. Each record is another organization's: 403 or 404, and no list shows one. The CE course catalogue is
// the platform's (every organization's trainees take the same courses), so it is left out.
import { describe, expect, it } from '@jest/globals';
import { catchUpToHead, otherOrganizationCoordinator, signInByEmail, testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile();

/** Each area's list, read as the demo role that sees its records. */
const areas = [
  ['supervision-sites', 'coordinator'],
  ['placements', 'coordinator'],
  ['forms', 'coordinator'],
  ['submitted-forms', 'coordinator'],
  ['meetings', 'supervisor'],
  ['clients', 'trainee'],
  ['support-conversations', 'coordinator'],
  ['access-passes', 'coordinator'],
  ['registration-codes', 'coordinator'],
  ['payments', 'coordinator'],
  ['training-plans', 'coordinator'],
  ['trainings', 'coordinator'],
  ['training-levels', 'coordinator'],
  ['insurance-documents', 'coordinator'],
  ['site-tags', 'coordinator'],
  ['activities', 'trainee'],
] as const;
const downloads = ['', '/pdf', '/users', '/comments', '/export', '/exports'];
/** The filters that name another area's record, with the area whose ids they take. */
const filterKeys = [
  ['supervision_site_id', 'supervision-sites'],
  ['placement_id', 'placements'],
  ['form_id', 'forms'],
  ['training_id', 'trainings'],
  ['meeting_id', 'meetings'],
  ['client_id', 'clients'],
  ['training_plan_id', 'training-plans'],
] as const;

const idsOf = async (client: ApiClient, resource: string): Promise<string[]> => {
  const { body } = await client.get(`/api/${resource}?range=[0,2]`).expect(200);
  return (body as { id: string }[]).map((record) => String(record.id));
};

describe.each([
  ['a new coordinator', null],
  ['its intern', 'ines.moreau@demo.practicum.test'],
  ['its supervisor', 'hugo.alvarez@demo.practicum.test'],
])('the other organization’s people (%s) and the demo organization’s records', (_who, email) => {
  it('read none of them by id, by a download under it, or through a list filtered by their ids', async () => {
    const readers = Object.fromEntries(
      await Promise.all(['coordinator', 'supervisor', 'trainee'].map(async (role) => [role, await t.signIn(role)] as const)),
    );
    const other = email ? await signInByEmail(t.app, email) : await otherOrganizationCoordinator(t.app);
    await catchUpToHead(t.app, ...Object.values(readers), other);
    const demoIds = new Map<string, string[]>();
    for (const [resource, role] of areas) demoIds.set(resource, await idsOf(readers[role]!, resource));
    expect([...demoIds.values()].flat().length).toBeGreaterThan(areas.length);

    const answered: string[] = [];
    // the filtered lists must answer (a filter refused with 422 proves nothing; a list refuses filters it has not)
    let listsRead = 0;
    for (const [resource, ids] of demoIds)
      for (const id of ids.slice(0, 2))
        for (const below of downloads) {
          const path = `/api/${resource}/${id}${below}`;
          const { status } = await other.get(path);
          if (status < 400) answered.push(`${path} ${status}`);
        }
    for (const [resource] of areas) {
      const ownList = await other.get(`/api/${resource}?range=[0,999]`);
      if (ownList.status !== 200) continue; // a list the role may not read at all
      const own = new Set((ownList.body as { id: string }[]).map((record) => String(record.id)));
      const filters = [
        { id: demoIds.get(resource)! },
        ...filterKeys.flatMap(([key, area]) =>
          demoIds
            .get(area)!
            .slice(0, 1)
            .map((id) => ({ [key]: id })),
        ),
      ];
      for (const filter of filters) {
        const { status, body } = await other.get(`/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`);
        if (status === 200) listsRead += 1;
        const foreign = status === 200 && Array.isArray(body) ? (body as { id: string }[]).filter((r) => !own.has(String(r.id))) : [];
        if (foreign.length > 0) answered.push(`${resource} ${JSON.stringify(filter)} ${foreign.length}`);
      }
    }
    expect(answered).toEqual([]);
    expect(listsRead).toBeGreaterThan(0);
  });
});
