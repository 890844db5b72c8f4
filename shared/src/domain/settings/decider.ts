import { assertNever, sameValue, type CommandContext, type Decider } from '../decider.js';
import { defaultSettingValues, type MaintenanceBannerValue, type SettingCommand, type UserLockoutValue } from './commands.js';
import type { SettingEvent } from './events.js';

/** A setting's stream holds one kind of value; its state is the current value. */
export type SettingState = { maintenance_banner: MaintenanceBannerValue; user_lockout: UserLockoutValue };

export const initialState = (): SettingState => structuredClone(defaultSettingValues);

export function evolve(state: SettingState, event: SettingEvent): SettingState {
  switch (event.type) {
    case 'MaintenanceBannerChanged':
      return { ...state, maintenance_banner: event.data };
    case 'UserLockoutToggled':
      return { ...state, user_lockout: event.data };
    default:
      return assertNever(event);
  }
}

const same = sameValue;

export function decide(command: SettingCommand, state: SettingState, _context: CommandContext): SettingEvent[] {
  switch (command.type) {
    case 'ChangeMaintenanceBanner': {
      const value = { enabled: command.data.enabled, message: command.data.message };
      return same(value, state.maintenance_banner) ? [] : [{ type: 'MaintenanceBannerChanged', data: value }];
    }
    case 'ToggleUserLockout': {
      // Spec 000 §4: turning the lockout off also sets primed to false.
      const value = {
        lockout_enabled: command.data.lockout_enabled,
        lockout_primed: command.data.lockout_enabled ? command.data.lockout_primed : false,
      };
      return same(value, state.user_lockout) ? [] : [{ type: 'UserLockoutToggled', data: value }];
    }
    default:
      return assertNever(command);
  }
}

export const settingDecider: Decider<SettingState, SettingCommand, SettingEvent> = { initialState, evolve, decide };
