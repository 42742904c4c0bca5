/**
 * What each public route downloads, read from a finished `vite build` (dist/.vite/chunks.json from
 * vite.config.ts's chunkReport, dist/.vite/manifest.json and dist/index.html), and whether that
 * stays inside bench/budget.json and bench/baseline.json.
 *
 * Used by `npm run bench` and by tests/unit/bundle-budget.test.ts, so both judge a build the same
 * way; which chunks a route's code is in comes from src/config/route-chunks.ts, which the build
 * uses to preload them. TypeScript imports: load this through tsx (scripts/bench.mjs does) or
 * Vitest. Types live in bundle.d.mts because tsconfig does not check JavaScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, chunksHolding, routeCodeFiles } from '../../src/config/route-chunks.ts';

export { routeCodeFiles };

/** Vite prints kB as 1000 bytes, and so do docs/performance.md's figures; budgets use the same unit. */
export const BYTES_PER_KB = 1000;

/** When budget.json has no `baselineToleranceKB` (docs/performance.md "First load of the public routes": more than 2 KB of growth fails). */
export const DEFAULT_BASELINE_TOLERANCE_KB = 2;

export const UPDATE_BASELINE_HINT = 'npm run bench -- --update-baseline';

export const BASELINE_COMMENT =
  'Committed on purpose, written by `' +
  UPDATE_BASELINE_HINT +
  '`. firstLoadKB: first-load gzip kB per public route (src/config/public-routes.ts). ' +
  "live.p95Ratio: per viewer count, the live page's p95 latency over the bare listener's p95 measured in the same run " +
  '(the live section of npm run bench; scripts/bench/live-ratio.ts).';

const STAFF_LABEL = 'staff code';

/** Thrown when dist/ lacks what the analysis reads, so callers can tell "build first" apart from a bug. */
export class BuildMissingError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'BuildMissingError';
  }
}

/**
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Level 9 like a static host that pre-compresses; each file on its own, as servers send them.
 *
 * @param {Uint8Array | string} content
 */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** @param {number} bytes */
export function toKB(bytes) {
  // Dividing by 10 rather than multiplying a quotient by 100 keeps x.xx5 from rounding down.
  return Math.round(bytes / (BYTES_PER_KB / 100)) / 100;
}

/** @param {string} id */
const isStylesheetModule = (id) => /\.(css|scss|sass|less|styl)(\?.*)?$/.test(id);

/**
 * @param {string} html
 * @returns {{ scripts: string[], stylesheets: string[], modulepreloads: string[] }}
 */
function htmlAssets(html) {
  /** @param {string} tag @param {string} name */
  const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) => attr(tag, 'src') ?? []);
  /** @type {string[]} */
  const stylesheets = [];
  /** @type {string[]} */
  const modulepreloads = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel')?.toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') stylesheets.push(href);
    if (rel === 'modulepreload') modulepreloads.push(href);
  }
  return { scripts, stylesheets, modulepreloads };
}

/**
 * Maps a URL from index.html to a file under dist/, whatever Vite `base` was; external URLs are
 * not ours to measure.
 *
 * @param {string} url
 * @param {(file: string) => boolean} exists
 */
