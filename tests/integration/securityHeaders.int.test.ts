// Response headers on the API (docs/security.md "Headers"): the policy, no
// framing, nosniff, a referrer policy, never cached; no HSTS outside production.
import { describe, expect, it } from '@jest/globals';
import { anonymousClient, signIn, testAppForFile } from './support/testApp.js';

const t = testAppForFile();

const expectHardened = (headers: Record<string, string>) => {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-powered-by']).toBeUndefined();
  // development serves plain http: HSTS only in production
  expect(headers['strict-transport-security']).toBeUndefined();
};

describe('API answers', () => {
  it('carry the security headers and Cache-Control: no-store on reads, writes, errors and sign-in', async () => {
    const anonymous = await anonymousClient(t.app);
    expectHardened((await anonymous.get('/api/initial-state')).headers);
    expectHardened((await anonymous.get('/api/users/current')).headers); // 401
    expectHardened((await anonymous.post('/api/login', { email: 'x@example.org', password: 'Wrong-password-1' })).headers);
    const coordinator = await signIn(t.app, 'coordinator');
    expectHardened((await coordinator.get('/api/users/current').expect(200)).headers);
    expectHardened((await coordinator.put('/api/users/current', {})).headers); // 422
    expectHardened((await coordinator.get('/api/no-such-thing')).headers); // 404
  });
});
