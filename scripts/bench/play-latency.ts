/**
 * Play latency: the time from a result being stored on a stage (compes/{compeId}/stages/{stageId},
 * docs/play.md) to the live page painting it as played, over real Chromium contexts on the
 * emulators, beside the floor of the same machine at the same moment: a bare page with only the
 * SDK's listener on a stage document of the same size, changed the same way (bare-page.ts). The
 * ratio of the two p95s is the figure: the milliseconds follow the machine (docs/performance.md).
 *
 * The result is written by the admin SDK for both, one field per result as 対戦 writes it
 * (`results.<matchId>`), so the app's share is what a viewer pays: the listener on the stages, the
 * soft decoder, rebuilding the matches and tables with the engine, and React painting them.
 *
 * Needs the emulators (`node scripts/emulators.mjs exec -- tsx scripts/bench/play-latency.ts`) and a
 * build in dist/. Prints a JSON line prefixed `PLAY_LIVE_JSON ` for scripts/bench.mjs; `--changes N`,
 * `--viewers 1,10`, `--entrants 16` change the run.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type Page } from '@playwright/test';
import { resolveStage } from '@/shared/play/stage-plan';
import type { Stage } from '@/shared/schemas/stage';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { resetAndSeed } from '../../tests/e2e/support';
import { seedRunSheetCompe } from './bench-data';
import { serveBarePage } from './bare-listener';
import {
  benchArg as arg,
  benchLeague,
  installed,
  latencyRun,
  markedAt,
  openBarePage,
  ratioLine,
  type LatencyRun,
} from './latency-kit';
import { serveDist } from './server';

const PORT = 4176;
const BASE = `http://127.0.0.1:${PORT}`;
const COMPE = 'bench-play';

const CHANGES = Number(arg('changes', '40'));
const VIEWERS = arg('viewers', '1,10').split(',').map(Number);
/** One league group of this many: every match is ready from the start, so results go in any order. */
const ENTRANTS = Number(arg('entrants', '16'));
/** Unmeasured results first: the emulator's JVM starts cold (see live-latency.ts WARMUP). */
const WARMUP = Number(arg('warmup', '300'));
/** One result a second at most: staff enter results by hand, and Firestore takes ~1 write/s a document. */
const INTERVAL_MS = Number(arg('interval', '1000'));
/** Paint times are collected this far into the interval after a write. */
const COLLECT_AFTER = 0.6;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const db = getFirestore(initializeApp({ projectId: 'demo-compe' }, 'bench-play'));

/**
 * A one-group league of `ENTRANTS`, drawn, nothing played: the id it is stored under, the document
 * (the id is its path, not a field) and its matches in play order.
 */
function leagueStage(): {
  id: string;
  stage: Omit<Stage, 'id'>;
  matches: { id: string; sides: [number, number] }[];
} {
  const { id, stage } = benchLeague(ENTRANTS, (i) => `クラブ${i % 4}`);
  const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
  const matches = [...resolveStage(stage).values()]
    .filter((state) => state.status === 'ready')
    .map((state) => ({
      id: state.match.id,
      sides: [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0] as [number, number],
    }));
  return { id, stage, matches };
}

/** The result of match `i` as 対戦 stores it (11 − i % 9: scores differ, so every table re-sorts). */
const resultFor = (match: { sides: [number, number] }, i: number) => ({
  outcome: 'a',
  how: 'played',
  points: [11, i % 9],
  sides: match.sides,
  confirmed: false,
  at: new Date(),
});

/** Arms the live page to note when it paints match `id` as played (the frame after the DOM changes). */
const arm = (page: Page, id: string) =>
  page.evaluate(`(() => {
    const selector = '[data-match=${JSON.stringify(id)}].match-done';
    window.__painted = new Promise((resolve) => {
      const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      if (document.querySelector(selector)) return done();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
  })()`);

const paintedAt = (page: Page, id: string) =>
  markedAt(page, '__painted', `result ${id} not painted within 10 s`);

/** Writes results one a `intervalMs`; `collect(i, writtenAt)` returns each viewer's sample. */
async function drive(
  db: Firestore,
  stagePath: string,
  matches: { id: string; sides: [number, number] }[],
  changes: number,
  intervalMs: number,
  extra: (id: string) => Record<string, unknown>,
  before: (id: string) => Promise<unknown>,
  collect: (id: string, writtenAt: number) => Promise<number[]>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < Math.min(changes, matches.length); i++) {
    const match = matches[i];
    await before(match.id);
    const writtenAt = Date.now();
    await db.doc(stagePath).update({ [`results.${match.id}`]: resultFor(match, i), ...extra(match.id) });
    await new Promise((resolve) => setTimeout(resolve, writtenAt + COLLECT_AFTER * intervalMs - Date.now()));
    samples.push(...(await collect(match.id, writtenAt)));
    await new Promise((resolve) => setTimeout(resolve, writtenAt + intervalMs - Date.now()));
  }
  return samples;
}

