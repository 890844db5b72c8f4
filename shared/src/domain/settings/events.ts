import { eventTypesOf, type DomainEvent } from '../decider.js';
import type { MaintenanceBannerValue, UserLockoutValue } from './commands.js';

export type MaintenanceBannerChanged = DomainEvent<'MaintenanceBannerChanged', MaintenanceBannerValue>;
export type UserLockoutToggled = DomainEvent<'UserLockoutToggled', UserLockoutValue>;
export type SettingEvent = MaintenanceBannerChanged | UserLockoutToggled;

export const settingEventTypes = eventTypesOf<SettingEvent>()('MaintenanceBannerChanged', 'UserLockoutToggled');

export const settingStream = (key: string): string => `setting-${key}`;
