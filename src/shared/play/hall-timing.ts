import { entrantPersons } from './floor';
import { laneCount, type TimedStage } from './match-lengths';
import type { MatchState } from './resolve';
import { resolve } from './resolve';
import type { RoundRange } from './rounds';
import {
  endOf,
  isDrawn,
  roundsHeld,
  scopeOf,
  stageJobs,
  type Job,
  type Scope,
  type StageJobs,
} from './simulate';
import { resolveStage, stagePlan } from './stage-plan';
import { stageTables } from './tables';

/**
 * Several stages timed together on the hall's shared tables (docs/run-sheet-and-live.md "Items that
 * hold several stages"): a run-sheet item holding 「男子S予選・女子S予選」 ends when the last of their
 * matches does, and a stage whose tables another stage also uses is not timed as if it had them to
 * itself. The same list scheduling as simulate.ts, over the union of the stages' tables: whenever a
 * table frees, it takes the first ready match, in its stage's play order, of a stage that may use it
 * (its range tableFirst … tableFirst + tableCount − 1; a stage that manages no tables has its own
 * lanes, one per two entrants, as in simulate.ts); between stages, the match that has been ready the
 * longest, then the stages in the order given. A person (floor.ts entrantPersons: the registrations
 * behind an entrant) plays one match at a time across stages and rests `restMinutes` after each.
 * Each stage keeps its own match length (match-lengths.ts). One stage on its own tables with no rest
 * is timed exactly as simulate.ts times it (a property test checks it).
 *
 * Pure and without zod at runtime: the public pages use it too.
 */

const MINUTE = 60 * 1000;

/** One stage as the hall times it. */
export interface HallPart {
  stage: TimedStage & { id: string };
  /** Resolved once by the caller when it has them; resolveStage(stage) otherwise. */
  states?: ReadonlyMap<string, MatchState>;
  /** The length of one of its matches, minutes. */
  matchMinutes: number;
  /** The rounds timed (null: all): the rounds after them belong to a later item and are left out. */
  rounds?: RoundRange | null;
  /** The earliest start of a round's matches, by round key (unit-play.ts heldRoundStarts). */
  notBefore?: ReadonlyMap<string, Date>;
  /** No match of the stage starts before this (its item's estimated start); default: now. */
  from?: Date;
  /**
   * Only its matches on a table now count: they hold their tables and people, and nothing else of
   * the stage is scheduled (its next matches belong to an item still to come).
   */
  onTablesOnly?: boolean;
  /**
   * Timed from scratch (hallWaves): no result, no call, and the rounds before `rounds` count as
   * played when it starts.
   */
  fromScratch?: boolean;
}

/** What the hall's timing says of one stage. */
export interface HallPartTiming {
  /** Estimated (on a table: called) start of each match still to play, by match id. */
  starts: Map<string, Date>;
  /** When its last match (of `rounds`) ends, or its last result when all are played; null: none. */
  end: Date | null;
  /** The same for some of its rounds (null: every round timed): an item holding only those. */
  endOf: (rounds: RoundRange | null) => Date | null;
}

interface Lane {
  free: number;
}

interface Part {
  input: HallPart;
  prep: StageJobs;
  keys: ReadonlySet<string> | null;
  lanes: Lane[];
  pending: Set<Job>;
  byes: Set<Job>;
  length: number;
  from: number;
  /** The people behind each side, by entrant id. */
  persons: (side: string) => string[];
}

/**
 * Times these stages together from `now` on the tables they share. Returns each stage's timing by
 * stage id (a stage given twice counts once: the first).
 */
