// Debian's Chromium driven by playwright-core, and sign-in as a demo role through
// the login screen, for the browser tests.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
export { ensureFrontendBuilt } from '@practicum/infra/frontendBuild';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request, type WebSocket } from 'playwright-core';

/**
 * Debian's chromium-headless-shell where installed: Playwright's own headless browser, without the full browser's
 * UI processes, costs about a quarter less CPU per browser test on two cores; else the full Chromium, in its headless
 * mode. CHROMIUM_PATH chooses another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const demoPassword = 'Practicum!2026';
export type DemoRole = 'admin' | 'coordinator' | 'faculty' | 'supervisor' | 'trainee';
export const demoEmail = (role: DemoRole): string => `${role}@demo.practicum.test`;

/**
 * A tag of this attempt's own, for the names, e-mails and codes a test makes: CI runs a failed test again on the
 * same app and database, where a retried attempt must not find (or find used up) what an earlier attempt made.
 */
export const attemptTag = (): string => randomUUID().slice(0, 8);

const here = dirname(fileURLToPath(import.meta.url));
export const screenshotDir = resolve(here, '../screenshots');

/** Chromium; `extraArgs` add to the usual flags (a fake camera and microphone for the video tests). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs], headless: true });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Browser console errors and failed page scripts, for a test to assert there were none. */
  consoleErrors: string[];
}

/**
 * Picks `option` (a string names it exactly) in the MUI select or autocomplete labelled `field`, then waits until
 * the choice took: the list is gone and the field shows the option (a single choice; while a select's menu is open
 * MUI hides the rest of the page, its dialog too, from the accessibility tree, until the menu has closed) or the
 * option shows as selected (a multiple choice, whose list stays open). An option list that re-renders under the
 * click (an autocomplete's search answering) can swallow it, so a click that did not take is made again.
 */
