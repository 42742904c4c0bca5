import type { Unit } from '../schemas/unit';
import { averageMatchMinutes, DEFAULT_MATCH_MINUTES, matchLengths, type TimedStage } from './match-lengths';
import type { RoundRange } from './rounds';
import { isDrawn, matchesLeft, roundsHeld, stageEstimatedEnd, stageWaves } from './simulate';
import { resolveStage } from './stage-plan';
import { hallTiming, hallWaves, type HallPart, type HallPartTiming } from './hall-timing';
import { plannedStarts, type TimedUnit } from '../run-sheet/timeline';
import { heldRounds, holdsStage, unitStages, type UnitStageFields } from '../run-sheet/unit-stages';

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

/** A run-sheet item as playUnitEnds reads it: the stages it holds are read with unitStages. */
export type PlayUnit = Pick<Unit, 'id' | 'minutes' | 'status'> & UnitStageFields;

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
  const { held } = roundsHeld(stage, heldRounds(unit, stage.id));
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
  stage: TimedStage & { id: string },
  items: readonly (PlayUnit & { estimatedStart: Date | null })[],
  now: Date,
): Map<string, Date> {
  const starts = new Map<string, Date>();
  for (const item of items) {
    const start = item.estimatedStart;
    const rounds = heldRounds(item, stage.id);
    if (item.status !== 'waiting' || !rounds || !start || start <= now) continue;
    const { keys } = roundsHeld(stage, rounds);
    for (const key of keys ?? []) if (!starts.has(key)) starts.set(key, start);
  }
  return starts;
}

/** The hall's 休憩 (compe.hall.restMinutes): a person's next match waits that long after the last. */
export interface HallRest {
  restMinutes?: number;
}

/** An item's play, all its stages together (several when it holds them in parallel). */
export interface ItemPlay {
  /**
   * Each stage it holds that exists, in the item's order, as unitPlay reads it — but planned from
   * the waves its stages take together — without an end: the item's end is the timeline's.
   */
  stages: Omit<UnitPlay, 'estimatedEnd'>[];
  /** Whether one of them has matches to time. */
  drawn: boolean;
  matchesLeft: number;
  /** One stage: its match length; several: the median of all their matches so far, or the planned one. */
  matchMinutes: number;
  measured: boolean;
}

/** The match length planned for an item: its minutes over the waves its stages take together. */
function plannedMinutes(unit: PlayUnit, held: readonly { stage: UnitStage; rounds: RoundRange | null }[]) {
  const waves =
    held.length === 1
      ? stageWaves(held[0].stage, roundsHeld(held[0].stage, held[0].rounds).held)
      : hallWaves(held);
  return unit.minutes > 0 && waves > 0 ? unit.minutes / waves : DEFAULT_MATCH_MINUTES;
}

/** The stages an item holds that exist, with their rounds. */
function heldOf(unit: PlayUnit, byId: ReadonlyMap<string, UnitStage>) {
  return unitStages(unit).flatMap(({ stageId, rounds }) => {
    const stage = byId.get(stageId);
    return stage ? [{ stage, rounds }] : [];
  });
}

/**
 * The whole floor timed at `now` (hall-timing.ts): every running item's stages (their rounds) at
 * their match lengths, every stage no item holds as the floor would call it, and of the stages
 * whose items are still to come or done only the matches on a table now (they hold their tables
 * and people). One stage on its own tables is timed exactly as stageEstimatedEnd times it.
 */
function floorTiming(
  units: readonly PlayUnit[],
  stages: readonly UnitStage[],
  now: Date,
  hall?: HallRest,
): Map<string, HallPartTiming> {
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  const parts = new Map<string, HallPart>();
  for (const unit of units) {
    if (unit.status !== 'running') continue;
    const held = heldOf(unit, byId);
    if (held.length === 0) continue;
    const minutes = plannedMinutes(unit, held);
    for (const { stage, rounds } of held) {
      const part = parts.get(stage.id);
      if (part) {
        // Two running items on one stage: time every round either holds.
        const range = part.rounds && rounds ? roundsHeld(stage, part.rounds).held : null;
        const other = range && rounds ? roundsHeld(stage, rounds).held : null;
        part.rounds =
          range && other
            ? { from: Math.min(range.from, other.from), to: Math.max(range.to, other.to) }
            : null;
        continue;
      }
      parts.set(stage.id, { stage, rounds, matchMinutes: averageMatchMinutes(stage, minutes) });
    }
  }
  for (const stage of stages) {
    if (parts.has(stage.id) || !isDrawn(stage)) continue;
    const later = units.some((unit) => unit.status !== 'running' && holdsStage(unit, stage.id));
    parts.set(stage.id, {
      stage,
      matchMinutes: averageMatchMinutes(stage, DEFAULT_MATCH_MINUTES),
      onTablesOnly: later,
    });
  }
  return hallTiming([...parts.values()], now, { restMinutes: hall?.restMinutes });
}

