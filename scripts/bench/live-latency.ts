/**
 * Live latency (docs/performance.md): the time from a staff click on 進行表 (次へ) to the change being painted on
 * viewers' live pages, over real Chromium contexts on the emulators, with 1 viewer and with 20.
 * After each, the floor of the same machine at the same moment: the bare listener with as many
 * viewers (bare-listener.ts). `npm run bench` judges the app's p95 over that floor's
 * (live-ratio.ts), not the milliseconds. Also: the listen targets each viewer opens (what it pays per change) and the
 * size of the board document for a 300-item run sheet.
 *
 * Needs the emulators (run through `node scripts/emulators.mjs exec -- tsx scripts/bench/live-latency.ts`)
 * and a build in dist/ (served here by `vite preview`). Prints a JSON line prefixed `LIVE_JSON ` for
 * scripts/bench.mjs; `--changes N` and `--viewers 1,20` change the run.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { boardSchema } from '@/shared/schemas/unit';
import { LIMITS } from '@/shared/schemas/limits';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { resetAndSeed, signIn } from '../../tests/e2e/support';
import { seedRunSheetCompe, sheetEntries, sheetUnits } from './bench-data';
import { measureBareListener } from './bare-listener';
import { ratio } from './live-ratio';
import { benchArg as arg, installed } from './latency-kit';
import { countCpu } from './cpu-time';
import { serveDist } from './server';
import { percentile } from './percentile';

const PORT = 4175;
const BASE = `http://127.0.0.1:${PORT}`;
const COMPE = 'bench-live';

const CHANGES = Number(arg('changes', '50'));
/**
 * Changes made on run sheets of their own before measuring. The emulator is a JVM started moments
 * ago: its first few hundred commits and pushes run before the JIT has compiled them, 2–4× slower
 * (measured: 300–450 ms for the first changes, ~80 ms by the fiftieth, on the same page). Its JIT
 * is still at work long after that: the emulator's CPU per measured change, 1 viewer, was 124 ms
 * after 60 of these, 61 ms after 200 and 25–28 ms after 1,000, and a JFR recording after 200 showed
 * its C2 compiler threads as its largest CPU user. Production Firestore is not a cold JVM, so the
 * figures are the steady state after these.
 */
const WARMUP = Number(arg('warmup', '1000'));
/** Warm-up changes per sheet: a sheet holds at most LIMITS.boardUnits items. */
const WARMUP_PER_SHEET = LIMITS.boardUnits - 2;
/**
 * At least this long from one click to the next (ms). Firestore sustains about one write a second
 * to one document (docs/performance.md), and staff move the day on by hand, seconds apart. Back to back,
 * each click also met the staff page and the emulator still busy with the one before.
 */
const INTERVAL_MS = Number(arg('interval', '1000'));
const VIEWERS = arg('viewers', '1,20').split(',').map(Number);
/** Paint times are collected this far into the interval after a click (see the loop). */
const COLLECT_AFTER = 0.6;
/** `--trace`: also split each change at the network (CDP): where the time goes. */
const TRACE = process.argv.includes('--trace');

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const db = getFirestore(initializeApp({ projectId: 'demo-compe' }, 'bench'));

/**
 * The board of a 300-item sheet with 10 entries each, as stored (items as one string): its fields
 * as JSON bytes, the items string by its UTF-8 bytes (Firestore's limit is 1 MiB).
 */
function boardBytesFor300() {
  const startAt = new Date();
  const board = buildBoard({
    startAt,
    units: sheetUnits(300, startAt, 10),
    entries: sheetEntries(3000),
    notice: 'お知らせ'.repeat(50),
    now: startAt,
  });
  const { units, ...fields } = z.encode(boardSchema, { ...board, updatedAt: startAt });
  return Buffer.byteLength(JSON.stringify(fields)) + Buffer.byteLength(units);
}

/**
 * Arms the page to note the wall-clock time at which it paints `unitId` as the running item (the
 * frame after the DOM changes); `paintedAt` then collects it. Armed before the click, so nothing
 * between the click and the observer can be missed.
 */
async function arm(page: Page, unitId: string): Promise<void> {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`(() => {
    const expected = ${JSON.stringify(unitId)};
    window.__painted = new Promise((resolve) => {
      const current = () =>
        document.querySelector('[data-current-unit-id]')?.getAttribute('data-current-unit-id');
      const done = () => requestAnimationFrame(() => resolve([
        performance.timeOrigin + performance.now(),
        Number(document.querySelector('[data-updated-at]')?.getAttribute('data-updated-at')),
      ]));
      if (current() === expected) return done();
      const observer = new MutationObserver(() => {
        if (current() !== expected) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-current-unit-id'],
      });
    });
  })()`);
}

