import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { settingDecider } from './decider.js';

const spec = deciderSpec(settingDecider);

describe('settings decider', () => {
  it('turns the maintenance banner on with its message', () => {
    spec
      .when({ type: 'ChangeMaintenanceBanner', data: { enabled: true, message: 'Down at 9pm' } })
      .then([{ type: 'MaintenanceBannerChanged', data: { enabled: true, message: 'Down at 9pm' } }]);
  });
  it('records nothing when the banner is set to what it already is', () => {
    spec
      .given([{ type: 'MaintenanceBannerChanged', data: { enabled: true, message: 'x' } }])
      .when({ type: 'ChangeMaintenanceBanner', data: { enabled: true, message: 'x' } })
      .then([]);
  });
  it('clears primed when the user lockout is turned off', () => {
    spec
      .given([{ type: 'UserLockoutToggled', data: { lockout_enabled: true, lockout_primed: true } }])
      .when({ type: 'ToggleUserLockout', data: { lockout_enabled: false, lockout_primed: true } })
      .then([{ type: 'UserLockoutToggled', data: { lockout_enabled: false, lockout_primed: false } }]);
  });
  it('keeps primed when the user lockout is turned on primed', () => {
    spec
      .when({ type: 'ToggleUserLockout', data: { lockout_enabled: true, lockout_primed: true } })
      .then([{ type: 'UserLockoutToggled', data: { lockout_enabled: true, lockout_primed: true } }]);
  });
});
