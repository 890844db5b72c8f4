// Headless Chromium for the browser benchmarks: the launch, a context on the app, the demo sign-in, and the
// app process with its browser that such a bench runs against.
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureFrontendBuilt } from '@practicum/infra/frontendBuild';
import { startAppProcess, type AppProcess } from './appProcess.js';
import { withDatabase, type BenchServer } from './database.js';

export const DEMO_PASSWORD = 'Practicum!2026';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', ...extraArgs], headless: true });

// bypassCSP lets the page-side waits run; it changes nothing the page loads or does
export const contextOptions = (baseURL: string) => ({ baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });

export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Signs in through /login as the demo user of a role and waits for the dashboard. */
export async function signIn(page: Page, role: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${role}@demo.practicum.test`);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await page.waitForURL('**/dashboard');
}

/**
 * An app process serving the built frontend over a database of its own, and Chromium (with `chromiumArgs`), for
 * the browser benches; both are closed after `body`, whatever it answers or throws.
 */
export async function withAppAndBrowser<T>(
  server: BenchServer,
  prefix: string,
  chromiumArgs: string[],
  body: (app: AppProcess, browser: Browser) => Promise<T>,
): Promise<T> {
  ensureFrontendBuilt();
  return withDatabase(server, prefix, async (db) => {
    const app = await startAppProcess(db.url, { serveFrontend: true });
    let browser: Browser | undefined;
    try {
      browser = await launchChromium(chromiumArgs);
      return await body(app, browser);
    } finally {
      await browser?.close();
      await app.stop();
    }
  });
}
