import type { Stage, StageTable } from '../schemas/stage';
import type { MatchState } from './resolve';
import { resolveStage, type StoredStage } from './stage-plan';
import { playStates, rubberSideNames } from './rubbers';
import { rubberLabel } from './tie-places';

/**
 * Tables (台 / コート / 盤) and calls (docs/play.md "Tables and calls"). A call puts a ready match on
 * a table: `tables[matchId] = { table, at }`. The entry stays after the result (where it was played,
 * and `at` → the result's `at` is how long it took), so a match is on its table now while it has an
 * entry and is still to be played. Pure: the 対戦 page, the live page, the ticket and the run
 * sheet's timing read the same answers.
 */

/**
 * The stored stage with its tables: `tableCount` of the hall's tables from `tableFirst` (absent: 1),
 * numbered as the hall numbers them (docs/play.md "One floor").
 */
export type StoredStageWithTables = StoredStage &
  Pick<Stage, 'tables' | 'tableCount' | 'tableLabel'> & { tableFirst?: number | undefined };

/** The hall's tables a stage plays on, first to last (last < first: it manages no tables). */
export function stageTables(stage: Pick<StoredStageWithTables, 'tableCount' | 'tableFirst'>): {
  first: number;
  last: number;
} {
  const first = stage.tableFirst ?? 1;
  return { first, last: first + stage.tableCount - 1 };
}

/** One table as it is now: the match on it (null: 空き), its two sides and when it was called. */
export interface TableNow {
  table: number;
  matchId: string | null;
  a: string | null;
  b: string | null;
  calledAt: Date | null;
  /**
   * Other matches on this table now, later called: two staff finishing two matches at the same
   * moment can each call a match to the same freed table. The page shows it so staff move one.
   */
  clash: string[];
  /** 団体戦: the match on it is this rubber of a tie (rubbers.ts). */
  rubber?: MatchState['rubber'];
}

/** One call to make: this match to this table. */
export interface Call {
  matchId: string;
  table: number;
  at: Date;
}

/** 「3番台」「2番コート」「1番盤」. */
export function tableName(stage: Pick<Stage, 'tableLabel'>, table: number): string {
  return `${table}番${stage.tableLabel}`;
}

/**
 * 「山田 太郎 vs 佐藤 花子」: a match's two sides by name, 未定 while one is not known; a 団体戦
 * rubber with its place and players, 「桜クラブ vs 梅クラブ（1番：山田 太郎 vs 佐藤 花子）」.
 */
export function sidesText(
  stage: Pick<Stage, 'entrants'> & Partial<Pick<Stage, 'tie' | 'lineups'>>,
  state: Pick<MatchState, 'a' | 'b' | 'rubber'>,
): string {
  const name = (id: string | null | undefined) =>
    stage.entrants.find((entrant) => entrant.id === id)?.name ?? '未定';
  const teams = `${name(state.a)} vs ${name(state.b)}`;
  const players = rubberSideNames(stage, state);
  const label = state.rubber && stage.tie ? rubberLabel(stage.tie, state.rubber.index) : null;
  return players && label ? `${teams}（${label}：${players.a} vs ${players.b}）` : teams;
}

/** 「3番台：山田 太郎 vs 佐藤 花子」: what is read out over the PA and shown on the page. */
export function callText(
  stage: Pick<Stage, 'tableLabel' | 'entrants'>,
  state: Pick<MatchState, 'a' | 'b'>,
  table: number,
): string {
  return `${tableName(stage, table)}：${sidesText(stage, state)}`;
}

/**
 * Whether a match is being played now (it still needs its result): ready, or waiting because a
 * correction upstream reopened who plays it. A void or bye match has nobody to play it.
 */
export const toPlay = (state: MatchState | undefined) =>
  state?.status === 'ready' || state?.status === 'waiting';

/** The matches on a table now (called, not yet done), earliest call first. */
export function onTables(
  stage: Pick<StoredStageWithTables, 'tables' | 'tableCount' | 'tableFirst'>,
  states: ReadonlyMap<string, MatchState>,
): { matchId: string; call: StageTable; state: MatchState }[] {
  const { first, last } = stageTables(stage);
  return Object.entries(stage.tables)
    .flatMap(([matchId, call]) => {
      const state = states.get(matchId);
      return state && toPlay(state) && call.table >= first && call.table <= last
        ? [{ matchId, call, state }]
        : [];
    })
    .sort((x, y) => x.call.at.getTime() - y.call.at.getTime() || x.matchId.localeCompare(y.matchId));
}

