/**
 * Call latency (docs/play.md "The call board", docs/performance.md): the time from an umpire's
 * report (the `reportResult` callable with the match key `reportKeys` gives staff for the 試合票 QR)
 * to the call board (呼び出し画面) painting the next match called to the freed table — the result,
 * accepted from the 審判's report, and its 自動 call are written by the function in one update of
 * the stage. Beside it, in the same run and for the same report, the floor: a bare page with only
 * the SDK's listener on the same stage document, drawing the count of its results as a text node
 * (bare-page.ts). Both are timed from the moment the report is sent, so the function's share is in
 * both; the ratio of the two is what the board's own code adds (the listener after first paint, the
 * decoder, the engine, the list and the chime's bookkeeping).
 *
 * Needs the emulators with the functions (`node scripts/emulators.mjs exec -- tsx
 * scripts/bench/call-latency.ts`) and a build in dist/. Prints a JSON line prefixed `CALL_JSON ` for
 * scripts/bench.mjs; `--changes N`, `--entrants 16`, `--tables 4` change the run.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium, type Page } from '@playwright/test';
import { resolveStage } from '@/shared/play/stage-plan';
import { firstCalls, tablesNow } from '@/shared/play/tables';
import type { Stage } from '@/shared/schemas/stage';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { DEMO_USERS } from '../demo-users';
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
} from './latency-kit';
import { serveDist } from './server';

const PORT = 4177;
const BASE = `http://127.0.0.1:${PORT}`;
const COMPE = 'bench-call';
const STAGE = 'league';
const FUNCTIONS = 'http://127.0.0.1:5001/demo-compe/asia-northeast1';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

const CHANGES = Number(arg('changes', '40'));
const ENTRANTS = Number(arg('entrants', '16'));
const TABLES = Number(arg('tables', '4'));
/** Unmeasured reports first: the emulators' JVM and the functions' runtime start cold. */
const WARMUP = Number(arg('warmup', '5'));
/** One report every so often: umpires report by hand, and Firestore takes ~1 write/s a document. */
const INTERVAL_MS = Number(arg('interval', '1500'));
/**
 * reportResult allows each caller's address 30 reports in 10 minutes (REPORT_CALLER_LIMIT): the
 * bench, one address, empties `throttles/` this often so it can send more.
 */
const THROTTLE_EVERY = 20;

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const app = initializeApp({ projectId: 'demo-compe' }, 'bench-call');
const db = getFirestore(app);

/** A one-group league of ENTRANTS on TABLES tables, 自動 calls, the first calls made. */
function leagueStage(): Omit<Stage, 'id'> {
  const { stage } = benchLeague(ENTRANTS, () => '', { id: STAGE, tableCount: TABLES, autoCall: true });
  const now = new Date();
  const tables = Object.fromEntries(
    firstCalls(stage, now).map((c) => [c.matchId, { table: c.table, at: c.at }]),
  );
  return { ...stage, tables };
}

/** A callable over HTTP, as the SDK sends it. */
async function callable<T>(name: string, data: object, idToken?: string): Promise<T> {
  const response = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (!response.ok || !body.result)
    throw new Error(`${name}: ${response.status} ${body.error?.message ?? ''}`);
  return body.result;
}

