/**
 * What the latency benches (live-latency.ts, play-latency.ts, call-latency.ts, bare-listener.ts)
 * share: their command-line options, the summary of a run, the bare page's floor opened on one
 * document, the league stage play and call measure on, and the line each prints of its ratios.
 */
import type { Browser, Page } from '@playwright/test';
import { stageDefaults } from '@/shared/schemas/stage-form';
import type { Stage } from '@/shared/schemas/stage';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { ratio } from './live-ratio';
import { percentile } from './percentile';

/** `--name value` on the command line, else `fallback`. */
export const benchArg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** One measured run: `viewers` pages, `changes` each, their milliseconds. */
export interface LatencyRun {
  viewers: number;
  changes: number;
  p50: number;
  p95: number;
  max: number;
}

/** The run of `viewers` pages from all their samples (one per page per change). */
export const latencyRun = (viewers: number, samples: readonly number[]): LatencyRun => ({
  viewers,
  changes: samples.length / viewers,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  max: Math.max(...samples),
});

/** The Firestore emulator's port, which the bare page connects to. */
export const firestorePort = (): string =>
  (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1];

/**
 * A bare page (bare-page.ts, served by serveBarePage) in a context of its own, listening to the
 * document at `docPath`; `query` adds its options (`&count=results`).
 */
export async function openBarePage(
  browser: Browser,
  siteUrl: string,
  docPath: string,
  query = '',
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${siteUrl}/?path=${docPath}&port=${firestorePort()}${query}`);
  await page.waitForFunction('window.listening === true');
  return page;
}

/**
 * Resolves once the page's installable app (docs/venue-mode.md) is installed: on a first visit its
 * service worker precaches the whole build, work a viewer's phone does once and not on each change.
 * The latency benches time a viewer following changes, so they start after it; else ten contexts
 * precaching at once on this 2-core machine would be timed as the first results' tail.
 */
export const installed = (page: Page): Promise<void> =>
  page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/**
 * The time the page noted in `window[promise]` (armed before the write), or a failure after 10 s
 * with `message`.
 */
export const markedAt = (page: Page, promise: string, message: string): Promise<number> =>
  page.evaluate<number>(
    `Promise.race([window.${promise}, new Promise((_, reject) => setTimeout(() => reject(new Error(${JSON.stringify(message)})), 10000))])`,
  );

/**
 * A one-group league of `entrants`, drawn, nothing played, as staff store it (the id is its path,
 * not a field); `affiliation` names each entrant's club, `overrides` the stage's other settings.
 */
export function benchLeague(
  entrants: number,
  affiliation: (i: number) => string,
  overrides: Partial<Stage> = {},
): { id: string; stage: Omit<Stage, 'id'> } {
  const { id, ...stage } = drawnStageOf('league', entrants, {
    id: 'league',
    name: '計測リーグ',
    scoring: 'points',
    ...stageDefaults('league'),
    rounds: 1,
    entrants: entrantsOf(entrants, (i) => ({
      id: `entrant${String(i).padStart(3, '0')}`,
      name: `選手 ${i + 1}`,
      affiliation: affiliation(i),
    })),
    tableCount: 0,
    ...overrides,
  });
  return { id, stage };
}

/** `what, n units: <app> p50 … / p95 … ms; bare listener …; ratio p50 …×, p95 …×`. */
export const ratioLine = (what: string, app: string, run: LatencyRun, floor: LatencyRun | undefined) =>
  `${what}: ${app} p50 ${run.p50.toFixed(0)} / p95 ${run.p95.toFixed(0)} ms; ` +
  `bare listener p50 ${floor?.p50.toFixed(0)} / p95 ${floor?.p95.toFixed(0)} ms; ` +
  `ratio p50 ${ratio(run.p50, floor?.p50)}×, p95 ${ratio(run.p95, floor?.p95)}×`;
