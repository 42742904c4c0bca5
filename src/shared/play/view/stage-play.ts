/**
 * A stage as it plays now, for the public pages: its view (play-view), every table with the match on
 * it, the queue of next calls with the table each would take, and every match's estimated start
 * (shared/play/simulate.ts). Pure; recomputed on every change of the stage and every re-time tick.
 */
import { playStates } from '@/shared/play/rubbers';
import type { MatchState } from '@/shared/play/resolve';
import type { LiveBoard } from '@/shared/schemas/unit';
import { timeline, type PlayEnds } from '@/shared/run-sheet/timeline';
import { heldRoundStarts, itemPlay, playUnitEnds } from '@/shared/play/unit-play';
import { matchStarts, type TimingOptions } from '@/shared/play/simulate';
import { hallTiming } from '@/shared/play/hall-timing';
import { averageMatchMinutes, DEFAULT_MATCH_MINUTES } from '@/shared/play/match-lengths';
import { holdsStage } from '@/shared/run-sheet/unit-stages';
import { nextCalls, readyQueue, tablesNow, type TableNow } from '@/shared/play/tables';
import { floorCalls, floorOf, floorPlaying } from '@/shared/play/floor';
import type { Stage } from '@/shared/schemas/stage';
import { isComplete, isDrawn, stageView, type StageView } from './play-view';

/** How many next calls a page lists: the first few are what a player waits for. */
export const NEXT_CALLS_SHOWN = 8;

export interface StagePlay {
  view: StageView;
  /** The matches the tables play: view.states, with a 団体戦's open ties as their rubbers (rubbers.ts). */
  play: ReadonlyMap<string, MatchState>;
  /** One row per table (none when the stage does not manage tables). */
  tables: TableNow[];
  /** The ready matches in the order they will be called; `table` is set for those a free table takes now. */
  calls: { matchId: string; table: number | null }[];
  /** The table a match would be called to now (free tables only). */
  callTable: Map<string, number>;
  /** Estimated start of every match still to play (on a table: when it was called). */
  starts: Map<string, Date>;
  /**
   * The stage's tables another stage's match is on now, with that stage's name (one floor: the
   * hall's tables are shared, docs/play.md "One floor"): いま対戦中 says so instead of 空き.
   */
  elsewhere: ReadonlyMap<number, string>;
}

/**
 * `now`: the moment the page is timed at. `at`: when the stage's matches can start (its run-sheet
 * item's estimated start when that is later than now) and `timing`, the planned match length
 * (docs/run-sheet-and-live.md, "Wiring a public page").
 */
export function stagePlay(
  stage: Stage,
  now: Date,
  at: Date = now,
  timing?: TimingOptions,
  hallCalls?: ReadonlyMap<string, number>,
  elsewhere: ReadonlyMap<number, string> = new Map(),
  /** The starts timed on the hall's shared tables (dayPlay); by default the stage alone on its tables. */
  hallStarts?: Map<string, Date>,
): StagePlay {
  const view = stageView(stage);
  const live = view.states.size > 0 && !isComplete(view);
  // What the tables play: a 団体戦's open ties as their rubbers (rubbers.ts).
  const play = playStates(stage, view.states);
  const tables = live && stage.tableCount > 0 ? tablesNow(stage, play) : [];
  // On one floor the table a match would take is the hall's answer (dayPlay): another stage may
  // hold the stage's free-looking tables.
  const callTable = new Map(
    !live || stage.tableCount === 0
      ? []
      : hallCalls
        ? [...hallCalls]
        : nextCalls(stage, play, now).map((c) => [c.matchId, c.table]),
  );
  const calls = live
    ? readyQueue(stage, play)
        .slice(0, NEXT_CALLS_SHOWN)
        .map((state) => ({ matchId: state.match.id, table: callTable.get(state.match.id) ?? null }))
    : [];
  let starts = new Map<string, Date>();
  if (live && hallStarts) starts = hallStarts;
  else if (live) {
    try {
      starts = matchStarts(stage, at, view.states, timing);
    } catch (error) {
      console.warn('live stages: no estimates for', stage.id, error);
    }
  }
  return { view, play, tables, calls, callTable, starts, elsewhere };
}

// In play-view.ts, which 結果 imports without the day's timing (its chunk loads after paint).
export { isDrawn };