/** What a page shows when a change is late: the item it highlights and its connection. */
const SHOWN = `'(showing ' + document.querySelector('[data-current-unit-id]')?.getAttribute('data-current-unit-id') + ', connection ' + document.querySelector('[data-connection]')?.getAttribute('data-connection') + ' at ' + location.pathname + ': ' + document.body.innerText.slice(0, 200).replace(/\\s+/g, ' ') + ')'`;

const paintedAt = (page: Page) =>
  page.evaluate<[number, number]>(
    `Promise.race([window.__painted, new Promise((_, reject) => setTimeout(() => reject(new Error('change not painted within 10 s ' + ${SHOWN})), 10000))])`,
  );

/**
 * A first visit fetches the web font's files into the cache a few seconds after its content is on
 * screen (src/app/web-font.ts): once per visitor, not per change. Opened one after another, the last
 * viewers would still be doing it during the first clicks, so the clicks wait until every page has.
 */
const FONT_CACHED = `localStorage.getItem('compe.webFontCached') !== null`;
async function settled(pages: Page[]): Promise<void> {
  const waits = pages.map((page) =>
    page.waitForFunction(FONT_CACHED, undefined, { timeout: 30_000 }).then(
      () => true,
      () => false,
    ),
  );
  const late = (await Promise.all(waits)).filter((done) => !done).length;
  if (late > 0) console.warn(`live latency: ${late} page(s) had not cached the web font after 30 s`);
}

/** The staff page's 次へ bar as text (caption, and whether 次へ is enabled), for a failure message. */
const staffState = (staff: Page) =>
  staff.evaluate<string>(`(() => {
    const bar = document.querySelector('[aria-label="進行の操作"]');
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '次へ');
    const state = button ? (button.disabled ? ' [次へ disabled]' : ' [次へ enabled]') : ' [no 次へ]';
    return (bar?.textContent ?? location.pathname + ': ' + document.body.innerText.slice(0, 200)) + state;
  })()`);

/**
 * Wall-clock times at which a page's network stack sent a Firestore Write request or received
 * bytes on its Listen stream (CDP Network events; `timestamp` is monotonic, mapped to the wall clock
 * with the first request's wallTime).
 */
async function traceNetwork(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let offset: number | undefined;
  const listens = new Set<string>();
  const writes: number[] = [];
  const received: number[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    offset ??= event.wallTime * 1000 - event.timestamp * 1000;
    if (event.request.url.includes('/Listen/channel')) listens.add(event.requestId);
    if (event.request.url.includes('/Write/channel') && event.request.method === 'POST') {
      writes.push(event.timestamp * 1000 + offset);
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    if (offset !== undefined && listens.has(event.requestId)) received.push(event.timestamp * 1000 + offset);
  });
  /** The first Write sent / Listen bytes received at or after `since`. */
  const first = (list: number[], since: number) => list.find((at) => at >= since);
  return {
    writeAfter: (since: number) => first(writes, since),
    receivedAfter: (since: number) => first(received, since),
  };
}

/**
 * A page's main thread from here on (Chromium's own counters): per change, all its tasks and the
 * script among them. The staff page runs on the same cores as the viewers, so what a tap costs it
 * is also time a viewer waits.
 */
async function mainThread(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const read = async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { task: value('TaskDuration'), script: value('ScriptDuration') };
  };
  const start = await read();
  return {
    per: async (changes: number) => {
      const end = await read();
      return {
        taskMs: ((end.task - start.task) * 1000) / changes,
        scriptMs: ((end.script - start.script) * 1000) / changes,
      };
    },
  };
}

/** A signed-in staff member's storage (Auth keeps its session in localStorage): no sign-in per sheet. */
type StaffSession = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs the staff member in once: each sign-in sends a link through the functions and maildev, and
 * the warm-up alone opens several sheets. Each sheet then gets a context of its own with this
 * session, so every run starts in a fresh renderer as the ones before did.
 */
async function signInStaff(browser: Browser): Promise<StaffSession> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await signIn(await context.newPage(), 'staff@sakura-tt.example');
  const session = await context.storageState();
  await context.close();
  return session;
}

