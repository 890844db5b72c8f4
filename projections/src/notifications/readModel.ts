// Notification preferences (PEOPLE-23): email and text copies, per user.
import { defineReadModel } from '../runner/readModel.js';

export const notificationPreferencesReadModel = defineReadModel({
  projections: ['notification_preferences'],
  tables: { notification_preferences: 'notification_preferences' },
});
