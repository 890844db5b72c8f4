// A user's notification reads (spec 001 §2 notifications): one stream per user,
// `notifications-<userId>`. The notifier applies these to the notifications read model.
import type { Decider, DomainEvent } from '../decider.js';

export type NotificationRead = DomainEvent<'NotificationRead', { notificationId: string; userId: string; readAt: string }>;
export type AllNotificationsRead = DomainEvent<'AllNotificationsRead', { userId: string; readAt: string }>;
export type NotificationEvent = NotificationRead | AllNotificationsRead;

export type NotificationCommand =
  | { type: 'MarkNotificationRead'; data: { notificationId: string; userId: string } }
  | { type: 'MarkAllNotificationsRead'; data: { userId: string } }
  /** The user opened the record these notifications are about: each still unread is read now. */
  | { type: 'MarkNotificationsRead'; data: { notificationIds: readonly string[]; userId: string } };

export interface NotificationReadsState {
  read: ReadonlySet<string>;
}

export const NOTIFICATIONS_CATEGORY = 'notifications';
export const notificationsStream = (userId: string): string => `${NOTIFICATIONS_CATEGORY}-${userId}`;

export const notificationReadsDecider: Decider<NotificationReadsState, NotificationCommand, NotificationEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'NotificationRead':
        return { read: new Set([...state.read, event.data.notificationId]) };
      case 'AllNotificationsRead':
        // The ids marked by an all-read are not known here; reading one again later is harmless.
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'MarkNotificationRead':
        // Marking an already read notification again records nothing.
        if (state.read.has(command.data.notificationId)) return [];
        return [{ type: 'NotificationRead', data: { ...command.data, readAt: context.now } }];
      case 'MarkAllNotificationsRead':
        return [{ type: 'AllNotificationsRead', data: { userId: command.data.userId, readAt: context.now } }];
      case 'MarkNotificationsRead':
        return command.data.notificationIds
          .filter((id) => !state.read.has(id))
          .map((notificationId) => ({
            type: 'NotificationRead' as const,
            data: { notificationId, userId: command.data.userId, readAt: context.now },
          }));
    }
  },
};

/**
 * A notification was made for a user (by the notifier, from another area's event): announced on its own stream
 * `userNotification-<notificationId>` so that consumers of notifications (email copies) read them from the bus,
 * not from the notifier's table or checkpoint. Appended once (no_stream): a second announcement is refused.
 */
export type NotificationCreated = DomainEvent<
  'NotificationCreated',
  {
    notificationId: string;
    userId: string;
    positionId: string | null;
    message: string;
    link: string;
    sourceEventId: string;
    /** Who did what the notification announces (its message names them): their key seals the message. */
    aboutUserId?: string | null;
  }
>;
export const NOTIFICATION_CREATED_CATEGORY = 'userNotification';
export const notificationCreatedStream = (notificationId: string): string => `${NOTIFICATION_CREATED_CATEGORY}-${notificationId}`;