/**
 * The play of a run-sheet item holding one or several stages (進行表's card, a public page's
 * planned match length): each stage's rounds, matches left and match length, and together. The
 * planned length is the item's minutes over the waves its stages take together on their tables
 * (one stage: exactly unitPlay's). null: it holds no stage that exists.
 */
export function itemPlay(unit: PlayUnit, stages: readonly UnitStage[]): ItemPlay | null {
  const held = heldOf(unit, new Map(stages.map((stage) => [stage.id, stage])));
  if (held.length === 0) return null;
  const planned = plannedMinutes(unit, held);
  const own = held.map(({ stage, rounds }) => {
    const fitted = roundsHeld(stage, rounds).held;
    return {
      stageId: stage.id,
      rounds: fitted,
      drawn: isDrawn(stage),
      matchesLeft: matchesLeft(stage, resolveStage(stage), fitted),
      matchMinutes: averageMatchMinutes(stage, planned),
      measured: matchLengths(stage).length > 0,
    };
  });
  const lengths = held.flatMap(({ stage }) => matchLengths(stage)).sort((x, y) => x - y);
  const mid = lengths.length >> 1;
  const median =
    lengths.length === 0
      ? planned
      : lengths.length % 2 === 1
        ? lengths[mid]
        : (lengths[mid - 1] + lengths[mid]) / 2;
  return {
    stages: own,
    drawn: own.some((play) => play.drawn),
    matchesLeft: own.reduce((sum, play) => sum + play.matchesLeft, 0),
    matchMinutes: own.length === 1 ? own[0].matchMinutes : median,
    measured: own.some((play) => play.measured),
  };
}

/**
 * The estimated end of every RUNNING run-sheet item that holds a drawn stage, by unit id: what
 * shared/run-sheet/timeline.ts `timeline` takes as `playEnds`. A waiting item is planned for its own
 * minutes, and a done one keeps its times, so only running items are here; an item whose stages are
 * missing or not drawn is left out (its own minutes count, as for any item). An item holding several
 * stages ends when the last of them does, all of them played together with the rest of the floor on
 * the hall's shared tables (hall-timing.ts); `hall` adds the hall's 休憩.
 */
export function playUnitEnds(
  units: readonly PlayUnit[],
  stages: readonly UnitStage[],
  now: Date,
  hall?: HallRest,
): Map<string, Date> {
  const ends = new Map<string, Date>();
  if (!units.some((unit) => unit.status === 'running' && unitStages(unit).length > 0)) return ends;
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  const timing = floorTiming(units, stages, now, hall);
  for (const unit of units) {
    if (unit.status !== 'running') continue;
    let end: Date | null = null;
    for (const { stage, rounds } of heldOf(unit, byId)) {
      if (!isDrawn(stage)) continue;
      const at = timing.get(stage.id)?.endOf(roundsHeld(stage, rounds).held) ?? null;
      if (at && (!end || at > end)) end = at;
    }
    if (end) ends.set(unit.id, end);
  }
  return ends;
}

/**
 * When the 進行表 plans each stage to be over: the planned end (start + minutes) of the last item
 * holding it (an item holding several plans each of them to its end). 呼び出しの優先
 * 「遅れている部門を先に」 compares each stage's estimated end with it (floor.ts); a stage no item
 * holds has none.
 */
export function stagePlannedEnds(
  startAt: Date,
  units: readonly (TimedUnit & UnitStageFields)[],
): Map<string, Date> {
  const starts = plannedStarts(startAt, units);
  const ends = new Map<string, Date>();
  for (const unit of units) {
    const start = starts.get(unit.id);
    if (!start) continue;
    const end = new Date(start.getTime() + unit.minutes * 60_000);
    for (const { stageId } of unitStages(unit)) {
      const seen = ends.get(stageId);
      if (!seen || seen < end) ends.set(stageId, end);
    }
  }
  return ends;
}
