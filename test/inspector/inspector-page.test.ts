// Issue 10, the inspector page at /__mock/, driven in headless Chromium (Debian's package through playwright-core)
// against the built CLI: requests appear live, an entry opens to what answered it, the reset button and the
// machine control change the session, the keyboard alone opens an entry, 360 px wide never scrolls sideways,
// replay shows cassette#n and near misses, and the admin token works through the page's cookie. It also takes
// the screenshot docs/admin-api.md shows. Skipped, with one line saying how to run it, when no Chromium is installed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, TestRunner } from 'vitest';
import { findChromium, launchChromium, warnSkipped } from '../browser/chromium.js';
import { serveCli, type Served } from '../cli/run-cli.js';
import { ADMIN, rest } from '../helpers.js';

const chromiumPath = findChromium();
const FIXTURE = fileURLToPath(new URL('fixtures/inspector.yaml', import.meta.url));
const CASSETTE = fileURLToPath(new URL('../../recordings/example-site.yaml', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('screenshots/', import.meta.url));
/** Where the fixture writes the rule `greeting` (the journal names its file, line and column). */
const GREETING_LINE =
  readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes('- name: greeting')) + 1;

let browser: Browser;
/** Console errors and uncaught exceptions of the page under test: any fails the test. */
let problems: string[] = [];
const pages: Page[] = [];

beforeAll(async () => {
  if (chromiumPath) browser = await launchChromium(chromiumPath);
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await closePages();
  const seen = problems;
  problems = [];
  expect(seen, 'the page logged errors').toEqual([]);
});

/** Closes the test's pages (before their server stops: a cut live stream is a console error). */
const closePages = () => Promise.all(pages.splice(0).map((p) => p.close()));

/** A page on the inspector, loaded; any console error (Chromium logs every failed fetch as one) fails the test. */
async function openInspector(base: string, { width = 1280, height = 900, path = '/__mock/' } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  pages.push(page);
  page.setDefaultTimeout(8_000);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  await page.goto(`${base}${path}`);
  await page.locator('body[data-ready="true"]').waitFor();
  await page.locator('#journal-connection', { hasText: /^live$/ }).waitFor();
  return page;
}

/** Sends one REST request to the mock, as a client would. */
async function send(
  base: string,
  route: string,
  { method = 'GET', session = 'default', query = '', json }: { method?: string; session?: string; query?: string; json?: unknown } = {},
) {
  const headers: Record<string, string> = { 'X-Mock-Session': session, Authorization: ADMIN };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${rest(route, query)}`, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  await res.arrayBuffer();
  return res.status;
}

const rowOf = (page: Page, route: string) =>
  page.locator('#journal-rows tr', { has: page.getByRole('button', { name: new RegExp(`${route.replace(/[/.]/g, '\\$&')}\\b`) }) });
/** The journal's routes as shown, top to bottom (the button's own text, without its hidden prefix and query). */
const journalRoutes = (page: Page) =>
  page.locator('#journal-rows td.route button').evaluateAll((buttons) =>
    buttons.map((b) =>
      [...b.childNodes]
        .filter((n) => n.nodeType === 3 /* text */)
        .map((n) => n.textContent)
        .join(''),
    ),
  );

/** Runs `test` against a server of its own (`mock-site serve <args>`), stopped after. */
async function withServer(args: string[], test: (base: string) => Promise<void>): Promise<void> {
  const served = await serveCli(args);
  try {
    await test(served.url);
  } finally {
    await closePages();
    await served.stop();
  }
}

/** Whether `locator` has the focus. */
const isFocused = (locator: Locator) => locator.evaluate((node) => node === node.ownerDocument.activeElement);

/** Picks `name` in the session picker (the journal adds sessions to it as they appear). */
async function pickSession(page: Page, name: string) {
  await page.locator(`#session-picker option[value="${name}"]`).waitFor({ state: 'attached' });
  await page.getByLabel('Inspect session').selectOption(name);
  await page.locator('#state-session', { hasText: name }).waitFor();
}

