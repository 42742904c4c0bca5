/**
 * How `npm run bench` judges live latency (scripts/bench.mjs, the `live` section): not in
 * milliseconds, which follow the machine (the emulator, the staff page and every viewer share its
 * cores), but as the app's p95 over the floor measured in the same run: the bare listener's p95
 * with as many viewers (bare-listener.ts). A ratio that grew more than the tolerance over
 * bench/baseline.json fails; the milliseconds are printed, not judged.
 */

/** What the live section's run measured for one viewer count (live-latency.ts, bare-listener.ts). */
export interface LatencyFigures {
  viewers: number;
  p50: number;
  p95: number;
}

/** bench/baseline.json `live`. */
export interface LiveBaseline {
  /** Per viewer count: the app's p95 over the bare listener's p95, committed on purpose. */
  p95Ratio: Record<string, number>;
}

/** bench/budget.json `live`. */
export interface LiveBudget {
  /** Growth of the ratio over the baseline that fails, as a fraction of it (0.5: 50 %). */
  p95RatioTolerance?: number;
}

/**
 * When budget.json has no `live.p95RatioTolerance`. Wide: with 1 viewer the floor's p95 is the
 * slowest few of 50 changes (24–39 ms), and the ratio moved from 3.74 to 6.21 between runs of the
 * same code; a real regression, the app's tail doubling, still fails.
 */
export const DEFAULT_P95_RATIO_TOLERANCE = 0.5;

export interface LiveRatioCheck {
  viewers: number;
  app: LatencyFigures;
  /** null when the run has no bare listener with as many viewers. */
  bare: LatencyFigures | null;
  /** app p50 / bare p50, two decimals; printed only. */
  p50Ratio: number | null;
  /** app p95 / bare p95, two decimals: what is judged. */
  p95Ratio: number | null;
  baselineRatio: number | null;
  /** The largest ratio that passes: the baseline's, plus the tolerance. */
  limit: number | null;
  ok: boolean;
  problems: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** `app` over `floor`, two decimals; null without a floor to divide by. */
export function ratio(app: number, floor: number | undefined): number | null {
  return floor === undefined || !(floor > 0) ? null : round2(app / floor);
}

/** Each viewer count's ratio, against the baseline's. */
export function checkLiveRatios({
  runs,
  bare,
  baseline,
  budget,
  updateHint,
}: {
  runs: readonly LatencyFigures[];
  bare: readonly LatencyFigures[];
  baseline: LiveBaseline | null | undefined;
  budget: LiveBudget | undefined;
  /** The command that rewrites the baseline, for the failure message. */
  updateHint: string;
}): LiveRatioCheck[] {
  const tolerance = budget?.p95RatioTolerance ?? DEFAULT_P95_RATIO_TOLERANCE;
  return runs.map((app) => {
    const floor = bare.find((run) => run.viewers === app.viewers) ?? null;
    const p95Ratio = ratio(app.p95, floor?.p95);
    const baselineRatio = baseline?.p95Ratio[String(app.viewers)] ?? null;
    const limit = baselineRatio === null ? null : round2(baselineRatio * (1 + tolerance));
    const problems: string[] = [];
    if (p95Ratio === null) {
      problems.push(`${app.viewers} viewer(s): no bare listener floor measured to compare with`);
    } else if (baselineRatio === null) {
      problems.push(
        `${app.viewers} viewer(s): no p95 ratio in bench/baseline.json: run \`${updateHint}\` and commit it`,
      );
    } else if (limit !== null && p95Ratio > limit) {
      problems.push(
        `${app.viewers} viewer(s): p95 is ${p95Ratio}× the bare listener's, over the baseline ${baselineRatio}× ` +
          `by more than ${Math.round(tolerance * 100)} % (limit ${limit}×); if the change is deliberate run ` +
          `\`${updateHint}\` and commit bench/baseline.json`,
      );
    }
    return {
      viewers: app.viewers,
      app,
      bare: floor,
      p50Ratio: ratio(app.p50, floor?.p50),
      p95Ratio,
      baselineRatio,
      limit,
      ok: problems.length === 0,
      problems,
    };
  });
}

/** The baseline's `live` for these checks; viewer counts not measured keep their old figure. */
export function liveBaselineFrom(
  checks: readonly LiveRatioCheck[],
  previous: LiveBaseline | null | undefined,
): LiveBaseline {
  const p95Ratio = { ...previous?.p95Ratio };
  for (const check of checks) {
    if (check.p95Ratio !== null) p95Ratio[String(check.viewers)] = check.p95Ratio;
  }
  return { p95Ratio };
}
