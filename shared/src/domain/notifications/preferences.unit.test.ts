import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../testing/deciderSpec.js';
import { notificationPreferencesDecider } from './preferences.js';

const spec = deciderSpec(notificationPreferencesDecider);
const set = (email: boolean) => ({ type: 'SetNotificationPreferences' as const, data: { userId: 'u1', email, sms: false } });

describe('PEOPLE-23 notification preferences', () => {
  it('records asking for email copies', () => {
    spec.when(set(true)).then([{ type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: true, sms: false } }]);
  });
  it('records nothing when nothing changes (off by default)', () => {
    spec.when(set(false)).then([]);
  });
});