describe.skipIf(!chromiumPath)('the inspector page at /__mock/ in headless Chromium', () => {
  // The fixture's server; the screenshot, replay and token tests start their own.
  let served: Served;
  let base: string;
  beforeAll(async () => {
    served = await serveCli(['--scenario', FIXTURE]);
    base = served.url;
  });
  afterAll(async () => {
    await served?.stop();
  });

  it('a request sent to the mock appears in the journal live, newest first', async () => {
    await send(base, '/todo/v1/todos', { session: 'before' });
    const page = await openInspector(base);
    // Sent before the page opened: listed from ./journal.
    await rowOf(page, '/todo/v1/todos').first().waitFor();
    await send(base, '/todo/v1/hello/first', { session: 'live' });
    await rowOf(page, '/todo/v1/hello/first').waitFor();
    await send(base, '/todo/v1/hello/second', { session: 'live' });
    await rowOf(page, '/todo/v1/hello/second').waitFor();
    expect((await journalRoutes(page)).slice(0, 3)).toEqual(['/todo/v1/hello/second', '/todo/v1/hello/first', '/todo/v1/todos']);
    const newest = rowOf(page, '/todo/v1/hello/second');
    await expect(newest.locator('td').nth(4).textContent()).resolves.toBe('200 OK');
    await expect(newest.locator('td').nth(5).textContent()).resolves.toBe('live');
    await expect(newest.locator('td').nth(6).textContent()).resolves.toBe('rule:greeting');
    // A 404 reads as an error in words, not only in colour.
    await send(base, '/todo/v1/nowhere', { session: 'live' });
    await expect(rowOf(page, '/todo/v1/nowhere').locator('td.status').textContent()).resolves.toBe('✕ error 404 Not Found');
  });

  it('the filters narrow the journal by method, route, status and session', async () => {
    const page = await openInspector(base);
    await send(base, '/todo/v1/todos', { method: 'POST', session: 'filters', json: { title: 'Filtered' } });
    await send(base, '/todo/v1/todos', { method: 'POST', session: 'filters', json: { title: '' } });
    await send(base, '/todo/v1/hello/filters', { session: 'filters' });
    await rowOf(page, '/todo/v1/hello/filters').waitFor();
    await page.getByRole('search').getByLabel('Session').selectOption('filters');
    await expect.poll(() => journalRoutes(page)).toEqual(['/todo/v1/hello/filters', '/todo/v1/todos', '/todo/v1/todos']);
    await page.getByLabel('Method').selectOption('POST');
    await expect.poll(() => journalRoutes(page)).toEqual(['/todo/v1/todos', '/todo/v1/todos']);
    await page.getByLabel('Status').fill('4xx');
    await expect.poll(() => page.locator('#journal-rows td.status').allInnerTexts()).toEqual([expect.stringContaining('400 Bad Request')]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Route contains').fill('hello/filters');
    await expect.poll(() => journalRoutes(page)).toEqual(['/todo/v1/hello/filters']);
    await expect(page.locator('#journal-count').textContent()).resolves.toMatch(/^1 request of \d+ match the filters\.$/);
  });

  it('opening an entry shows the request, the response and the rule that answered it with its file and line', async () => {
    const page = await openInspector(base);
    await send(base, '/todo/v1/hello/ada', { session: 'detail', query: '&page=2' });
    await page.getByRole('button', { name: /hello\/ada/ }).click();
    const dialog = page.getByRole('dialog', { name: 'GET /todo/v1/hello/ada' });
    await dialog.waitFor();
    await dialog.getByText(`rule greeting (${FIXTURE}:${GREETING_LINE}:5)`).waitFor();
    await dialog.getByText(`greeting at ${FIXTURE}:${GREETING_LINE}:5`).waitFor();
    // The request: method, route and query; its headers, the secret one hidden.
    await dialog.getByText('GET /todo/v1/hello/ada?page=2').waitFor();
    const requestHeaders = dialog.getByRole('table', { name: 'Request headers' });
    await expect(requestHeaders.getByRole('row', { name: /x-mock-session/ }).innerText()).resolves.toMatch(/x-mock-session\s+detail/);
    await expect(requestHeaders.getByRole('row', { name: /authorization/ }).innerText()).resolves.toMatch(/authorization\s+\[redacted\]/);
    // The response: status in words, headers, the JSON body pretty-printed.
    await dialog
      .getByRole('table', { name: 'Response headers' })
      .getByRole('row', { name: /^content-type\b/i })
      .waitFor();
    await expect(dialog.getByLabel('Response body').textContent()).resolves.toBe('{\n  "hello": "ada"\n}');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('an entry opens with the keyboard alone (Tab to its row, Enter) and Escape gives focus back to the row', async () => {
    const page = await openInspector(base);
    await send(base, '/todo/v1/hello/keyboard', { session: 'keys' });
    const button = page.getByRole('button', { name: /hello\/keyboard/ });
    await button.waitFor();
    await page.locator('#filter-session').focus();
    for (let i = 0; i < 10 && !(await isFocused(button)); i++) await page.keyboard.press('Tab');
    await expect(isFocused(button), 'Tab reaches the newest row').resolves.toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'GET /todo/v1/hello/keyboard' });
    await dialog.getByText(/^rule greeting/).waitFor();
    await expect(page.evaluate('document.activeElement?.closest("dialog") !== null'), 'focus moved into the dialog').resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(isFocused(button), 'focus is back on the row').resolves.toBe(true);
    // Space opens it too.
    await page.keyboard.press('Space');
    await dialog.waitFor();
  });

  it('the state tables follow writes by themselves, and the reset button puts a session back to its seed', async () => {
    const page = await openInspector(base);
    await send(base, '/todo/v1/todos', { session: 'resetme' });
    await pickSession(page, 'resetme');
    const todos = page.locator('details.store[data-store="records/todos"]');
    await todos.locator('summary').click();
    await todos.getByText('— 2 rows').waitFor();
    await send(base, '/todo/v1/todos', { method: 'POST', session: 'resetme', json: { title: 'Walk the dog' } });
    // No click: the write in the journal reloads the selected session's state.
    await todos.getByRole('cell', { name: 'Walk the dog' }).waitFor();
    await todos.getByText('— 3 rows').waitFor();
    await expect(page.locator('#state-summary').textContent()).resolves.toMatch(/^1 write since the seed/);

    await page.getByRole('button', { name: 'Reset session resetme to its seed' }).click();
    await page.getByRole('status').filter({ hasText: 'Session resetme reset to its seed.' }).waitFor();
    await todos.getByText('— 2 rows').waitFor();
    await expect(todos.getByRole('cell', { name: 'Walk the dog' }).count()).resolves.toBe(0);
    await expect(page.locator('#state-summary').textContent()).resolves.toMatch(/^0 writes since the seed/);
    // The server forgot the session's requests, and so does the page.
    await expect.poll(() => page.locator('#journal-rows td:nth-child(6)', { hasText: /^resetme$/ }).count()).toBe(0);
    const state = (await (await fetch(`${base}/__mock/state?session=resetme`)).json()) as { records: Record<string, { store: string }> };
    expect(Object.values(state.records).filter((r) => r.store === 'todos')).toHaveLength(2);
  });

  it('a machine shows its current state as rules move it, and the control sets another', async () => {
    const page = await openInspector(base);
    await send(base, '/todo/v1/hello/machine', { session: 'machines' });
    await pickSession(page, 'machines');
    const machine = page.getByRole('group', { name: 'sync' });
    await machine.getByText(`Declared at ${FIXTURE}:`).waitFor();
    await machine.locator('strong', { hasText: /^idle$/ }).waitFor();
    expect(await send(base, '/todo/v1/sync', { method: 'POST', session: 'machines' })).toBe(202);
    await machine.locator('strong', { hasText: /^syncing$/ }).waitFor();

    await machine.getByLabel('New state for sync').selectOption('synced');
    await machine.getByRole('button', { name: 'Set sync' }).click();
    await page.getByRole('status').filter({ hasText: 'Machine sync of session machines: syncing → synced.' }).waitFor();
    await machine.locator('strong', { hasText: /^synced$/ }).waitFor();
    const state = (await (await fetch(`${base}/__mock/state?session=machines`)).json()) as { machines: Record<string, string> };
    expect(state.machines.sync).toBe('synced');
  });

  it.each([360, 320])('at %i px wide the page never scrolls sideways, nor does an opened entry', async (width) => {
    await send(base, '/todo/v1/todos', { method: 'POST', session: 'a-rather-long-session-name-for-narrow-screens', json: { title: 'Narrow' } });
    const page = await openInspector(base, { width, height: 780 });
    await pickSession(page, 'a-rather-long-session-name-for-narrow-screens');
    await page.locator('details.store[data-store="posts/post"] table').waitFor();
    const sideways = () => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
    expect(await sideways()).toBeLessThanOrEqual(0);
    await rowOf(page, '/todo/v1/todos').first().locator('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Response', exact: true }).waitFor();
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  it('takes the screenshot of docs/admin-api.md: the journal with several requests, one opened', () =>
    withServer(['--scenario', FIXTURE], async (base) => {
      // A server of its own: entry numbers and sessions as on a reader's first run.
      const page = await openInspector(base, { width: 1440, height: 900 });
      await send(base, '/todo/v1/todos');
      await send(base, '/todo/v1/todos', { method: 'POST', json: { title: 'Walk the dog' } });
      await send(base, '/todo/v1/sync', { method: 'POST' });
      await send(base, '/cms/v2/posts', { query: '&per_page=2' });
      await send(base, '/todo/v1/todos', { method: 'POST', json: { title: '' } });
      await send(base, '/cms/v2/nowhere');
      await send(base, '/todo/v1/hello/ada');
      await expect.poll(() => page.locator('#journal-rows tr').count()).toBe(7);
      await page.getByRole('button', { name: /hello\/ada/ }).click();
      await page
        .getByRole('dialog')
        .getByText(/^rule greeting/)
        .waitFor();
      await page.getByRole('dialog').getByLabel('Response body').waitFor();
      // The state and the clock have caught up with the write.
      await page.locator('#state-summary', { hasText: /^1 write since the seed/ }).waitFor();
      await page.locator('#overview-clock', { hasText: '2026-03-01T08:00:01.000Z' }).waitFor();
      const shot = await page.screenshot();
      expect(shot.subarray(1, 4).toString('latin1')).toBe('PNG');
      // The docs' picture is rewritten on request only (UPDATE_SCREENSHOT=1), so a test run leaves the tree clean.
      const file = `${SCREENSHOTS}inspector.png`;
      if (process.env.UPDATE_SCREENSHOT || !existsSync(file)) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        writeFileSync(file, shot);
      }
    }));

  it('with serve --replay: a hit shows its cassette and interaction, a miss its nearest recordings, each cassette its used and unused', () =>
    withServer(['--replay', CASSETTE, '--fallback', 'error'], async (base) => {
      const page = await openInspector(base);
      await send(base, '/wp/v2/posts', { query: '&per_page=2' });
      await send(base, '/wp/v2/posts', { query: '&per_page=3' });
      const hit = page.locator('#journal-rows tr', { hasText: 'replay:example-site.yaml#0' });
      await hit.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('recording: example-site.yaml, interaction 0').waitFor();
      await dialog.getByText('example-site.yaml#0', { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      const miss = page.locator('#journal-rows tr', { hasText: 'replay:miss' });
      await miss.locator('td.status', { hasText: '404 Not Found' }).waitFor();
      await miss.getByRole('button').click();
      await dialog.getByRole('heading', { name: 'Nearest recordings' }).waitFor();
      const nearest = dialog.locator('ol.nearest li').first();
      await expect(nearest.innerText()).resolves.toMatch(/GET \/wp\/v2\/posts — example-site\.yaml#0\s+differs in: query\s+query: per_page/);
      await page.keyboard.press('Escape');

      await page.getByText(/^1 of 6 recordings replayed; 5 unused\.$/).waitFor();
      await page.getByText(/example-site\.yaml: 1 of 6 used, 5 unused/).waitFor();
    }));

  it('opened once as /__mock/?token=…, the page works through its cookie: live journal, state and reset', () =>
    withServer(['--scenario', FIXTURE, '--admin-token', 'inspector-secret'], async (base) => {
      expect((await fetch(`${base}/__mock/`)).status).toBe(401);
      const page = await openInspector(base, { path: '/__mock/?token=inspector-secret' });
      expect(new URL(page.url()).search).toBe('');
      await send(base, '/todo/v1/hello/token');
      await rowOf(page, '/todo/v1/hello/token').waitFor();
      await page.getByRole('button', { name: 'Reset session default to its seed' }).click();
      await page.getByRole('status').filter({ hasText: 'Session default reset to its seed.' }).waitFor();
      await expect(page.locator('#state-error').isHidden()).resolves.toBe(true);
    }));

  if (!chromiumPath) warnSkipped(TestRunner.getCurrentSuite().tasks.length, 'test/inspector');
});
