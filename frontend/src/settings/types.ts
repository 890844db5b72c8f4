import { type RaRecord } from 'ra-core';
import type { MaintenanceBannerValue, UserLockoutValue, SettingKey } from '@practicum/shared/domain/settings/commands';

export type { MaintenanceBannerValue, UserLockoutValue, SettingKey };

export interface Setting<Value> extends RaRecord {
  id: SettingKey;
  key: SettingKey;
  value: Value;
}
