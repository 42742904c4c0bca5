import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuildMissingError,
  DEFAULT_BASELINE_TOLERANCE_KB,
  analyzeBuild,
  baselineFrom,
  checkBuild,
  readJson,
  type Baseline,
  type BenchRoute,
  type BudgetConfig,
  type RouteCheck,
} from '../../scripts/bench/bundle.mjs';
import { bootRoutes, PUBLIC_ROUTES } from '@/config/public-routes';
import { routeCodeFiles, type ChunkInfo } from '@/config/route-chunks';

// A string, not new URL(): under jsdom URL is jsdom's class, which fileURLToPath rejects.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budget = readJson(path.join(repoRoot, 'bench', 'budget.json')) as BudgetConfig;
const baseline = readJson(path.join(repoRoot, 'bench', 'baseline.json')) as Baseline;

// The budget guard of issues 2 and 9, on the real build that `npm test` makes first.
describe('public routes of the built app (dist/)', () => {
  const distDir = path.join(repoRoot, 'dist');
  let checks: RouteCheck[] = [];

  beforeAll(() => {
    // Passing without a build would let a budget breach through CI unseen.
    if (!existsSync(path.join(distDir, '.vite', 'chunks.json'))) {
      throw new Error(
        'dist/.vite/chunks.json is missing: run `vite build` before this test (npm test does).',
      );
    }
    checks = checkBuild({ distDir, routes: PUBLIC_ROUTES, budget, baseline });
  });

  const check = (id: string) => checks.find((c) => c.route.id === id) as RouteCheck;

  it('preloads from index.html exactly the code the bench counts for each route', () => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const chunks = readJson(path.join(distDir, '.vite', 'chunks.json')) as ChunkInfo[];
    for (const route of PUBLIC_ROUTES) {
      const files = routeCodeFiles(chunks, route);
      // The page's own chunk is among them.
      expect(files).toEqual(expect.arrayContaining(check(route.id).pageChunks));
      expect(html, `the boot script's list for ${route.id}`).toContain(
        `${route.id}:${JSON.stringify(files.map((file) => `/${file}`))}`,
      );
    }
  });

  it("writes the public routes' paths and reads into the boot script, and no module ids", () => {
    const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    // As esbuild prints the define: keys unquoted.
    const written = JSON.stringify(bootRoutes()).replace(/"(\w+)":/g, '$1:');
    expect(html).toContain(written);
    expect(html).not.toMatch(/"src\/|node_modules\//);
  });

  // 結果 (docs/play.md "The record (結果)"): the competition's podium and awards come first; the
  // stages' listener, the engine and the bracket drawing only after they have painted.
  it('loads 結果’s stages, the play engine and the bracket only after first paint', () => {
    const chunks = new Map(
      (readJson(path.join(distDir, '.vite', 'chunks.json')) as ChunkInfo[]).map((c) => [c.fileName, c]),
    );
    const modulesOf = (files: { file: string }[]) =>
      files.flatMap(({ file }) => chunks.get(file.replace(/^\//, ''))?.moduleIds ?? []);
    const { firstLoad, afterPaint } = check('result');
    const play =
      /^src\/(shared\/play\/|components\/play\/|features\/result\/components\/|lib\/live-stages\/)/;
    expect(modulesOf(firstLoad.files).filter((id) => play.test(id))).toEqual([]);
    expect(modulesOf(afterPaint.files)).toEqual(
      expect.arrayContaining([
        'src/features/result/components/result-play.tsx',
        'src/components/play/bracket.tsx',
        'src/shared/play/placements.ts',
      ]),
    );
  });

  describe.each(PUBLIC_ROUTES.map((route) => [route.path, route.id]))('%s', (_path, id) => {
    it('has its page in the build', () => {
      expect(check(id).pageChunks, `${check(id).route.page} is in no chunk`).not.toEqual([]);
    });

    it('loads no Firestore (full), Auth, Functions, Storage or staff code before first paint', () => {
      expect(check(id).forbidden).toEqual([]);
    });

    it('stays within its first-load budget', () => {
      expect(check(id).budgetKB).not.toBeNull();
      const { firstLoad, budgetKB } = check(id);
      const biggest = [...firstLoad.files]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 5)
        .map(({ file, gzipBytes }) => `${file} ${(gzipBytes / 1000).toFixed(1)} kB`)
        .join(', ');
      expect(firstLoad.kB, `first load over budget; biggest files: ${biggest}`).toBeLessThanOrEqual(
        budgetKB as number,
      );
    });

    it('has grown no more than the tolerance over bench/baseline.json', () => {
      const { baselineKB, firstLoad } = check(id);
      expect(
        baselineKB,
        'no baseline: run `npm run bench -- --update-baseline` and commit it',
      ).not.toBeNull();
      expect(firstLoad.gzipBytes / 1000).toBeLessThanOrEqual(
        (baselineKB as number) + (budget.baselineToleranceKB ?? DEFAULT_BASELINE_TOLERANCE_KB),
      );
    });
  });
});

// 呼び出し画面 (docs/play.md "The call board"): its first paint is the competition's name; the calls,
// the stages' listener, the engine and the sound come after it, as ライブ's play does.
describe('the call board of the built app (dist/)', () => {
  // Its first paint shows the calls (docs/play.md "The call board"): the stages' read and the
  // play's views come with the page; the listener (stages-source, watch-stages, the live worker)
  // only after it, and only on the competition's day.
  it('loads the calls with the page, and no stages listener before first paint', () => {
    const chunks = readJson(path.join(repoRoot, 'dist', '.vite', 'chunks.json')) as ChunkInfo[];
    const route = PUBLIC_ROUTES.find((r) => r.id === 'call');
    expect(route).toBeDefined();
    const files = new Set(routeCodeFiles(chunks, route as (typeof PUBLIC_ROUTES)[number]));
    const firstModules = chunks.filter((c) => files.has(c.fileName)).flatMap((c) => c.moduleIds);
    expect(firstModules).toEqual(
      expect.arrayContaining([
        'src/features/call/pages/call-page.tsx',
        'src/lib/live-stages/get-stages.ts',
        'src/components/call/calls.ts',
        'src/shared/play/view/stage-play.ts',
      ]),
    );
    const later = /^src\/lib\/(live-stages\/(stages-source|watch-stages)|live-worker\/)/;
    expect(firstModules.filter((id) => later.test(id))).toEqual([]);
  });
});

// The analysis itself, on a hand-made build, so a bug in it cannot make the guard above pass.
describe('bundle analysis on a synthetic build', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'compe-bundle-'));
  let fixtureCount = 0;
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const page = {
    home: 'src/features/home/pages/home-page.tsx',
    live: 'src/features/live/pages/live-page.tsx',
    god: 'src/features/god/pages/god-page.tsx',
  };
  const routes: BenchRoute[] = [
    { id: 'home', path: '/', page: page.home, preload: [] },
    { id: 'live', path: '/:clubId/live/:compeId', page: page.live, preload: [] },
  ];
  const fullFirestore = [
    'node_modules/re2js/build/index.js',
    'node_modules/@firebase/firestore/dist/common-CLMydGSF.esm.js',
    'node_modules/@firebase/firestore/dist/index.esm.js',
    'node_modules/firebase/firestore/dist/esm/index.esm.js',
  ];
  const liteFirestore = [
    'node_modules/@firebase/firestore/dist/lite/common-B8fiiKst.esm.js',
    'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js',
    'node_modules/firebase/firestore/lite/dist/esm/index.esm.js',
  ];

  const chunk = (fileName: string, rest: Partial<ChunkInfo>): ChunkInfo => ({
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...rest,
  });

  /** Shaped like a Vite 8 build of the app: lazy pages, Firebase behind dynamic imports. */
  const baseChunks = (): ChunkInfo[] => [
    chunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: 'index.html',
      imports: ['assets/vendor.js'],
      dynamicImports: [
        'assets/home.js',
        'assets/live.js',
        'assets/god.js',
        'assets/session.js',
        'assets/fonts.js',
      ],
      moduleIds: ['\0vite/preload-helper.js', 'src/main.tsx', 'index.html'],
    }),
    chunk('assets/vendor.js', {
      moduleIds: ['node_modules/react/index.js', 'node_modules/react-dom/client.js'],
    }),
    chunk('assets/home.js', {
      facadeModuleId: page.home,
      imports: ['assets/index.js'],
      dynamicImports: ['assets/lite.js'],
      moduleIds: [page.home],
    }),
    chunk('assets/live.js', {
      facadeModuleId: page.live,
      imports: ['assets/index.js', 'assets/live-css.js'],
      dynamicImports: ['assets/firestore.js'],
      moduleIds: [page.live],
    }),
    // Vite removes chunks that only held CSS after chunkReport has listed them.
    chunk('assets/live-css.js', { moduleIds: ['src/features/live/pages/live.css'] }),
    // A module that only imports stylesheets: Vite drops its chunk and loads the CSS alone.
    chunk('assets/fonts.js', {
      facadeModuleId: 'src/fonts.ts',
      moduleIds: ['node_modules/@fontsource/noto-sans-jp/400.css', 'src/fonts.ts'],
    }),
    chunk('assets/god.js', {
      facadeModuleId: page.god,
      imports: ['assets/index.js'],
      dynamicImports: ['assets/auth.js'],
      moduleIds: [page.god],
    }),
    chunk('assets/session.js', {
      facadeModuleId: 'src/lib/session/session.ts',
      dynamicImports: ['assets/auth.js'],
      moduleIds: ['src/lib/session/session.ts'],
    }),
    chunk('assets/app.js', {
      moduleIds: ['node_modules/@firebase/app/dist/esm/index.esm.js', 'src/lib/firebase/app.ts'],
    }),
    chunk('assets/lite.js', {
      facadeModuleId: 'src/lib/firebase/lite.ts',
      imports: ['assets/app.js'],
      moduleIds: [...liteFirestore, 'src/lib/firebase/lite.ts'],
    }),
    chunk('assets/firestore.js', {
      facadeModuleId: 'src/lib/firebase/firestore.ts',
      imports: ['assets/app.js'],
      moduleIds: [...fullFirestore, 'src/lib/firebase/firestore.ts'],
    }),
    chunk('assets/auth.js', {
      facadeModuleId: 'src/lib/firebase/auth.ts',
      imports: ['assets/app.js'],
      moduleIds: [
        'node_modules/firebase/node_modules/@firebase/auth/dist/esm/index-4NFEPWkC.js',
        'node_modules/firebase/auth/dist/esm/index.esm.js',
        'src/lib/firebase/auth.ts',
      ],
    }),
  ];

  // Distinct, barely compressible bytes per file, so a file counted twice or missed moves the sum.
  const content = (seed: number, length: number) => {
    let state = seed * 2654435761;
    let text = '';
    while (text.length < length) {
      state = (state * 1103515245 + 12345) % 2147483648;
      text += String.fromCharCode(33 + (state % 90));
    }
    return text;
  };
  const sizes: Record<string, number> = {
    'index.html': 400,
    'assets/index.js': 6000,
    'assets/vendor.js': 20000,
    'assets/index.css': 900,
    'assets/home.js': 1500,
    'assets/home.css': 300,
    'assets/live.js': 1700,
    'assets/live.css': 350,
    'assets/god.js': 800,
    'assets/fonts.css': 2500,
    'assets/session.js': 500,
    'assets/app.js': 4000,
    'assets/lite.js': 12000,
    'assets/firestore.js': 30000,
    'assets/auth.js': 9000,
  };

  const writeFixture = (chunks: ChunkInfo[]) => {
    const distDir = path.join(tmp, `dist-${++fixtureCount}`);
    mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    mkdirSync(path.join(distDir, 'assets'));
    Object.entries(sizes).forEach(([file, length], i) => {
      const body =
        file === 'index.html'
          ? `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script>` +
            `<link rel="stylesheet" crossorigin href="/assets/index.css"></head><body>${content(i, length)}</body></html>`
          : content(i + 1, length);
      writeFileSync(path.join(distDir, file), body);
    });
    writeFileSync(path.join(distDir, '.vite', 'chunks.json'), JSON.stringify(chunks));
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      [page.home]: { file: 'assets/home.js', css: ['assets/home.css'] },
      [page.live]: { file: 'assets/live.js', css: ['assets/live.css'] },
      _vendor: { file: 'assets/vendor.js' },
      'src/fonts.ts': { file: 'assets/fonts.css', src: 'src/fonts.ts' },
    };
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return distDir;
  };

  const gzip = (distDir: string, files: string[]) =>
    files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
      0,
    );
  const fileSet = (files: { file: string }[]) => files.map(({ file }) => file).sort();
  const withRoutes = (distDir: string, budgetConfig: BudgetConfig, base: Baseline | null) =>
    checkBuild({ distDir, routes, budget: budgetConfig, baseline: base });
  const loose: BudgetConfig = { ...budget, firstLoadKB: { default: 1000 } };

  it('counts the entry, the page, their static imports, their CSS and index.html as first load', () => {
    const distDir = writeFixture(baseChunks());
    const [home, live] = analyzeBuild(distDir, routes, loose);

    const homeFirst = [
      'assets/home.css',
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/vendor.js',
      'index.html',
    ];
    expect(fileSet(home.firstLoad.files)).toEqual(homeFirst);
    expect(home.firstLoad.gzipBytes).toBe(gzip(distDir, homeFirst));
    expect(home.firstLoad.kB).toBe(Math.round(gzip(distDir, homeFirst) / 10) / 100);

    const liveFirst = [
      'assets/index.css',
      'assets/index.js',
      'assets/live.css',
      'assets/live.js',
      'assets/vendor.js',
      'index.html',
    ];
    expect(fileSet(live.firstLoad.files)).toEqual(liveFirst);
    expect(live.firstLoad.gzipBytes).toBe(gzip(distDir, liveFirst));
    expect(home.forbidden).toEqual([]);
    expect(live.forbidden).toEqual([]);
  });

  it('counts the chunks a route names to preload, which index.html loads, as first load', () => {
    const distDir = writeFixture(baseChunks());
    const [home] = analyzeBuild(distDir, [{ ...routes[0], preload: ['src/lib/firebase/lite.ts'] }], loose);
    // lite.js and what it imports; not the entry's own closure twice.
    expect(routeCodeFiles(baseChunks(), { ...routes[0], preload: ['src/lib/firebase/lite.ts'] })).toEqual([
      'assets/app.js',
      'assets/home.js',
      'assets/lite.js',
    ]);
    const homeFirst = [
      'assets/app.js',
      'assets/home.css',
      'assets/home.js',
      'assets/index.css',
      'assets/index.js',
      'assets/lite.js',
      'assets/vendor.js',
      'index.html',
    ];
    expect(fileSet(home.firstLoad.files)).toEqual(homeFirst);
    expect(home.firstLoad.gzipBytes).toBe(gzip(distDir, homeFirst));
    expect(fileSet(home.afterPaint.files)).not.toContain('assets/lite.js');
  });

  it('refuses a route that names a module the build does not have', () => {
    expect(() => routeCodeFiles(baseChunks(), { ...routes[0], preload: ['src/gone.ts'] })).toThrow(
      /src\/gone\.ts \(route home/,
    );
  });

  it('counts what dynamic imports bring after first paint, but not the pages one navigates to', () => {
    const distDir = writeFixture(baseChunks());
    const [home, live] = analyzeBuild(distDir, routes, loose);

    const homeAfter = [
      'assets/app.js',
      'assets/auth.js',
      'assets/fonts.css',
      'assets/lite.js',
      'assets/session.js',
    ];
    expect(fileSet(home.afterPaint.files)).toEqual(homeAfter);
    expect(home.afterPaint.gzipBytes).toBe(gzip(distDir, homeAfter));
    expect(fileSet(live.afterPaint.files)).toEqual([
      'assets/app.js',
      'assets/auth.js',
      'assets/firestore.js',
      'assets/fonts.css',
      'assets/session.js',
    ]);
  });

  it('still sees navigation when a page shares its chunk with code only it loads (no facade then)', () => {
    const grouped = baseChunks().map((c) =>
      c.fileName === 'assets/live.js'
        ? { ...c, facadeModuleId: null, moduleIds: ['src/features/live/api/get-board.ts', page.live] }
        : c,
    );
    const [home] = analyzeBuild(writeFixture(grouped), routes, loose);
    // Home does not load the live page, nor the listener the live page loads after its paint.
    expect(fileSet(home.afterPaint.files)).not.toContain('assets/live.js');
    expect(fileSet(home.afterPaint.files)).not.toContain('assets/firestore.js');
    // A chunk without a facade that holds no page is counted as before.
    const shared = baseChunks().map((c) =>
      c.fileName === 'assets/session.js' ? { ...c, facadeModuleId: null } : c,
    );
    const [homeShared] = analyzeBuild(writeFixture(shared), routes, loose);
    expect(fileSet(homeShared.afterPaint.files)).toContain('assets/session.js');
  });

  it('finds a page that was merged into another chunk', () => {
    const chunks = baseChunks().filter((c) => c.fileName !== 'assets/home.js');
    chunks[0] = {
      ...chunks[0],
      moduleIds: [...chunks[0].moduleIds, page.home],
      dynamicImports: ['assets/live.js'],
    };
    const [home] = analyzeBuild(writeFixture(chunks), routes, loose);
    expect(home.pageChunks).toEqual(['assets/index.js']);
  });

  it('catches full Firestore statically imported by a page, naming the modules, and lets Lite through', () => {
    const withFull = baseChunks().map((c) =>
      c.fileName === 'assets/home.js' ? { ...c, imports: [...c.imports, 'assets/firestore.js'] } : c,
    );
    const [home, live] = withRoutes(writeFixture(withFull), loose, null);
    expect(home.forbidden.map((hit) => [hit.label, hit.moduleId, hit.chunk])).toEqual(
      fullFirestore.map((id) => ['full Firestore', id, 'assets/firestore.js']),
    );
    expect(home.ok).toBe(false);
    expect(home.problems.join('\n')).toContain('node_modules/@firebase/firestore/dist/index.esm.js');
    expect(live.forbidden).toEqual([]);

    const withLite = baseChunks().map((c) =>
      c.fileName === 'assets/home.js' ? { ...c, imports: [...c.imports, 'assets/lite.js'] } : c,
    );
    expect(analyzeBuild(writeFixture(withLite), routes, loose)[0].forbidden).toEqual([]);
  });

  it('catches Auth and staff code in the first load', () => {
    const chunks = baseChunks().map((c) =>
      c.fileName === 'assets/vendor.js'
        ? { ...c, moduleIds: [...c.moduleIds, 'src/features/god/components/club-table.tsx'] }
        : c.fileName === 'assets/live.js'
          ? { ...c, imports: [...c.imports, 'assets/auth.js'] }
          : c,
    );
    const [home, live] = analyzeBuild(writeFixture(chunks), routes, loose);
    expect(home.forbidden).toEqual([
      {
        label: 'staff code',
        moduleId: 'src/features/god/components/club-table.tsx',
        chunk: 'assets/vendor.js',
      },
    ]);
    expect(live.forbidden.map((hit) => hit.label)).toEqual(['Firebase Auth', 'Firebase Auth', 'staff code']);
  });

  it('fails a route over its budget, with per-route budgets overriding the default', () => {
    const distDir = writeFixture(baseChunks());
    const [home] = analyzeBuild(distDir, routes, loose);
    const limit = Math.floor(home.firstLoad.kB);
    const [homeCheck, liveCheck] = withRoutes(
      distDir,
      { ...budget, firstLoadKB: { default: 1000, home: limit } },
      { firstLoadKB: { home: 1000, live: 1000 } },
    );
    expect(homeCheck.budgetKB).toBe(limit);
    expect(homeCheck.ok).toBe(false);
    expect(homeCheck.status).toContain('over budget');
    expect(liveCheck.budgetKB).toBe(1000);
    expect(liveCheck.ok).toBe(true);
  });

  it('fails a route that grew more than the tolerance over its baseline, or has none', () => {
    const distDir = writeFixture(baseChunks());
    const [home, live] = analyzeBuild(distDir, routes, loose);
    const kB = (bytes: number) => bytes / 1000;
    const grown = withRoutes(distDir, loose, {
      firstLoadKB: { home: kB(home.firstLoad.gzipBytes) - 2.1, live: kB(live.firstLoad.gzipBytes) - 1.9 },
    });
    expect(grown.map((c) => c.ok)).toEqual([false, true]);
    expect(grown[0].problems.join('\n')).toContain('over the');

    const missing = withRoutes(distDir, loose, { firstLoadKB: { live: 1000 } });
    expect(missing[0].ok).toBe(false);
    expect(missing[0].problems.join('\n')).toContain('--update-baseline');
  });

  it('fails a route whose page is not in the build', () => {
    const distDir = writeFixture(baseChunks());
    const ghost: BenchRoute = {
      id: 'ticket',
      path: '/ticket/:ticketId',
      page: 'src/features/ticket/pages/ticket-page.tsx',
      preload: [],
    };
    const [ticket] = checkBuild({
      distDir,
      routes: [ghost],
      budget: loose,
      baseline: { firstLoadKB: { ticket: 1000 } },
    });
    expect(ticket.ok).toBe(false);
    expect(ticket.status).toContain('page missing');
  });

  it('refuses a missing or stale dist instead of measuring nothing', () => {
    expect(() => analyzeBuild(path.join(tmp, 'nowhere'), routes, loose)).toThrow(BuildMissingError);
    expect(() => analyzeBuild(path.join(tmp, 'nowhere'), routes, loose)).toThrow(/vite build/);

    const distDir = writeFixture(baseChunks());
    rmSync(path.join(distDir, 'assets', 'lite.js'));
    expect(() => analyzeBuild(distDir, routes, loose)).toThrow(/stale/);
  });

  it('rewrites the baseline from the figures, keeping routes that are not built', () => {
    const distDir = writeFixture(baseChunks());
    const ghost: BenchRoute = {
      id: 'ticket',
      path: '/ticket/:ticketId',
      page: 'src/features/ticket/pages/ticket-page.tsx',
      preload: [],
    };
    const results = analyzeBuild(distDir, [...routes, ghost], loose);
    const next = baselineFrom(results, { firstLoadKB: { home: 1, ticket: 42 } });
    expect(next.firstLoadKB).toEqual({
      home: results[0].firstLoad.kB,
      live: results[1].firstLoad.kB,
      ticket: 42,
    });
  });

  // Ids as Vite 8 writes them for firebase 12 (node_modules/firebase nests @firebase/auth).
  it.each([
    ['node_modules/@firebase/firestore/dist/index.esm.js', 'full Firestore'],
    ['node_modules/@firebase/firestore/dist/common-CLMydGSF.esm.js', 'full Firestore'],
    ['node_modules/firebase/firestore/dist/esm/index.esm.js', 'full Firestore'],
    ['node_modules/re2js/build/index.js', 'full Firestore'],
    [
      'node_modules/@firebase/webchannel-wrapper/dist/webchannel-blob/esm/webchannel_blob_es2018.js',
      'full Firestore',
    ],
    ['node_modules/@firebase/firestore/dist/lite/index.browser.esm.js', null],
    ['node_modules/@firebase/firestore/dist/lite/common-B8fiiKst.esm.js', null],
    ['node_modules/firebase/firestore/lite/dist/esm/index.esm.js', null],
    ['node_modules/@firebase/webchannel-wrapper/dist/bloom-blob/esm/bloom_blob_es2018.js', null],
    ['node_modules/@firebase/app/dist/esm/index.esm.js', null],
    ['node_modules/firebase/node_modules/@firebase/auth/dist/esm/index-4NFEPWkC.js', 'Firebase Auth'],
    ['node_modules/firebase/auth/dist/esm/index.esm.js', 'Firebase Auth'],
    ['node_modules/@firebase/functions/dist/esm/index.esm.js', 'Firebase Functions'],
    ['node_modules/@firebase/storage/dist/index.esm.js', 'Firebase Storage'],
    ['src/features/club/pages/club-form-page.tsx', 'staff code'],
    ['src/features/god/pages/god-page.tsx', 'staff code'],
    ['src/features/mail/components/mail-card.tsx', 'staff code'],
    ['src/features/regist-admin/pages/regist-list-page.tsx', 'staff code'],
    ['src/features/club-admin/components/staff-list.tsx', 'staff code'],
    ['src/features/regist/pages/regist-page.tsx', null],
    ['src/app/form/form-layout.tsx', 'staff code'],
    ['src/features/club/pages/club-page.tsx', null],
    ['src/lib/session/session.ts', null],
    ['src/lib/firebase/lite.ts', null],
  ])('bench/budget.json classifies %s as %s', (moduleId, label) => {
    const chunks = baseChunks().map((c) =>
      c.fileName === 'assets/home.js' ? { ...c, moduleIds: [...c.moduleIds, moduleId] } : c,
    );
    const [home] = analyzeBuild(writeFixture(chunks), routes, budget);
    expect(home.forbidden.map((hit) => hit.label)).toEqual(label ? [label] : []);
  });
});
