// frontend: what a user waits for in the browser. Headless Chromium against the
// built app with the demo organization:
// - frontend_initial_js_gzip_kb: the JavaScript (gzip, as a server would send it)
//   a cold browser fetches from opening /login to the dashboard's main content;
//   the sign-in page's own share is reported beside it;
// - dashboard_first_paint_ms: from navigating to /dashboard until its main
//   content is painted (tabs shown, no progress indicator left), median of 5 for
//   a signed-in returning user, coordinator and trainee, the slower one;
// - the baseline measured in the same run: the sign-in page painted the same way,
//   so the ratio says what the dashboard adds over the lightest screen.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import type { BenchServer } from './support/database.js';
import { percentile, round } from './support/stats.js';
import { contextOptions, signIn, signInButton, withAppAndBrowser } from './support/browser.js';

export interface FrontendResult {
  frontend_initial_js_gzip_kb: number;
  login_js_gzip_kb: number;
  dashboard_first_paint_ms: number;
  login_first_paint_ms: number;
  dashboard_paint_ratio: number;
  by_role: Record<string, { median_ms: number; samples_ms: number[]; api_calls: number }>;
  scripts: { url: string; gzip_kb: number }[];
}

const ROLES = ['coordinator', 'trainee'] as const;
const RUNS = 5;

/** Resolves once the dashboard's tabs show and nothing in the main area is still loading. */
const mainContentPainted = (page: Page) =>
  page.waitForFunction(
    // runs in the page (the bench has no DOM types): tabs shown, no spinner or placeholder left
    `(() => {
      const main = document.querySelector('main') ?? document.body;
      return main.querySelector('[role="tab"]') !== null && main.querySelector('[role="progressbar"], .MuiSkeleton-root') === null;
    })()`,
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );

/** Scripts fetched while `body` runs, each with its gzip size. */
async function scriptsDuring(page: Page, body: () => Promise<void>): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((bytes) => void sizes.set(new URL(response.url()).pathname, gzipSync(bytes).length))
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  await body();
  page.off('response', onResponse);
  await Promise.all(pending);
  return sizes;
}

const kb = (sizes: Iterable<number>) => round([...sizes].reduce((a, b) => a + b, 0) / 1024, 1);

async function timed(page: Page, path: string, painted: (page: Page) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await page.goto(path);
  await painted(page);
  return performance.now() - started;
}

export async function runFrontend(server: BenchServer, log: (line: string) => void): Promise<FrontendResult> {
  return withAppAndBrowser(server, 'frontend', [], async (app, browser) => {
    // cold: a first visit, from the sign-in page to the coordinator's dashboard
    const cold = await browser.newContext(contextOptions(app.url));
    const coldPage = await cold.newPage();
    const login = await scriptsDuring(coldPage, async () => {
      await coldPage.goto('/login');
      await signInButton(coldPage).waitFor();
    });
    const dashboard = await scriptsDuring(coldPage, async () => {
      await signIn(coldPage, 'coordinator');
      await mainContentPainted(coldPage);
    });
    await cold.close();
    const initial = new Map([...login, ...dashboard]);
    log(`  initial JavaScript: ${kb(initial.values())} kB gzip in ${initial.size} files (sign-in page ${kb(login.values())} kB)`);

    // warm: a returning user opens the app again
    const byRole: FrontendResult['by_role'] = {};
    const loginSamples: number[] = [];
    for (const role of ROLES) {
      const context = await browser.newContext(contextOptions(app.url));
      const page = await context.newPage();
      await signIn(page, role);
      await mainContentPainted(page);
      let apiCalls = 0;
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        apiCalls = 0;
        const count = (request: { url(): string }) => void (new URL(request.url()).pathname.startsWith('/api/') && apiCalls++);
        page.on('request', count);
        samples.push(await timed(page, '/dashboard', mainContentPainted));
        page.off('request', count);
      }
      byRole[role] = { median_ms: round(percentile(samples, 50), 0), samples_ms: samples.map((s) => round(s, 0)), api_calls: apiCalls };
      log(`  ${role} dashboard: median ${byRole[role].median_ms} ms, ${apiCalls} API calls`);
      await context.close();

      const anonymous = await browser.newContext(contextOptions(app.url));
      const loginPage = await anonymous.newPage();
      await loginPage.goto('/login'); // warm the cache as for the dashboard
      for (let run = 0; run < RUNS; run++) loginSamples.push(await timed(loginPage, '/login', (p) => signInButton(p).waitFor()));
      await anonymous.close();
    }
    const slowest = Math.max(...Object.values(byRole).map((r) => r.median_ms));
    const loginMedian = round(percentile(loginSamples, 50), 0);
    return {
      frontend_initial_js_gzip_kb: kb(initial.values()),
      login_js_gzip_kb: kb(login.values()),
      dashboard_first_paint_ms: slowest,
      login_first_paint_ms: loginMedian,
      dashboard_paint_ratio: round(slowest / Math.max(1, loginMedian)),
      by_role: byRole,
      scripts: [...initial].map(([url, bytes]) => ({ url, gzip_kb: round(bytes / 1024, 1) })).sort((a, b) => b.gzip_kb - a.gzip_kb),
    };
  });
}
