// DASH-33: the coordinator dashboard's welcome block follows the organization's
// show_welcome setting; a coordinator dismisses it for the organization.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventCount, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;

const showWelcome = async (client: ApiClient) =>
  (
    (await client.get('/api/users/current').expect(200)).body as {
      current_position: { organization: { organization_settings: { show_welcome: boolean } } };
    }
  ).current_position.organization.organization_settings.show_welcome;

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
});

describe('DASH-33 the welcome block', () => {
  it('is refused to a trainee, and changes nothing', async () => {
    const before = await eventCount(t.app);
    expect((await trainee.put('/api/organization/welcome/dismiss', {})).status).toBe(403);
    expect(await eventCount(t.app)).toBe(before);
    expect(await showWelcome(coordinator)).toBe(true);
  });

  it('is dismissed by a coordinator for the whole organization, once', async () => {
    expect((await coordinator.put('/api/organization/welcome/dismiss', {})).status).toBe(200);
    expect(await showWelcome(coordinator)).toBe(false);
    trainee.lastPosition = coordinator.lastPosition;
    expect(await showWelcome(trainee)).toBe(false);
    const before = await eventCount(t.app);
    expect((await coordinator.put('/api/organization/welcome/dismiss', {})).status).toBe(200);
    expect(await eventCount(t.app)).toBe(before);
  });
});