async function measure(
  browser: Browser,
  staffSession: StaffSession,
  viewerCount: number,
  {
    compeId,
    changes = CHANGES,
    intervalMs = INTERVAL_MS,
  }: { compeId: string; changes?: number; intervalMs?: number },
) {
  await seedRunSheetCompe(db, { compeId, items: changes + 2 });
  const staffContext = await browser.newContext({
    baseURL: BASE,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: staffSession,
  });
  const staff = await staffContext.newPage();
  // Said when a change never arrives: a refused batch shows here (the page logs it and says it in the snackbar).
  const staffErrors: string[] = [];
  staff.on('console', (message) => {
    if (message.type() === 'error') staffErrors.push(message.text().slice(0, 300));
  });
  await staff.goto(`/sakura/form/${compeId}/tab`);
  const next = staff.getByRole('button', { name: '次へ', exact: true });
  await next.waitFor();
  const staffNet = TRACE ? await traceNetwork(staff) : undefined;

  const viewers: Page[] = [];
  const viewerNets: Awaited<ReturnType<typeof traceNetwork>>[] = [];
  const targets: string[][] = [];
  for (let i = 0; i < viewerCount; i++) {
    const context = await browser.newContext({ baseURL: BASE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    const opened: string[] = [];
    // What the viewer asks Firestore to watch: each target costs one read per change of its documents.
    page.on('request', (request) => {
      if (!request.url().includes('/Listen/channel')) return;
      const body = decodeURIComponent(request.postData() ?? '');
      for (const match of body.matchAll(/"addTarget":\{.*?"documents":\{"documents":\["([^"]+)"/g)) {
        opened.push(match[1].replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
      }
      for (const match of body.matchAll(/"addTarget":\{"query"/g)) opened.push(`query ${match.index}`);
    });
    if (TRACE) viewerNets.push(await traceNetwork(page));
    await page.goto(`/sakura/live/${compeId}`);
    await page.locator('[data-current-unit-id="u001"]').waitFor();
    await installed(page);
    viewers.push(page);
    targets.push(opened);
  }
  // Let every viewer's realtime listener take over from the first one-shot read.
  await Promise.all(viewers.map((page) => page.locator('[data-connection="live"]').waitFor()));
  if (intervalMs > 0) await settled(viewers);

  const samples: number[] = [];
  const toCommit: number[] = [];
  const toPaint: number[] = [];
  const split = {
    clickToSend: [] as number[],
    sendToCommit: [] as number[],
    commitToReceive: [] as number[],
    receiveToPaint: [] as number[],
  };
  let lastClickAt = 0;
  const staffThread = await mainThread(staff);
  const cpu = countCpu();
  for (let i = 0; i < changes; i++) {
    await new Promise((resolve) => setTimeout(resolve, lastClickAt + intervalMs - Date.now()));
    const expected = `u${String(i + 2).padStart(3, '0')}`;
    await Promise.all(viewers.map((page) => arm(page, expected)));
    // 次へ stays disabled until the previous batch is acknowledged: click the moment it is enabled.
    const clickedAt = await staff.evaluate<number>(`new Promise((resolve, reject) => {
      const started = performance.now();
      const attempt = () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '次へ');
        if (button && !button.disabled) {
          const at = performance.timeOrigin + performance.now();
          button.click();
          return resolve(at);
        }
        if (performance.now() - started > 10000) return reject(new Error('次へ stayed disabled'));
        requestAnimationFrame(attempt);
      };
      attempt();
    })`);
    lastClickAt = clickedAt;
    // The pages note their paint time themselves; it is collected once the change has had time to
    // arrive. Asked while it travels, 20 DevTools answers took CPU from the very pages being measured.
    await new Promise((resolve) => setTimeout(resolve, clickedAt + COLLECT_AFTER * intervalMs - Date.now()));
    // Every viewer has the change from the server, so the batch is written: the next click may go.
    const painted = await Promise.all(viewers.map(paintedAt)).catch(async (error: Error) => {
      throw new Error(
        `change ${i + 1} (${expected}): ${error.message}; staff: ${await staffState(staff)}; ` +
          `staff console errors: ${staffErrors.length ? staffErrors.slice(-3).join(' | ') : 'none'}`,
      );
    });
    for (const [at, committedAt] of painted) {
      samples.push(at - clickedAt);
      // board.updatedAt is the emulator's commit time on this same machine's clock.
      toCommit.push(committedAt - clickedAt);
      toPaint.push(at - committedAt);
    }
    const sentAt = staffNet?.writeAfter(clickedAt);
    if (sentAt !== undefined) {
      split.clickToSend.push(sentAt - clickedAt);
      split.sendToCommit.push(painted[0][1] - sentAt);
      painted.forEach(([at, committedAt], v) => {
        const receivedAt = viewerNets[v].receivedAfter(sentAt);
        if (receivedAt === undefined) return;
        split.commitToReceive.push(receivedAt - committedAt);
        split.receiveToPaint.push(at - receivedAt);
      });
    }
  }
  const cpuUse = cpu.per(changes);
  const staffMainThread = await staffThread.per(changes);
  await Promise.all(viewers.map((page) => page.context().close()));
  await staffContext.close();
  const perViewer = targets.map((t) => [...new Set(t)]);
  /** Each step's `p`th percentile (ms). */
  const splitAt = (p: number) =>
    Object.fromEntries(
      Object.entries(split).map(([name, values]) => [name, Math.round(percentile(values, p))]),
    );
  return {
    viewers: viewerCount,
    changes,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
    clickToCommitP50: percentile(toCommit, 50),
    commitToPaintP50: percentile(toPaint, 50),
    listenTargetsPerViewer: Math.max(...perViewer.map((t) => t.length)),
    cpu: cpuUse,
    staffMainThread,
    ...(TRACE
      ? {
          splitP50: splitAt(50),
          splitP95: splitAt(95),
        }
      : {}),
    listenedDocuments: [...new Set(perViewer.flat())],
  };
}

async function main() {
  await resetAndSeed();
  const preview = await serveDist('vite-preview', PORT);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    // Back to back: the warm-up's changes only have to happen.
    const staff = await signInStaff(browser);
    for (let done = 0, sheet = 1; done < WARMUP; done += WARMUP_PER_SHEET, sheet += 1) {
      const changes = Math.min(WARMUP_PER_SHEET, WARMUP - done);
      await measure(browser, staff, 1, { compeId: `${COMPE}-warmup-${sheet}`, changes, intervalMs: 0 });
    }
    const runs = [];
    // Each run on a competition of its own, as each is a day of its own. Run after run on the same
    // competition, the emulator's CPU per change grew (1 viewer, four runs: 26, 40, 46, 46 ms; p95
    // 66, 78, 110, 82 ms); on fresh ones it stayed flat (24, 37, 24, 24 ms; p95 59, 62, 59, 56).
    // The app and the sheet were the same each time: the emulator slows down with the writes one
    // competition has had, and the runs measure the app, not that history.
    // Each followed by its floor with as many viewers, so that both meet the same load on the
    // machine: npm run bench judges their ratio (live-ratio.ts), and whatever else the machine runs
    // changes from one minute to the next.
    const bare = [];
    for (const [run, count] of VIEWERS.entries()) {
      runs.push(await measure(browser, staff, count, { compeId: `${COMPE}-${run + 1}` }));
      bare.push(
        await measureBareListener(browser, db, {
          compeId: `${COMPE}-bare-${run + 1}`,
          viewers: count,
          changes: CHANGES,
          intervalMs: INTERVAL_MS,
        }),
      );
    }
    const result = {
      runs,
      bare,
      warmupChanges: WARMUP,
      intervalMs: INTERVAL_MS,
      boardBytes300: boardBytesFor300(),
    };
    for (const run of runs) {
      console.log(
        `live latency, ${run.viewers} viewer(s), ${run.changes} changes: p50 ${run.p50.toFixed(0)} ms, ` +
          `p95 ${run.p95.toFixed(0)} ms, max ${run.max.toFixed(0)} ms (p50 click→commit ` +
          `${run.clickToCommitP50.toFixed(0)} ms, commit→paint ${run.commitToPaintP50.toFixed(0)} ms); listen targets per viewer ` +
          `${run.listenTargetsPerViewer} (${run.listenedDocuments.join(', ')})`,
      );
    }
    for (const run of runs) {
      const { taskMs, scriptMs } = run.staffMainThread;
      const groups = run.cpu
        ? Object.entries(run.cpu.perChange)
            .map(([group, ms]) => `${group} ${ms.toFixed(0)} ms`)
            .join(', ') + `; ${run.cpu.totalPerChange.toFixed(0)} ms on ${run.cpu.cores} cores; `
        : '';
      console.log(
        `CPU per change (${run.viewers} viewer(s)): ${groups}` +
          `staff page main thread ${taskMs.toFixed(0)} ms (script ${scriptMs.toFixed(0)} ms)`,
      );
    }
    for (const run of runs) {
      if (!('splitP50' in run)) continue;
      console.log(
        `split (${run.viewers}): p50 ${JSON.stringify(run.splitP50)}; p95 ${JSON.stringify(run.splitP95)}`,
      );
    }
    for (const run of bare) {
      console.log(
        `bare listener (no app), ${run.viewers} context(s): p50 ${run.p50.toFixed(0)} ms, p95 ${run.p95.toFixed(0)} ms, ` +
          `max ${run.max.toFixed(0)} ms`,
      );
    }
    for (const run of runs) {
      const floor = bare.find((b) => b.viewers === run.viewers);
      console.log(
        `over the bare listener, ${run.viewers} viewer(s): p50 ${ratio(run.p50, floor?.p50)}×, ` +
          `p95 ${ratio(run.p95, floor?.p95)}×`,
      );
    }
    console.log(`board of a 300-item run sheet: ${(result.boardBytes300 / 1024).toFixed(1)} KiB of 1024 KiB`);
    console.log(`LIVE_JSON ${JSON.stringify(result)}`);
  } finally {
    await browser.close();
    preview.kill();
  }
}

await main();
