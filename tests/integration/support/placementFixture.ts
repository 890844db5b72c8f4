// An organization's placement with every party of it signed in (the demo organization): the trainee's own
// training, a site of its own listing the supervisor and a second contact, the training's faculty, a coordinator,
// and a member of the same organization who is none of these. The placement and form tests build on it instead
// of each finding its people, training and site.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { RunningPracticum } from '@practicum/infra/app';
import type { SiteRecord } from '@practicum/shared/domain/sites/index';
import { catchUpToHead, demoEmail, signInAll, signInByEmail, signedInMember, demoOrganizationId, type ApiClient } from './testApp.js';

/** A demo login's user id ('supervisor', 'omar.haddad', ...). */
export const userIdOf = async (app: RunningPracticum, login: string): Promise<string> =>
  (
    await app
      .knex('users')
      .where({ email: demoEmail(login) })
      .first<{ id: string }>('id')
  ).id;

/** A trainee's trainings, oldest first, with the level each is at. */
export const trainingsOf = (app: RunningPracticum, traineeId: string) =>
  app
    .knex('trainings as t')
    .join('training_plans as p', 'p.id', 't.training_plan_id')
    .where({ 't.trainee_id': traineeId })
    .orderBy('t.start_at')
    .select<{ id: string; level_id: string; faculty_position_id: string | null }[]>('t.id', 'p.level_id', 't.faculty_position_id');

/** The published sites a supervisor is listed on, as the coordinator's directory shows them, by name. */
export async function supervisorSites(coordinator: ApiClient, supervisorId: string): Promise<Map<string, SiteRecord>> {
  const filter = encodeURIComponent(JSON.stringify({ supervisor_id: supervisorId, published: true }));
  const { body } = await coordinator.get(`/api/supervision-sites?filter=${filter}&range=[0,99]`).expect(200);
  return new Map((body as SiteRecord[]).map((site) => [site.name, site]));
}

/** An approved, published site taking trainees that the coordinator adds, listing `supervisorIds`; answers its id. */
export async function openSite(coordinator: ApiClient, name: string, supervisorIds: string[]): Promise<string> {
  const created = await coordinator.post('/api/supervision-sites', {
    name,
    supervisor_ids: supervisorIds,
    status: 'approved',
    published: true,
    accepting_trainees: true,
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** The trainee's request to be placed at a site with a supervisor, read after `after`'s last command; answers its id. */
export async function requestPlacement(
  trainee: ApiClient,
  after: string | null,
  request: { trainingId: string; siteId: string; supervisorId: string },
): Promise<string> {
  trainee.lastPosition = after;
  const requested = await trainee.post('/api/placements', {
    training_id: request.trainingId,
    supervision_site_id: request.siteId,
    supervisor_id: request.supervisorId,
  });
  expect(requested.status).toBe(201);
  return requested.body.id as string;
}

export interface PlacementParties<C> {
  coordinator: C;
  trainee: C;
  supervisor: C;
  /** Listed on the site beside the supervisor. */
  siteContact: C;
  /** The primary faculty of the placement's training. */
  faculty: C;
  /** A trainee of the same organization, party to none of it. */
  outsider: C;
}

export interface PlacementFixture {
  placementId: string;
  organizationId: string;
  trainingId: string;
  levelId: string;
  site: SiteRecord;
  clients: PlacementParties<ApiClient>;
  ids: PlacementParties<string>;
  /** Every party then reads after `from`'s last command. */
  syncReads(from: ApiClient): void;
}

export interface PlacementFixtureOptions {
  /** The demo login of the trainee (their latest training is placed). */
  trainee?: string;
  /** The demo login of the outsider. */
  outsider?: string;
  /** Whether the supervisor joins the placement. */
  joined?: boolean;
}

export async function placementFixture(app: RunningPracticum, options: PlacementFixtureOptions = {}): Promise<PlacementFixture> {
  const { trainee: traineeLogin = 'omar.haddad', outsider: outsiderLogin = 'lena.schmidt', joined = false } = options;
  const [coordinator, supervisor, trainee, outsider] = await signInAll(app, ['coordinator', 'supervisor', traineeLogin, outsiderLogin]);
  const organizationId = await demoOrganizationId(app);
  const tag = randomUUID().slice(0, 8);
  const contact = await signedInMember(
    app,
    { first_name: 'Cleo', last_name: `Contact ${tag}`, email: `cleo.${tag}@site.test` },
    { organizationId, role: 'supervisor' },
  );
  const [traineeId, supervisorId, outsiderId] = await Promise.all([
    userIdOf(app, traineeLogin),
    userIdOf(app, 'supervisor'),
    userIdOf(app, outsiderLogin),
  ]);
  const training = (await trainingsOf(app, traineeId)).at(-1)!;
  const facultyUser = await app
    .knex('positions as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.id', training.faculty_position_id)
    .first<{ id: string; email: string }>('u.id', 'u.email');
  const faculty = await signInByEmail(app, facultyUser.email);
  const clients = { coordinator, trainee, supervisor, siteContact: contact.client, faculty, outsider };
  await catchUpToHead(app, ...Object.values(clients));

  const siteId = await openSite(coordinator, `Placement fixture site ${tag}`, [supervisorId, contact.userId]);
  const placementId = await requestPlacement(trainee, coordinator.lastPosition, { trainingId: training.id, siteId, supervisorId });
  let last = trainee;
  if (joined) {
    supervisor.lastPosition = trainee.lastPosition;
    expect((await supervisor.patch(`/api/placements/${placementId}/supervisor`)).status).toBe(200);
    last = supervisor;
  }
  const syncReads = (from: ApiClient) => {
    for (const client of Object.values(clients)) client.lastPosition = from.lastPosition;
  };
  syncReads(last);
  const site = (await coordinator.get(`/api/supervision-sites/${siteId}`).expect(200)).body as SiteRecord;
  return {
    placementId,
    organizationId,
    trainingId: training.id,
    levelId: training.level_id,
    site,
    clients,
    ids: {
      coordinator: await userIdOf(app, 'coordinator'),
      trainee: traineeId,
      supervisor: supervisorId,
      siteContact: contact.userId,
      faculty: facultyUser.id,
      outsider: outsiderId,
    },
    syncReads,
  };
}
