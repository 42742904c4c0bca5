import type { Stage } from '../schemas/stage';
import type { MatchState } from './resolve';
import {
  hasWithdrawnSide,
  onTables,
  playOrder,
  readyQueue,
  stagePlayStates,
  stageTables,
  toPlay,
  type Call,
  type StoredStageWithTables,
  type Withdrawn,
} from './tables';

/**
 * One floor (docs/play.md "One floor"): every stage of a competition — the 部門' 予選 and 決勝 —
 * plays on the hall's tables, numbered as the hall numbers them, and a person entered in two 部門
 * (the registration behind a singles entry and a doubles pair) is one person. Pure, built on the
 * one-stage answers of tables.ts: a free table takes the next ready match of any stage that may use
 * it, never one whose person is on another table or still resting, and two calls that clash (two
 * staff phones writing at the same moment) are found and undone the same way on every device.
 */

/** 呼び出しの優先: the stage furthest behind its planned end first, or the stages in their order. */
export type CallOrder = 'behind' | 'order';

/** A stage as the floor reads it: stored with its calls and 自動呼び出し, its id and its place. */
export type FloorStageDoc = StoredStageWithTables &
  Pick<Stage, 'autoCall' | 'order' | 'name'> & { id: string };

/** One stage on the floor, resolved once. */
export interface FloorStage {
  stage: FloorStageDoc;
  states: ReadonlyMap<string, MatchState>;
  /** When the run sheet plans the item holding it to end (absent: the stage has no plan). */
  plannedEnd?: Date | null;
}

export interface Floor {
  stages: readonly FloorStage[];
  /** 休憩: the least time between the end of a person's match and their next call. */
  restMs: number;
  callOrder: CallOrder;
  /** Entrants (entry ids, unique in the competition) who withdrew after the draw: never called. */
  withdrawn: Withdrawn;
  /** A match's usual length, for how far behind a stage runs (match-lengths.ts). */
  matchMs: number;
}

/** A call somewhere on the floor: this match of this stage to this hall table. */
export interface FloorCall extends Call {
  stageId: string;
}

/** What a floor write changes: per stage, the table entries to set (null: take the call back). */
export type FloorUpdates = Record<string, Record<string, Call | null>>;

const NOBODY: Withdrawn = new Set();
const TWENTY_MINUTES = 20 * 60_000;

/** What the competition's hall says of calls (compe.hall, docs/data-model.md); absent: no rest. */
export interface HallCalls {
  restMinutes?: number;
  callOrder?: CallOrder;
}

/**
 * The floor of a competition: its stages, its hall's 休憩 and 呼び出しの優先, the entrants who
 * withdrew in any stage (entry ids are the competition's, so one set serves every stage) and when
 * the 進行表 plans each stage to end (unit-play.ts stagePlannedEnds).
 */
export function competitionFloor(
  stages: readonly FloorStageDoc[],
  hall: HallCalls | undefined,
  withdrawn: Withdrawn = NOBODY,
  plannedEnds: ReadonlyMap<string, Date> = new Map(),
): Floor {
  const items = stages.map((stage) => ({
    stage,
    states: stagePlayStates(stage),
    plannedEnd: plannedEnds.get(stage.id) ?? null,
  }));
  return floorOf(items, {
    restMs: (hall?.restMinutes ?? 0) * 60_000,
    callOrder: hall?.callOrder ?? 'behind',
    withdrawn,
  });
}

/** The floor of these stages, each resolved once. */
export function floorOf(
  stages: readonly (FloorStageDoc | FloorStage)[],
  options: Partial<Omit<Floor, 'stages'>> = {},
): Floor {
  return {
    stages: stages.map((item) =>
      'stage' in item ? item : { stage: item, states: stagePlayStates(item), plannedEnd: null },
    ),
    restMs: options.restMs ?? 0,
    callOrder: options.callOrder ?? 'behind',
    withdrawn: options.withdrawn ?? NOBODY,
    matchMs: options.matchMs ?? TWENTY_MINUTES,
  };
}

/**
 * The people behind an entrant: the registrations stored with it (a doubles pair has two), or the
 * entry itself when none are (an entry typed by staff is one person, the same in every stage).
 */
