// Read model of notification preferences (PEOPLE-23): one row per user who set them.
import type { NotificationPreferencesChanged } from '@practicum/shared/domain/notifications/preferences';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { notificationPreferencesReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const { userId, email, sms } = recorded.data as NotificationPreferencesChanged['data'];
  await upsert(ctx, 'notification_preferences', { user_id: userId, email, sms, updated_at: recorded.metadata.occurredAt }, 'user_id');
}

export const notificationPreferencesProjector = defineProjector({
  name: 'notification_preferences',
  version: 1,
  readModel: notificationPreferencesReadModel,
  canHandle: ['NotificationPreferencesChanged'],
  tables: {
    notification_preferences: (t) => {
      t.uuid('user_id').primary();
      t.boolean('email').notNullable();
      t.boolean('sms').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    },
  },
  apply,
});