/** Every table of the stage (first…last) with the match on it now, or 空き (matchId null). */
export function tablesNow(
  stage: StoredStageWithTables,
  states: ReadonlyMap<string, MatchState> = stagePlayStates(stage),
): TableNow[] {
  const { first } = stageTables(stage);
  const rows: TableNow[] = Array.from({ length: stage.tableCount }, (_, i) => ({
    table: first + i,
    matchId: null,
    a: null,
    b: null,
    calledAt: null,
    clash: [],
  }));
  for (const { matchId, call, state } of onTables(stage, states)) {
    const row = rows[call.table - first];
    if (!row) continue;
    if (row.matchId === null) {
      Object.assign(row, { matchId, a: state.a ?? null, b: state.b ?? null, calledAt: call.at });
      if (state.rubber) row.rubber = state.rubber;
    } else row.clash.push(matchId);
  }
  return rows;
}

/** 3位決定戦 is played before the final of the same round; then every part by round and order. */
const partRank = (state: MatchState) => (state.match.part === 'P' ? 0 : 1);

/**
 * Entrants who no longer take part: their registration was cancelled (or refused) after the draw,
 * so they stay in the bracket or group (the draw refers to them by place) but are never called.
 * Only staff and the functions can read registrations, so the caller says who they are
 * (features/play, functions/src/play withdrawnEntrants); public views pass nobody.
 */
export type Withdrawn = ReadonlySet<string>;
const NOBODY: Withdrawn = new Set();

/** Whether a side of the match no longer takes part: its match waits for staff's 棄権, uncalled. */
export const hasWithdrawnSide = (state: Pick<MatchState, 'a' | 'b'>, withdrawn: Withdrawn): boolean =>
  (typeof state.a === 'string' && withdrawn.has(state.a)) ||
  (typeof state.b === 'string' && withdrawn.has(state.b));

/**
 * The matches as tables play them (rubbers.ts playStates): a 団体戦's open ties as their rubbers.
 * Every function here takes states from this, or the caller's own resolveStage for other stages.
 */
export const stagePlayStates = (stage: StoredStage): ReadonlyMap<string, MatchState> =>
  playStates(stage, resolveStage(stage));

/**
 * Who plays a match: a rubber's people (団体戦: the places of both orders), or its two sides'
 * entrants. Two matches sharing one of them are never on tables at once.
 */
export const playersOf = (state: Pick<MatchState, 'a' | 'b' | 'rubber'>): readonly string[] =>
  state.rubber
    ? [...state.rubber.players.a, ...state.rubber.players.b]
    : [state.a, state.b].filter((side): side is string => typeof side === 'string');

/** Entrants (or a rubber's people) playing on a table now. */
function busyEntrants(stage: StoredStageWithTables, states: ReadonlyMap<string, MatchState>): Set<string> {
  const busy = new Set<string>();
  for (const { state } of onTables(
    { ...stage, tableFirst: 1, tableCount: Number.MAX_SAFE_INTEGER },
    states,
  )) {
    for (const player of playersOf(state)) busy.add(player);
  }
  return busy;
}

/**
 * 団体戦: a tie's rubbers are called in their order, at most `parallel` of them on tables at once
 * (tie-template.ts): of each tie's rubbers still to call, the first ones only, up to what its
 * parallel leaves, and none after one whose people are busy. Other matches pass as they are.
 */
function inTieOrder(
  stage: Pick<StoredStageWithTables, 'tie' | 'tables'>,
  states: ReadonlyMap<string, MatchState>,
  queue: readonly MatchState[],
  busy: (state: MatchState) => boolean,
): MatchState[] {
  const parallel = stage.tie?.parallel ?? 1;
  const onTable = new Map<string, number>();
  const blocked = new Set<string>();
  for (const state of states.values()) {
    if (state.rubber && stage.tables[state.match.id] && toPlay(state))
      onTable.set(state.rubber.tie, (onTable.get(state.rubber.tie) ?? 0) + 1);
  }
  return queue.filter((state) => {
    if (!state.rubber) return !busy(state);
    const tie = state.rubber.tie;
    if (blocked.has(tie)) return false;
    const count = onTable.get(tie) ?? 0;
    if (count >= parallel || busy(state)) {
      blocked.add(tie);
      return false;
    }
    onTable.set(tie, count + 1);
    return true;
  });
}