export async function pickOption(page: Page, field: string | RegExp, option: string | RegExp): Promise<void> {
  const combobox = page.getByRole('combobox', { name: field });
  const listbox = page.getByRole('listbox');
  const closed = page.locator('body:not(:has([role="listbox"]))');
  const selected = listbox.getByRole('option', { name: option, exact: true, selected: true });
  for (let attempt = 1; ; attempt++) {
    if (!(await listbox.isVisible())) await combobox.click();
    await listbox.getByRole('option', { name: option, exact: true }).click();
    try {
      await closed.or(selected).first().waitFor({ timeout: 3_000 });
      if ((await selected.count()) > 0 || shows(await fieldText(combobox), option)) return;
      if (attempt === 3) throw new Error(`${String(field)} shows ${JSON.stringify(await fieldText(combobox))}, not ${String(option)}`);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** What a select shows, or an autocomplete holds: its input's text, and the field's text (a select's, or the chips). */
function fieldText(combobox: Locator): Promise<string[]> {
  return combobox.evaluate((element) => {
    const value = 'value' in element && typeof element.value === 'string' ? element.value : '';
    return [value, element.closest('.MuiInputBase-root')?.textContent ?? element.textContent ?? ''].map((text) => text.trim());
  });
}

function shows(texts: string[], option: string | RegExp): boolean {
  return texts.some((text) => (typeof option === 'string' ? text.includes(option) : option.test(text)));
}

/** A fresh browser context (own cookies) on the app's base URL. */
export async function openSession(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** Fills in /login with an email and the demo password and submits it; the caller waits for what comes next. */
export async function submitLogin(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a new context in through /login as any demo person (all share the demo password) and waits for `landing`. */
export async function signInWithEmail(browser: Browser, baseURL: string, email: string, landing = '**/dashboard'): Promise<Session> {
  const session = await openSession(browser, baseURL);
  await submitLogin(session.page, email);
  await session.page.waitForURL(landing);
  return session;
}

/** Signs in through /login as the demo user of a role and waits for the dashboard. */
export function signInAs(browser: Browser, baseURL: string, role: DemoRole): Promise<Session> {
  return signInWithEmail(browser, baseURL, demoEmail(role), role === 'admin' ? '**/admin/dashboard' : '**/dashboard');
}

/**
 * Accepts the terms of service and privacy policy on the dashboard's prompt (AUTH-78) when the signed-in person is
 * asked. Whether they are is the account's own answer (GET /api/users/current, the read the prompt shows from): one
 * who has accepted both is not asked, and a wait for a prompt that never comes would cost its whole timeout; one who
 * has not must see the prompt.
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const account = await page.request.get('/api/users/current');
  if (!account.ok()) throw new Error(`GET /api/users/current answered ${account.status()}`);
  const { has_accepted_terms, has_accepted_privacy } = (await account.json()) as {
    has_accepted_terms?: boolean;
    has_accepted_privacy?: boolean;
  };
  if (has_accepted_terms && has_accepted_privacy) return;
  const terms = page.getByTestId('terms-prompt');
  await terms.getByRole('button', { name: 'I accept both' }).click();
  await terms.waitFor({ state: 'detached' });
}

/**
 * Screenshots are for people to look at. CI runs on a clean clone whose files nobody opens, so there it captures
 * none unless SCREENSHOTS=1 (on two cores the captures cost minutes of a run); the steps around them still run.
 */
const capturing = !process.env.CI || process.env.SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<string> {
  const path = resolve(screenshotDir, `${name}.png`);
  if (!capturing) return path;
  mkdirSync(screenshotDir, { recursive: true });
  // finished transitions: a dialog is captured as the user sees it, not halfway through fading in
  const options = { path, animations: 'disabled', timeout: 15_000 } as const;
  try {
    await page.screenshot({ ...options, fullPage: true });
  } catch (error) {
    // Chromium's capture beyond the viewport has twice in CI got no frame at all (both times at 390 px, just after
    // a resize); once wedged it stayed so for a second try, so the fallback is the plain viewport capture, which
    // takes another path. A page that cannot be captured either way still fails its test.
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    console.warn(`[screenshot] ${name}: the full-page capture got no frame in 15 s; taking the viewport only`);
    await page.screenshot(options);
  }
  return path;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A command or read in a signed-in browser page (its cookie and CSRF token), answering the JSON body. With
 * `caughtUp`, a command's answer waits until the read side has it (its X-Position), as the screens' next reads do.
 */
export async function apiCall(
  page: Page,
  method: ApiMethod,
  path: string,
  data?: object,
  options: { caughtUp?: (position: string) => Promise<void> } = {},
): Promise<Record<string, unknown>> {
  const { token } = (await (await page.request.get('/auth/csrf-token')).json()) as { token: string };
  const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-TOKEN': token }, ...(data ? { data } : {}) });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  const position = response.headers()['x-position'];
  if (position && options.caughtUp) await options.caughtUp(position);
  return body;
}

// two animation frames: the page has laid out and painted since; at most 2 s for a page that paints nothing
const paintedScript =
  'new Promise((painted) => { requestAnimationFrame(() => requestAnimationFrame(painted)); setTimeout(painted, 2000); })';

/** Resizes the page and waits until it has painted at the new size, so a capture does not race the resize. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // a navigation under way paints its new document anyway
  await page.evaluate(paintedScript).catch(() => undefined);
}

/** The page at desktop width and at 390 px (a phone), as `<name>-1280.png` and `<name>-390.png`. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await screenshot(page, `${name}-1280`);
  await resizeTo(page, { width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await resizeTo(page, viewport);
}

/**
 * Waits for what another user's write shows: a fresh session carries no position of that write to wait
 * for, so a read may answer before the projection has it; each miss reloads the page (at most `tries`).
 */
export async function reloadUntilVisible(page: Page, locator: Locator, tries = 4): Promise<void> {
  for (let attempt = 1; attempt < tries; attempt += 1) {
    try {
      await locator.waitFor({ timeout: 10_000 });
      return;
    } catch {
      await page.reload();
    }
  }
  await locator.waitFor();
}

/**
 * Runs `act` (a click that moves to another screen of the app without loading a page) and waits until the page has
 * had no request in flight for `quietMs`, as Playwright's `networkidle` does after a page load; that state is one
 * per loaded document, so after a move inside the app it is long reached and waits for nothing. Counted from the
 * page's request events from before `act`, so the reads the new screen starts are waited for. Past `timeoutMs` it
 * returns, as a `networkidle` wait that timed out and was passed over: the caller checks what shows.
 */
export async function actUntilQuiet(page: Page, act: () => Promise<unknown>, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  try {
    await act();
    const deadline = Date.now() + timeoutMs;
    while ((inFlight.size > 0 || Date.now() - changedAt < quietMs) && Date.now() < deadline) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 50));
    }
  } finally {
    page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
  }
}

/** The time on the page's clock: Playwright's once `page.clock.install()` has run, what the page's own timers measure. */
export const pageNow = (page: Page): Promise<number> => page.evaluate<number>('Date.now()');

/**
 * Stamps, on the page's clock, when an element with `data-testid` `testId` arrives in the page and when it leaves
 * (an init script's MutationObserver, from the page's next load on; install the clock first). How long a timed
 * element (the confetti) stayed is then read from the page itself, not from when the test got to look at it, which
 * under load is a second or more after it arrived. `stayOf` reads the stamps.
 */
export async function stampArrivals(page: Page, testId: string): Promise<void> {
  await page.addInitScript(`(() => {
    const stamps = ((window.__stamps ??= {})[${JSON.stringify(testId)}] = {});
    let present = false;
    new MutationObserver(() => {
      const now = document.querySelector(${JSON.stringify(`[data-testid="${testId}"]`)}) !== null;
      if (now && !present) stamps.arrived = Date.now();
      if (!now && present) stamps.left = Date.now();
      present = now;
    }).observe(document, { childList: true, subtree: true });
  })()`);
}

/** How long (page time, ms) the element `stampArrivals` watched stayed: NaN while it has not come and gone. */
export const stayOf = (page: Page, testId: string): Promise<number> =>
  page.evaluate<number>(`(({ arrived, left }) => left - arrived)(window.__stamps?.[${JSON.stringify(testId)}] ?? {})`);

/**
 * Runs the page's clock forward (Playwright's, installed with `clock.install()` before the page loaded; it runs every
 * page of the context) `stepMs` at a time until `locator` reaches `state`, at most `limitMs` of the page's time: what
 * the page's own timers bring (a toast's hiding, the confetti's end, the idle warning) without waiting for it in real
 * time. The clock also flows on its own meanwhile, as a real one does.
 */
export async function runClockUntil(
  page: Page,
  locator: Locator,
  state: 'visible' | 'hidden' | 'attached' | 'detached',
  limitMs: number,
  stepMs = 500,
): Promise<void> {
  const reached = async () => {
    if (state === 'visible' || state === 'hidden') return (await locator.isVisible()) === (state === 'visible');
    return (await locator.count()) > 0 === (state === 'attached');
  };
  for (let ran = 0; !(await reached()); ran += stepMs) {
    if (ran >= limitMs) throw new Error(`${locator.toString()} not ${state} after ${limitMs} ms of the page's clock`);
    await page.clock.runFor(stepMs);
  }
}

/** Polls what the page shows until it matches: a locator cannot wait for values such as an input's or the title. */
async function waitForShown(read: () => Promise<string>, matches: (value: string) => boolean, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (!matches(actual)) {
    if (Date.now() > deadline) throw new Error(`${what} is ${JSON.stringify(actual)}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    actual = await read();
  }
}

/** Waits until an input shows the value (forms fill in after their record loads). */
export const waitForInputValue = (input: Locator, expected: string, timeoutMs = 10_000): Promise<void> =>
  waitForShown(
    () => input.inputValue(),
    (value) => value === expected,
    `input value, expected ${JSON.stringify(expected)},`,
    timeoutMs,
  );

/** Waits until the page's title starts with `prefix` (the title is no locator's, and the app's CSP refuses waitForFunction). */
export const waitForTitle = (page: Page, prefix: string, timeoutMs = 10_000): Promise<void> =>
  waitForShown(
    () => page.title(),
    (title) => title.startsWith(prefix),
    `the title, expected to start with ${JSON.stringify(prefix)},`,
    timeoutMs,
  );

/**
 * Runs `navigate` (which opens the page's realtime socket) and waits until that socket has joined its channels:
 * the server sends a signed-in socket the presence list ("login.here") after joining it to them (query-service
 * realtime/server.ts; not to a socket of an admin logged in as someone else), so a push sent after this reaches
 * the page.
 */
export async function navigateUntilRealtimeJoined(page: Page, navigate: () => Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  let joined!: () => void;
  const listed = new Promise<void>((resolveJoined) => (joined = resolveJoined));
  const onSocket = (socket: WebSocket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.startsWith('42["login.here"')) joined();
    });
  page.on('websocket', onSocket);
  let timer: NodeJS.Timeout | undefined;
  try {
    await navigate();
    await Promise.race([
      listed,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('the realtime socket did not join its channels in time')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    page.off('websocket', onSocket);
  }
}
