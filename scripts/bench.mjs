/**
 * `npm run bench`: builds the app, measures it, prints one table per section and writes the same
 * figures to bench/out/bench.json. Exits 1 when any budget fails, so CI and people see the same
 * verdict.
 *
 *   npm run bench                          build, then measure
 *   npm run bench -- --no-build            measure the dist/ already there
 *   npm run bench -- --update-baseline     also rewrite bench/baseline.json (commit it on purpose)
 *   npm run bench -- --dist <dir>          measure another build output (implies --no-build)
 *   npm run bench -- --only live,load      some sections only (bundle, lighthouse, live, load, scale, play, hall, play-live, call)
 *
 * A section is an async function of the context returning a table, failures and its JSON figures;
 * Lighthouse, live latency, registration load and scale (docs/performance.md) go into SECTIONS as they arrive.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { formatTable } from './bench/table.mjs';

// The public routes and the build's chunk rules are TypeScript (src/config/public-routes.ts,
// route-chunks.ts): `node scripts/bench.mjs` loads them, and what imports them, through tsx.
register();
const { BASELINE_COMMENT, baselineFrom, checkBuild, readJson, UPDATE_BASELINE_HINT } =
  await import('./bench/bundle.mjs');
const { PUBLIC_ROUTES } = await import('../src/config/public-routes.ts');
const { checkLiveRatios, DEFAULT_P95_RATIO_TOLERANCE, liveBaselineFrom } =
  await import('./bench/live-ratio.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ root: string, distDir: string, updateBaseline: boolean }} BenchContext
 * @typedef {{
 *   title: string,
 *   columns: { title: string, align?: 'left' | 'right' }[],
 *   rows: string[][],
 *   failures: string[],
 *   notes?: string[],
 *   json: unknown,
 * }} SectionResult
 * @typedef {{ name: string, run: (context: BenchContext) => Promise<SectionResult> }} Section
 */

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ build: boolean, updateBaseline: boolean, distDir: string, only: string[] | null }} */
  const options = { build: true, updateBaseline: false, distDir: path.join(root, 'dist'), only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--update-baseline') options.updateBaseline = true;
    else if (arg === '--only') options.only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--dist') {
      options.distDir = path.resolve(argv[++i] ?? '');
      options.build = false;
    } else {
      console.error(
        `unknown option ${arg}\nusage: npm run bench -- [--no-build] [--update-baseline] [--dist <dir>] [--only a,b]`,
      );
      process.exit(2);
    }
  }
  if (options.updateBaseline && options.distDir !== path.join(root, 'dist')) {
    // The committed baseline describes this repository's build, never some other output.
    console.error('--update-baseline measures dist/ only; drop --dist');
    process.exit(2);
  }
  return options;
}

/**
 * Runs a measuring script on fresh emulators (scripts/emulators.mjs exec) and returns the JSON it
 * printed on the line starting with `prefix`; a failed run throws with the end of its output.
 * @param {string} repo
 * @param {string} script
 * @param {string} prefix
 * @param {string[]} [args]
 * @returns {any}
 */
