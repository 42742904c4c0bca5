/**
 * The staff actions on 進行表 as pure functions (docs/run-sheet-and-live.md §2):
 * 開始, 終了, 次へ, drag and drop, 進行をリセット, and whether a stored item still holds what a phone shows.
 *
 * No Firebase and no zod at runtime, like the rest of shared/run-sheet/.
 */
import type { Unit } from '../schemas/unit';
import { canonical } from './board-document';
import { hasStarted, sortByOrder, type TimedUnit } from './timeline';

/*
 * Staff actions. Each returns only the units it changed (new objects, in sheet order), which is what
 * the staff page writes, together with buildBoard(applyUnitChanges(...)), in one batch. An id that is
 * not on the sheet (another staff member deleted it a moment ago) changes nothing.
 */

/** Replaces units by id with their changed copies. */
export function applyUnitChanges<U extends { id: string }>(units: readonly U[], changes: readonly U[]): U[] {
  const changed = new Map(changes.map((unit) => [unit.id, unit]));
  return units.map((unit) => changed.get(unit.id) ?? unit);
}

/**
 * 開始: the unit runs from now; whatever was running is done at the same moment, because one stage
 * runs one unit. Starting a done unit starts it again (staff finished it by mistake); starting the
 * running unit changes nothing, so a double tap keeps the first start time.
 */
export function startUnit<U extends TimedUnit>(units: readonly U[], unitId: string, now: Date): U[] {
  const target = units.find((unit) => unit.id === unitId);
  if (!target || target.status === 'running') return [];
  const finished = units
    .filter((unit) => unit.status === 'running')
    .map((unit) => ({ ...unit, status: 'done' as const, endedAt: now }));
  return sortByOrder([...finished, { ...target, status: 'running' as const, startedAt: now, endedAt: null }]);
}

/**
 * 終了: the unit is done now. On a waiting unit this is how staff skip it: done without a start time,
 * which the timeline treats as taking no time. Finishing a done unit changes nothing.
 */
export function finishUnit<U extends TimedUnit>(units: readonly U[], unitId: string, now: Date): U[] {
  const target = units.find((unit) => unit.id === unitId);
  if (!target || target.status === 'done') return [];
  return [{ ...target, status: 'done' as const, endedAt: now }];
}

/**
 * 次へ: finishes the running unit and starts the next waiting one after it in order. With nothing
 * running it starts the next waiting unit after the last one that started (the first unit on a fresh
 * sheet), so passed-over units stay behind. At the last unit it only finishes.
 */
export function advance<U extends TimedUnit>(units: readonly U[], now: Date): U[] {
  const sorted = sortByOrder(units);
  let anchor = -1;
  sorted.forEach((unit, i) => {
    if (unit.status === 'running' || hasStarted(unit)) anchor = i;
  });
  const next = sorted.slice(anchor + 1).find((unit) => unit.status === 'waiting');
  if (next) return startUnit(units, next.id, now);
  return sorted
    .filter((unit) => unit.status === 'running')
    .map((unit) => ({ ...unit, status: 'done' as const, endedAt: now }));
}

/**
 * Drag and drop on 進行表: moves the unit at `fromIndex` of the sorted sheet to `toIndex` and numbers
 * the sheet 0..n-1, returning only the units whose order changed (gaps left by deletions close up
 * too). Indices outside the sheet change nothing.
 */
export function reorder<U extends Pick<Unit, 'id' | 'order'>>(
  units: readonly U[],
  fromIndex: number,
  toIndex: number,
): U[] {
  const sorted = sortByOrder(units);
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < sorted.length;
  if (!inRange(fromIndex) || !inRange(toIndex)) return [];
  const [moved] = sorted.splice(fromIndex, 1);
  sorted.splice(toIndex, 0, moved);
  return sorted.flatMap((unit, order) => (unit.order === order ? [] : [{ ...unit, order }]));
}

/**
 * 進行をリセット: every unit waits again without start or end times (after a rehearsal, or a day run
 * on the wrong competition). Returns only the units that change.
 */
export function resetProgress<U extends TimedUnit>(units: readonly U[]): U[] {
  return sortByOrder(units)
    .filter((unit) => unit.status !== 'waiting' || unit.startedAt !== null || unit.endedAt !== null)
    .map((unit) => ({ ...unit, status: 'waiting' as const, startedAt: null, endedAt: null }));
}

/** Whether two units hold the same values, whatever order their keys were built in. */
export function sameUnit(a: Unit, b: Unit): boolean {
  return canonical(a) === canonical(b);
}
