/**
 * The play engine's vocabulary (docs/play.md). Everything under shared/play is pure: the 対戦 page,
 * the live page, the functions and the tests compute draws, pairings, sides and standings with the
 * same code, from a stage's plan and its results.
 */

/** One side of the play: an entry (個人 or チーム), with the 所属 the draw keeps apart. */
export interface Entrant {
  id: string;
  /** 所属: entrants sharing one are spread so they meet as late as the seeding allows. */
  affiliation?: string;
}

/**
 * Where a side of a match comes from. A plan is built once; the sides are resolved from the results
 * (resolve.ts), so correcting a result re-routes everything downstream.
 */
export type Feed =
  | { entrant: string }
  | { winnerOf: string }
  | { loserOf: string }
  /** A bye: nobody comes from here. */
  | null;

/** W winners' bracket, L losers' bracket, F grand final, P 3位決定戦, G league group, S Swiss. */
export type MatchPart = 'W' | 'L' | 'F' | 'P' | 'G' | 'S';

export interface PlanMatch {
  /** Stable within a stage: `W1-3`, `L2-1`, `F1`, `F2`, `P1`, `G2-R3-1`, `S4-7`. */
  id: string;
  part: MatchPart;
  /** 1-based; for a league the round of its group's schedule. */
  round: number;
  /** 1-based position within the round (top to bottom of a bracket). */
  order: number;
  /** League groups are 0-based (0 = A組). */
  group?: number;
  a: Feed;
  b: Feed;
  /**
   * The grand final's second match (ダブルイリミネーションのリセット): played only when the
   * losers' bracket side wins the first.
   */
  resetOf?: string;
}

/** 勝ち: the side that won, or a draw (勝敗 scoring allows draws: shogi's 千日手, go's ジゴ). */
export type Outcome = 'a' | 'b' | 'draw';

/**
 * A result as the engine reads it. `walkover` is 不戦勝 (the loser did not play), `retired` is 棄権
 * (the loser stopped); neither counts games or points.
 */
export interface Result {
  outcome: Outcome;
  how?: 'played' | 'walkover' | 'retired';
  /** Games won by a and b (ゲーム scoring). */
  games?: readonly [number, number];
  /** Points scored by a and b (得点 scoring, or the sum of game scores). */
  points?: readonly [number, number];
  /**
   * The entrants it was entered for (a, b). When a correction upstream puts someone else in the
   * match, the result no longer counts and the match asks for its result again.
   */
  sides?: readonly [string, string];
}

export type Results = Readonly<Record<string, Result | undefined>>;