export function hallTiming(
  inputs: readonly HallPart[],
  now: Date,
  options: { restMinutes?: number } = {},
): Map<string, HallPartTiming> {
  const at = now.getTime();
  const rest = Math.max(0, options.restMinutes ?? 0) * MINUTE;
  const hall = new Map<number, Lane>();
  const laneOf = (table: number) => {
    let lane = hall.get(table);
    if (!lane) hall.set(table, (lane = { free: at }));
    return lane;
  };
  const personFree = new Map<string, number>();
  const busyUntil = (person: string, until: number) =>
    personFree.set(person, Math.max(personFree.get(person) ?? -Infinity, until));

  const seen = new Set<string>();
  const parts: Part[] = [];
  for (const input of inputs) {
    const stage = input.fromScratch ? { ...input.stage, results: {}, tables: {} } : input.stage;
    if (seen.has(stage.id)) continue;
    seen.add(stage.id);
    const states = input.fromScratch ? resolve(stagePlan(stage), {}) : (input.states ?? resolveStage(stage));
    const from = Math.max(at, input.from?.getTime() ?? at);
    const length = input.matchMinutes * MINUTE;
    let { keys, scope }: { keys: ReadonlySet<string> | null; scope: Scope | undefined } = scopeOf(stage, {
      rounds: input.rounds,
      notBefore: input.notBefore,
    });
    if (input.fromScratch && input.rounds) {
      // As simulate.ts stageWaves: the rounds before those timed are over when they start.
      const held = roundsHeld(stage, input.rounds);
      keys = held.keys;
      scope = held.held ? { index: held.index, upTo: held.held.to, playedBefore: held.held.from } : undefined;
    }
    const prep = stageJobs(stage, from, states, length, scope);
    const byId = new Map<string, string[]>();
    const persons = (side: string) => {
      let found = byId.get(side);
      if (!found) byId.set(side, (found = entrantPersons(stage.entrants, side)));
      return found;
    };
    // Its tables: the hall's range, or lanes of its own when it manages none.
    const { first, last } = stageTables(stage);
    const lanes: Lane[] =
      stage.tableCount > 0
        ? Array.from({ length: last - first + 1 }, (_, i) => laneOf(first + i))
        : Array.from({ length: laneCount(stage) }, () => ({ free: at }));
    const base = stage.tableCount > 0 ? first : 1;
    for (const call of prep.calls) {
      const own = lanes[call.table - base];
      if (own) own.free = Math.max(own.free, call.end);
      else {
        // Called to a table outside its range (the range changed since): it holds the lane that frees first.
        const soonest = lanes.reduce<Lane | null>((x, y) => (!x || y.free < x.free ? y : x), null);
        if (soonest) soonest.free = Math.max(soonest.free, call.end);
      }
    }
    // The people on a table now, and (with a rest) those who played, are free later.
    for (const [side, until] of prep.entrantFree)
      for (const person of persons(side)) busyUntil(person, until + rest);
    if (rest > 0) {
      for (const [id, end] of prep.sim.done) {
        const state = states.get(id);
        for (const side of [state?.a, state?.b])
          if (typeof side === 'string') for (const person of persons(side)) busyUntil(person, end + rest);
      }
    }
    const jobs = input.onTablesOnly ? [] : prep.jobs;
    parts.push({
      input,
      prep,
      keys,
      lanes,
      pending: new Set(jobs.filter((job) => job.played)),
      byes: new Set(jobs.filter((job) => !job.played)),
      length,
      from,
      persons,
    });
  }

  const readyAt = (part: Part, job: Job): number | null => {
    let ready = part.input.notBefore?.get(job.key)?.getTime() ?? -Infinity;
    for (const id of job.after) {
      const end = part.prep.ended.get(id);
      if (end === undefined) return null;
      ready = Math.max(ready, end);
    }
    for (const side of job.sides)
      for (const person of part.persons(side)) ready = Math.max(ready, personFree.get(person) ?? -Infinity);
    return ready;
  };
  const passByes = (part: Part) => {
    for (let passed = true; passed;) {
      passed = false;
      for (const job of part.byes) {
        const ready = readyAt(part, job);
        if (ready === null) continue;
        part.prep.ended.set(job.id, ready);
        part.byes.delete(job);
        passed = true;
      }
    }
  };

  // Every lane once (hall tables by number, then each stage's own), with the stages that may use it.
  const lanes: Lane[] = [...[...hall].sort(([x], [y]) => x - y).map(([, lane]) => lane)];
  for (const part of parts) for (const lane of part.lanes) if (!lanes.includes(lane)) lanes.push(lane);
  const users = new Map<Lane, Part[]>(lanes.map((lane) => [lane, []]));
  for (const part of parts) for (const lane of part.lanes) users.get(lane)?.push(part);

  // Stages known to have nothing ready before a time (a lane that found nothing waits till then):
  // other lanes that free before it need not look again, until a match is scheduled.
  const idle = new Map<Part, number>();
  const schedule = (part: Part, job: Job, lane: Lane, start: number) => {
    idle.clear();
    const end = start + part.length;
    part.pending.delete(job);
    lane.free = end;
    part.prep.ended.set(job.id, end);
    for (const side of job.sides) for (const person of part.persons(side)) busyUntil(person, end + rest);
    if (job.match) part.prep.sim.starts.set(job.id, start);
    part.prep.sim.ends.set(job.id, end);
    part.prep.sim.keys.set(job.id, job.key);
  };

  for (;;) {
    for (const part of parts) passByes(part);
    // The lane that frees first (the lowest table on a tie) among those a stage with matches left may use.
    let lane: Lane | null = null;
    for (const candidate of lanes) {
      if (candidate.free === Infinity) continue;
      if (!users.get(candidate)?.some((part) => part.pending.size > 0)) continue;
      if (!lane || candidate.free < lane.free) lane = candidate;
    }
    if (!lane) break;
    const free = Math.max(lane.free, at);
    // Each stage's first match in play order that is ready when the lane frees; the longest ready wins.
    let chosen: { part: Part; job: Job; ready: number } | null = null;
    let soonest = Infinity;
    for (const part of users.get(lane) ?? []) {
      const waits = idle.get(part);
      if (waits !== undefined && free < waits) {
        soonest = Math.min(soonest, waits);
        continue;
      }
      let own = Infinity;
      let found = false;
      for (const job of part.pending) {
        const ready = readyAt(part, job);
        if (ready === null) continue;
        const when = Math.max(ready, part.from);
        if (when <= free) {
          if (!chosen || when < chosen.ready) chosen = { part, job, ready: when };
          found = true;
          break;
        }
        own = Math.min(own, when);
      }
      if (!found) idle.set(part, own);
      soonest = Math.min(soonest, own);
    }
    if (chosen) schedule(chosen.part, chosen.job, lane, free);
    // Nothing ready: the lane waits for the first match to get ready (never, when none can).
    else lane.free = soonest;
  }

  const timings = new Map<string, HallPartTiming>();
  for (const part of parts) {
    const { stage } = part.input;
    const drawn = isDrawn(stage);
    const endFor = (keys: ReadonlySet<string> | null) => {
      const end = drawn ? endOf(part.prep.sim, keys) : null;
      return end === null ? null : new Date(end);
    };
    timings.set(stage.id, {
      starts: new Map([...part.prep.sim.starts].map(([id, start]) => [id, new Date(start)])),
      end: endFor(part.keys),
      endOf: (rounds) => endFor(rounds ? roundsHeld(stage, rounds).keys : null),
    });
  }
  return timings;
}

/**
 * How many match lengths these stages (each with its rounds) take together on their tables from
 * scratch: an item holding them plans a match at its minutes over this (unit-play.ts). One stage
 * gives simulate.ts stageWaves.
 */
export function hallWaves(held: readonly { stage: HallPart['stage']; rounds: RoundRange | null }[]): number {
  const timings = hallTiming(
    held.map(({ stage, rounds }) => ({ stage, rounds, matchMinutes: 1, fromScratch: true })),
    new Date(0),
  );
  let end = 0;
  for (const { end: at } of timings.values()) if (at) end = Math.max(end, at.getTime() / MINUTE);
  return end;
}
