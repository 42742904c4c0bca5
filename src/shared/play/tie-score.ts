import type { Outcome, Result } from './types';
import type { TieTemplate } from './tie-template';
import type { OrderSlots } from './tie-places';

/**
 * A 団体戦 tie's score, state and result from its rubbers' results (docs/play.md "Team ties"). Pure,
 * and apart from the order checks (tie.ts) with their messages: every public page that resolves a
 * stage (stage-plan.ts, rubbers.ts) loads this, and none of those checks.
 */

/**
 * A rubber's state: sealed — the orders are not open yet; ready — to be played; done — its result
 * is in; forfeit — a side has nobody in its place (欠員), the other side wins it by the template's
 * forfeit; void — not played: the tie was decided first (打ち切り), or both places are empty, or
 * a 代表戦 that is not needed.
 */
export type RubberStatus = 'sealed' | 'ready' | 'done' | 'forfeit' | 'void';

export interface RubberState {
  /** 0-based; the 代表戦 is layout.length. */
  index: number;
  status: RubberStatus;
  /** The players' member ids on each side ([] while sealed, or for 欠員). */
  a: readonly string[];
  b: readonly string[];
  /** The result that counts: the rubber's own, or the forfeit's (how 'walkover'). */
  result?: Result;
}

export interface TieScore {
  /** The layout's rubbers in order, then the 代表戦 when the template has one and it is needed. */
  rubbers: RubberState[];
  /** Rubbers won by a and b (a forfeit counts; a draw counts for neither). */
  won: readonly [number, number];
  /** Games (ゲーム scoring) or points (得点 scoring: 剣道's 本数) won by a and b over the rubbers. */
  scored: readonly [number, number];
  /** The tie's winner once decided (early, or with every rubber in); null while it is not. */
  outcome: Outcome | null;
}

export interface TieOptions {
  /** How the stage scores a rubber (stage.scoring). */
  scoring: 'outcome' | 'games' | 'points';
  /** A knockout tie must have a winner: a level tie plays the 代表戦 (template.decider). */
  knockout: boolean;
}

/**
 * The tie's score and state. `lineup`: both orders once open (null: sealed). `results`: each
 * rubber's stored result by 0-based index (the 代表戦's at layout.length).
 *
 * - Sealed: no lineup yet, or a side opened without an order ([] = 未提出): every rubber waits.
 * - A place empty on one side (欠員) is a forfeit: the other side wins it by `template.forfeit`
 *   (the games under ゲーム scoring, the points — 剣道's 本数 — under 得点 scoring, nothing finer
 *   under 勝敗 scoring), how 'walkover'; empty on both sides it is void.
 * - Decided early when the side ahead in rubbers won leads by more than the rubbers still to play;
 *   with `stopWhenDecided` those become void (打ち切り), and one already played (the other table of
 *   a pair played side by side) still counts when its result comes in.
 * - Every rubber over and level in rubbers won: `byPoints` compares the games or points won; still
 *   level, a knockout with a `decider` plays the 代表戦 (its result decides, a draw there decides
 *   nothing); otherwise the tie is a draw (a league counts it as one; a knockout decides nothing by
 *   a draw, resolve.ts, and waits for staff).
 * The 代表戦 adds nothing to `won` and `scored`: they are the layout's rubbers (「2-2、代表戦」).
 */
export function tieScore(
  template: TieTemplate,
  lineup: { a: OrderSlots; b: OrderSlots } | null,
  results: Readonly<Record<number, Result | undefined>>,
  options: TieOptions,
): TieScore {
  const n = template.layout.length;
  const sealed = !lineup || lineup.a.length === 0 || lineup.b.length === 0;
  const rubbers: RubberState[] = [];
  for (let index = 0; index < n; index++) {
    if (sealed) {
      rubbers.push({ index, status: 'sealed', a: [], b: [] });
      continue;
    }
    const a = lineup.a[index] ?? [];
    const b = lineup.b[index] ?? [];
    const result = results[index];
    if (a.length === 0 && b.length === 0) rubbers.push({ index, status: 'void', a, b });
    else if (a.length === 0 || b.length === 0)
      rubbers.push({
        index,
        status: 'forfeit',
        a,
        b,
        result: forfeitResult(template, options, a.length === 0 ? 'b' : 'a'),
      });
    else if (result) rubbers.push({ index, status: 'done', a, b, result });
    else rubbers.push({ index, status: 'ready', a, b });
  }

  const won: [number, number] = [0, 0];
  const scored: [number, number] = [0, 0];
  for (const rubber of rubbers) {
    const result = rubber.result;
    if (!result) continue;
    if (result.outcome === 'a') won[0] += 1;
    if (result.outcome === 'b') won[1] += 1;
    const figures =
      options.scoring === 'games' ? result.games : options.scoring === 'points' ? result.points : undefined;
    if (figures) {
      scored[0] += figures[0];
      scored[1] += figures[1];
    }
  }
  const open = rubbers.filter((rubber) => rubber.status === 'ready' || rubber.status === 'sealed').length;
  let outcome: Outcome | null = null;
  if (Math.abs(won[0] - won[1]) > open) {
    outcome = won[0] > won[1] ? 'a' : 'b';
    if (template.stopWhenDecided)
      for (const rubber of rubbers) if (rubber.status === 'ready') rubber.status = 'void';
  } else if (open === 0) {
    const lead = won[0] - won[1] || (template.byPoints ? scored[0] - scored[1] : 0);
    if (lead !== 0) outcome = lead > 0 ? 'a' : 'b';
    else if (template.decider && options.knockout) {
      const decider = deciderState(n, lineup, results[n]);
      rubbers.push(decider);
      const result = decider.result;
      if (result && result.outcome !== 'draw') outcome = result.outcome;
    } else outcome = 'draw';
  }
  return { rubbers, won, scored, outcome };
}

/** The rubber an empty place loses, to `winner`. */
function forfeitResult(template: TieTemplate, options: TieOptions, winner: 'a' | 'b'): Result {
  const side = (value: number): readonly [number, number] => (winner === 'a' ? [value, 0] : [0, value]);
  return {
    outcome: winner,
    how: 'walkover',
    ...(options.scoring === 'games' ? { games: side(template.forfeit.games) } : {}),
    ...(options.scoring === 'points' ? { points: side(template.forfeit.points) } : {}),
  };
}

/** The 代表戦: sealed until both sides' one player is in the lineup (at index layout.length). */
function deciderState(
  index: number,
  lineup: { a: OrderSlots; b: OrderSlots } | null,
  result: Result | undefined,
): RubberState {
  const a = lineup?.a[index] ?? [];
  const b = lineup?.b[index] ?? [];
  if (a.length === 0 || b.length === 0) return { index, status: 'sealed', a: [], b: [] };
  return result ? { index, status: 'done', a, b, result } : { index, status: 'ready', a, b };
}

/**
 * The tie as one match's result for the bracket and the standings (resolve.ts, standings.ts):
 * its games are the rubbers won, its points the games (or 本数) won; undefined while undecided.
 * Always how 'played', so the standings count its figures even when rubbers were forfeits.
 */
export function tieResult(score: TieScore): Result | undefined {
  if (!score.outcome) return undefined;
  return { outcome: score.outcome, how: 'played', games: score.won, points: score.scored };
}
