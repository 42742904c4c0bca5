import type { Stage } from '../schemas/stage';
import type { StoredStage } from './stage-plan';

/**
 * How long a match takes: the lengths of the matches played so far (call → result), their median,
 * the length assumed before any is timed, and how many matches a stage plays at once
 * (docs/run-sheet-and-live.md §1, "Items that hold a stage"). simulate.ts times the rest of the day
 * from these; a result written keeps its first time when only the result changes (keptResultTime).
 *
 * Pure and without zod at runtime: the public pages use it too.
 */

const MINUTE = 60 * 1000;

/** What the timing reads of a stored stage: the engine's part, the calls and how many tables. */
export type TimedStage = StoredStage & Pick<Stage, 'tables' | 'tableCount'>;

/**
 * The length assumed for a match before any has been timed, when nothing better is known (the run
 * sheet passes its own: the item's minutes spread over its matches, see playUnitEnds).
 */
export const DEFAULT_MATCH_MINUTES = 15;

/**
 * When a result written now says its match ended: the time it was first entered when the result
 * only changes (確定 of a 速報, a corrected score or winner for the same two sides), otherwise null
 * (now: the server's time). A 確定 pressed ten minutes after the 速報 must not make the match ten
 * minutes longer, nor the average match length that times the rest of the day (matchLengths).
 */
export function keptResultTime(
  before: Pick<Stage['results'][string], 'sides' | 'at'> | null,
  after: Pick<Stage['results'][string], 'sides'> | null,
): Date | null {
  if (!before || !after) return null;
  return before.sides[0] === after.sides[0] && before.sides[1] === after.sides[1] ? before.at : null;
}

/**
 * The lengths of the matches played so far, in minutes: from the call (tables[id].at) to the result
 * (results[id].at). A match entered without a call (a stage that does not manage tables) is measured
 * from the later of its two sides' previous results in the stage, when either has one: the moment
 * both were free to play it, so the length includes any wait for a table, which is the pace the day
 * really goes at. A side's first match without a call has no such moment and tells nothing; nor
 * does a walkover (不戦勝, not played), nor a length of zero or less (a clock out of step).
 */
export function matchLengths(stage: Pick<TimedStage, 'tables' | 'results'>): number[] {
  const lengths: number[] = [];
  // Results in the order they came in, so each side's previous result is known when its next comes;
  // two entered at the same moment in match-id order, so the stored map's key order (two phones'
  // writes arrive either way) never changes a length.
  const inOrder = Object.entries(stage.results).sort(
    ([xId, x], [yId, y]) => x.at.getTime() - y.at.getTime() || (xId < yId ? -1 : xId > yId ? 1 : 0),
  );
  const lastResult = new Map<number, number>();
  for (const [id, result] of inOrder) {
    const at = result.at.getTime();
    const call = stage.tables[id];
    const [a, b] = result.sides;
    const free = Math.max(lastResult.get(a) ?? -Infinity, lastResult.get(b) ?? -Infinity);
    const from = call ? call.at.getTime() : free;
    lastResult.set(a, at).set(b, at);
    if (result.how === 'walkover' || !Number.isFinite(from)) continue;
    const minutes = (at - from) / MINUTE;
    if (minutes > 0) lengths.push(minutes);
  }
  return lengths;
}

/**
 * The typical length of a match so far, in minutes: the MEDIAN of matchLengths, or `fallbackMinutes`
 * before any match is timed. The median, not the mean, because the outliers here are not rare and
 * only go one way: a result typed in long after the match ended, a 確定 pressed at the end of a
 * round (it stamps the result's time again), a match left on a table over lunch. One such match would
 * drag a mean for the rest of the day; it moves the median by one place. A trimmed mean would need
 * to know how much to trim; with the few matches of the first round the median is what it would be.
 */
export function averageMatchMinutes(
  stage: Pick<TimedStage, 'tables' | 'results'>,
  fallbackMinutes: number,
): number {
  const lengths = matchLengths(stage).sort((x, y) => x - y);
  if (lengths.length === 0) return fallbackMinutes;
  const mid = lengths.length >> 1;
  return lengths.length % 2 === 1 ? lengths[mid] : (lengths[mid - 1] + lengths[mid]) / 2;
}

/**
 * How many matches the stage can play at once: its tables, or when it does not manage tables (0),
 * one per two entrants — nothing but the entrants themselves limits it then, so every match whose
 * sides are free is taken to start at once.
 */
export function laneCount(stage: Pick<TimedStage, 'tableCount' | 'entrants'>): number {
  return stage.tableCount > 0 ? stage.tableCount : Math.max(1, Math.floor(stage.entrants.length / 2));
}
