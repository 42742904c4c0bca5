import type { MatchState } from './resolve';
import { resolve } from './resolve';
import { averageMatchMinutes, DEFAULT_MATCH_MINUTES, laneCount, type TimedStage } from './match-lengths';
import { heldKeys, heldRange, planRounds, roundKey, swissRoundKey, type RoundRange } from './rounds';
import { resolveStage, stagePlan } from './stage-plan';
import type { Feed, PlanMatch } from './types';

/**
 * When the play will get where: the estimated start of every match still to play and the estimated
 * end of a stage, from the stored stage and `now` (docs/run-sheet-and-live.md, "Items that hold a
 * stage"). The run sheet's timeline takes a running item's end from here, so every later item, the
 * live page and each ticket re-time from the results.
 *
 * The day is simulated as the venue plays it (simulate, list scheduling over the stage's tables);
 * matchStarts, stageEstimatedEnd, matchesLeft and stageWaves read it. Match lengths come from
 * match-lengths.ts; a run-sheet item's view of its stage is unit-play.ts.
 *
 * Pure and without zod at runtime, like shared/run-sheet/timeline.ts: the public pages use it too.
 */

const MINUTE = 60 * 1000;

export interface TimingOptions {
  /** The length of one match; by default averageMatchMinutes(stage, DEFAULT_MATCH_MINUTES). */
  matchMinutes?: number;
  /**
   * The rounds timed (1-based, inclusive, in rounds.ts's play order; null: all): a run-sheet item
   * holding some rounds ends when they do, and the rounds after them are left to later items.
   */
  rounds?: RoundRange | null;
  /**
   * The earliest start of a round's matches, by round key (rounds.ts roundKey): the rounds a later
   * run-sheet item holds do not start before that item.
   */
  notBefore?: ReadonlyMap<string, Date>;
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
export interface Job {
  id: string;
  match: PlanMatch | null;
  /** Its round (rounds.ts roundKey). */
  key: string;
  /** Matches that must end first: the ones it is fed from, or for an unpaired round the whole round before. */
  after: string[];
  /** Entrants known to play it. */
  sides: string[];
  /** Played on a table (false: a bye or a void match, which takes no time). */
  played: boolean;
}

const fedFrom = (feed: Feed): string[] =>
  feed === null || 'entrant' in feed ? [] : ['winnerOf' in feed ? feed.winnerOf : feed.loserOf];

export interface Simulation {
  /** Estimated (or, on a table now, actual) start of every match still to play, ms. */
  starts: Map<string, number>;
  /** Estimated end of every match still to play, unpaired スイス式 rounds included, ms. */
  ends: Map<string, number>;
  /** The result's time of every match played, ms. */
  done: Map<string, number>;
  /** The round of every match above. */
  keys: Map<string, string>;
}

/**
 * Which rounds a simulation plays. `index`: each round's place in play order (1-based, rounds.ts);
 * rounds after `upTo` are left out (a later item's), and with `playedBefore`, every round before it
 * counts as played when the simulation starts (the item's own rounds timed from scratch).
 */
export interface Scope {
  index: ReadonlyMap<string, number>;
  upTo: number;
  playedBefore?: number;
  notBefore?: ReadonlyMap<string, Date>;
}

/** When the rounds `keys` (null: all) end: their last match still to play, or their last result; null: none. */
export function endOf(sim: Simulation, keys: ReadonlySet<string> | null): number | null {
  const held = (id: string) => keys === null || keys.has(sim.keys.get(id) ?? '');
  let end: number | null = null;
  for (const [id, at] of sim.ends) if (held(id)) end = Math.max(end ?? -Infinity, at);
  if (end !== null) return end;
  for (const [id, at] of sim.done) if (held(id)) end = Math.max(end ?? -Infinity, at);
  return end;
}

/**
 * A stage made ready to simulate: what is already known (matches done, on a table now) and the
 * matches left to schedule. simulate plays them on the stage's own tables; hall-timing.ts plays
 * several stages' together on the hall's shared tables.
 */
export interface StageJobs {
  sim: Simulation;
  /** Known ends by match id: a match done at its result's time, a match on a table at call + length. */
  ended: Map<string, number>;
  /** When each entrant on a table now is free again. */
  entrantFree: Map<string, number>;
  /** The matches left to schedule, in play order (byes and void matches included: they take no table). */
  jobs: Job[];
  /** The matches on a table now, in play order: the (hall) table and when it frees. */
  calls: { table: number; end: number }[];
}

/** The known part of a stage's day and the matches left to schedule (see StageJobs). */
export function stageJobs(
  stage: TimedStage,
  now: number,
  states: ReadonlyMap<string, MatchState>,
  length: number,
  scope?: Scope,
): StageJobs {
  const sim: Simulation = { starts: new Map(), ends: new Map(), done: new Map(), keys: new Map() };
  const ended = new Map<string, number>();
  const entrantFree = new Map<string, number>();
  const calls: StageJobs['calls'] = [];
  const jobs: Job[] = [];
  const placeOf = (key: string) => scope?.index.get(key) ?? 0;
  const later = (key: string) => scope !== undefined && placeOf(key) > scope.upTo;
  const before = (key: string) => scope?.playedBefore !== undefined && placeOf(key) < scope.playedBefore;

  // resolve() keeps the plan's order, so the states' own order is the plan index.
  const planIndex = new Map([...states.keys()].map((id, i) => [id, i]));
  const playOrder = byPlayOrder(planIndex);
  const ordered = [...states.values()].sort((x, y) => playOrder(x.match, y.match));
  for (const state of ordered) {
    const { match } = state;
    const key = roundKey(match);
    if (before(key)) {
      // Timed from scratch: what comes before the rounds timed is over when they start.
      ended.set(match.id, now);
      continue;
    }
    if (state.status === 'done') {
      const at = Math.min(stage.results[match.id]?.at.getTime() ?? now, now);
      ended.set(match.id, at);
      sim.done.set(match.id, at);
      sim.keys.set(match.id, key);
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
      sim.keys.set(match.id, key);
      ended.set(match.id, end);
      for (const side of [state.a, state.b]) if (typeof side === 'string') entrantFree.set(side, end);
      calls.push({ table: call.table, end });
      continue;
    }
    // A later item's rounds wait for it: left out.
    if (later(key)) continue;
    jobs.push({
      id: match.id,
      match,
      key,
      after: [...fedFrom(match.a), ...fedFrom(match.b)],
      sides: [state.a, state.b].filter((side): side is string => typeof side === 'string'),
      // A side that is a bye (null) is never played: the other goes through when it is known.
      played: state.a !== null && state.b !== null,
    });
  }
  for (const job of unpairedSwissRounds(stage, states)) {
    if (before(job.key)) ended.set(job.id, now);
    else if (!later(job.key)) jobs.push(job);
  }
  return { sim, ended, entrantFree, jobs, calls };
}

/**
 * List scheduling, as the venue does it: whenever a table frees, it takes the first match in play
 * order whose sides are free — the matches it is fed from have ended and neither entrant is still
 * playing. A match on a table now ends at its call + the match length, and never before now.
 */
function simulate(
  stage: TimedStage,
  now: number,
  states: ReadonlyMap<string, MatchState>,
  length: number,
  scope?: Scope,
): Simulation {
  const { sim, ended, entrantFree, jobs, calls } = stageJobs(stage, now, states, length, scope);
  const lanes = new Array<number>(laneCount(stage)).fill(now);
  for (const { table, end } of calls) {
    const lane = table - 1;
    if (lane >= 0 && lane < lanes.length) lanes[lane] = Math.max(lanes[lane], end);
    else {
      // Called to a table beyond the stage's count (the count was lowered since): it holds the lane that frees first.
      const first = lanes.indexOf(Math.min(...lanes));
      lanes[first] = Math.max(lanes[first], end);
    }
  }

  const readyAt = (job: Job): number | null => {
    let at = scope?.notBefore?.get(job.key)?.getTime() ?? -Infinity;
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
    sim.keys.set(chosen.id, chosen.key);
  }
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
    const key = swissRoundKey(round);
    for (const id of ids) jobs.push({ id, match: null, key, after: before, sides: [], played: true });
    before = ids;
  }
  return jobs;
}

