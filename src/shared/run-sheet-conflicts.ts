/**
 * Two phones at once on 進行表 (docs/venue-mode.md, "Two phones at once"). Each staff action writes
 * whole units (and rebuilds the board) from the sheet its phone saw; two phones that pressed 次へ
 * offline each send their batch when they reconnect, and the last to land wins unit by unit. The
 * sheet can then hold two running items, or an item still running after a later one started: each
 * phone ended what IT saw running. This resolver turns such a sheet back into one that makes sense,
 * the way a single phone would have left it.
 *
 * The rule, from how a single phone acts (run-sheet/unit-actions.ts startUnit: starting an item ends whatever
 * runs, at the same moment): a running item ends at the first start, after its own, of any other
 * item. So at most one item runs — the one that started last — and:
 * - start times are facts and never move; only a running item is changed, to done, with an end;
 * - a waiting item passed over is left alone: run-sheet/timeline.ts already counts it as skipped;
 * - the result depends on the units alone (no clock, no device), so two phones that resolve the same
 *   sheet write the same values, and resolving a resolved sheet changes nothing.
 *
 * "After" compares start times, then places in the sheet: two starts at the same millisecond count
 * the later item as the later start. A running item without a start time (bad data) counts as
 * started before everything; it ends at the first start there is, or without an end time.
 *
 * Restarting a done item (開始 on it, after a confirmation) is not undone: its new start is the
 * latest. Only a device clock far off could make it look otherwise — a restart stamped before a
 * start another phone made moments earlier — and docs/venue-mode.md says so.
 */
import { sortByOrder, type TimedUnit } from './run-sheet/timeline';

export interface RunSheetCorrection {
  unitId: string;
  /** The end the running item was given: the next start after its own (null: none is known). */
  endedAt: Date | null;
}

export interface RunSheetResolution<U extends TimedUnit> {
  /** The changed units only (done now, with their end), in sheet order; empty when the sheet makes sense. */
  units: U[];
  /** What was changed, one line per item, in sheet order. */
  corrections: RunSheetCorrection[];
}

/** A start comparable across items: time first, then place in the sheet. */
type StartKey = readonly [number, number];
const later = (a: StartKey, b: StartKey) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The sheet with at most one running item, and what had to change for that. */
export function resolveRunSheet<U extends TimedUnit>(units: readonly U[]): RunSheetResolution<U> {
  const sorted = sortByOrder(units);
  const starts = sorted.flatMap((unit, place) => {
    const started = unit.status === 'running' || (unit.status === 'done' && unit.startedAt !== null);
    if (!started) return [];
    const key: StartKey = [unit.startedAt?.getTime() ?? -Infinity, place];
    return [{ unit, key }];
  });
  const changed: U[] = [];
  const corrections: RunSheetCorrection[] = [];
  for (const { unit, key } of starts) {
    if (unit.status !== 'running') continue;
    const after = starts.filter((other) => other.unit !== unit && later(other.key, key));
    if (after.length === 0) continue;
    const next = after
      .map((other) => other.unit.startedAt?.getTime())
      .filter((at): at is number => at !== undefined)
      .reduce<number | null>((min, at) => (min === null || at < min ? at : min), null);
    const endedAt = next === null ? null : new Date(next);
    changed.push({ ...unit, status: 'done' as const, endedAt });
    corrections.push({ unitId: unit.id, endedAt });
  }
  return { units: changed, corrections };
}
