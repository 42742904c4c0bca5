import type { Stage, StageResult } from '../schemas/stage';
import { resultWrite, type ResultWrite } from './record-result';
import type { MatchState } from './resolve';
import type { StoredStageWithTables, Withdrawn } from './tables';

/**
 * Entrants who cancelled after the draw (docs/play.md "Withdrawals after the draw"). A stage keeps
 * its entrants by place (the draw and the results refer to them by index), so someone whose
 * registration is cancelled or refused later stays in the bracket or group: the calls pass over
 * their matches (tables.ts `Withdrawn`) and staff record each as 棄権 — a walkover to the opponent
 * — through the ordinary result write, so the bracket or league goes on.
 */

/**
 * The stage's entrants who no longer take part: an entry made from a registration (`registId`)
 * whose registration is now キャンセル済 or 不承認. An entry without a registration, or one deleted
 * from エントリー, says nothing here (deleting is staff's own act: they enter the 棄権 themselves).
 */
export function withdrawnEntrants(
  entrants: readonly { id: string }[],
  entries: readonly { id: string; registId?: string }[],
  withdrawnRegists: ReadonlySet<string>,
): Set<string> {
  const out = new Set(
    entries.filter((entry) => entry.registId && withdrawnRegists.has(entry.registId)).map((e) => e.id),
  );
  const inStage = new Set(entrants.map((entrant) => entrant.id));
  return new Set([...out].filter((id) => inStage.has(id)));
}

/** One withdrawn entrant of a stage and what staff can settle for them now. */
export interface Withdrawal {
  entrant: string;
  /** Their matches with both sides known and no current result: each is a walkover to the opponent. */
  matches: MatchState[];
  /** A match of theirs waits for its other side (a bracket's next round): settled once it is known. */
  waiting: boolean;
}

/**
 * The withdrawn entrants of a stage who still have a match to settle, in seed order. An entrant
 * knocked out, or whose matches are all played, has nothing left and is not listed.
 */
export function withdrawals(
  stage: Pick<Stage, 'entrants'>,
  states: ReadonlyMap<string, MatchState>,
  withdrawn: Withdrawn,
): Withdrawal[] {
  const list: Withdrawal[] = [];
  for (const { id } of stage.entrants) {
    if (!withdrawn.has(id)) continue;
    const mine = [...states.values()].filter((state) => state.a === id || state.b === id);
    const matches = mine.filter((state) => state.status === 'ready');
    const waiting = mine.some((state) => state.status === 'waiting');
    if (matches.length > 0 || waiting) list.push({ entrant: id, matches, waiting });
  }
  return list;
}

/**
 * 棄権 of `entrant` in `state`: the opponent wins by 不戦勝 (how `walkover`: no games or points
 * counted), 確定 at once — nothing is left to report. Undefined when the match is not theirs or
 * its sides are not both known.
 */
export function walkoverResult(
  stage: Pick<Stage, 'entrants'>,
  state: MatchState,
  entrant: string,
): Omit<StageResult, 'at'> | undefined {
  if (typeof state.a !== 'string' || typeof state.b !== 'string') return undefined;
  if (state.a !== entrant && state.b !== entrant) return undefined;
  const index = (id: string) => stage.entrants.findIndex((e) => e.id === id);
  const sides: [number, number] = [index(state.a), index(state.b)];
  if (sides[0] < 0 || sides[1] < 0) return undefined;
  return { outcome: state.a === entrant ? 'b' : 'a', how: 'walkover', sides, confirmed: true };
}

/** One walkover as the result write stores it (lib/db/stages/save-stage.ts recordResult). */
export interface WalkoverWrite extends Pick<ResultWrite, 'before' | 'affected' | 'calls'> {
  matchId: string;
  after: Omit<StageResult, 'at'>;
}

type WalkStage = StoredStageWithTables & Pick<Stage, 'autoCall'>;

/**
 * 棄権 of a withdrawn entrant (`withdrawal`, from `withdrawals`): each of their matches that can be
 * settled now becomes the opponent's 不戦勝, one result write after another, each made on the
 * stage as the earlier ones left it (their results, and the tables their calls took or freed), so
 * a call a walkover frees goes to the next match — never to another withdrawn entrant
 * (`withdrawn`). Returns the writes in order, to be written one by one as any result, and the
 * stage after them all (for the podium).
 */
export function walkoverWrites<S extends WalkStage>(
  stage: S,
  withdrawal: Pick<Withdrawal, 'entrant' | 'matches'>,
  now: Date,
  withdrawn?: Withdrawn,
): { writes: WalkoverWrite[]; stage: S } {
  let current = stage;
  const writes: WalkoverWrite[] = [];
  for (const state of withdrawal.matches) {
    const after = walkoverResult(current, state, withdrawal.entrant);
    if (!after) continue;
    const write = resultWrite(current, state.match.id, after, now, withdrawn);
    writes.push({
      matchId: state.match.id,
      before: write.before,
      after,
      affected: write.affected,
      calls: write.calls,
    });
    const tables = { ...current.tables };
    for (const [id, call] of Object.entries(write.calls)) {
      if (call) tables[id] = { table: call.table, at: call.at };
      else delete tables[id];
    }
    current = { ...current, results: write.results, tables };
  }
  return { writes, stage: current };
}