export function entrantPersons(
  entrants: readonly { id: string; persons?: readonly string[] | undefined }[],
  id: string,
): string[] {
  const persons = entrants.find((entrant) => entrant.id === id)?.persons;
  return persons && persons.length > 0 ? [...persons] : [id];
}

/** The people of a match's known side (a rubber's: the people of its places on that side). */
function sidePersons(
  stage: FloorStageDoc,
  state: Pick<MatchState, 'a' | 'b' | 'rubber'>,
  side: 'a' | 'b',
): string[] {
  if (state.rubber) return [...state.rubber.players[side]];
  const entrant = state[side];
  return typeof entrant === 'string' ? entrantPersons(stage.entrants, entrant) : [];
}

/** The people of a match's known sides. */
function matchPersons(stage: FloorStageDoc, state: Pick<MatchState, 'a' | 'b' | 'rubber'>): string[] {
  return [...sidePersons(stage, state, 'a'), ...sidePersons(stage, state, 'b')];
}

/** A match on a table now, anywhere on the floor. */
export interface FloorPlaying {
  stageId: string;
  matchId: string;
  table: number;
  at: Date;
  persons: string[];
}

/** Every match on a table now (called, still to be played), earliest call first, then by ids. */
export function floorPlaying(floor: Floor): FloorPlaying[] {
  return floor.stages
    .flatMap(({ stage, states }) =>
      onTables(stage, states).map(({ matchId, call, state }) => ({
        stageId: stage.id,
        matchId,
        table: call.table,
        at: call.at,
        persons: matchPersons(stage, state),
      })),
    )
    .sort(
      (x, y) =>
        x.at.getTime() - y.at.getTime() ||
        x.stageId.localeCompare(y.stageId) ||
        x.matchId.localeCompare(y.matchId),
    );
}

/** A call that cannot stand: its table, or one of its people, was taken by an earlier call. */
export interface FloorClash extends FloorPlaying {
  reason: 'table' | 'person';
  /** The earlier call that keeps the table or the person. */
  keeps: { stageId: string; matchId: string };
}

/**
 * Calls that clash, found the same way on every device: walking the matches on tables by when they
 * were called, the first keeps its table and its people, and any later one on the same table or
 * with one of the same people clashes (two staff phones each calling a match at the same moment,
 * a queued result sent late). Undoing them (floorRepair) leaves every table and person once.
 */
export function floorClashes(floor: Floor): FloorClash[] {
  const tables = new Map<number, FloorPlaying>();
  const persons = new Map<string, FloorPlaying>();
  const clashes: FloorClash[] = [];
  for (const playing of floorPlaying(floor)) {
    const table = tables.get(playing.table);
    const person = playing.persons.map((p) => persons.get(p)).find(Boolean);
    const earlier = table ?? person;
    if (earlier) {
      clashes.push({
        ...playing,
        reason: table ? 'table' : 'person',
        keeps: { stageId: earlier.stageId, matchId: earlier.matchId },
      });
      continue;
    }
    tables.set(playing.table, playing);
    for (const p of playing.persons) persons.set(p, playing);
  }
  return clashes;
}

/** When each person last finished a match they played (a walkover is not played: no rest). */
export function lastPlayed(floor: Floor): Map<string, Date> {
  const last = new Map<string, Date>();
  for (const { stage, states } of floor.stages) {
    for (const state of states.values()) {
      if (state.status !== 'done') continue;
      const result = stage.results[state.match.id];
      if (!result || result.how === 'walkover') continue;
      for (const person of matchPersons(stage, state)) {
        const seen = last.get(person);
        if (!seen || seen < result.at) last.set(person, result.at);
      }
    }
  }
  return last;
}

/** A ready match waiting for a table, and why it may not be called yet. */
export interface FloorWaiting {
  stageId: string;
  state: MatchState;
  persons: string[];
  /** Its people rest until then (null: rested). */
  restUntil: Date | null;
}

/**
 * Each stage's queue (tables.ts readyQueue: ready, not called, no side on one of its tables, none
 * withdrawn) without the matches whose people are on a table of another stage, with when their
 * people have rested.
 */
