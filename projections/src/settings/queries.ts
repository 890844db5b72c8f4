// The settings read contract (ADMIN-39): every setting, a setting nobody has changed showing its default.
import type { Knex } from 'knex';
import { defaultSettingValues, settingKeys, type SettingKey } from '@practicum/shared/domain/settings/commands';
import { settingsReadModel } from './readModel.js';

export interface SettingRecord {
  id: SettingKey;
  key: SettingKey;
  value: unknown;
}

export async function allSettings(knex: Knex): Promise<SettingRecord[]> {
  const rows: { id: string; value: unknown }[] = await knex(settingsReadModel.tables.settings).select('id', 'value');
  const stored = new Map(rows.map((r) => [r.id, r.value]));
  return settingKeys.map((key) => ({ id: key, key, value: stored.get(key) ?? defaultSettingValues[key] }));
}