/** `viewers` live pages of a competition with one league stage; a result every interval. */
async function measureApp(browser: Browser, compeId: string, viewers: number): Promise<LatencyRun> {
  await seedRunSheetCompe(db, { compeId, items: 3 });
  const { id, stage, matches } = leagueStage();
  const stagePath = `compes/${compeId}/stages/${id}`;
  await db.doc(stagePath).set(stage);
  const pages: Page[] = [];
  try {
    for (let v = 0; v < viewers; v++) {
      const context = await browser.newContext({ baseURL: BASE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      const page = await context.newPage();
      await page.goto(`/sakura/live/${compeId}`);
      await page.locator(`[data-match="${matches[0].id}"]`).first().waitFor({ timeout: 30_000 });
      await installed(page);
      pages.push(page);
    }
    const samples = await drive(
      db,
      stagePath,
      matches,
      CHANGES,
      INTERVAL_MS,
      () => ({}),
      (id) => Promise.all(pages.map((page) => arm(page, id))),
      async (id, writtenAt) =>
        (await Promise.all(pages.map((page) => paintedAt(page, id)))).map((at) => at - writtenAt),
    );
    return latencyRun(viewers, samples);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
}

/** The floor: the same stage document and writes, on pages with nothing but the SDK's listener. */
async function measureBare(
  browser: Browser,
  compeId: string,
  viewers: number,
  changes: number,
  intervalMs: number,
) {
  const { id, stage, matches } = leagueStage();
  // A published competition's stage, so the rules let the page read it as they let a viewer;
  // bare-page.ts draws the document's currentUnitId, so each write names its match there too.
  await seedRunSheetCompe(db, { compeId, items: 3 });
  const stagePath = `compes/${compeId}/stages/${id}`;
  await db.doc(stagePath).set({ ...stage, currentUnitId: '' });
  const site = await serveBarePage();
  const pages: Page[] = [];
  try {
    for (let v = 0; v < viewers; v++) pages.push(await openBarePage(browser, site.url, stagePath));
    const samples = await drive(
      db,
      stagePath,
      matches,
      changes,
      intervalMs,
      (id) => ({ currentUnitId: id }),
      async () => undefined,
      async (id, writtenAt) =>
        Promise.all(
          pages.map(async (page) => {
            // Waited for, not read once: the warm-up writes back to back (interval 0).
            const key = `window.paintedAt[${JSON.stringify(id)}]`;
            await page.waitForFunction(`${key} !== undefined`, undefined, { timeout: 10_000 }).catch(() => {
              throw new Error(`bare listener: result ${id} not drawn within 10 s`);
            });
            return (await page.evaluate<number>(key)) - writtenAt;
          }),
        ),
    );
    return latencyRun(viewers, samples);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
    site.close();
  }
}

async function main() {
  await resetAndSeed();
  const preview = await serveDist('vite-preview', PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // Warm the emulator's JIT: results back to back on floors of their own, one page listening.
    for (let done = 0, n = 1; done < WARMUP; n++) {
      const changes = Math.min(WARMUP - done, (ENTRANTS * (ENTRANTS - 1)) / 2);
      await measureBare(browser, `${COMPE}-warmup-${n}`, 1, changes, 0);
      done += changes;
    }
    const runs: LatencyRun[] = [];
    const bare: LatencyRun[] = [];
    // Each app run followed at once by its floor with as many viewers: both meet the same load.
    for (const [n, viewers] of VIEWERS.entries()) {
      runs.push(await measureApp(browser, `${COMPE}-${n + 1}`, viewers));
      bare.push(await measureBare(browser, `${COMPE}-bare-${n + 1}`, viewers, CHANGES, INTERVAL_MS));
    }
    for (const run of runs) {
      const floor = bare.find((b) => b.viewers === run.viewers);
      console.log(
        ratioLine(`play latency, ${run.viewers} viewer(s), ${run.changes} results`, 'app', run, floor),
      );
    }
    console.log(
      `PLAY_LIVE_JSON ${JSON.stringify({ runs, bare, entrants: ENTRANTS, warmupChanges: WARMUP, intervalMs: INTERVAL_MS })}`,
    );
  } finally {
    await browser.close();
    preview.kill();
  }
}

await main();