/** The demo staff's ID token from the Auth emulator (a custom token, unsigned there). */
async function staffToken(): Promise<string> {
  const token = await getAuth(app).createCustomToken(DEMO_USERS.staff.uid);
  const response = await fetch(`${AUTH}/accounts:signInWithCustomToken?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** The match on a table the longest: what the umpire reports next. */
async function matchToReport(): Promise<string> {
  const snap = await db.doc(`compes/${COMPE}/stages/${STAGE}`).get();
  const data = snap.data() as Record<string, unknown>;
  const stage = {
    ...(data as unknown as Stage),
    tables: Object.fromEntries(
      Object.entries(data.tables as Record<string, { table: number; at: { toDate(): Date } }>).map(
        ([id, t]) => [id, { table: t.table, at: t.at.toDate() }],
      ),
    ),
  } as Stage;
  const on = tablesNow(stage, resolveStage(stage)).filter((row) => row.matchId && row.calledAt);
  on.sort((x, y) => (x.calledAt as Date).getTime() - (y.calledAt as Date).getTime());
  if (!on[0]?.matchId) throw new Error('no match on a table to report');
  return on[0].matchId;
}

/** Arms the call board to note the frame after a call it has not shown before appears. */
const arm = (page: Page) =>
  page.evaluate(`(() => {
    const seen = new Set([...document.querySelectorAll('[data-call]')].map((el) => el.getAttribute('data-call')));
    window.__called = new Promise((resolve) => {
      const fresh = () => [...document.querySelectorAll('[data-call]')].some((el) => !seen.has(el.getAttribute('data-call')));
      const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      const observer = new MutationObserver(() => {
        if (!fresh()) return;
        observer.disconnect();
        done();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
  })()`);

const calledAt = (page: Page) => markedAt(page, '__called', 'no new call painted within 10 s');

/** One call board (a venue has one screen or two): a run of 1 viewer, the shape the ratio check takes. */
const summary = (samples: number[]) => latencyRun(1, samples);

async function main() {
  await resetAndSeed();
  await seedRunSheetCompe(db, { compeId: COMPE, items: 3 });
  const stagePath = `compes/${COMPE}/stages/${STAGE}`;
  await db.doc(stagePath).set(leagueStage());
  const { keys } = await callable<{ keys: Record<string, string> }>(
    'reportKeys',
    { compeId: COMPE, stageId: STAGE },
    await staffToken(),
  );

  const preview = await serveDist('vite-preview', PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const site = await serveBarePage();
  try {
    const board = await (
      await browser.newContext({ baseURL: BASE, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' })
    ).newPage();
    await board.goto(`/sakura/call/${COMPE}`);
    await board.locator('[data-call]').first().waitFor({ timeout: 30_000 });
    await installed(board);
    const bare = await openBarePage(browser, site.url, stagePath, '&count=results');

    const app: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < WARMUP + CHANGES; i++) {
      if (i % THROTTLE_EVERY === 0) {
        const throttles = await db.collection('throttles').listDocuments();
        await Promise.all(throttles.map((ref) => ref.delete()));
      }
      const matchId = await matchToReport();
      await arm(board);
      const sentAt = Date.now();
      const { state } = await callable<{ state: string }>('reportResult', {
        compeId: COMPE,
        stageId: STAGE,
        matchId,
        key: keys[matchId],
        outcome: 'a',
        how: 'played',
        points: [11, i % 9],
      });
      if (state !== 'accepted')
        throw new Error(`the umpire's report of ${matchId} was ${state}, not accepted`);
      const painted = await calledAt(board);
      const count = i + 1;
      const key = `window.paintedAt[${JSON.stringify(String(count))}]`;
      await bare.waitForFunction(`${key} !== undefined`, undefined, { timeout: 10_000 });
      const bareAt = await bare.evaluate<number>(key);
      if (i >= WARMUP) {
        app.push(painted - sentAt);
        floor.push(bareAt - sentAt);
      }
      await new Promise((resolve) => setTimeout(resolve, sentAt + INTERVAL_MS - Date.now()));
    }
    const run = summary(app);
    const bareRun = summary(floor);
    console.log(ratioLine(`call latency, ${run.changes} reports`, 'call board', run, bareRun));
    console.log(
      `CALL_JSON ${JSON.stringify({ runs: [run], bare: [bareRun], entrants: ENTRANTS, tables: TABLES, warmup: WARMUP, intervalMs: INTERVAL_MS })}`,
    );
  } finally {
    await browser.close();
    site.close();
    preview.kill();
  }
}

await main();
