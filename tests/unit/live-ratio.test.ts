import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselineFrom, readJson, type Baseline } from '../../scripts/bench/bundle.mjs';
import {
  checkLiveRatios,
  DEFAULT_P95_RATIO_TOLERANCE,
  liveBaselineFrom,
  ratio,
  type LiveBudget,
} from '../../scripts/bench/live-ratio';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HINT = 'npm run bench -- --update-baseline';

const runs = [
  { viewers: 1, p50: 40, p95: 60 },
  { viewers: 20, p50: 90, p95: 150 },
];
const bare = [
  { viewers: 1, p50: 16, p95: 30 },
  { viewers: 20, p50: 42, p95: 75 },
];

describe('live latency judged over the bare listener floor', () => {
  it('divides the app by the floor of the same viewer count, two decimals', () => {
    const checks = checkLiveRatios({ runs, bare, baseline: null, budget: {}, updateHint: HINT });
    expect(checks.map((c) => [c.viewers, c.p50Ratio, c.p95Ratio])).toEqual([
      [1, 2.5, 2],
      [20, 2.14, 2],
    ]);
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(10, undefined)).toBeNull();
  });

  it('passes a ratio within the tolerance over the baseline, whatever the milliseconds', () => {
    // Everything twice as slow on a slower machine, the floor too: the same ratios.
    const slow = runs.map((r) => ({ ...r, p50: r.p50 * 2, p95: r.p95 * 2 }));
    const slowBare = bare.map((b) => ({ ...b, p50: b.p50 * 2, p95: b.p95 * 2 }));
    const checks = checkLiveRatios({
      runs: slow,
      bare: slowBare,
      baseline: { p95Ratio: { '1': 1.7, '20': 2 } },
      budget: { p95RatioTolerance: 0.2 },
      updateHint: HINT,
    });
    // 2.0 ≤ 1.7 × 1.2 = 2.04.
    expect(checks.map((c) => [c.ok, c.limit])).toEqual([
      [true, 2.04],
      [true, 2.4],
    ]);
  });

  it('fails a ratio grown more than the tolerance, naming the figures and the way out', () => {
    const [one, twenty] = checkLiveRatios({
      runs,
      bare,
      baseline: { p95Ratio: { '1': 1.3, '20': 2 } },
      budget: undefined,
      updateHint: HINT,
    });
    expect(DEFAULT_P95_RATIO_TOLERANCE).toBe(0.5);
    // 2.0 > 1.3 × 1.5 = 1.95.
    expect(one.ok).toBe(false);
    expect(one.problems.join('\n')).toMatch(/2× the bare listener's, over the baseline 1\.3×.*limit 1\.95×/);
    expect(one.problems.join('\n')).toContain(HINT);
    expect(twenty.ok).toBe(true);
  });

  it('fails without a baseline for the viewer count, or without a floor', () => {
    const [one, twenty] = checkLiveRatios({
      runs,
      bare: bare.slice(1),
      baseline: { p95Ratio: { '1': 2 } },
      budget: {},
      updateHint: HINT,
    });
    expect(one.problems.join('\n')).toContain('no bare listener floor');
    expect(twenty.problems.join('\n')).toContain('no p95 ratio in bench/baseline.json');
  });

  it('rewrites the measured ratios, keeping viewer counts not run', () => {
    const checks = checkLiveRatios({
      runs: runs.slice(1),
      bare,
      baseline: null,
      budget: {},
      updateHint: HINT,
    });
    expect(liveBaselineFrom(checks, { p95Ratio: { '1': 1.9, '20': 9 } })).toEqual({
      p95Ratio: { '1': 1.9, '20': 2 },
    });
  });

  it('keeps the live ratios when the bundle section rewrites the baseline', () => {
    const previous: Baseline = { firstLoadKB: { home: 1 }, live: { p95Ratio: { '1': 2 } } };
    expect(baselineFrom([], previous).live).toEqual({ p95Ratio: { '1': 2 } });
  });

  it('has a committed baseline ratio for the bench viewer counts and a stated tolerance', () => {
    const baseline = readJson(path.join(repoRoot, 'bench', 'baseline.json')) as Baseline;
    const budget = readJson(path.join(repoRoot, 'bench', 'budget.json')) as { live?: LiveBudget };
    expect(Object.keys(baseline.live?.p95Ratio ?? {}).sort()).toEqual(['1', '20']);
    expect(budget.live?.p95RatioTolerance).toBeGreaterThan(0);
  });
});
