import type { Stage } from '../schemas/stage';
import type { Unit } from '../schemas/unit';
import type { MatchState } from './resolve';
import { resolve } from './resolve';
import { resolveStage, stagePlan, type StoredStage } from './stage-plan';
import type { Feed, PlanMatch } from './types';

/**
 * When the play will get where: the estimated start of every match still to play and the estimated
 * end of a stage, from the stored stage and `now` (docs/run-sheet-and-live.md, "Items that hold a
 * stage"). The run sheet's timeline takes a running item's end from here, so every later item, the
 * live page and each ticket re-time from the results.
 *
 * Pure and without zod at runtime, like run-sheet.ts: the public pages use it too.
 */

const MINUTE = 60 * 1000;

/** What the timing reads of a stored stage: the engine's part, the calls and how many tables. */
export type TimedStage = StoredStage & Pick<Stage, 'tables' | 'tableCount'>;

/**
 * The length assumed for a match before any has been timed, when nothing better is known (the run
 * sheet passes its own: the item's minutes spread over its matches, see playUnitEnds).
 */
export const DEFAULT_MATCH_MINUTES = 15;

export interface TimingOptions {
  /** The length of one match; by default averageMatchMinutes(stage, DEFAULT_MATCH_MINUTES). */
  matchMinutes?: number;
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
  // Results in the order they came in, so each side's previous result is known when its next comes.
  const inOrder = Object.entries(stage.results).sort(([, x], [, y]) => x.at.getTime() - y.at.getTime());
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

/**
 * Play order, the one tables.ts readyQueue calls in: round by round, then by place in the round,
 * 3位決定戦 before the final of the same round, then plan order (winners' bracket before losers',
 * group A before group B). `planIndex` is each match's place in the plan.
 */
function byPlayOrder(planIndex: ReadonlyMap<string, number>) {
  const partRank = (match: PlanMatch) => (match.part === 'P' ? 0 : 1);
  return (x: PlanMatch, y: PlanMatch) =>
    x.round - y.round ||
    x.order - y.order ||
    partRank(x) - partRank(y) ||
    (planIndex.get(x.id) ?? 0) - (planIndex.get(y.id) ?? 0);
}

/** A match of the simulation: a real one, or a スイス式 round not paired yet (ids `S{round}-?{n}`). */
interface Job {
  id: string;
  match: PlanMatch | null;
  /** Matches that must end first: the ones it is fed from, or for an unpaired round the whole round before. */
  after: string[];
  /** Entrants known to play it. */
  sides: string[];
  /** Played on a table (false: a bye or a void match, which takes no time). */
  played: boolean;
}

const fedFrom = (feed: Feed): string[] =>
  feed === null || 'entrant' in feed ? [] : ['winnerOf' in feed ? feed.winnerOf : feed.loserOf];

interface Simulation {
  /** Estimated (or, on a table now, actual) start of every match still to play, ms. */
  starts: Map<string, number>;
  /** Estimated end of every match still to play, unpaired スイス式 rounds included, ms. */
  ends: Map<string, number>;
  /** When the last match ends; the last result's time when everything is played; null: nothing to play. */
  end: number | null;
}

/**
 * List scheduling, as the venue does it: whenever a table frees, it takes the first match in play
 * order whose sides are free — the matches it is fed from have ended and neither entrant is still
 * playing. A match on a table now ends at its call + the match length, and never before now.
 */
function simulate(stage: TimedStage, now: number, states: ReadonlyMap<string, MatchState>, length: number) {
  const sim: Simulation = { starts: new Map(), ends: new Map(), end: null };
  // Known ends: a match done at its result's time, a match on a table at call + length.
  const ended = new Map<string, number>();
  const entrantFree = new Map<string, number>();
  const lanes = new Array<number>(laneCount(stage)).fill(now);
  let lastResult: number | null = null;
  const jobs: Job[] = [];

  // resolve() keeps the plan's order, so the states' own order is the plan index.
  const planIndex = new Map([...states.keys()].map((id, i) => [id, i]));
  const playOrder = byPlayOrder(planIndex);
  const ordered = [...states.values()].sort((x, y) => playOrder(x.match, y.match));
  for (const state of ordered) {
    const { match } = state;
    if (state.status === 'done') {
      const at = Math.min(stage.results[match.id]?.at.getTime() ?? now, now);
      ended.set(match.id, at);
      lastResult = Math.max(lastResult ?? -Infinity, at);
      continue;
    }
    // A grand-final reset is played only if the first final goes the losers' side's way: not counted until then.
    if (match.resetOf && state.status === 'waiting') continue;
    if (state.status === 'void' || state.status === 'bye') {
      ended.set(match.id, -Infinity);
      continue;
    }
    const call = stage.tables[match.id];
    if (call) {
      const start = Math.min(call.at.getTime(), now);
      const end = Math.max(start + length, now);
      sim.starts.set(match.id, start);
      sim.ends.set(match.id, end);
      ended.set(match.id, end);
      for (const side of [state.a, state.b]) if (typeof side === 'string') entrantFree.set(side, end);
      const lane = call.table - 1;
      if (lane >= 0 && lane < lanes.length) lanes[lane] = Math.max(lanes[lane], end);
      else {
        // Called to a table beyond the stage's count (the count was lowered since): it holds the lane that frees first.
        const first = lanes.indexOf(Math.min(...lanes));
        lanes[first] = Math.max(lanes[first], end);
      }
      continue;
    }
    jobs.push({
      id: match.id,
      match,
      after: [...fedFrom(match.a), ...fedFrom(match.b)],
      sides: [state.a, state.b].filter((side): side is string => typeof side === 'string'),
      // A side that is a bye (null) is never played: the other goes through when it is known.
      played: state.a !== null && state.b !== null,
    });
  }
  jobs.push(...unpairedSwissRounds(stage, states));

  const readyAt = (job: Job): number | null => {
    let at = -Infinity;
    for (const id of job.after) {
      const end = ended.get(id);
      if (end === undefined) return null;
      at = Math.max(at, end);
    }
    for (const side of job.sides) at = Math.max(at, entrantFree.get(side) ?? -Infinity);
    return at;
  };

  // Jobs stay in play order (a Set keeps insertion order); byes apart, since they take no table.
  const pending = new Set(jobs.filter((job) => job.played));
  const byes = new Set(jobs.filter((job) => !job.played));
  const passByes = () => {
    for (let passed = true; passed;) {
      passed = false;
      for (const job of byes) {
        const at = readyAt(job);
        if (at === null) continue;
        ended.set(job.id, at);
        byes.delete(job);
        passed = true;
      }
    }
  };
  while (pending.size > 0) {
    // Byes and void matches pass through as soon as what they are fed from has ended.
    passByes();
    let lane = 0;
    for (let i = 1; i < lanes.length; i++) if (lanes[i] < lanes[lane]) lane = i;
    const free = Math.max(lanes[lane], now);
    // The first match in play order that is ready when the lane frees; if none, the first to get ready.
    let chosen: Job | null = null;
    let start = free;
    let soonest = Infinity;
    for (const job of pending) {
      const at = readyAt(job);
      if (at === null) continue;
      if (at <= free) {
        chosen = job;
        break;
      }
      soonest = Math.min(soonest, at);
    }
    if (!chosen) {
      // Nothing can ever start (a plan fed from a match it does not hold): stop rather than loop.
      if (soonest === Infinity) break;
      start = soonest;
      for (const job of pending) {
        if ((readyAt(job) ?? Infinity) <= start) {
          chosen = job;
          break;
        }
      }
      if (!chosen) break;
    }
    const end = start + length;
    pending.delete(chosen);
    lanes[lane] = end;
    ended.set(chosen.id, end);
    for (const side of chosen.sides) entrantFree.set(side, end);
    if (chosen.match) sim.starts.set(chosen.id, start);
    sim.ends.set(chosen.id, end);
  }

  const ends = [...sim.ends.values()];
  sim.end = ends.length > 0 ? Math.max(...ends) : lastResult;
  return sim;
}

/**
 * スイス式 rounds not paired yet: each is ⌊n/2⌋ matches (the bye is not played), paired only once the
 * round before is complete, so each waits for every match of the one before.
 */
function unpairedSwissRounds(stage: TimedStage, states: ReadonlyMap<string, MatchState>): Job[] {
  if (stage.format !== 'swiss') return [];
  const paired = Object.keys(stage.pairings).map(Number);
  const last = paired.length > 0 ? Math.max(...paired) : 0;
  const perRound = Math.floor(stage.entrants.length / 2);
  let before = [...states.values()].filter((s) => s.match.round === last).map((s) => s.match.id);
  const jobs: Job[] = [];
  for (let round = last + 1; round <= stage.rounds; round++) {
    const ids = Array.from({ length: perRound }, (_, i) => `S${round}-?${i + 1}`);
    for (const id of ids) jobs.push({ id, match: null, after: before, sides: [], played: true });
    before = ids;
  }
  return jobs;
}

/** Whether the stage has matches to time: drawn (or, スイス式, paired). */
const isDrawn = (stage: TimedStage) => stagePlan(stage).length > 0;

const lengthOf = (stage: TimedStage, options?: TimingOptions) =>
  (options?.matchMinutes ?? averageMatchMinutes(stage, DEFAULT_MATCH_MINUTES)) * MINUTE;

/**
 * The estimated start of every match still to play (on a table now: when it was called), by match
 * id. Byes, void matches and a grand-final reset not yet needed are left out. For a stage whose
 * item has not started yet, pass the item's estimated start as `now`.
 */
export function matchStarts(
  stage: TimedStage,
  now: Date,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
  options?: TimingOptions,
): Map<string, Date> {
  const sim = simulate(stage, now.getTime(), states, lengthOf(stage, options));
  return new Map([...sim.starts].map(([id, at]) => [id, new Date(at)]));
}

/**
 * When the stage's last match is estimated to end (unpaired スイス式 rounds included); when every
 * match is played, the last result's time; null when nothing is drawn yet.
 */
export function stageEstimatedEnd(
  stage: TimedStage,
  now: Date,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
  options?: TimingOptions,
): Date | null {
  if (!isDrawn(stage)) return null;
  const { end } = simulate(stage, now.getTime(), states, lengthOf(stage, options));
  return end === null ? null : new Date(end);
}

/** Matches left to play: not done, not a bye, unpaired スイス式 rounds counted at ⌊n/2⌋ each. */
export function matchesLeft(
  stage: TimedStage,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
): number {
  let left = 0;
  for (const state of states.values()) {
    if (state.status === 'done' || state.status === 'void' || state.status === 'bye') continue;
    if (state.match.resetOf && state.status === 'waiting') continue;
    if (state.a === null || state.b === null) continue;
    left++;
  }
  return left + unpairedSwissRounds(stage, states).length;
}

/**
 * How many match lengths the whole stage takes from its first call with its lanes (tables): the
 * plan played from scratch at one unit per match. The run sheet's minutes for the item divided by
 * this is the match length the organiser planned with.
 */
export function stageWaves(stage: TimedStage): number {
  const plan = stagePlan(stage);
  const fresh: TimedStage = { ...stage, results: {}, tables: {} };
  const sim = simulate(fresh, 0, resolve(plan, {}), 1);
  return sim.end !== null && sim.end > 0 ? sim.end : 0;
}

/** What a run-sheet item holding a stage needs of the stage: its id besides the timing's fields. */
export type UnitStage = TimedStage & { id: string };

/** A run-sheet item as playUnitEnds reads it. */
export type PlayUnit = Pick<Unit, 'id' | 'minutes' | 'status'> & { stageId?: string | null };

/** A running item's play as 進行表 shows it: 「残り n試合・1試合平均 m分・見込み終了 14:30頃」. */
export interface UnitPlay {
  stageId: string;
  matchesLeft: number;
  /** The match length used: the median so far, or the planned one before any match is timed. */
  matchMinutes: number;
  /** Whether matchMinutes was measured (false: planned from the item's minutes). */
  measured: boolean;
  /** null: nothing drawn yet. */
  estimatedEnd: Date | null;
}

/**
 * The play of one item: the planned match length is the item's minutes over the stage's waves, so
 * before any match is timed a stage started on time is estimated to end when the item was planned to.
 */
export function unitPlay(unit: PlayUnit, stage: UnitStage, now: Date): UnitPlay {
  const states = resolveStage(stage);
  const waves = stageWaves(stage);
  const planned = unit.minutes > 0 && waves > 0 ? unit.minutes / waves : DEFAULT_MATCH_MINUTES;
  const measured = matchLengths(stage).length > 0;
  const matchMinutes = averageMatchMinutes(stage, planned);
  return {
    stageId: stage.id,
    matchesLeft: matchesLeft(stage, states),
    matchMinutes,
    measured,
    estimatedEnd: stageEstimatedEnd(stage, now, states, { matchMinutes }),
  };
}

/**
 * The estimated end of every RUNNING run-sheet item that holds a drawn stage, by unit id: what
 * run-sheet.ts `timeline` takes as `playEnds`. A waiting item is planned for its own minutes, and a
 * done one keeps its times, so only running items are here; an item whose stage is missing or not
 * drawn is left out (its own minutes count, as for any item).
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
