/**
 * Lighthouse mobile (docs/performance.md) on the public routes with the demo data: the built app (dist/) served
 * with compression by `serve`, on the emulators, in Debian's Chromium; each route 3 times, the median
 * of each figure printed. Needs the emulators (run through
 * `node scripts/emulators.mjs exec -- tsx scripts/bench/lighthouse.ts`). Prints a JSON line
 * prefixed `LH_JSON ` for scripts/bench.mjs; `--runs N` changes the number of runs; each route is
 * loaded once first, not counted, after each page's reads were sent 300 times (warmEmulator;
 * `--no-warm-up` skips both). The runs go round the routes (run 1 of each, then run 2 …), so a
 * busy moment of the machine lands on every route alike.
 *
 * Beside the public routes, `live-noplay`: the same live page of the same competition and board
 * with no stages (a copy of the two documents under another id, made here), measured in the same
 * run. live − live-noplay is what the play costs a viewer's first load, whatever else the machine is
 * doing; the budgets judge live itself.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '@/config/paths';
import { PUBLIC_ROUTES } from '@/config/public-routes';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { demoRouteHrefs } from '../../tests/e2e/demo-routes';
import { resetAndSeed } from '../../tests/e2e/support';
import { serveDist } from './server';

// Not 5060 (Chrome refuses it) nor the ports of the tests and the live bench.
const PORT = 4181;
const BASE = `http://127.0.0.1:${PORT}`;
const i = process.argv.indexOf('--runs');
const RUNS = i > 0 ? Number(process.argv[i + 1]) : 3;
// `--only club,live` measures some routes; `--reports DIR` keeps each run's full report to read.
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ONLY = arg('--only')?.split(',');
const WARM_UP = !process.argv.includes('--no-warm-up');
const REPORTS = arg('--reports');

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const db = getFirestore(
  getApps().find((a) => a.name === 'lh') ?? initializeApp({ projectId: 'demo-compe' }, 'lh'),
);

/** Each public route on the demo data (tests/e2e/demo-routes.ts), and live-noplay. */
async function routes(): Promise<{ id: string; url: string }[]> {
  const urls = await demoRouteHrefs(db);
  return [
    ...PUBLIC_ROUTES.map(({ id }) => ({ id, url: urls[id] })),
    { id: 'live-noplay', url: paths.live.getHref('sakura', NO_PLAY) },
  ];
}

/** The demo's competition of today without its stages: live-noplay's competition. */
const NO_PLAY = 'sakura-monthly-noplay';

/** Copies today's competition and its board (compes/{id}, compes/{id}/live/board) to NO_PLAY. */
async function copyWithoutStages() {
  const from = db.collection('compes').doc('sakura-monthly');
  const to = db.collection('compes').doc(NO_PLAY);
  const [compe, board] = await Promise.all([from.get(), from.collection('live').doc('board').get()]);
  if (!compe.exists || !board.exists) throw new Error('no demo competition of today to copy');
  // Its 優勝 / 準優勝 / 3位 too would come from stages it does not have.
  const fields = { ...compe.data() };
  delete fields.podium;
  await to.set(fields);
  await to
    .collection('live')
    .doc('board')
    .set(board.data() ?? {});
}

/** Rounds of every page's reads sent before measuring (see warmEmulator). */
const WARM_READS = Number(arg('--warm-reads') ?? 300);

/**
 * The emulator is a JVM started moments ago: with one warm-up load per route, it still answered
 * live's three reads in 98–232 ms while the browser loaded the page beside it, and Lighthouse charges
 * that as server latency. After 300 rounds of the same requests they took 43–89 ms (one slow run:
 * 116–145). Firestore's own service is not a cold JVM. The requests are the pages' own: recorded
 * from one load of each route in Chromium, then replayed.
 */
async function warmEmulator(urls: string[]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const reads = new Map<string, { url: string; body: string }>();
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      // One-shot reads (batchGet, runQuery); not the listeners' channels.
      if (request.method() !== 'POST' || !request.url().includes('/documents')) return;
      const read = { url: request.url(), body: request.postData() ?? '' };
      reads.set(`${read.url} ${read.body}`, read);
    });
    for (const url of urls) {
      await page.goto(`${BASE}${url}`);
      await page.waitForTimeout(1500);
    }
  } finally {
    await browser.close();
  }
  if (reads.size === 0) throw new Error('warm-up: the pages sent no Firestore reads');
  const started = performance.now();
  const requests = [...reads.values()];
  for (let round = 0; round < WARM_READS; round++) {
    await Promise.all(
      requests.map(({ url, body }) =>
        fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body }).then((r) => r.text()),
      ),
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`emulator warmed: ${reads.size} reads of the pages × ${WARM_READS} in ${seconds} s`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  await resetAndSeed();
  const server = await serveDist('serve-gzip', PORT);
  // Each run in a browser of its own (a new profile): a first visit. Lighthouse empties the HTTP
  // cache between runs but not localStorage, where the app notes that the web font is cached.
  const launch = () =>
    chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const measured = (await routes()).filter((r) => !ONLY || ONLY.includes(r.id));
    if (measured.some((route) => route.id === 'live-noplay')) await copyWithoutStages();
    if (WARM_UP) await warmEmulator(measured.map((route) => route.url));
    type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number };
    const runs = new Map<string, Run[]>(measured.map((route) => [route.id, []]));
    // Run 0 is not counted: warmEmulator replays the one-shot reads only, and this run also takes
    // each route's listeners through the emulator once (a cold JVM's first answers take ~400 ms,
    // which Lighthouse would charge as server latency; Firestore's don't).
    for (let run = WARM_UP ? -1 : 0; run < RUNS; run++) {
      for (const route of measured) {
        const chrome = await launch();
        const result = await lighthouse(`${BASE}${route.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Lighthouse's default: a mid-range phone on slow 4G, with simulated throttling.
          formFactor: 'mobile',
        }).finally(() => chrome.kill());
        if (!result) throw new Error(`lighthouse gave no result for ${route.url}`);
        const { audits, categories } = result.lhr;
        if (run < 0) continue;
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(path.join(REPORTS, `${route.id}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        runs.get(route.id)?.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
          tbt: audits['total-blocking-time'].numericValue ?? NaN,
          cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
          fcp: audits['first-contentful-paint'].numericValue ?? NaN,
        });
      }
    }
    const results = measured.map((route) => {
      const done = runs.get(route.id) ?? [];
      const figure = {
        id: route.id,
        url: route.url,
        runs: done.length,
        score: median(done.map((r) => r.score)),
        lcpMs: median(done.map((r) => r.lcp)),
        tbtMs: median(done.map((r) => r.tbt)),
        cls: median(done.map((r) => r.cls)),
        fcpMs: median(done.map((r) => r.fcp)),
      };
      console.log(
        `lighthouse ${route.id}: score ${figure.score}, LCP ${(figure.lcpMs / 1000).toFixed(2)} s, TBT ${figure.tbtMs.toFixed(0)} ms, CLS ${figure.cls.toFixed(3)}`,
      );
      return figure;
    });
    console.log(`LH_JSON ${JSON.stringify({ routes: results })}`);
  } finally {
    server.kill();
  }
}

await main();