function distFileOf(url, exists) {
  if (/^([a-z]+:)?\/\//i.test(url)) return null;
  const clean = url.replace(/[?#].*$/, '').replace(/^\.?\//, '');
  if (exists(clean)) return clean;
  const parts = clean.split('/');
  for (let i = 1; i < parts.length; i++) {
    const tail = parts.slice(i).join('/');
    if (exists(tail)) return tail;
  }
  return null;
}

/**
 * @param {string} distDir
 * @returns {import('./bundle.d.mts').Build}
 */
export function readBuild(distDir) {
  const files = {
    chunks: path.join(distDir, '.vite', 'chunks.json'),
    manifest: path.join(distDir, '.vite', 'manifest.json'),
    html: path.join(distDir, 'index.html'),
  };
  for (const file of Object.values(files)) {
    if (!existsSync(file)) {
      throw new BuildMissingError(
        `${file} is missing: run \`vite build\` first (\`npm run bench\` does; \`npm test\` builds before the unit tests).`,
      );
    }
  }

  /** @type {import('./bundle.d.mts').ChunkInfo[]} */
  const chunkList = readJson(files.chunks);
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  // Budgets and staff patterns are written against repo-relative ids; absolute ids (a build run
  // from another directory) would make every pattern miss and every check pass.
  if (!chunkList.some((chunk) => chunk.moduleIds.some((id) => id.startsWith('src/')))) {
    throw new Error(
      `${files.chunks} has no module id starting with "src/": build from the repository root so ids are repo-relative.`,
    );
  }

  /** @type {Record<string, { file: string, css?: string[] }>} */
  const manifest = readJson(files.manifest);
  /** @type {Map<string, string[]>} */
  const cssByFile = new Map();
  /** @param {string} file @param {string[]} css */
  const addCss = (file, css) => cssByFile.set(file, [...new Set([...(cssByFile.get(file) ?? []), ...css])]);
  for (const entry of Object.values(manifest)) {
    if (entry.css?.length) addCss(entry.file, entry.css);
  }
  // A dynamically imported module that only pulls in CSS loses its JS chunk; the
  // manifest then names the stylesheet as the module's file, which is what that import loads.
  for (const chunk of chunkList) {
    const entry = chunk.facadeModuleId === null ? undefined : manifest[chunk.facadeModuleId];
    if (entry && entry.file !== chunk.fileName && entry.file.endsWith('.css')) {
      addCss(chunk.fileName, [entry.file]);
    }
  }

  const html = readFileSync(files.html, 'utf8');
  const fromHtml = htmlAssets(html);
  /** @param {string} file */
  const onDisk = (file) => existsSync(path.join(distDir, file));
  const htmlScripts = [...fromHtml.scripts, ...fromHtml.modulepreloads]
    .map((url) => distFileOf(url, (file) => chunks.has(file)))
    .filter((file) => file !== null);
  const htmlStylesheets = fromHtml.stylesheets
    .map((url) => distFileOf(url, onDisk))
    .filter((file) => file !== null);
  const entryFiles = htmlScripts.length
    ? [...new Set(htmlScripts)]
    : chunkList.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  if (!entryFiles.length) throw new Error(`${files.html} loads no chunk of ${files.chunks}: stale dist?`);

  /** @type {Map<string, number | null>} */
  const gzipCache = new Map();
  /** @param {string} file */
  const gzipBytesOf = (file) => {
    const cached = gzipCache.get(file);
    if (cached !== undefined) return cached;
    const full = path.join(distDir, file);
    /** @type {number | null} */
    let bytes = null;
    if (existsSync(full)) {
      bytes = gzipSize(readFileSync(full));
    } else {
      // Vite drops chunks that only held CSS (plus modules that render to nothing) after
      // chunkReport saw them; their CSS is in the manifest. A missing chunk without any CSS
      // means dist/ is out of date.
      const chunk = chunks.get(file);
      if (!chunk || !chunk.moduleIds.some(isStylesheetModule)) {
        throw new BuildMissingError(`${full} is missing: dist/ is stale, run \`vite build\` again.`);
      }
    }
    gzipCache.set(file, bytes);
    return bytes;
  };

  return { distDir, chunks, cssByFile, htmlFile: 'index.html', entryFiles, htmlStylesheets, gzipBytesOf };
}

/**
 * @param {string} pattern
 * @param {string} where
 */
function compile(pattern, where) {
  try {
    return new RegExp(pattern);
  } catch (error) {
    throw new Error(`bench/budget.json ${where}: invalid pattern ${JSON.stringify(pattern)}`, {
      cause: error,
    });
  }
}

/**
 * @param {import('./bundle.d.mts').BudgetConfig} budget
 * @returns {{ label: string, re: RegExp }[]}
 */
function forbiddenRules(budget) {
  return [
    ...(budget.forbiddenPatterns ?? []).map(({ label, pattern }) => ({
      label,
      re: compile(pattern, `forbiddenPatterns "${label}"`),
    })),
    ...(budget.staffPatterns ?? []).map((pattern) => ({
      label: STAFF_LABEL,
      re: compile(pattern, 'staffPatterns'),
    })),
  ];
}

/**
 * @param {import('./bundle.d.mts').Build} build
 * @param {Iterable<string>} jsFiles
 * @param {Iterable<string>} extraCss
 * @param {Set<string>} [exclude]
 * @returns {import('./bundle.d.mts').LoadSet}
 */
function loadSet(build, jsFiles, extraCss, exclude = new Set()) {
  const js = [...jsFiles].sort();
  const css = [...new Set([...extraCss, ...js.flatMap((file) => build.cssByFile.get(file) ?? [])])]
    .filter((file) => !exclude.has(file))
    .sort();
  const files = [...js, ...css].flatMap((file) => {
    const gzipBytes = build.gzipBytesOf(file);
    return gzipBytes === null ? [] : [{ file, gzipBytes }];
  });
  const gzipBytes = files.reduce((sum, { gzipBytes: bytes }) => sum + bytes, 0);
  return { files, gzipBytes, kB: toKB(gzipBytes) };
}

/**
 * @param {import('./bundle.d.mts').Build} build
 * @param {import('./bundle.d.mts').BenchRoute} route
 * @param {readonly import('./bundle.d.mts').BenchRoute[]} allRoutes
 * @param {import('./bundle.d.mts').BudgetConfig} budget
 * @returns {import('./bundle.d.mts').RouteBundle}
 */
export function analyzeRoute(build, route, allRoutes, budget) {
  const chunks = [...build.chunks.values()];
  const pageChunks = chunksHolding(chunks, route.page);

  // What the HTML loads: the entry's closure and the route's preloaded page and read chunks (a
  // route without its page in the build fails as such, below).
  // (Its stylesheets are counted with the chunks that load them, below.)
  const preloaded =
    pageChunks.length > 0 ? routeCodeFiles(chunks, route).filter((f) => !f.endsWith('.css')) : [];
  const firstJs = chunkClosure(build.chunks, [...build.entryFiles, ...preloaded]);
  const firstLoad = loadSet(build, firstJs, build.htmlStylesheets);
  const html = { file: build.htmlFile, gzipBytes: build.gzipBytesOf(build.htmlFile) ?? 0 };
  firstLoad.files.unshift(html);
  firstLoad.gzipBytes += html.gzipBytes;
  firstLoad.kB = toKB(firstLoad.gzipBytes);

  // The router's lazy routes are dynamic imports of the entry too, but another page only loads
  // when the visitor navigates there; counting them would charge every route for the whole app.
  const otherPages = new Set(allRoutes.map((r) => r.page));
  const navigation = [...(budget.navigationPatterns ?? []), ...(budget.staffPatterns ?? [])].map((pattern) =>
    compile(pattern, 'navigationPatterns/staffPatterns'),
  );
  /**
   * A chunk the router loads for a page: the page's facade, or the chunk a page shares with the
   * code only it loads (vite.config.ts puts both in one chunk, which then has no facade).
   * @param {import('./bundle.d.mts').ChunkInfo} chunk
   */
  const isNavigation = ({ facadeModuleId, moduleIds }) => {
    const id = facadeModuleId ?? moduleIds.find((module) => otherPages.has(module)) ?? null;
    return id !== null && (otherPages.has(id) || navigation.some((re) => re.test(id)));
  };

  const loaded = new Set(firstJs);
  /** @type {Set<string>} */
  const afterJs = new Set();
  const pending = [...firstJs].flatMap((file) => build.chunks.get(file)?.dynamicImports ?? []);
  while (pending.length) {
    const file = /** @type {string} */ (pending.pop());
    const chunk = build.chunks.get(file);
    if (loaded.has(file) || !chunk || isNavigation(chunk)) continue;
    for (const dep of chunkClosure(build.chunks, [file])) {
      if (loaded.has(dep)) continue;
      loaded.add(dep);
      afterJs.add(dep);
      pending.push(...(build.chunks.get(dep)?.dynamicImports ?? []));
    }
  }
  const afterPaint = loadSet(build, afterJs, [], new Set(firstLoad.files.map(({ file }) => file)));

  const rules = forbiddenRules(budget);
  /** @type {import('./bundle.d.mts').ForbiddenModule[]} */
  const forbidden = [];
  for (const file of [...firstJs].sort()) {
    for (const moduleId of build.chunks.get(file)?.moduleIds ?? []) {
      const rule = rules.find(({ re }) => re.test(moduleId));
      if (rule) forbidden.push({ label: rule.label, moduleId, chunk: file });
    }
  }

  return { route, pageChunks, firstLoad, afterPaint, forbidden };
}

/**
 * @param {string} distDir
 * @param {readonly import('./bundle.d.mts').BenchRoute[]} routes
 * @param {import('./bundle.d.mts').BudgetConfig} budget
 */
export function analyzeBuild(distDir, routes, budget) {
  const build = readBuild(distDir);
  return routes.map((route) => analyzeRoute(build, route, routes, budget));
}

/**
 * @param {import('./bundle.d.mts').BudgetConfig} budget
 * @param {string} routeId
 */
export function budgetFor(budget, routeId) {
  return budget.firstLoadKB[routeId] ?? budget.firstLoadKB.default;
}

/**
 * @param {import('./bundle.d.mts').RouteBundle} result
 * @param {import('./bundle.d.mts').BudgetConfig} budget
 * @param {import('./bundle.d.mts').Baseline | null} baseline
 * @returns {import('./bundle.d.mts').RouteCheck}
 */
export function checkRoute(result, budget, baseline) {
  const { route, firstLoad, forbidden } = result;
  const budgetKB = budgetFor(budget, route.id);
  const baselineKB = baseline?.firstLoadKB?.[route.id] ?? null;
  const tolerance = budget.baselineToleranceKB ?? DEFAULT_BASELINE_TOLERANCE_KB;
  const kB = firstLoad.gzipBytes / BYTES_PER_KB;
  const deltaKB = baselineKB === null ? null : Math.round((kB - baselineKB) * 100) / 100;

  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const flags = [];
  if (!result.pageChunks.length) {
    problems.push(
      `page module ${route.page} is in no chunk: is the route built and lazily imported from that file?`,
    );
    flags.push('page missing');
  }
  if (budgetKB === undefined) {
    problems.push(`bench/budget.json has no firstLoadKB.${route.id} and no firstLoadKB.default`);
    flags.push('no budget');
  } else if (kB > budgetKB) {
    problems.push(`first load ${kB.toFixed(1)} kB is over the ${budgetKB} kB budget`);
    flags.push('over budget');
  }
  if (baselineKB === null) {
    problems.push(
      `no baseline for "${route.id}" in bench/baseline.json: run \`${UPDATE_BASELINE_HINT}\` and commit it`,
    );
    flags.push('no baseline');
  } else if (deltaKB !== null && kB - baselineKB > tolerance) {
    problems.push(
      `first load grew ${deltaKB.toFixed(2)} kB over the ${baselineKB} kB baseline (more than ${tolerance} kB); ` +
        `shrink it, or if the growth is deliberate run \`${UPDATE_BASELINE_HINT}\` and commit bench/baseline.json`,
    );
    flags.push(`+${deltaKB.toFixed(1)} kB vs baseline`);
  }
  if (forbidden.length) {
    // Map.groupBy is Node 21+; engines allows Node 20.
    /** @type {Map<string, import('./bundle.d.mts').ForbiddenModule[]>} */
    const byLabel = new Map();
    for (const hit of forbidden) byLabel.set(hit.label, [...(byLabel.get(hit.label) ?? []), hit]);
    for (const [label, hits] of byLabel) {
      problems.push(
        `${label} in first load:\n` +
          hits.map(({ moduleId, chunk }) => `      ${moduleId}  (${chunk})`).join('\n'),
      );
      flags.push(label);
    }
  }

  return {
    ...result,
    budgetKB: budgetKB ?? null,
    baselineKB,
    deltaKB,
    ok: problems.length === 0,
    status: problems.length ? `FAIL: ${flags.join(', ')}` : 'ok',
    problems,
  };
}

/**
 * Every check for every route of one build.
 *
 * @param {{ distDir: string, routes: readonly import('./bundle.d.mts').BenchRoute[], budget: import('./bundle.d.mts').BudgetConfig, baseline: import('./bundle.d.mts').Baseline | null }} options
 */
export function checkBuild({ distDir, routes, budget, baseline }) {
  return analyzeBuild(distDir, routes, budget).map((result) => checkRoute(result, budget, baseline));
}

/**
 * The baseline file content for these results. Routes whose page is not built keep their old
 * figure: a half-finished branch must not erase it.
 *
 * @param {import('./bundle.d.mts').RouteBundle[]} results
 * @param {import('./bundle.d.mts').Baseline | null} previous
 * @returns {import('./bundle.d.mts').Baseline}
 */
export function baselineFrom(results, previous) {
  /** @type {Record<string, number>} */
  const firstLoadKB = {};
  for (const { route, pageChunks, firstLoad } of results) {
    const old = previous?.firstLoadKB?.[route.id];
    if (pageChunks.length) firstLoadKB[route.id] = firstLoad.kB;
    else if (old !== undefined) firstLoadKB[route.id] = old;
  }
  // The live section's ratios (scripts/bench/live-ratio.ts) stay as they were.
  return {
    ...previous,
    $comment: BASELINE_COMMENT,
    firstLoadKB,
  };
}