export interface DayPlay {
  /** Every drawn stage as it plays now, in play order. */
  plays: StagePlay[];
  /** When running run-sheet items that hold a stage will end: what the page's timeline takes. */
  playEnds: PlayEnds;
}

/**
 * The play of the day on a public page: each drawn stage timed from its run-sheet item (a stage does
 * not start before its item; before any match is timed a match lasts the item's minutes over the
 * stage's waves), and the running items' ends for the page's own timeline, so the schedule, the
 * delay and a ticket's ETA follow the results (shared/play/unit-play.ts playUnitEnds).
 */
export function dayPlay(board: LiveBoard | null, stages: readonly Stage[], now: Date): DayPlay {
  const units = board?.units ?? [];
  let playEnds: PlayEnds = new Map();
  try {
    playEnds = playUnitEnds(units, stages, now);
  } catch (error) {
    console.warn('live stages: the run sheet is timed without the play', error);
  }
  const sheet = board ? timeline(board.startAt, board.units, now, playEnds) : null;
  const drawn = stages.filter(isDrawn);
  // The hall's next calls across every stage (shared/play/floor.ts): the table each would take.
  const hallCalls = new Map<string, Map<string, number>>();
  const floor = floorOf(drawn);
  const names = new Map(drawn.map((stage) => [stage.id, stage.name]));
  const playing = floorPlaying(floor);
  for (const call of floorCalls(floor, now)) {
    const calls = hallCalls.get(call.stageId) ?? new Map<string, number>();
    calls.set(call.matchId, call.table);
    hallCalls.set(call.stageId, calls);
  }
  const timed = drawn.map((stage) => {
    // The items holding the stage (several when each holds some of its rounds): the one playing it is
    // the running one, else the next still to come; the rounds a later item holds wait for that item.
    const items = sheet?.units.filter((unit) => holdsStage(unit, stage.id)) ?? [];
    const item =
      items.find((unit) => unit.status === 'running') ??
      items.find((unit) => unit.status === 'waiting' && !unit.skipped) ??
      items[0];
    const later =
      item && item.status === 'waiting' && item.estimatedStart && item.estimatedStart > now
        ? item.estimatedStart
        : now;
    let timing: TimingOptions | undefined;
    try {
      timing = item
        ? {
            // Planned from the waves of every stage the item holds, played together.
            matchMinutes:
              itemPlay(item, stages)?.stages.find((play) => play.stageId === stage.id)?.matchMinutes ??
              DEFAULT_MATCH_MINUTES,
            notBefore: heldRoundStarts(
              stage,
              items.filter((unit) => unit !== item),
              now,
            ),
          }
        : undefined;
    } catch {
      timing = undefined;
    }
    return { stage, later, timing };
  });
  // Every match's start with the stages on the hall's shared tables together (hall-timing.ts): a
  // stage sharing its tables is not forecast as if it had them alone.
  let starts: Map<string, { starts: Map<string, Date> }> | null = null;
  try {
    starts = hallTiming(
      timed.map(({ stage, later, timing }) => ({
        stage,
        matchMinutes: timing?.matchMinutes ?? averageMatchMinutes(stage, DEFAULT_MATCH_MINUTES),
        notBefore: timing?.notBefore,
        from: later,
      })),
      now,
    );
  } catch (error) {
    console.warn('live stages: each stage timed on its own tables', error);
  }
  const plays = timed.map(({ stage, later, timing }) => {
    const elsewhere = new Map(
      playing
        .filter((p) => p.stageId !== stage.id)
        .map((p) => [p.table, names.get(p.stageId) ?? ''] as const),
    );
    return stagePlay(
      stage,
      now,
      later,
      timing,
      hallCalls.get(stage.id) ?? new Map(),
      elsewhere,
      starts?.get(stage.id)?.starts,
    );
  });
  return { plays, playEnds };
}

/** Whether two sets of ends say the same (a page re-times only when they changed). */
export const samePlayEnds = (x: PlayEnds | undefined, y: PlayEnds | undefined): boolean =>
  (x?.size ?? 0) === (y?.size ?? 0) &&
  [...(x ?? new Map<string, Date>())].every(([id, end]) => y?.get(id)?.getTime() === end.getTime());
