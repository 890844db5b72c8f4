// Stop 55's walk through the product as a new user of each role (docs/decisions.md, "Stop 55 (walk-through)"): a
// faculty member a site lists as its supervisor reads, joins and signs the placements naming them; notifications
// name the site they concern; the demo coordinator hosts a scheduled session; event types read as words.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { PlacementRecord } from '@practicum/shared/domain/placements/index';
import { describeEventType } from '@practicum/shared/domain/history/describe';
import { notificationOf } from './support/eventually.js';
import { multiwayAgreement } from './support/formBodies.js';
import { openSite, requestPlacement, trainingsOf, userIdOf } from './support/placementFixture.js';
import { catchUpToHead, demoOrganizationId, signedInMember, testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile();
let coordinator: ApiClient;
let trainee: ApiClient;

beforeAll(async () => {
  [coordinator, trainee] = await t.signInAll(['coordinator', 'maya.patel']);
  await catchUpToHead(t.app, coordinator, trainee);
});

describe('PLACE-20 PLACE-16 a faculty member who is a placement’s site supervisor', () => {
  it('reads the placement, joins it, is told which site, and signs its agreement’s supervisor turn', async () => {
    const tag = randomUUID().slice(0, 8);
    // a faculty member of the organization teaching none of the trainee's trainings
    const faculty = await signedInMember(
      t.app,
      { first_name: 'Fiona', last_name: `Field ${tag}`, email: `fiona.${tag}@demo.practicum.test` },
      { organizationId: await demoOrganizationId(t.app), role: 'faculty' },
    );
    const siteName = `Faculty-run clinic ${tag}`;
    const siteId = await openSite(coordinator, siteName, [faculty.userId]);
    // the level's agreement: trainee, then the site supervisor, then the coordinator
    const form = await coordinator.post('/api/forms', multiwayAgreement(`Faculty site agreement ${tag}`));
    expect(form.status).toBe(201);
    expect((await coordinator.patch(`/api/forms/${form.body.id as string}/publish`, { published: true })).status).toBe(200);
    const mayaId = await userIdOf(t.app, 'maya.patel');
    const training = (await trainingsOf(t.app, mayaId)).at(-1)!;
    const required = await coordinator.put(`/api/placement-requirements/${training.level_id}`, { agreement_form_ids: [form.body.id] });
    expect(required.status).toBe(200);

    const placementId = await requestPlacement(trainee, required.body.position ?? coordinator.lastPosition, {
      trainingId: training.id,
      siteId,
      supervisorId: faculty.userId,
    });
    faculty.client.lastPosition = trainee.lastPosition;

    // reads it, in the list and alone
    await faculty.client.get(`/api/placements/${placementId}`).expect(200);
    const listed = (await faculty.client.get('/api/placements?range=[0,99]').expect(200)).body as PlacementRecord[];
    expect(listed.map((p) => p.id)).toContain(placementId);
    // the request's notification names the site
    const told = await notificationOf(t.app, faculty.userId, `/applications/${placementId}`);
    expect(told.message).toContain(siteName);

    // joins it as its supervisor
    const joined = await faculty.client.patch(`/api/placements/${placementId}/supervisor`);
    expect(joined.status).toBe(200);

    // the agreement: the trainee starts it for the placement (its supervisor turn named to the faculty member) ...
    const started = await trainee.post('/api/submitted-forms', { form_id: form.body.id, placement_id: placementId });
    expect(started.status).toBe(201);
    const content = (await trainee.get(`/api/forms/${form.body.id as string}`).expect(200)).body as {
      sections: { questions: { id: string }[] }[];
    };
    const answers = { [content.sections[0]!.questions[0]!.id]: true };
    const signedByTrainee = await trainee.post(`/api/submitted-forms/${started.body.id as string}/submit`, {
      signature: 'Maya Patel',
      answers,
    });
    expect(signedByTrainee.status).toBe(200);
    // ... and the faculty member signs the supervisor's turn
    faculty.client.lastPosition = trainee.lastPosition;
    const signed = await faculty.client.post(`/api/submitted-forms/${started.body.id as string}/submit`, {
      signature: `Fiona Field ${tag}`,
    });
    expect([signed.status, signed.body.status]).toEqual([200, 'signature required']);
    // the trainee's submissions of the form name the placement each is for (the form's "Your submissions")
    const filter = encodeURIComponent(JSON.stringify({ form_id: form.body.id, mine: true }));
    const mine = (await trainee.get(`/api/submitted-forms?filter=${filter}&range=[0,9]`).expect(200)).body as { placement_site: string }[];
    expect(mine.map((submission) => submission.placement_site)).toEqual([siteName]);
  });
});

describe('NOTIF-08 notifications name what they concern', () => {
  it('a trainee’s decided placement names its site', async () => {
    const supervisor = await t.signIn('supervisor');
    const supervisorId = await userIdOf(t.app, 'supervisor');
    const mayaId = await userIdOf(t.app, 'maya.patel');
    const training = (await trainingsOf(t.app, mayaId)).at(-1)!;
    const tag = randomUUID().slice(0, 8);
    const siteName = `Notified site ${tag}`;
    const siteId = await openSite(coordinator, siteName, [supervisorId]);
    const placementId = await requestPlacement(trainee, coordinator.lastPosition, { trainingId: training.id, siteId, supervisorId });
    supervisor.lastPosition = trainee.lastPosition;
    expect((await supervisor.patch(`/api/placements/${placementId}/supervisor`)).status).toBe(200);
    coordinator.lastPosition = supervisor.lastPosition;
    expect((await coordinator.patch(`/api/placements/${placementId}/status`, { status: 'denied' })).status).toBe(200);
    const told = await notificationOf(t.app, mayaId, `/applications/${placementId}`);
    expect(told.message).toBe(`Your placement at ${siteName} was denied`);
  });
});

describe('LIVE-16 the demo coordinator', () => {
  it('hosts a scheduled session, in their scheduled list', async () => {
    const scheduled = (await coordinator.get('/api/meetings?filter={"list":"scheduled"}&range=[0,49]').expect(200)).body as {
      title: string;
      is_host: boolean;
      status: string;
    }[];
    expect(scheduled).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Practicum team meeting', status: 'scheduled' })]));
  });
});

describe('issue 20 event types read as words', () => {
  it('spells abbreviations as readers know them', () => {
    expect(describeEventType('CeCourseCompleted')).toBe('CE course completed');
    expect(describeEventType('HipaaTrainingCompleted')).toBe('HIPAA training completed');
    expect(describeEventType('TrainingChanged')).toBe('Training changed');
  });
});

describe('issue 20 the audit trail’s event-type filter', () => {
  it('picks from the types the trail holds, each in words', async () => {
    const types = (await coordinator.get('/api/audit/types').expect(200)).body as { id: string; name: string }[];
    expect(types).toEqual(expect.arrayContaining([{ id: 'PlacementRequested', name: 'Placement requested' }]));
    expect(types.find((type) => type.id === 'CeCourseCompleted')?.name).toBe('CE course completed');
    expect(new Set(types.map((type) => type.id)).size).toBe(types.length);
    // a trainee has no trail
    await trainee.get('/api/audit/types').expect(403);
  });
});
