import type { Unit } from '../schemas/unit';
import { averageMatchMinutes, DEFAULT_MATCH_MINUTES, matchLengths, type TimedStage } from './match-lengths';
import type { RoundRange } from './rounds';
import { isDrawn, matchesLeft, roundsHeld, stageEstimatedEnd, stageWaves } from './simulate';
import { resolveStage } from './stage-plan';
import { plannedStarts, type TimedUnit } from '../run-sheet/timeline';

/**
 * The bridge from the play to 進行表 (docs/run-sheet-and-live.md §1, "Items that hold a stage"): what a
 * run-sheet item holding a stage shows (unitPlay), when the rounds later items hold may start
 * (heldRoundStarts), and the estimated end of every running item that holds a stage (playUnitEnds),
 * which shared/run-sheet/timeline.ts takes as `playEnds`.
 *
 * Pure and without zod at runtime: the public pages use it too.
 */

/** What a run-sheet item holding a stage needs of the stage: its id besides the timing's fields. */
export type UnitStage = TimedStage & { id: string };

/** A run-sheet item as playUnitEnds reads it. */
export type PlayUnit = Pick<Unit, 'id' | 'minutes' | 'status'> & {
  stageId?: string | null;
  stageRounds?: RoundRange | null;
};

/** A running item's play as 進行表 shows it: 「残り n試合・1試合平均 m分・見込み終了 14:30頃」. */
export interface UnitPlay {
  stageId: string;
  /** The rounds the item holds, fitted to the stage (null: every round; to < from: none). */
  rounds: RoundRange | null;
  /** Whether the stage has matches to time (drawn, or a スイス式 round paired). */
  drawn: boolean;
  matchesLeft: number;
  /** The match length used: the median so far, or the planned one before any match is timed. */
  matchMinutes: number;
  /** Whether matchMinutes was measured (false: planned from the item's minutes). */
  measured: boolean;
  /** null: nothing drawn yet, or the rounds hold no match. */
  estimatedEnd: Date | null;
}

/**
 * The play of one item: the planned match length is the item's minutes over its rounds' waves, so
 * before any match is timed a stage started on time is estimated to end when the item was planned to.
 */
export function unitPlay(unit: PlayUnit, stage: UnitStage, now: Date): UnitPlay {
  const states = resolveStage(stage);
  const { held } = roundsHeld(stage, unit.stageRounds);
  const waves = stageWaves(stage, held);
  const planned = unit.minutes > 0 && waves > 0 ? unit.minutes / waves : DEFAULT_MATCH_MINUTES;
  const measured = matchLengths(stage).length > 0;
  const matchMinutes = averageMatchMinutes(stage, planned);
  return {
    stageId: stage.id,
    rounds: held,
    drawn: isDrawn(stage),
    matchesLeft: matchesLeft(stage, states, held),
    matchMinutes,
    measured,
    estimatedEnd: stageEstimatedEnd(stage, now, states, { matchMinutes, rounds: held }),
  };
}

/**
 * When the rounds later items hold may start, by round key: a waiting item that holds some rounds of
 * the stage and is estimated to start after `now` starts them no earlier (the afternoon's 準決勝 do
 * not start in the morning however soon the tables free). `items`: the run sheet's items holding this
 * stage, timed (shared/run-sheet/timeline.ts), in order; the first to name a round sets its start.
 */
export function heldRoundStarts(
  stage: TimedStage,
  items: readonly (PlayUnit & { estimatedStart: Date | null })[],
  now: Date,
): Map<string, Date> {
  const starts = new Map<string, Date>();
  for (const item of items) {
    const start = item.estimatedStart;
    if (item.status !== 'waiting' || !item.stageRounds || !start || start <= now) continue;
    const { keys } = roundsHeld(stage, item.stageRounds);
    for (const key of keys ?? []) if (!starts.has(key)) starts.set(key, start);
  }
  return starts;
}

/**
 * The estimated end of every RUNNING run-sheet item that holds a drawn stage, by unit id: what
 * shared/run-sheet/timeline.ts `timeline` takes as `playEnds`. A waiting item is planned for its own
 * minutes, and a done one keeps its times, so only running items are here; an item whose stage is
 * missing or not drawn is left out (its own minutes count, as for any item).
 */
export function playUnitEnds(
  units: readonly PlayUnit[],
  stages: readonly UnitStage[],
  now: Date,
): Map<string, Date> {
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  const ends = new Map<string, Date>();
  for (const unit of units) {
    if (unit.status !== 'running' || !unit.stageId) continue;
    const stage = byId.get(unit.stageId);
    if (!stage) continue;
    const end = unitPlay(unit, stage, now).estimatedEnd;
    if (end) ends.set(unit.id, end);
  }
  return ends;
}

/**
 * When the 進行表 plans each stage to be over: the planned end (start + minutes) of the last item
 * holding it. 呼び出しの優先 「遅れている部門を先に」 compares each stage's estimated end with it
 * (floor.ts); a stage no item holds has none.
 */
export function stagePlannedEnds(
  startAt: Date,
  units: readonly (TimedUnit & { stageId?: string | null })[],
): Map<string, Date> {
  const starts = plannedStarts(startAt, units);
  const ends = new Map<string, Date>();
  for (const unit of units) {
    const start = starts.get(unit.id);
    if (!unit.stageId || !start) continue;
    const end = new Date(start.getTime() + unit.minutes * 60_000);
    const seen = ends.get(unit.stageId);
    if (!seen || seen < end) ends.set(unit.stageId, end);
  }
  return ends;
}
