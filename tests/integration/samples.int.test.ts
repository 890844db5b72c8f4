// Samples (002 §5 "Sample supervisors and plans only go to sample trainees"): the demo
// organization's sample trainee, sample supervisor and sample plan (seeded by
// demoSamples.ts), and a real trainee refused both, over HTTP and a real database.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { placementMessages } from '@practicum/shared/domain/placements/index';
import { trainingMessages } from '@practicum/shared/domain/trainings/index';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { refusedWithoutEvents, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let lena: ApiClient;
let wren: ApiClient;
let samplePlanId: string;
let realPlanId: string;
const ids: Record<'lena' | 'wren' | 'wyatt', string> = { lena: '', wren: '', wyatt: '' };
const trainingOf: Record<'lena' | 'wren', string> = { lena: '', wren: '' };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const userId = async (email: string) => (await t.app.knex('users').where({ email }).first<{ id: string }>('id')).id;
const planId = async (name: string) => (await t.app.knex('training_plan_names').where({ name }).first<{ id: string }>('id')).id;
const trainingId = async (traineeId: string) =>
  (await t.app.knex('trainings').where({ trainee_id: traineeId }).first<{ id: string }>('id')).id;

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  lena = await signIn(t.app, 'lena.schmidt');
  wren = await signIn(t.app, 'wren.sample');
  const head = formatPosition(await t.app.eventStore.headPosition());
  for (const client of [coordinator, lena, wren]) client.lastPosition = head;
  ids.lena = await userId('lena.schmidt@demo.practicum.test');
  ids.wren = await userId('wren.sample@demo.practicum.test');
  ids.wyatt = await userId('wyatt.sample@demo.practicum.test');
  samplePlanId = await planId('Sample practicum');
  realPlanId = await planId('Internship – Year');
  trainingOf.lena = await trainingId(ids.lena);
  trainingOf.wren = await trainingId(ids.wren);
});

describe('a sample training plan', () => {
  it('ADMIN-27 is refused for a real trainee (422, nothing written) and the sample trainee has it', async () => {
    const response = await refusedWithoutEvents(t.app, () =>
      coordinator.post('/api/trainings/batch', {
        trainee_ids: [ids.lena],
        training_plan_id: samplePlanId,
        start_at: day(500),
        end_at: day(560),
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: trainingMessages.samplePlan,
      errors: [{ failed_trainee_id: ids.lena, error: trainingMessages.samplePlan }],
    });
    const wrens = await coordinator.get(`/api/trainings/${trainingOf.wren}`).expect(200);
    expect(wrens.body).toMatchObject({ trainee_id: ids.wren, training_plan_id: samplePlanId });
  });

  it('ADMIN-27 a real trainee’s training cannot be moved to it; a sample trainee’s can take a real plan', async () => {
    const moved = await refusedWithoutEvents(t.app, () =>
      coordinator.put('/api/trainings/batch', { training_ids: [trainingOf.lena], training_plan_id: samplePlanId }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual([
      { failed_trainee_id: ids.lena, failed_training_id: trainingOf.lena, error: trainingMessages.samplePlan },
    ]);
    const toReal = await coordinator.post('/api/trainings/batch', {
      trainee_ids: [ids.wren],
      training_plan_id: realPlanId,
      start_at: day(700 + Math.floor(Math.random() * 300)),
      end_at: day(1100),
    });
    // a retried attempt may overlap its own earlier training: either way the rule let the real plan through
    expect(toReal.body.errors.every((e: { error: string }) => e.error !== trainingMessages.samplePlan)).toBe(true);
  });
});

describe('a sample supervisor at a site', () => {
  let siteId: string;
  beforeAll(async () => {
    const site = await coordinator.post('/api/supervision-sites', {
      name: `Sample Practice ${randomUUID().slice(0, 8)}`,
      department: 'Outpatient',
      supervisor_ids: [ids.wyatt],
      status: 'approved',
      published: true,
    });
    expect(site.status).toBe(201);
    siteId = site.body.id as string;
    lena.lastPosition = wren.lastPosition = coordinator.lastPosition;
  });

  it('ADMIN-27 is refused for a real trainee’s placement (422 under supervisor_id, nothing written)', async () => {
    const response = await refusedWithoutEvents(t.app, () =>
      lena.post('/api/placements', { training_id: trainingOf.lena, supervision_site_id: siteId, supervisor_id: ids.wyatt }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ supervisor_id: [placementMessages.sampleSupervisor] });
  });

  it('ADMIN-27 supervises the sample trainee’s placement', async () => {
    const response = await wren.post('/api/placements', {
      training_id: trainingOf.wren,
      supervision_site_id: siteId,
      supervisor_id: ids.wyatt,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'open', supervisor_joined: false });
  });
});