/** The stage's rounds in play order, and the keys of those `range` holds (null: all). */
export function roundsHeld(stage: TimedStage, range: RoundRange | null | undefined) {
  // Every round: nothing to number (the common case, and the stage may be large).
  if (!range) return { held: null, keys: null, index: new Map<string, number>() };
  const rounds = planRounds(stagePlan(stage), stage.format === 'swiss' ? stage.rounds : 0);
  const held = heldRange(rounds.length, range);
  return {
    held,
    keys: heldKeys(rounds, held),
    index: new Map(rounds.map((round, i) => [round.key, i + 1])),
  };
}

/** The scope of a simulation timing `options.rounds` (undefined: the whole stage, as it always was). */
export function scopeOf(stage: TimedStage, options?: TimingOptions) {
  if (!options?.rounds && !options?.notBefore) return { keys: null, scope: undefined };
  const { held, keys, index } = roundsHeld(stage, options.rounds);
  const scope: Scope = { index, upTo: held ? held.to : Infinity, notBefore: options.notBefore };
  return { keys, scope };
}

/** Whether the stage has matches to time: drawn (or, スイス式, paired). */
export const isDrawn = (stage: TimedStage) => stagePlan(stage).length > 0;

export const lengthOf = (stage: TimedStage, options?: TimingOptions) =>
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
  const { scope } = scopeOf(stage, options);
  const sim = simulate(stage, now.getTime(), states, lengthOf(stage, options), scope);
  return new Map([...sim.starts].map(([id, at]) => [id, new Date(at)]));
}