function waitingByStage(floor: Floor, playing: readonly FloorPlaying[]): Map<string, FloorWaiting[]> {
  const busy = new Set(playing.flatMap((p) => p.persons));
  const last = lastPlayed(floor);
  const byStage = new Map<string, FloorWaiting[]>();
  for (const { stage, states } of floor.stages) {
    const list: FloorWaiting[] = [];
    // 団体戦: a rubber held back holds back its tie's later rubbers (tables.ts inTieOrder).
    const held = new Set<string>();
    for (const state of readyQueue(stage, states, floor.withdrawn)) {
      const persons = matchPersons(stage, state);
      if (state.rubber && held.has(state.rubber.tie)) continue;
      if (persons.some((p) => busy.has(p))) {
        if (state.rubber) held.add(state.rubber.tie);
        continue;
      }
      const ended = Math.max(0, ...persons.map((p) => last.get(p)?.getTime() ?? 0));
      list.push({
        stageId: stage.id,
        state,
        persons,
        restUntil: ended > 0 && floor.restMs > 0 ? new Date(ended + floor.restMs) : null,
      });
    }
    byStage.set(stage.id, list);
  }
  return byStage;
}

/** Matches of the stage still to be called: ready or waiting for a side, not on a table. */
function leftToCall(item: FloorStage): number {
  let left = 0;
  for (const state of item.states.values())
    if (toPlay(state) && !item.stage.tables[state.match.id]) left += 1;
  return left;
}

/**
 * How far behind its planned end a stage runs, in ms (larger: further behind): now plus its
 * matches left, played on its own tables at the usual length, past the planned end. A stage with
 * no plan comes after every stage with one.
 */
function lateness(floor: Floor, item: FloorStage, left: number, now: Date): number {
  if (!item.plannedEnd) return Number.NEGATIVE_INFINITY;
  const rounds = Math.ceil(left / Math.max(1, item.stage.tableCount));
  return now.getTime() + rounds * floor.matchMs - item.plannedEnd.getTime();
}

/**
 * The calls to make now, hall-wide: while a table is free, the stage first by 呼び出しの優先
 * (callOrder: furthest behind its planned end, or the stages' order) takes its next match in play
 * order whose people are neither on a table, nor called in this round, nor resting, onto the lowest
 * free table of its own range. `only` limits the stages that call (自動: those with autoCall).
 * No table is left free while a match could go to it (docs/play.md "Calls across events").
 */
export function floorCalls(
  floor: Floor,
  now: Date,
  only: (stage: FloorStageDoc) => boolean = () => true,
): FloorCall[] {
  const playing = floorPlaying(floor);
  const taken = new Set(playing.map((p) => p.table));
  const claimed = new Set<string>();
  const waiting = waitingByStage(floor, playing);
  const stages = floor.stages.filter((item) => only(item.stage));
  const left = new Map(stages.map((item) => [item.stage.id, leftToCall(item)]));
  const done = new Set<string>();
  const calls: FloorCall[] = [];
  for (;;) {
    const next = stages
      .filter((item) => !done.has(item.stage.id))
      .sort((x, y) => {
        if (floor.callOrder === 'behind') {
          const late =
            lateness(floor, y, left.get(y.stage.id) ?? 0, now) -
            lateness(floor, x, left.get(x.stage.id) ?? 0, now);
          if (late !== 0 && !Number.isNaN(late)) return late;
        }
        return x.stage.order - y.stage.order || x.stage.id.localeCompare(y.stage.id);
      });
    const item = next[0];
    if (!item) return calls;
    const { first, last } = stageTables(item.stage);
    let table: number | undefined;
    for (let t = first; t <= last; t += 1)
      if (!taken.has(t)) {
        table = t;
        break;
      }
    const match =
      table === undefined
        ? undefined
        : firstCallable(
            (waiting.get(item.stage.id) ?? []).filter(
              (w) => !calls.some((c) => c.stageId === w.stageId && c.matchId === w.state.match.id),
            ),
            (w) =>
              !w.persons.some((p) => claimed.has(p)) &&
              (w.restUntil === null || w.restUntil.getTime() <= now.getTime()),
          );
    if (table === undefined || !match) {
      done.add(item.stage.id);
      continue;
    }
    taken.add(table);
    match.persons.forEach((p) => claimed.add(p));
    left.set(item.stage.id, (left.get(item.stage.id) ?? 1) - 1);
    calls.push({ stageId: item.stage.id, matchId: match.state.match.id, table, at: now });
  }
}

