/**
 * Scale (docs/performance.md), in Chromium on the emulators with dist/ served by `vite preview`:
 * - 参加申込リスト and エントリー with 2,000 rows: time from opening the page to the rows drawn,
 *   time from each keystroke in the search field to the filtered list painted (target ≤ 100 ms),
 *   and frame times while scrolling to the end (smooth = p95 near one frame);
 * - CSV import of 5,000 lines: file chosen → preview painted (target ≤ 2 s);
 * - the live page of a 300-item run sheet (10 entries each): opened → last item painted.
 * Needs the emulators (`node scripts/emulators.mjs exec -- tsx scripts/bench/scale.ts`). Prints a
 * JSON line prefixed `SCALE_JSON ` for scripts/bench.mjs.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { resetAndSeed, signIn } from '../../tests/e2e/support';
import { seedBigLists, seedRunSheetCompe } from './bench-data';
import { serveDist } from './server';
import { percentile } from './percentile';

const PORT = 4177;
const BASE = `http://127.0.0.1:${PORT}`;
const ROWS = 2000;
const CSV_LINES = 5000;
const LIVE_ITEMS = 300;
const LISTS = 'bench-lists';
const LIVE = 'bench-live300';
/** Typed one key at a time: p1 → 1,000 rows, p19 → 100 … p1999 → 1. */
const QUERY = 'p1999';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const db = getFirestore(initializeApp({ projectId: 'demo-compe' }, 'scale'));

const round = (ms: number) => Math.round(ms);

/**
 * Milliseconds from each keystroke in `field` to the next frame painted. React renders the filtered
 * list synchronously inside the input event (a discrete event), so that frame shows the new list:
 * this is what a person typing waits for.
 */
async function keystrokes(page: Page, field: Locator): Promise<number[]> {
  await page.evaluate(`(() => {
    window.benchTimes = [];
    document.addEventListener('input', () => {
      const started = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.benchTimes.push(performance.now() - started)));
    }, true);
  })()`);
  await field.focus();
  for (let i = 0; i < QUERY.length; i += 1) {
    await page.keyboard.press(QUERY[i]);
    await page.waitForFunction(
      (n) => (window as unknown as { benchTimes: number[] }).benchTimes.length > n,
      i,
    );
    // Let the page settle before the next key, as between two real keystrokes.
    await page.waitForTimeout(150);
  }
  return page.evaluate(() => (window as unknown as { benchTimes: number[] }).benchTimes);
}

/** Frame-to-frame times (ms) while the page scrolls to its end in wheel steps. */
async function scrollFrames(page: Page): Promise<number[]> {
  // A string: the bundler that runs this script would wrap a named inner function in a helper the
  // page does not have.
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchScrolling = true;
    let last = performance.now();
    const tick = (now) => {
      window.benchFrames.push(now - last);
      last = now;
      if (window.benchScrolling) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(640, 400);
  // A quick flick through the list: 400 px a step, a step a frame (24,000 px, ~420 rows).
  for (let i = 0; i < 60; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  return page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchScrolling: boolean };
    w.benchScrolling = false;
    return w.benchFrames.slice(1);
  });
}

async function list(page: Page, name: string, url: string, searchLabel: string, ready: string) {
  const started = Date.now();
  await page.goto(url);
  const status = page.getByRole('status').filter({ hasText: ready });
  await status.waitFor({ timeout: 60_000 });
  await page.getByRole('row').nth(1).waitFor();
  const openMs = Date.now() - started;
  const times = await keystrokes(page, page.getByLabel(searchLabel));
  await page.getByLabel(searchLabel).fill('');
  await status.waitFor();
  const frames = await scrollFrames(page);
  return {
    name,
    rows: ROWS,
    openMs,
    keystrokeP50Ms: round(percentile(times, 50)),
    keystrokeMaxMs: round(Math.max(...times)),
    keystrokesMs: times.map(round),
    scrollFrameP95Ms: round(percentile(frames, 95)),
  };
}

function entryCsv(lines: number): string {
  const rows = ['ゼッケン番号,氏名,ふりがな,所属,部門,メモ'];
  for (let n = 1; n <= lines; n += 1) {
    rows.push(`${ROWS + n},取込 ${n},とりこみ,クラブ${n % 50},一般,`);
  }
  return rows.join('\r\n') + '\r\n';
}

async function csvImport(page: Page) {
  await page.goto(`/sakura/form/${LISTS}/entry`);
  await page.getByRole('button', { name: 'CSV取込' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('input[type="file"]');
  const file = { name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(entryCsv(CSV_LINES)) };
  const started = Date.now();
  await input.setInputFiles(file);
  await dialog.getByText(`プレビュー（${CSV_LINES}件）`).waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return { lines: CSV_LINES, previewMs: Date.now() - started };
}

async function liveRender(page: Page) {
  const started = Date.now();
  await page.goto(`/sakura/live/${LIVE}`);
  await page.getByText(`第${LIVE_ITEMS}試合`, { exact: false }).first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const openMs = Date.now() - started;
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  return { items: LIVE_ITEMS, entriesPerItem: 10, openMs, domNodes: nodes };
}

async function main() {
  await resetAndSeed();
  await seedBigLists(db, LISTS, ROWS);
  await seedRunSheetCompe(db, { compeId: LIVE, items: LIVE_ITEMS, entriesPerItem: 10 });
  const server = await serveDist('vite-preview', PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const live = await liveRender(page);
    await signIn(page, 'admin@sakura-tt.example');
    const lists = [
      await list(
        page,
        '参加申込リスト',
        `/sakura/form/${LISTS}/regist`,
        '氏名・ふりがな・メール・電話・受付番号で検索',
        `${ROWS}件`,
      ),
      await list(page, 'エントリー', `/sakura/form/${LISTS}/entry`, '検索', `全 ${ROWS} 件`),
    ];
    const csv = await csvImport(page);
    for (const l of lists) {
      console.log(
        `${l.name} (${l.rows} rows): open ${l.openMs} ms, keystroke → list p50 ${l.keystrokeP50Ms} ms / max ${l.keystrokeMaxMs} ms, scroll frame p95 ${l.scrollFrameP95Ms} ms`,
      );
    }
    console.log(`CSV import of ${csv.lines} lines: preview in ${csv.previewMs} ms`);
    console.log(
      `live page, ${live.items} items × ${live.entriesPerItem} entries: painted in ${live.openMs} ms (${live.domNodes} DOM nodes)`,
    );
    console.log(`SCALE_JSON ${JSON.stringify({ lists, csv, live })}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
