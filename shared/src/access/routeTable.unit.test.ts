import { describe, expect, it } from '@jest/globals';
import { accessAllows, auditorMayRead, canOpen, demoRoles, routeFor, routeTable } from './routeTable.js';

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

describe('SPINE-34 SPINE-37 an auditor session opens the trail, the reports and its shell, no member screen', () => {
  it('opens /audit, /reports, /dashboard (which sends it to the trail), its notices and the refusal page', () => {
    for (const path of ['/audit', '/reports', '/dashboard', '/notifications', '/permission-denied'])
      expect(canOpen(path, 'auditor')).toBe(true);
  });

  it('not the screens every member opens, nor a path no row names', () => {
    for (const path of [
      '/supervisionsites',
      '/supervisionsites/1',
      '/forms/1',
      '/tasks',
      '/cecourses/hipaa',
      '/account',
      '/audit/grants',
      '/somewhere',
    ])
      expect(canOpen(path, 'auditor')).toBe(false);
    for (const role of demoRoles) expect(canOpen('/supervisionsites', role)).toBe(true);
  });

  it('the API reads it is allowed are those of the screens it opens, and a member screen’s only through the shell', () => {
    const gets = (auditor: boolean) =>
      routeTable
        .filter((route) => accessAllows(route.access, 'auditor') === auditor)
        .flatMap((route) => (route.api ?? []).filter((api) => api.method === 'GET').map((api) => api.path));
    expect(gets(true).filter((path) => !auditorMayRead(path))).toEqual([]);
    // who I am and the settings every page reads, also listed behind the account and admin screens
    expect([...new Set(gets(false).filter(auditorMayRead))].sort()).toEqual([
      '/api/settings',
      '/api/settings/user_lockout',
      '/api/users/current',
    ]);
  });
});
