// The activity catalogue through the API (spec 002 §7; TRAIN-35, TRAIN-36):
// any member reads the organization's types, activities and tags; only the
// coordinator adds and edits them; names stay unique within their kind.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { activityCatalogStream } from '@practicum/shared/domain/trainings/events';
import { appended, as, commandSpec, type Given } from './support/commandSpec.js';
import { signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;
let other: ApiClient;
let organizationId: string;

beforeAll(async () => {
  ({ other, coordinator, trainee } = await signInAfterDemoData(t.app, ['coordinator', 'trainee']));
  const { body: me } = await coordinator.get('/api/users/current').expect(200);
  organizationId = (me as { current_position: { organization_id: string } }).current_position.organization_id;
});

/** Types the given/when/then scenarios record straight into the catalogue's history. */
const [caseNotes, intakeNotes] = [randomUUID(), randomUUID()];
const recorded = (activityTypeId: string, name: string) =>
  appended(activityCatalogStream(organizationId), {
    type: 'ActivityTypeAdded',
    data: { organizationId, activityTypeId, name, color: '#00897b', symbol: name.slice(0, 2).toUpperCase() },
  });

describe('TRAIN-36 reading the catalogue', () => {
  it('gives any member the demo organization’s types, activities and tags', async () => {
    const types = (await trainee.get('/api/activity-types').expect(200)).body as { name: string; color: string; symbol: string }[];
    expect(types.map((x) => x.name)).toEqual(['Direct client contact', 'Documentation', 'Group supervision', 'Individual supervision']);
    expect(types[0]).toMatchObject({ color: '#1e88e5', symbol: 'DC' });
    const activities = (await trainee.get('/api/activities?range=[0,99]&sort=["name","ASC"]').expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(activities.find((a) => a.name === 'Suicide risk assessment')).toMatchObject({ group: 'Crisis', raises_risk_alert: true });
    expect(activities.find((a) => a.name === 'Intake interview')).toMatchObject({ group: 'Assessment', raises_risk_alert: false });
    const tags = (await trainee.get('/api/activity-tags').expect(200)).body as { name: string }[];
    expect(tags.map((x) => x.name)).toEqual(['Adolescent', 'Family', 'Telehealth']);
  });
  it('shows another organization none of them, only its own', async () => {
    const ids = async (client: typeof other) =>
      ((await client.get('/api/activity-types').expect(200)).body as { id: string }[]).map((x) => x.id);
    const ours = await ids(trainee);
    const theirs = await ids(other);
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('TRAIN-35 TRAIN-36 editing the catalogue', () => {
  const spec = commandSpec(() => t.app);
  const typeRead = (_given: Given, type: Given[number]) => as('trainee').get(`/api/activity-types/${String(type.id)}`);

  it('adds an activity type that every member then reads', () =>
    spec
      .when(as('coordinator').post('/api/activity-types', { name: 'Case management', color: '#00897b', symbol: 'CM' }))
      .thenStatus(201, { name: 'Case management', color: '#00897b', symbol: 'CM' })
      .thenEvents([{ type: 'ActivityTypeAdded', data: { organizationId, name: 'Case management', color: '#00897b', symbol: 'CM' } }])
      .thenReads(typeRead, { name: 'Case management', color: '#00897b', symbol: 'CM' }));

  it('edits (PUT) an activity type recorded in the catalogue’s history', () =>
    spec
      .given(() => recorded(caseNotes, 'Case notes'))
      .when(as('coordinator').put(`/api/activity-types/${caseNotes}`, { name: 'Case notes', color: '#004d40', symbol: 'CN' }))
      .thenStatus(200, { id: caseNotes, color: '#004d40' })
      .thenEvents([{ type: 'ActivityTypeChanged', data: { activityTypeId: caseNotes, changes: { color: '#004d40' } } }])
      .thenReads(as('trainee').get(`/api/activity-types/${caseNotes}`), {
        id: caseNotes,
        name: 'Case notes',
        color: '#004d40',
        symbol: 'CN',
      }));

  it('edits an activity so it no longer raises risk alerts', () =>
    spec
      .given(as('coordinator').post('/api/activities', { group: 'Crisis', name: 'Mandated report', raises_risk_alert: true }))
      .when(([activity]) => as('coordinator').put(`/api/activities/${String(activity!.id)}`, { raises_risk_alert: false }))
      .thenStatus(200, { group: 'Crisis', name: 'Mandated report', raises_risk_alert: false })
      .thenEvents([{ type: 'ActivityChanged', data: { changes: { raisesRiskAlert: false } } }])
      .thenReads(([activity]) => as('coordinator').get(`/api/activities/${String(activity!.id)}`), { raises_risk_alert: false }));

  it('adds a tag', () =>
    spec
      .when(as('coordinator').post('/api/activity-tags', { name: 'Couples' }))
      .thenStatus(201, { name: 'Couples' })
      .thenEvents([{ type: 'ActivityTagAdded', data: { organizationId, name: 'Couples' } }]));

  it('refuses a type named like another, whatever the case (422)', () =>
    spec
      .when(as('coordinator').post('/api/activity-types', { name: 'documentation', color: '#000000', symbol: 'D' }))
      .thenRefused(422, { errors: { name: ['The name has already been taken.'] } }));

  it('refuses an activity named like another, whatever the case (422)', () =>
    spec
      .when(as('coordinator').post('/api/activities', { group: 'crisis', name: 'SUICIDE risk assessment' }))
      .thenRefused(422, { errors: { name: ['The name has already been taken.'] } }));

  it('refuses a tag named like another (422)', () =>
    spec
      .when(as('coordinator').post('/api/activity-tags', { name: 'telehealth' }))
      .thenRefused(422, { errors: { name: ['The name has already been taken.'] } }));

  it('refuses a colour that is not a hex colour (422)', () =>
    spec
      .when(as('coordinator').post('/api/activity-types', { name: 'New', color: 'red', symbol: 'N' }))
      .thenRefused(422, { errors: { color: ['The color must be a hex color like #1e88e5.'] } }));

  it('refuses a tag without a name (422)', () =>
    spec.when(as('coordinator').post('/api/activity-tags', {})).thenRefused(422, { errors: { name: ['The name field is required.'] } }));

  it('TRAIN-35 answers 403 to a non-coordinator adding a type or a tag', async () => {
    await spec.when(as('trainee').post('/api/activity-types', { name: 'X', color: '#000000', symbol: 'X' })).thenRefused(403, {});
    await spec.when(as('trainee').post('/api/activity-tags', { name: 'X' })).thenRefused(403, {});
  });

  it('TRAIN-35 answers 404 to another organization’s coordinator editing an entry, which stays as it was', () =>
    spec
      .given(() => recorded(intakeNotes, 'Intake notes'))
      .when(as(other).put(`/api/activity-types/${intakeNotes}`, { color: '#000000' }))
      .thenRefused(404, {})
      .thenReads(as('coordinator').get(`/api/activity-types/${intakeNotes}`), { name: 'Intake notes', color: '#00897b' }));
});