/**
 * When the stage's last match (of `options.rounds`, when given) is estimated to end, unpaired スイス式
 * rounds included; when every such match is played, the last result's time; null when nothing is
 * drawn yet or the rounds hold no match.
 */
export function stageEstimatedEnd(
  stage: TimedStage,
  now: Date,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
  options?: TimingOptions,
): Date | null {
  if (!isDrawn(stage)) return null;
  const { keys, scope } = scopeOf(stage, options);
  const end = endOf(simulate(stage, now.getTime(), states, lengthOf(stage, options), scope), keys);
  return end === null ? null : new Date(end);
}

/**
 * Matches left to play (of `rounds`, when given): not done, not a bye, unpaired スイス式 rounds
 * counted at ⌊n/2⌋ each; a match whose sides are not known yet counts as the bracket says it will
 * be played.
 */
export function matchesLeft(
  stage: TimedStage,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
  rounds?: RoundRange | null,
): number {
  const keys = rounds ? roundsHeld(stage, rounds).keys : null;
  const held = (key: string) => keys === null || keys.has(key);
  let left = 0;
  for (const state of states.values()) {
    if (state.status === 'done' || state.status === 'void' || state.status === 'bye') continue;
    if (state.match.resetOf && state.status === 'waiting') continue;
    if (state.a === null || state.b === null) continue;
    if (held(roundKey(state.match))) left++;
  }
  return left + unpairedSwissRounds(stage, states).filter((job) => held(job.key)).length;
}

/**
 * How many match lengths the stage (or its `rounds`) takes from its first call with its lanes
 * (tables): the plan played from scratch at one unit per match, the rounds before `rounds` taken as
 * played. The run sheet's minutes for the item divided by this is the match length the organiser
 * planned with.
 */
export function stageWaves(stage: TimedStage, rounds?: RoundRange | null): number {
  const plan = stagePlan(stage);
  const fresh: TimedStage = { ...stage, results: {}, tables: {} };
  const { held, keys, index } = roundsHeld(stage, rounds);
  const scope: Scope | undefined = held ? { index, upTo: held.to, playedBefore: held.from } : undefined;
  const end = endOf(simulate(fresh, 0, resolve(plan, {}), 1, scope), keys);
  return end !== null && end > 0 ? end : 0;
}
