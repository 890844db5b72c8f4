// The notification preferences read model (PEOPLE-23): one row per user who set them.
import { describe, it } from '@jest/globals';
import type { NotificationPreferencesChanged } from '@practicum/shared/domain/notifications/preferences';
import { at, projectorSpec, specId } from '../testing/projectorSpec.js';
import { notificationPreferencesProjector } from './preferencesProjector.js';

const spec = projectorSpec(notificationPreferencesProjector);

const changed = (userId: string, email: boolean, sms = false): NotificationPreferencesChanged => ({
  type: 'NotificationPreferencesChanged',
  data: { userId, email, sms },
});
const [maya, jonah] = [specId(1), specId(2)];

describe('when a user sets notification preferences', () => {
  it('PEOPLE-23 keeps email and SMS per user', () =>
    spec.given(changed(maya, true), changed(jonah, false, true)).thenRows('notification_preferences', [
      { user_id: maya, email: true, sms: false },
      { user_id: jonah, email: false, sms: true },
    ]));

  it('PEOPLE-23 shows the latest choice and when it was made', () =>
    spec
      .given(changed(maya, true))
      .when(at('2026-11-22T08:00:00.000Z', changed(maya, false)))
      .thenRows('notification_preferences', [{ user_id: maya, email: false, updated_at: '2026-11-22T08:00:00.000Z' }]));
});

describe('when a batch is applied twice', () => {
  it('each user keeps the batch’s last choice', () =>
    spec
      .given(changed(jonah, true))
      .when(changed(maya, true), changed(maya, false, true), changed(jonah, false))
      .thenReplayChangesNothing());
});
