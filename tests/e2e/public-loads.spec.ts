import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { PUBLIC_ROUTES, type PublicRouteId } from '@/config/public-routes';
import { adminDb } from './admin';
import { demoRouteHrefs } from './demo-routes';
import { resetAndSeed } from './support';

/**
 * The JavaScript each public page loads after its first contentful paint, in a real browser
 * (docs/performance.md §1 "After paint"): what a phone still downloads once the page is shown. The
 * bundle test counts each route's first load from the build's manifest; this counts what the page
 * really asks for once painted — lazy chunks, the realtime SDK, and the scripts its Web Workers load
 * (a dedicated worker's requests are the page's in Playwright's Chromium, so they are counted too).
 * Each file counts its gzip (level 9) size, as the first-load budget does, whatever the test server
 * sends. Budgets: bench/budget.json `afterPaintKB`.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const budget = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budget.json'), 'utf8')) as {
  afterPaintKB: Record<PublicRouteId, number>;
};

/** No new script asked for during this long: the page has loaded what it will. */
const QUIET_MS = 1500;

/** Waits until the page has asked for no script for QUIET_MS (`count` is how many it has asked for). */
async function scriptsSettled(page: Page, count: () => number) {
  let seen = -1;
  while (seen !== count()) {
    seen = count();
    await page.waitForTimeout(QUIET_MS);
  }
}

const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

test('each public page loads no more JavaScript after its first paint than its budget', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await resetAndSeed();
  const urls = await demoRouteHrefs(adminDb('public-loads'));
  const rows: { id: PublicRouteId; kb: number; budget: number; files: string[] }[] = [];
  const failures: string[] = [];
  for (const { id } of PUBLIC_ROUTES) {
    // A fresh context: nothing cached, as a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses: Response[] = [];
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('response', (response) => {
      if (isScript(response.url())) responses.push(response);
    });
    await page.goto(urls[id]);
    // Its content is shown: the first paint happened and no page is still loading.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await scriptsSettled(page, () => requested.filter(isScript).length);
    const paintedAt = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? performance.timeOrigin + fcp.startTime : null;
    });
    expect(paintedAt, `${id}: first contentful paint`).not.toBeNull();
    let bytes = 0;
    const files: string[] = [];
    for (const response of responses) {
      // request.timing().startTime: when the browser started the request, in ms since the epoch.
      if (response.request().timing().startTime <= (paintedAt ?? 0)) continue;
      const body = await response.body().catch(() => null);
      if (!body) continue;
      bytes += gzipSync(body, { level: 9 }).length;
      files.push(new URL(response.url()).pathname.split('/').pop() ?? '');
    }
    const kb = bytes / 1000;
    rows.push({ id, kb, budget: budget.afterPaintKB[id], files });
    if (!(kb <= budget.afterPaintKB[id])) {
      failures.push(`${id}: ${kb.toFixed(1)} kB after paint > ${budget.afterPaintKB[id]} kB`);
    }
    if (id === 'result') {
      // 結果 of a finished competition changes no more: one read, no realtime SDK (docs/performance.md).
      const realtime = [
        ...requested.filter((url) => /\/assets\/firestore-[^/]*\.js$/.test(new URL(url).pathname)),
        ...requested.filter((url) => url.includes('google.firestore.v1.Firestore/Listen')),
      ];
      if (realtime.length) failures.push(`result: loads the realtime SDK: ${realtime.join(', ')}`);
    }
    await context.close();
  }
  console.log(
    [
      'route    after paint kB  budget kB',
      ...rows.map(
        ({ id, kb, budget: max }) =>
          `${id.padEnd(8)} ${kb.toFixed(1).padStart(14)} ${String(max).padStart(10)}${kb > max ? '  over' : ''}`,
      ),
    ].join('\n'),
  );
  for (const { id, files } of rows) console.log(`${id}: ${files.join(' ') || '—'}`);
  expect(failures).toEqual([]);
});