/**
 * The first waiting match that may be called; a 団体戦 rubber that may not holds back its tie's
 * later rubbers, which are played in their order (tables.ts inTieOrder).
 */
function firstCallable(
  list: readonly FloorWaiting[],
  may: (waiting: FloorWaiting) => boolean,
): FloorWaiting | undefined {
  const held = new Set<string>();
  for (const waiting of list) {
    const tie = waiting.state.rubber?.tie;
    if (tie !== undefined && held.has(tie)) continue;
    if (may(waiting)) return waiting;
    if (tie !== undefined) held.add(tie);
  }
  return undefined;
}

/**
 * When the next match waiting only for its people's rest may be called (null: none is): the 対戦
 * page's 自動呼び出し wakes then, as nothing is written when a rest ends.
 */
export function nextRestEnd(floor: Floor, now: Date): Date | null {
  let soonest: Date | null = null;
  for (const list of waitingByStage(floor, floorPlaying(floor)).values()) {
    for (const { restUntil } of list) {
      if (restUntil && restUntil > now && (!soonest || restUntil < soonest)) soonest = restUntil;
    }
  }
  return soonest;
}

/** Why a ready match is not called now (台の状況 says it, so staff see the rule at work). */
export type WaitReason =
  /** One of its people is on a table: `entrant` is their side there (a stage's entrant id). */
  | { kind: 'busy'; stageId: string; matchId: string; table: number; entrant: string }
  /** One of its sides played a moment ago and rests until then (休憩). */
  | { kind: 'rest'; entrant: string; until: Date }
  /** No table of its range is free, or a stage before it by 呼び出しの優先 takes the free one. */
  | { kind: 'table' };

export interface FloorWait {
  stageId: string;
  state: MatchState;
  reason: WaitReason;
}

/**
 * The ready matches not called now, and why (floorCalls says which are called): in each stage's
 * play order, those of someone withdrawn left out (staff settle them with 棄権).
 */
export function floorWaiting(
  floor: Floor,
  now: Date,
  made: readonly FloorCall[] = floorCalls(floor, now),
  playing: readonly FloorPlaying[] = floorPlaying(floor),
): FloorWait[] {
  const calls = new Set(made.map((c) => `${c.stageId}/${c.matchId}`));
  const last = lastPlayed(floor);
  const busyBy = new Map<string, { playing: FloorPlaying; entrant: string }>();
  for (const p of playing) {
    const item = floor.stages.find((candidate) => candidate.stage.id === p.stageId);
    const state = item?.states.get(p.matchId);
    for (const side of ['a', 'b'] as const) {
      const entrant = state?.[side];
      if (typeof entrant !== 'string' || !item || !state) continue;
      for (const person of sidePersons(item.stage, state, side)) busyBy.set(person, { playing: p, entrant });
    }
  }
  const waits: FloorWait[] = [];
  for (const { stage, states } of floor.stages) {
    const ready = [...states.values()]
      .filter(
        (state) =>
          state.status === 'ready' &&
          !stage.tables[state.match.id] &&
          !calls.has(`${stage.id}/${state.match.id}`) &&
          !hasWithdrawnSide(state, floor.withdrawn),
      )
      .sort(playOrder(states));
    for (const state of ready) {
      const busy = matchPersons(stage, state)
        .map((person) => busyBy.get(person))
        .find(Boolean);
      if (busy) {
        const { stageId, matchId, table } = busy.playing;
        waits.push({
          stageId: stage.id,
          state,
          reason: { kind: 'busy', stageId, matchId, table, entrant: busy.entrant },
        });
        continue;
      }
      let rest: { entrant: string; until: number } | null = null;
      for (const side of ['a', 'b'] as const) {
        const entrant = state[side];
        if (typeof entrant !== 'string') continue;
        for (const person of sidePersons(stage, state, side)) {
          const until = (last.get(person)?.getTime() ?? 0) + floor.restMs;
          if (floor.restMs > 0 && until > now.getTime() && (!rest || until > rest.until))
            rest = { entrant, until };
        }
      }
      waits.push({
        stageId: stage.id,
        state,
        reason: rest
          ? { kind: 'rest', entrant: rest.entrant, until: new Date(rest.until) }
          : { kind: 'table' },
      });
    }
  }
  return waits;
}

