// The settings read model: one row per platform setting, holding its current value (spec 000 §3.4).
import { describe, it } from '@jest/globals';
import type { MaintenanceBannerChanged, UserLockoutToggled } from '@practicum/shared/domain/settings/events';
import { at, projectorSpec } from '../testing/projectorSpec.js';
import { settingsProjector } from './settingsProjector.js';

const spec = projectorSpec(settingsProjector);

const banner = (enabled: boolean, message: string): MaintenanceBannerChanged => ({
  type: 'MaintenanceBannerChanged',
  data: { enabled, message },
});
const lockout = (lockout_enabled: boolean, lockout_primed: boolean): UserLockoutToggled => ({
  type: 'UserLockoutToggled',
  data: { lockout_enabled, lockout_primed },
});

describe('when the maintenance banner changes', () => {
  it('AUTH-75 AUTH-76 keeps maintenance_banner with the value {enabled, message}', () =>
    spec
      .given(banner(true, 'Upgrade tonight at 10 pm'))
      .thenRows('settings', [
        { id: 'maintenance_banner', key: 'maintenance_banner', value: { enabled: true, message: 'Upgrade tonight at 10 pm' } },
      ]));

  it('AUTH-77 shows the latest value and when it was set', () =>
    spec
      .given(banner(true, 'Upgrade tonight'))
      .when(at('2026-11-21T12:00:00.000Z', banner(false, '')))
      .thenRows('settings', [
        { key: 'maintenance_banner', value: { enabled: false, message: '' }, updated_at: '2026-11-21T12:00:00.000Z' },
      ]));
});

describe('when the user lockout is toggled', () => {
  it('AUTH-72 keeps user_lockout beside the banner with the value {lockout_enabled, lockout_primed}', () =>
    spec
      .given(banner(true, 'Back soon'))
      .when(lockout(true, true))
      .thenRows('settings', [
        { key: 'maintenance_banner', value: { enabled: true, message: 'Back soon' } },
        { key: 'user_lockout', value: { lockout_enabled: true, lockout_primed: true } },
      ]));

  it('AUTH-73 shows lockout off and unprimed after it is turned off', () =>
    spec
      .given(lockout(true, true))
      .when(lockout(false, false))
      .thenRows('settings', [{ key: 'user_lockout', value: { lockout_enabled: false, lockout_primed: false } }]));
});

describe('when a batch is applied twice', () => {
  it('the settings keep the batch’s last values', () =>
    spec
      .given(lockout(false, false))
      .when(banner(true, 'Down'), lockout(true, false), banner(true, 'Down until 6'))
      .thenReplayChangesNothing());
});
