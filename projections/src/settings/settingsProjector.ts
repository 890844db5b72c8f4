// Platform settings (maintenance banner, user lockout), one row per key.
import { assertNever } from '@practicum/shared/domain/decider';
import { settingEventTypes, type SettingEvent } from '@practicum/shared/domain/settings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { settingsReadModel } from './readModel.js';

const keyOf = (event: SettingEvent) => {
  switch (event.type) {
    case 'MaintenanceBannerChanged':
      return 'maintenance_banner';
    case 'UserLockoutToggled':
      return 'user_lockout';
    default:
      return assertNever(event);
  }
};

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SettingEvent;
  const key = keyOf(event);
  await upsert(ctx, 'settings', { id: key, key, value: JSON.stringify(event.data), updated_at: recorded.metadata.occurredAt });
}

export const settingsProjector = defineProjector({
  name: 'settings',
  version: 1,
  readModel: settingsReadModel,
  canHandle: settingEventTypes,
  tables: {
    settings: (t) => {
      t.text('id').primary();
      t.text('key').notNullable();
      t.jsonb('value').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    },
  },
  apply,
});
