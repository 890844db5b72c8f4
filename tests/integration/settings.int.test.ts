import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t?.close());

describe('ADMIN-38 ADMIN-39 AUTH-72 AUTH-75 settings', () => {
  it('lists both settings with their defaults before anyone changed them', async () => {
    const response = await admin.get('/api/settings').expect(200);
    expect(response.headers['content-range']).toBe('settings 0-1/2');
    expect(response.body).toEqual([
      { id: 'maintenance_banner', key: 'maintenance_banner', value: { enabled: false, message: '' } },
      { id: 'user_lockout', key: 'user_lockout', value: { lockout_enabled: false, lockout_primed: false } },
    ]);
  });

  it('AUTH-76 AUTH-77 turns the maintenance banner on with its message, and every signed-in user reads it', async () => {
    const response = await admin.put('/api/settings/maintenance_banner', {
      value: { enabled: true, message: 'Maintenance tonight at 9pm' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'maintenance_banner', value: { enabled: true, message: 'Maintenance tonight at 9pm' } });
    const trainee = await signIn(t.app, 'trainee');
    trainee.lastPosition = admin.lastPosition;
    const seen = await trainee.get('/api/settings/maintenance_banner').expect(200);
    expect(seen.body.value).toEqual({ enabled: true, message: 'Maintenance tonight at 9pm' });
    await trainee.get('/api/settings/user_lockout').expect(403);
  });

  it('AUTH-73 turning the lockout off also clears primed', async () => {
    await admin.put('/api/settings/user_lockout', { value: { lockout_enabled: true, lockout_primed: true } });
    const off = await admin.put('/api/settings/user_lockout', { value: { lockout_enabled: false, lockout_primed: true } });
    expect(off.body.value).toEqual({ lockout_enabled: false, lockout_primed: false });
    const read = await admin.get('/api/settings/user_lockout').expect(200);
    expect(read.body.value).toEqual({ lockout_enabled: false, lockout_primed: false });
  });

  it('answers 422 to a value of the wrong shape and 404 to an unknown setting, appending nothing', async () => {
    const before = await eventCount(t.app);
    const bad = await admin.put('/api/settings/maintenance_banner', { value: { enabled: 'yes' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'value.enabled': ['The enabled field must be a boolean.'] });
    expect((await admin.put('/api/settings/user_lockout', {})).status).toBe(422);
    expect((await admin.put('/api/settings/dark_mode', { value: {} })).status).toBe(404);
    await admin.get('/api/settings/dark_mode').expect(404);
    expect(await eventCount(t.app)).toBe(before);
  });
});
