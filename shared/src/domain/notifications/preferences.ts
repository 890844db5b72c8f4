// A user's notification preferences (002 §3: email and SMS; PEOPLE-23): whether
// notifications are also sent by email (and, later, SMS). One stream per user,
// `notification-preferences-<userId>`; off until the user asks.
import { z } from 'zod';
import type { CommandContext, Decider, DomainEvent } from '../decider.js';

export const notificationPreferencesSchema = z.object({ email: z.boolean(), sms: z.boolean().default(false) }).strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export type NotificationPreferencesChanged = DomainEvent<'NotificationPreferencesChanged', { userId: string } & NotificationPreferences>;
export type SetNotificationPreferences = { type: 'SetNotificationPreferences'; data: { userId: string } & NotificationPreferences };

export const NOTIFICATION_PREFERENCES_CATEGORY = 'notification-preferences';
export const notificationPreferencesStream = (userId: string): string => `${NOTIFICATION_PREFERENCES_CATEGORY}-${userId}`;
export const defaultNotificationPreferences: NotificationPreferences = { email: false, sms: false };

export const notificationPreferencesDecider: Decider<
  NotificationPreferences,
  SetNotificationPreferences,
  NotificationPreferencesChanged,
  CommandContext
> = {
  initialState: () => defaultNotificationPreferences,
  evolve: (_state, event) => ({ email: event.data.email, sms: event.data.sms }),
  /** Only a change is recorded. */
  decide: (command, state) =>
    command.data.email === state.email && command.data.sms === state.sms
      ? []
      : [{ type: 'NotificationPreferencesChanged', data: command.data }],
};