/**
 * The next calls, in play order (round by round, then order within the round): matches that are
 * ready, not yet called, whose sides are not playing on a table now and all still take part (a
 * withdrawn entrant's match is settled by staff's 棄権, never called). Two of them may share an
 * entrant (a league's rounds are all ready at once); nextCalls puts only one of them on a table.
 */
export function readyQueue(
  stage: StoredStageWithTables,
  states: ReadonlyMap<string, MatchState> = stagePlayStates(stage),
  withdrawn: Withdrawn = NOBODY,
): MatchState[] {
  const busy = busyEntrants(stage, states);
  const queue = [...states.values()]
    .filter(
      (state) =>
        state.status === 'ready' && !stage.tables[state.match.id] && !hasWithdrawnSide(state, withdrawn),
    )
    .sort(playOrder(states));
  return inTieOrder(stage, states, queue, (state) => playersOf(state).some((player) => busy.has(player)));
}

/**
 * The order a stage's ready matches are called in: by round, by their order in the round, the
 * 3位決定戦 by its part (partRank), then as the plan lists them. The one comparator of the queue
 * (readyQueue) and of the matches 台の状況 says are waiting (floor.ts floorWaiting).
 */
export function playOrder(states: ReadonlyMap<string, MatchState>): (x: MatchState, y: MatchState) => number {
  const order = new Map([...states.keys()].map((id, i) => [id, i]));
  return (x, y) =>
    x.match.round - y.match.round ||
    x.match.order - y.match.order ||
    partRank(x) - partRank(y) ||
    (x.rubber?.index ?? 0) - (y.rubber?.index ?? 0) ||
    (order.get(x.match.id) ?? 0) - (order.get(y.match.id) ?? 0);
}

/**
 * The calls to make now: the free tables, lowest number first, each taking the first match of the
 * queue whose sides are not already called to another table in this round of calls.
 */
export function nextCalls(
  stage: StoredStageWithTables,
  states: ReadonlyMap<string, MatchState> = stagePlayStates(stage),
  now: Date = new Date(),
  withdrawn: Withdrawn = NOBODY,
): Call[] {
  const free = tablesNow(stage, states)
    .filter((row) => row.matchId === null)
    .map((row) => row.table);
  const calls: Call[] = [];
  const called = new Set<string>();
  const skipped = new Set<string>();
  for (const state of readyQueue(stage, states, withdrawn)) {
    const table = free[calls.length];
    if (table === undefined) break;
    const sides = playersOf(state);
    if (sides.some((side) => called.has(side))) {
      // A tie's later rubbers wait for this one (inTieOrder).
      if (state.rubber) skipped.add(state.rubber.tie);
      continue;
    }
    if (state.rubber && skipped.has(state.rubber.tie)) continue;
    sides.forEach((side) => called.add(side));
    calls.push({ matchId: state.match.id, table, at: now });
  }
  return calls;
}

/**
 * The table entries to write with a result (null: remove the entry), from the stage before and
 * after it. A match that asks for its result again (cleared, or a correction upstream made its
 * result stale) leaves its old table and goes back to the queue: the table may have a new match
 * by now. Then, with 自動呼び出し, the freed tables take the next calls, in the result's own batch
 * so a viewer never sees a free table and a waiting match at once.
 */
export function callsWithResult(
  before: StoredStageWithTables,
  after: StoredStageWithTables & Pick<Stage, 'autoCall'>,
  now: Date = new Date(),
  withdrawn: Withdrawn = NOBODY,
): Record<string, Call | null> {
  const was = stagePlayStates(before);
  const is = stagePlayStates(after);
  const updates: Record<string, Call | null> = {};
  const tables = { ...after.tables };
  for (const matchId of Object.keys(after.tables)) {
    if (was.get(matchId)?.status === 'done' && is.get(matchId)?.status !== 'done') {
      updates[matchId] = null;
      delete tables[matchId];
    }
  }
  if (after.autoCall && after.tableCount > 0) {
    for (const call of nextCalls({ ...after, tables }, is, now, withdrawn)) updates[call.matchId] = call;
  }
  return updates;
}

/** 自動呼び出し when a draw is made or a Swiss round paired: the first calls of the new matches. */
export function firstCalls(
  stage: StoredStageWithTables & Pick<Stage, 'autoCall'>,
  now: Date = new Date(),
  withdrawn: Withdrawn = NOBODY,
): Call[] {
  return stage.autoCall && stage.tableCount > 0
    ? nextCalls(stage, stagePlayStates(stage), now, withdrawn)
    : [];
}
