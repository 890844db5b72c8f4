// The app under its Content Security Policy in a real browser: the page loads,
// a role signs in and reaches its dashboard, and Chromium reports no violation
// (no inline script: the reads the page is sent with are a JSON data block, which the browser does not run).
import { afterAll, describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { demoEmail, demoPassword, openSession, type Session } from './browser.js';

const running = appAndBrowserForFile();

// runs in the page before its own scripts (as text: the tests compile without the DOM's types)
const collectViolations = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));
`;

describe('the app under its Content Security Policy', () => {
  let session: Session;
  afterAll(() => session?.context.close());

  it('serves the page with the policy, and signs the coordinator in to the dashboard with no violation', async () => {
    session = await openSession(running.browser, running.e2e.url);
    const { page } = session;
    // every violation from the first byte on, not only those after a listener is added
    await page.addInitScript({ content: collectViolations });
    const response = await page.goto('/login');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await page.getByLabel('Email').fill(demoEmail('coordinator'));
    await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    // the dashboard's cards and charts render after their reads
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate('window.cspViolations')).toEqual([]);
    expect(session.consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  });
});
