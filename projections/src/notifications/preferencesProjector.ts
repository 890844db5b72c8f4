// Read model of notification preferences (PEOPLE-23): one row per user who set them.
import type { NotificationPreferencesChanged } from '@practicum/shared/domain/notifications/preferences';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { tableNames } from '../runner/readModel.js';
import { notificationPreferencesReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const { userId, email, sms } = recorded.data as NotificationPreferencesChanged['data'];
  await ctx
    .table('notification_preferences')
    .insert({ user_id: userId, email, sms, updated_at: recorded.metadata.occurredAt })
    .onConflict('user_id')
    .merge();
}

export const notificationPreferencesProjector: Projector = {
  name: 'notification_preferences',
  version: 1,
  tables: tableNames(notificationPreferencesReadModel),
  canHandle: ['NotificationPreferencesChanged'],
  async createTables(schema) {
    await schema.createTable('notification_preferences', (t) => {
      t.uuid('user_id').primary();
      t.boolean('email').notNullable();
      t.boolean('sms').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  apply,
};