/** The floor with these table entries written (the states stay: calls change no result). */
export function withFloorUpdates(floor: Floor, updates: FloorUpdates): Floor {
  return {
    ...floor,
    stages: floor.stages.map((item) => {
      const changes = updates[item.stage.id];
      if (!changes) return item;
      const tables = { ...item.stage.tables };
      for (const [matchId, call] of Object.entries(changes)) {
        if (call) tables[matchId] = { table: call.table, at: call.at };
        else delete tables[matchId];
      }
      return { ...item, stage: { ...item.stage, tables } };
    }),
  };
}

/** Calls as updates, grouped by stage. */
export function asUpdates(calls: readonly FloorCall[], into: FloorUpdates = {}): FloorUpdates {
  for (const { stageId, matchId, table, at } of calls) {
    into[stageId] = { ...into[stageId], [matchId]: { matchId, table, at } };
  }
  return into;
}

const auto = (stage: FloorStageDoc) => stage.autoCall && stage.tableCount > 0;

/**
 * What a write of stage `after` (a result, a correction, a walkover) changes on the floor: its
 * matches that ask for their result again leave their tables (back to the queue: the table may
 * have a new match by now), then the free tables take the next calls of every stage with 自動呼び出し
 * — another 部門's match may take the table this result freed, and is written in the same batch
 * (lib/db/stages) so a viewer never sees the table free while a match waits.
 */
export function floorCallsWithResult(floor: Floor, after: FloorStageDoc, now: Date): FloorUpdates {
  const before = floor.stages.find((item) => item.stage.id === after.id);
  const is = stagePlayStates(after);
  const updates: FloorUpdates = {};
  const own: Record<string, Call | null> = {};
  for (const matchId of Object.keys(after.tables)) {
    if (before?.states.get(matchId)?.status === 'done' && is.get(matchId)?.status !== 'done')
      own[matchId] = null;
  }
  if (Object.keys(own).length > 0) updates[after.id] = own;
  const next = withFloorUpdates(
    {
      ...floor,
      stages: floor.stages.map((item) =>
        item.stage.id === after.id ? { ...item, stage: after, states: is } : item,
      ),
    },
    updates,
  );
  return asUpdates(floorCalls(next, now, auto), updates);
}

/**
 * The writes that settle the floor as every device sees it: clashing calls go back to the queue
 * (their calls removed), then every free table takes what 自動呼び出し would give it — the tables a
 * clash held, a match that two results written at the same moment made ready together (each phone
 * saw only its own result), a person whose rest just ended. Every device computes the same
 * removals and the same calls, so writing them twice does no harm; nothing to write: {}.
 */
export function floorRepair(floor: Floor, now: Date): FloorUpdates {
  const updates: FloorUpdates = {};
  for (const clash of floorClashes(floor)) {
    updates[clash.stageId] = { ...updates[clash.stageId], [clash.matchId]: null };
  }
  return asUpdates(floorCalls(withFloorUpdates(floor, updates), now, auto), updates);
}

/** The hall as 台の状況 shows it at one moment: what is on the tables, the next calls, what waits and why. */
export interface FloorNow {
  playing: FloorPlaying[];
  calls: FloorCall[];
  waits: FloorWait[];
}

/** floorPlaying, floorCalls and floorWaiting at `now`, each computed once for every stage's panel. */
export function floorNow(floor: Floor, now: Date): FloorNow {
  const playing = floorPlaying(floor);
  const calls = floorCalls(floor, now);
  return { playing, calls, waits: floorWaiting(floor, now, calls, playing) };
}