function runOnEmulators(repo, script, prefix, args = []) {
  const run = spawnSync(
    'node',
    ['scripts/emulators.mjs', 'exec', '--', path.join('node_modules', '.bin', 'tsx'), script, ...args],
    { cwd: repo, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = (run.stdout ?? '').split('\n').find((l) => l.startsWith(`${prefix} `));
  if (run.status !== 0 || !line) {
    throw new Error(
      `${script} failed (exit ${run.status}):\n${(run.stderr || run.stdout || '').slice(-2000)}`,
    );
  }
  return JSON.parse(line.slice(prefix.length + 1));
}

/** @param {number} kB */
const formatKB = (kB) => kB.toFixed(1);

/** @param {number} kB */
const formatDelta = (kB) => (Math.abs(kB) < 0.05 ? '±0.0' : `${kB > 0 ? '+' : ''}${kB.toFixed(1)}`);

/**
 * @typedef {import('./bench/live-ratio.ts').LiveRatioCheck} LiveRatioCheck
 * @typedef {{ viewers: number, changes: number, p50: number, p95: number, max: number }} LatencyRun
 * @typedef {'live' | 'playLive' | 'call'} RatioKey
 */

/**
 * A latency run judged against its floor (live-ratio.ts): each viewer count's p95 ratio against
 * bench/baseline.json `key`, with bench/budget.json `live.p95RatioTolerance`. With
 * --update-baseline, this run's ratios are written there first (`what` names them in the note).
 * @param {{ repo: string, runs: LatencyRun[], bare: LatencyRun[], key: RatioKey, updateBaseline: boolean, what: string }} run
 * @returns {{ checks: LiveRatioCheck[], notes: string[], tolerance: number }}
 */
function judgeRatios({ repo, runs, bare, key, updateBaseline, what }) {
  const baselineFile = path.join(repo, 'bench', 'baseline.json');
  /** @type {{ live?: import('./bench/live-ratio.ts').LiveBudget }} */
  const budget = readJson(path.join(repo, 'bench', 'budget.json'));
  /** @returns {import('./bench/bundle.d.mts').Baseline | null} */
  const readBaseline = () => (existsSync(baselineFile) ? readJson(baselineFile) : null);
  /** @param {import('./bench/bundle.d.mts').Baseline | null} against */
  const check = (against) =>
    checkLiveRatios({
      runs,
      bare,
      baseline: against?.[key],
      budget: budget.live,
      updateHint: UPDATE_BASELINE_HINT,
    });
  let checks = check(readBaseline());
  /** @type {string[]} */
  const notes = [];
  if (updateBaseline) {
    // Read again: an earlier section may have rewritten the file since.
    const current = readBaseline();
    const next = {
      ...current,
      $comment: BASELINE_COMMENT,
      firstLoadKB: current?.firstLoadKB ?? {},
      [key]: liveBaselineFrom(checks, current?.[key]),
    };
    writeFileSync(baselineFile, JSON.stringify(next, null, 2) + '\n');
    notes.push(`wrote ${what} to ${path.relative(repo, baselineFile)}: commit it on purpose`);
    checks = check(next);
  }
  return { checks, notes, tolerance: budget.live?.p95RatioTolerance ?? DEFAULT_P95_RATIO_TOLERANCE };
}

/** @param {{ p50: number, p95: number }} figures */
const msPair = (figures) => `${figures.p50.toFixed(0)} / ${figures.p95.toFixed(0)}`;

/** The columns every latency table ends with, before its status. */
const RATIO_COLUMNS = [
  // The same document and pace on a page with nothing but the SDK's listener: this machine's floor.
  { title: 'bare listener p50 / p95 ms', align: /** @type {const} */ ('right') },
  { title: 'p50 ratio', align: /** @type {const} */ ('right') },
  { title: 'p95 ratio', align: /** @type {const} */ ('right') },
  { title: 'baseline p95 ratio (limit)', align: /** @type {const} */ ('right') },
];

/**
 * The cells under RATIO_COLUMNS for one viewer count.
 * @param {LiveRatioCheck | undefined} c
 */
const ratioCells = (c) => [
  c?.bare ? msPair(c.bare) : '—',
  c?.p50Ratio == null ? '—' : c.p50Ratio.toFixed(2),
  c?.p95Ratio == null ? '—' : c.p95Ratio.toFixed(2),
  c?.baselineRatio == null ? '—' : `${c.baselineRatio.toFixed(2)} (≤ ${c.limit?.toFixed(2)})`,
];

/** @type {Section} */
const bundleSection = {
  name: 'bundle',
  async run({ root: repo, distDir, updateBaseline }) {
    const budgetFile = path.join(repo, 'bench', 'budget.json');
    const baselineFile = path.join(repo, 'bench', 'baseline.json');
    /** @type {import('./bench/bundle.d.mts').BudgetConfig} */
    const budget = readJson(budgetFile);
    /** @type {import('./bench/bundle.d.mts').Baseline | null} */
    let baseline = existsSync(baselineFile) ? readJson(baselineFile) : null;

    let checks = checkBuild({ distDir, routes: PUBLIC_ROUTES, budget, baseline });
    /** @type {string[]} */
    const notes = [];
    if (updateBaseline) {
      baseline = baselineFrom(checks, baseline);
      writeFileSync(baselineFile, JSON.stringify(baseline, null, 2) + '\n');
      notes.push(
        `wrote ${path.relative(repo, baselineFile)}: commit it with the change that moved the figures`,
      );
      checks = checkBuild({ distDir, routes: PUBLIC_ROUTES, budget, baseline });
    }

    const rows = checks.map((check) => {
      const built = check.pageChunks.length > 0;
      const baselineCell =
        check.baselineKB === null
          ? '—'
          : `${formatKB(check.baselineKB)} (${formatDelta(check.deltaKB ?? 0)})`;
      return [
        check.route.path,
        built ? formatKB(check.firstLoad.kB) : '—',
        built ? formatKB(check.afterPaint.kB) : '—',
        check.budgetKB === null ? '—' : formatKB(check.budgetKB),
        baselineCell,
        check.status,
      ];
    });
    return {
      title: `Bundle per public route (gzip kB, level 9; ${path.relative(repo, distDir) || '.'})`,
      columns: [
        { title: 'route' },
        { title: 'first load KB', align: 'right' },
        { title: 'after paint KB', align: 'right' },
        { title: 'budget', align: 'right' },
        { title: 'baseline (Δ)', align: 'right' },
        { title: 'status' },
      ],
      rows,
      failures: checks.flatMap((check) => check.problems.map((problem) => `${check.route.path}: ${problem}`)),
      notes,
      json: {
        distDir: path.relative(repo, distDir),
        baselineToleranceKB: budget.baselineToleranceKB,
        routes: checks.map((check) => ({
          id: check.route.id,
          path: check.route.path,
          page: check.route.page,
          firstLoadKB: check.firstLoad.kB,
          afterPaintKB: check.afterPaint.kB,
          budgetKB: check.budgetKB,
          baselineKB: check.baselineKB,
          deltaKB: check.deltaKB,
          ok: check.ok,
          problems: check.problems,
          forbidden: check.forbidden,
          firstLoadFiles: check.firstLoad.files,
          afterPaintFiles: check.afterPaint.files,
        })),
      },
    };
  },
};

/**
 * Live latency (docs/performance.md "Lighthouse, live latency, load and scale"): scripts/bench/live-latency.ts on fresh emulators, against dist/, with 1
 * and 20 viewers, and beside it the floor of the same run: a bare page with only the SDK's listener
 * (bare-listener.ts). Judged as the app's p95 over the floor's p95 for each viewer count, against
 * bench/baseline.json `live` with bench/budget.json `live.p95RatioTolerance` (scripts/bench/live-ratio.ts);
 * the milliseconds follow the machine and are printed, not judged. Also: one listen target per
 * viewer; the board of a 300-item sheet far below 1 MiB (half of it at most).
 * @type {Section}
 */
const liveSection = {
  name: 'live',
  async run({ root: repo, updateBaseline }) {
    // --trace: each change is also split at the network, so the table says where the time goes.
    /** @type {{ runs: { viewers: number, changes: number, p50: number, p95: number, max: number, listenTargetsPerViewer: number, listenedDocuments: string[], splitP50?: Record<string, number>, splitP95?: Record<string, number>, cpu?: { perChange: Record<string, number>, totalPerChange: number, cores: number }, staffMainThread: { taskMs: number, scriptMs: number } }[], bare: { viewers: number, p50: number, p95: number, max: number }[], warmupChanges: number, intervalMs: number, boardBytes300: number }} */
    const result = runOnEmulators(repo, 'scripts/bench/live-latency.ts', 'LIVE_JSON', ['--trace']);
    const {
      checks,
      notes: updated,
      tolerance,
    } = judgeRatios({
      repo,
      runs: result.runs,
      bare: result.bare,
      key: 'live',
      updateBaseline,
      what: 'the live ratios',
    });

    /** @type {string[]} */
    const failures = [];
    const rows = result.runs.map((r) => {
      const ratios = checks.find((c) => c.viewers === r.viewers);
      failures.push(...(ratios?.problems ?? []));
      const oneTarget = r.listenTargetsPerViewer === 1;
      if (!oneTarget)
        failures.push(
          `${r.viewers} viewer(s): ${r.listenTargetsPerViewer} listen targets per viewer (want 1)`,
        );
      return [
        String(r.viewers),
        String(r.changes),
        msPair(r),
        r.max.toFixed(0),
        ...ratioCells(ratios),
        `${r.listenTargetsPerViewer} (${r.listenedDocuments.join(', ')})`,
        ratios?.ok && oneTarget ? 'ok' : 'FAIL',
      ];
    });
    const boardKiB = result.boardBytes300 / 1024;
    if (boardKiB > 512)
      failures.push(`board of 300 items is ${boardKiB.toFixed(0)} KiB (over half of 1 MiB)`);
    return {
      title:
        'Live latency: staff click (次へ) → painted on viewers, over the bare listener floor (emulators, Chromium)',
      columns: [
        { title: 'viewers', align: 'right' },
        { title: 'changes', align: 'right' },
        { title: 'app p50 / p95 ms', align: 'right' },
        { title: 'max ms', align: 'right' },
        ...RATIO_COLUMNS,
        { title: 'reads per change (listen targets)' },
        { title: 'status' },
      ],
      rows,
      failures,
      notes: [
        ...updated,
        `judged: the p95 ratio (app p95 / bare listener p95 of the same run) against bench/baseline.json, failing ` +
          `when it grows more than ${Math.round(tolerance * 100)} % over it (bench/budget.json live.p95RatioTolerance); ` +
          'the milliseconds follow the machine and are not judged',
        ...result.runs.flatMap((r) =>
          [
            ['p50', r.splitP50],
            ['p95', r.splitP95],
          ].map(
            ([which, split]) =>
              `${r.viewers} viewer(s), ${which} split (ms): ` +
              Object.entries(split ?? {})
                .map(([step, ms]) => `${step} ${ms}`)
                .join(' · '),
          ),
        ),
        // What one change costs the whole machine: emulator, staff page and viewers share its cores.
        ...result.runs.flatMap((r) =>
          r.cpu
            ? [
                `${r.viewers} viewer(s), CPU per change (ms, all processes, the click's whole interval): ` +
                  Object.entries(r.cpu.perChange)
                    .map(([group, ms]) => `${group} ${ms.toFixed(0)}`)
                    .join(' · ') +
                  ` = ${r.cpu.totalPerChange.toFixed(0)} on ${r.cpu.cores} cores`,
              ]
            : [],
        ),
        ...result.runs.map(
          (r) =>
            `${r.viewers} viewer(s), the staff page's main thread per change (ms): ` +
            `${r.staffMainThread.taskMs.toFixed(0)} (script ${r.staffMainThread.scriptMs.toFixed(0)})`,
        ),
        `one click every ${result.intervalMs} ms at most (Firestore sustains ~1 write/s to a document), measured after ` +
          `${result.warmupChanges} unmeasured changes on other sheets (the emulator's JVM starts cold and its JIT keeps compiling for hundreds of changes)`,
        'bare listener: the same board changed by the admin SDK at the same pace, seen by as many contexts on a page ' +
          'with only the Firestore listener (scripts/bench/bare-page.ts): what the machine allows before any app code',
        `board document of a 300-item run sheet (10 entries each): ${boardKiB.toFixed(1)} KiB of 1024 KiB`,
      ],
      json: { ...result, ratios: checks },
    };
  },
};

/**
 * Lighthouse mobile (docs/performance.md): scripts/bench/lighthouse.ts on fresh emulators with the demo data,
 * against dist/ served with compression; the median of 3 runs per public route. Budgets:
 * performance ≥ 97, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02.
 * @type {Section}
 */
const lighthouseSection = {
  name: 'lighthouse',
  async run({ root: repo }) {
    /** @type {{ routes: { id: string, url: string, runs: number, score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }[] }} */
    const result = runOnEmulators(repo, 'scripts/bench/lighthouse.ts', 'LH_JSON');
    const budget = { score: 97, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
    // Besides the absolute budgets, each public route within 2 points of ホーム in the same run: the
    // machine's mood moves every route alike, the play's weight moves only the pages that show it.
    const homeGap = 2;
    const home = result.routes.find((r) => r.id === 'home');
    /** @type {string[]} */
    const failures = [];
    if (!home) failures.push('no home score in this run to compare the routes with');
    const rows = result.routes.map((r) => {
      const gap = home ? home.score - r.score : NaN;
      // live-noplay is the side-by-side reference for live (scripts/bench/lighthouse.ts), not a route.
      const misses = (
        r.id === 'live-noplay'
          ? []
          : [
              r.score < budget.score ? `score ${r.score} < ${budget.score}` : '',
              r.lcpMs > budget.lcpMs ? `LCP ${(r.lcpMs / 1000).toFixed(2)} s > 2.0 s` : '',
              r.tbtMs > budget.tbtMs ? `TBT ${r.tbtMs.toFixed(0)} ms > 100 ms` : '',
              r.cls > budget.cls ? `CLS ${r.cls.toFixed(3)} > 0.02` : '',
              gap > homeGap
                ? `score ${r.score} is ${gap} points below home's ${home?.score} (> ${homeGap})`
                : '',
            ]
      ).filter(Boolean);
      failures.push(...misses.map((miss) => `${r.id}: ${miss}`));
      return [
        r.id,
        String(r.score),
        r.id === 'home' || Number.isNaN(gap) ? '' : String(-gap),
        (r.fcpMs / 1000).toFixed(2),
        (r.lcpMs / 1000).toFixed(2),
        r.tbtMs.toFixed(0),
        r.cls.toFixed(3),
        r.id === 'live-noplay' ? 'reference' : misses.length ? 'FAIL' : 'ok',
      ];
    });
    const live = result.routes.find((r) => r.id === 'live');
    const noPlay = result.routes.find((r) => r.id === 'live-noplay');
    /** What the play costs the live page's first load, measured side by side in this run. */
    const playCost =
      live && noPlay
        ? `the play on live (live − live-noplay, the same page and board without stages, same run): score ${live.score - noPlay.score}, ` +
          `LCP ${((live.lcpMs - noPlay.lcpMs) / 1000).toFixed(2)} s, TBT ${(live.tbtMs - noPlay.tbtMs).toFixed(0)} ms`
        : null;
    const homeNote = home
      ? `home scored ${home.score} in this run: each public route must be within ${homeGap} points of it (column "vs home")`
      : null;
    const notes = [homeNote, playCost].filter((note) => note !== null);
    return {
      ...(notes.length ? { notes } : {}),
      title: `Lighthouse mobile (median of ${result.routes[0]?.runs ?? 0} runs, demo data, gzip, emulator warmed with the pages' reads)`,
      columns: [
        { title: 'route' },
        { title: 'score ≥97', align: 'right' },
        { title: 'vs home ≥-2', align: 'right' },
        { title: 'FCP s', align: 'right' },
        { title: 'LCP s ≤2.0', align: 'right' },
        { title: 'TBT ms ≤100', align: 'right' },
        { title: 'CLS ≤0.02', align: 'right' },
        { title: 'status' },
      ],
      rows,
      failures,
      json: result,
    };
  },
};

/**
 * The functions under load (docs/performance.md): scripts/bench/functions-load.ts on fresh emulators. A rush of
 * 200 simultaneous submitRegist calls for 50 seats must give exactly 50 seats (overbooked 0), the
 * rest waitlisted (waitlist on) or refused (off); sendMail to 1,000 must deliver 1,000.
 * @type {Section}
 */
const loadSection = {
  name: 'load',
  async run({ root: repo }) {
    /** @type {{ rushes: { waitlist: boolean, callers: number, seats: number, accepted: number, waitlisted: number, refused: number, overbooked: number, p50Ms: number, p95Ms: number, totalMs: number }[], mail: { recipients: number, sent: number, failed: number, received: number, seconds: number, perSecond: number } }} */
    const result = runOnEmulators(repo, 'scripts/bench/functions-load.ts', 'LOAD_JSON');
    /** @type {string[]} */
    const failures = [];
    const rows = result.rushes.map((r) => {
      const rest = r.callers - r.seats;
      const ok =
        r.overbooked === 0 &&
        r.accepted === r.seats &&
        (r.waitlist ? r.waitlisted === rest : r.refused === rest);
      if (!ok) failures.push(`rush (waitlist ${r.waitlist ? 'on' : 'off'}): seats not given exactly`);
      return [
        `${r.callers} calls / ${r.seats} seats, waitlist ${r.waitlist ? 'on' : 'off'}`,
        String(r.accepted),
        String(r.waitlisted),
        String(r.refused),
        String(r.overbooked),
        String(r.p50Ms),
        String(r.p95Ms),
        (r.totalMs / 1000).toFixed(1),
        ok ? 'ok' : 'FAIL',
      ];
    });
    const { mail } = result;
    if (mail.sent !== mail.recipients || mail.received !== mail.recipients)
      failures.push(`sendMail: ${mail.sent} sent, ${mail.received} received of ${mail.recipients}`);
    return {
      title: 'Registration under load: simultaneous submitRegist (emulators)',
      columns: [
        { title: 'rush' },
        { title: 'accepted', align: 'right' },
        { title: 'waitlisted', align: 'right' },
        { title: 'refused', align: 'right' },
        { title: 'overbooked', align: 'right' },
        { title: 'p50 ms', align: 'right' },
        { title: 'p95 ms', align: 'right' },
        { title: 'all s', align: 'right' },
        { title: 'status' },
      ],
      rows,
      failures,
      notes: [
        `sendMail to ${mail.recipients} recipients on maildev: ${mail.seconds} s (${mail.perSecond} mails/s), ` +
          `${mail.sent} sent, ${mail.failed} failed, ${mail.received} received`,
      ],
      json: result,
    };
  },
};

/**
 * Scale (docs/performance.md): scripts/bench/scale.ts in Chromium on fresh emulators. Budgets: a keystroke in
 * the search of a 2,000-row list repaints within 100 ms (the slowest of the typed keys), scrolling
 * keeps frames near 60 fps (p95 ≤ 34 ms: no more than one frame dropped), a 5,000-line CSV shows
 * its preview within 2 s.
 * @type {Section}
 */
const scaleSection = {
  name: 'scale',
  async run({ root: repo }) {
    /** @type {{ lists: { name: string, rows: number, openMs: number, keystrokeP50Ms: number, keystrokeMaxMs: number, scrollFrameP95Ms: number }[], csv: { lines: number, previewMs: number }, live: { items: number, entriesPerItem: number, openMs: number, domNodes: number } }} */
    const result = runOnEmulators(repo, 'scripts/bench/scale.ts', 'SCALE_JSON');
    /** @type {string[]} */
    const failures = [];
    const rows = result.lists.map((l) => {
      const misses = [
        l.keystrokeMaxMs > 100 ? `${l.name}: keystroke → list ${l.keystrokeMaxMs} ms > 100 ms` : '',
        l.scrollFrameP95Ms > 34 ? `${l.name}: scroll frame p95 ${l.scrollFrameP95Ms} ms > 34 ms` : '',
      ].filter(Boolean);
      failures.push(...misses);
      return [
        `${l.name} (${l.rows} rows)`,
        String(l.openMs),
        `${l.keystrokeP50Ms} / ${l.keystrokeMaxMs}`,
        String(l.scrollFrameP95Ms),
        misses.length ? 'FAIL' : 'ok',
      ];
    });
    const { csv, live } = result;
    const csvOk = csv.previewMs <= 2000;
    if (!csvOk) failures.push(`CSV import of ${csv.lines} lines: preview ${csv.previewMs} ms > 2000 ms`);
    rows.push([
      `CSV import, ${csv.lines} lines → preview`,
      String(csv.previewMs),
      '—',
      '—',
      csvOk ? 'ok' : 'FAIL',
    ]);
    rows.push([
      `live page, ${live.items} items × ${live.entriesPerItem} entries`,
      String(live.openMs),
      '—',
      '—',
      `${live.domNodes} DOM nodes`,
    ]);
    return {
      title: 'Scale (Chromium, emulators, 1280×800)',
      columns: [
        { title: 'what' },
        { title: 'open → drawn ms', align: 'right' },
        { title: 'keystroke → list ms p50 / max (≤100)', align: 'right' },
        { title: 'scroll frame p95 ms (≤34)', align: 'right' },
        { title: 'status' },
      ],
      rows,
      failures,
      json: result,
    };
  },
};

/**
 * The play engine (docs/play.md): pairing, resolving and standings for 256 entrants in
 * this process, and each fully played stage's document size against Firestore's 1 MiB (budget: a
 * quarter of it, so a stage has room to spare; tests/unit/play-size.test.ts holds the same in
 * `npm test`).
 * @type {Section}
 */
const playSection = {
  name: 'play',
  async run() {
    const { FIRESTORE_DOC_LIMIT, playFigures } = await import('./bench/play-figures.ts');
    const figures = playFigures();
    const budget = FIRESTORE_DOC_LIMIT / 4;
    /** @type {string[]} */
    const failures = figures.sizes
      .filter((size) => size.bytes > budget)
      .map((size) => `${size.label}: ${size.bytes} bytes > ${budget}`);
    const rows = [
      ...figures.timings.map((t) => [t.label, `${t.ms.toFixed(1)} ms`, '—']),
      ...figures.sizes.map((size) => [
        `${size.label} (${size.matches} matches)`,
        `${(size.bytes / 1024).toFixed(1)} KiB`,
        `${((size.bytes / FIRESTORE_DOC_LIMIT) * 100).toFixed(1)}% of 1 MiB`,
      ]),
    ];
    return {
      title: 'Play engine (pure, this process)',
      columns: [
        { title: 'what' },
        { title: 'figure', align: 'right' },
        { title: 'of the limit', align: 'right' },
      ],
      rows,
      failures,
      json: figures,
    };
  },
};

/**
 * One floor (docs/play.md "One floor"): a 200-person, 5-部門 day on 24 hall tables played out result
 * by result — the hall-wide calls each result makes, the settling, a viewer's day view — and how many
 * documents a result writes (a viewer reads each one that changes), with the calls in the hall's one
 * document and, for comparison, in each stage. Pure, this process.
 * @type {Section}
 */
const hallDaySection = {
  name: 'hall',
  async run() {
    const { FIRESTORE_DOC_LIMIT } = await import('./bench/play-figures.ts');
    const { floorFigures } = await import('./bench/hall-day.ts');
    const figures = floorFigures();
    const results = figures.docsPerResult.reduce((sum, n) => sum + n, 0);
    const histogram = (counts) =>
      counts
        .map((n, count) => (n > 0 ? `${count}: ${n}` : null))
        .filter((cell) => cell !== null)
        .join(', ');
    const rows = [
      ['the day', `${figures.people} people (${figures.inTwo} in two 部門), ${figures.tables} tables`, '—'],
      ['matches played, simulated length', `${figures.matches}, ${figures.dayMinutes} min`, '—'],
      ...figures.timings.map((t) => [t.label, `${t.ms.toFixed(2)} ms`, '—']),
      [
        'documents one result writes = a viewer reads (documents: results)',
        histogram(figures.docsPerResult),
        `of ${results}`,
      ],
      ['… had each stage kept its own calls', histogram(figures.docsPerResultOwnCalls), `of ${results}`],
      ...figures.sizes.map((size) => [
        size.label,
        `${(size.bytes / 1024).toFixed(1)} KiB`,
        `${((size.bytes / FIRESTORE_DOC_LIMIT) * 100).toFixed(1)}% of 1 MiB`,
      ]),
    ];
    return {
      title: 'One floor: 5 部門, 200 people, 24 tables (pure, this process)',
      columns: [{ title: 'what' }, { title: 'figure', align: 'right' }, { title: 'of', align: 'right' }],
      rows,
      failures: [],
      notes: [
        'A result writes its own stage and each stage its freed table or freed people call a match in; ' +
          'a viewer listening to the stages reads each document that changed (docs/play.md "One floor").',
      ],
      json: figures,
    };
  },
};

/**
 * A latency section judged on its floor like the live section, for one viewer count per row:
 * `script` prints its figures after `prefix`, `lead` gives the row's first cells (its columns
 * `leadColumns`), and the table ends with the app's ms, the floor, the ratios and the status.
 * @param {{ name: string, script: string, prefix: string, key: RatioKey, what: string, appColumn: string, leadColumns: { title: string, align?: 'left' | 'right' }[], lead: (c: LiveRatioCheck, result: any) => string[], title: (result: any) => string, note: (result: any) => string }} spec
 * @returns {Section}
 */
const floorSection = (spec) => ({
  name: spec.name,
  async run({ root: repo, updateBaseline }) {
    /** @type {{ runs: LatencyRun[], bare: LatencyRun[] }} */
    const result = runOnEmulators(repo, spec.script, spec.prefix);
    const { checks, notes } = judgeRatios({
      repo,
      runs: result.runs,
      bare: result.bare,
      key: spec.key,
      updateBaseline,
      what: spec.what,
    });
    return {
      title: spec.title(result),
      columns: [
        ...spec.leadColumns,
        { title: spec.appColumn, align: 'right' },
        ...RATIO_COLUMNS,
        { title: 'status' },
      ],
      rows: checks.map((c) => [
        ...spec.lead(c, result),
        msPair(c.app),
        ...ratioCells(c),
        c.ok ? 'ok' : 'FAIL',
      ]),
      failures: checks.flatMap((c) => c.problems),
      notes: [...notes, spec.note(result)],
      json: { ...result, ratios: checks },
    };
  },
});

/**
 * How many changes the run of `c`'s viewer count made.
 * @param {LiveRatioCheck} c
 * @param {{ runs: LatencyRun[] }} result
 */
const changesOf = (c, result) => String(result.runs.find((r) => r.viewers === c.viewers)?.changes ?? '—');

/**
 * Play latency (docs/play.md): scripts/bench/play-latency.ts on fresh emulators, against dist/ — a
 * result stored on a stage → painted as played on viewers' live pages, beside the bare listener on a
 * stage document of the same size in the same run. Judged like the live section: the p95 ratio
 * against bench/baseline.json `playLive`, with live.p95RatioTolerance.
 */
const playLiveSection = floorSection({
  name: 'play-live',
  script: 'scripts/bench/play-latency.ts',
  prefix: 'PLAY_LIVE_JSON',
  key: 'playLive',
  what: 'the play ratios',
  leadColumns: [
    { title: 'viewers', align: 'right' },
    { title: 'results', align: 'right' },
  ],
  lead: (c, result) => [String(c.viewers), changesOf(c, result)],
  appColumn: 'app p50 / p95 ms',
  title: (result) =>
    `Play latency: a result stored → painted as played on viewers' live pages (league of ${result.entrants}), over the bare listener floor`,
  note: (result) =>
    `one result every ${result.intervalMs} ms, after ${result.warmupChanges} unmeasured results on other stages; ` +
    'bare listener: the same stage document and writes, on a page with only the Firestore listener',
});

/**
 * Call latency (docs/play.md "The call board"): scripts/bench/call-latency.ts on fresh emulators with
 * the functions, against dist/ — an umpire's report (reportResult, with the key reportKeys gives
 * staff) → the call board painting the next match called to the freed table, beside the bare
 * listener on the same stage document for the same report. Judged like play-live: the p95 ratio
 * against bench/baseline.json `call`, with live.p95RatioTolerance.
 */
const callSection = floorSection({
  name: 'call',
  script: 'scripts/bench/call-latency.ts',
  prefix: 'CALL_JSON',
  key: 'call',
  what: 'the call ratio',
  leadColumns: [{ title: 'reports', align: 'right' }],
  lead: (c, result) => [changesOf(c, result)],
  appColumn: 'call board p50 / p95 ms',
  title: (result) =>
    `Call latency: an umpire's report → the next call painted on the call board (league of ${result.entrants} on ${result.tables} tables, 自動), over the bare listener floor`,
  note: (result) =>
    `one report every ${result.intervalMs} ms after ${result.warmup} unmeasured ones; both timed from the moment the report is sent ` +
    '(the function accepts it and writes the result and its call in one update); bare listener: the same stage document, on a page with only the Firestore listener drawing its count of results',
});

/** @type {Section[]} */
const SECTIONS = [
  bundleSection,
  lighthouseSection,
  liveSection,
  loadSection,
  scaleSection,
  playSection,
  hallDaySection,
  playLiveSection,
  callSection,
];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) {
    const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`\nbench: vite build failed (exit ${result.status ?? result.signal})`);
      process.exit(1);
    }
  }

  // Every section's browser pages are served from the build measured (scripts/bench/server.ts).
  process.env.BENCH_DIST = options.distDir;
  /** @type {BenchContext} */
  const context = { root, distDir: options.distDir, updateBaseline: options.updateBaseline };
  /** @type {Record<string, unknown>} */
  const figures = {};
  /** @type {string[]} */
  const failures = [];
  for (const section of SECTIONS.filter((s) => !options.only || options.only.includes(s.name))) {
    let result;
    try {
      result = await section.run(context);
    } catch (error) {
      // One broken section should not hide the others' figures.
      failures.push(`${section.name}: ${error instanceof Error ? error.message : String(error)}`);
      figures[section.name] = { error: String(error) };
      continue;
    }
    console.log(`\n${result.title}\n\n${formatTable(result.columns, result.rows)}\n`);
    for (const note of result.notes ?? []) console.log(note);
    failures.push(...result.failures.map((failure) => `${section.name} ${failure}`));
    figures[section.name] = result.json;
  }

  const outDir = path.join(root, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, 'bench.json');
  // With --only, the other sections keep the figures of their last run.
  const previous = options.only && existsSync(outFile) ? readJson(outFile) : {};
  writeFileSync(
    outFile,
    JSON.stringify({ ...previous, generatedAt: new Date().toISOString(), ...figures }, null, 2) + '\n',
  );
  console.log(`figures: ${path.relative(root, outFile)}`);

  if (failures.length) {
    console.error(
      `\n${failures.length} check(s) failed:\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('all budgets hold');
}

await main();
