import { describe, expect, it } from '@jest/globals';
import { canOpen, demoRoles, routeFor } from './routeTable.js';

describe('SPINE-36 the paths of the lazily loaded screens (reading B, 001 §2)', () => {
  it('serve reports, tasks, a task by type and id, clients, a client, CE courses and notifications', () => {
    for (const path of ['/reports', '/tasks', '/tasks/assigned/42', '/clients', '/clients/7', '/cecourses/hipaa', '/notifications'])
      expect(routeFor(path)).toMatchObject({ layout: 'default', showTimeoutLogin: true });
    expect(canOpen('/reports', 'coordinator')).toBe(true);
    expect(canOpen('/reports', 'trainee')).toBe(false);
  });
});

describe('NOTIF-01 SPINE-40 who opens /notifications and the public paths', () => {
  it('every signed-in role opens /notifications (roles not shown); a visitor does not', () => {
    for (const role of demoRoles) expect(canOpen('/notifications', role)).toBe(true);
    expect(canOpen('/notifications', null)).toBe(false);
  });

  it('the fixed public paths and the marketing pages open without signing in, in the public layout', () => {
    for (const path of ['/login', '/terms-of-service', '/privacy-policy', '/site/contact', '/site', '/site/demo']) {
      expect(canOpen(path, null)).toBe(true);
      expect(routeFor(path)?.layout).toBe('public');
    }
  });
});
