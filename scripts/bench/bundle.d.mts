import type { PublicRoute } from '../../src/config/public-routes';
import type { ChunkInfo } from '../../src/config/route-chunks';
import type { LiveBaseline } from './live-ratio';

export type { ChunkInfo };
export { routeCodeFiles } from '../../src/config/route-chunks';

/** What the bundle analysis reads of a public route (src/config/public-routes.ts). */
export type BenchRoute = Pick<PublicRoute, 'id' | 'path' | 'page' | 'preload'>;

/** bench/budget.json */
export interface BudgetConfig {
  /** gzip kB allowed before first paint: `default`, overridden per route id. */
  firstLoadKB: { default?: number; [routeId: string]: number | undefined };
  /** Growth over bench/baseline.json that fails; 2 when absent. */
  baselineToleranceKB?: number;
  /** Regular expressions over repo-relative module ids; a match in a first load fails as staff code. */
  staffPatterns?: string[];
  /** Regular expressions over module ids that must stay out of every first load. */
  forbiddenPatterns?: { label: string; pattern: string }[];
  /** Facade module ids of chunks that load on navigation (other pages), not after this route's paint. */
  navigationPatterns?: string[];
}

/** bench/baseline.json */
export interface Baseline {
  $comment?: string;
  firstLoadKB: Record<string, number>;
  /** The live section's (scripts/bench/live-ratio.ts); the bundle's rewrite keeps it. */
  live?: LiveBaseline;
  /** The play-live and call sections' ratios, judged the same way. */
  playLive?: LiveBaseline;
  call?: LiveBaseline;
}

export interface Build {
  distDir: string;
  chunks: Map<string, ChunkInfo>;
  /** Chunk file → the CSS files the manifest says load with it. */
  cssByFile: Map<string, string[]>;
  htmlFile: string;
  /** Chunks index.html loads (module scripts and modulepreloads). */
  entryFiles: string[];
  htmlStylesheets: string[];
  /** null for a chunk Vite dropped after listing it because it only held CSS. */
  gzipBytesOf(file: string): number | null;
}

export interface LoadSet {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** gzipBytes in kB (1000 bytes), two decimals. */
  kB: number;
}

export interface ForbiddenModule {
  label: string;
  moduleId: string;
  chunk: string;
}

export interface RouteBundle {
  route: BenchRoute;
  /** Chunks holding the page module; empty when the page is not in the build. */
  pageChunks: string[];
  firstLoad: LoadSet;
  afterPaint: LoadSet;
  forbidden: ForbiddenModule[];
}

export interface RouteCheck extends RouteBundle {
  budgetKB: number | null;
  baselineKB: number | null;
  deltaKB: number | null;
  ok: boolean;
  /** `ok` or `FAIL: <short reasons>` for the table. */
  status: string;
  /** One sentence per failed check, with the offending module ids. */
  problems: string[];
}

export const BYTES_PER_KB: number;
export const DEFAULT_BASELINE_TOLERANCE_KB: number;
export const UPDATE_BASELINE_HINT: string;
/** bench/baseline.json's `$comment`, written by both sections. */
export const BASELINE_COMMENT: string;

export class BuildMissingError extends Error {}

export function readJson(file: string): unknown;
export function gzipSize(content: Uint8Array | string): number;
export function toKB(bytes: number): number;
export function readBuild(distDir: string): Build;
export function analyzeRoute(
  build: Build,
  route: BenchRoute,
  allRoutes: readonly BenchRoute[],
  budget: BudgetConfig,
): RouteBundle;
export function analyzeBuild(
  distDir: string,
  routes: readonly BenchRoute[],
  budget: BudgetConfig,
): RouteBundle[];
export function budgetFor(budget: BudgetConfig, routeId: string): number | undefined;
export function checkRoute(result: RouteBundle, budget: BudgetConfig, baseline: Baseline | null): RouteCheck;
export function checkBuild(options: {
  distDir: string;
  routes: readonly BenchRoute[];
  budget: BudgetConfig;
  baseline: Baseline | null;
}): RouteCheck[];
export function baselineFrom(results: RouteBundle[], previous: Baseline | null): Baseline;
