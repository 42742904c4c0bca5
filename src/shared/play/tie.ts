import type { Outcome, Result } from './types';
import type { OrderSlots, TieTemplate } from './tie-template';

/**
 * 団体戦's engine (docs/play.md "Team ties"): whether an order keeps the template's rules, and a
 * tie's score, state and result from its rubbers' results. Pure; the 参加票's order form, the
 * submitOrder function, 対戦, ライブ and the standings all read these answers.
 */

/** One thing wrong with an order, in Japanese; `rubber` is the 0-based rubber it is about. */
export interface OrderIssue {
  message: string;
  rubber?: number;
}

/** A roster member as the checks read it. */
export interface RosterMember {
  id: string;
  lead?: boolean | undefined;
}

/**
 * The issues of an order against the template and the team's roster (none: it may be submitted).
 * `decider`: the order is a 代表戦's (one player, any member).
 */
export function orderIssues(
  template: TieTemplate,
  roster: readonly RosterMember[],
  slots: OrderSlots,
  decider = false,
): OrderIssue[] {
  void template;
  void roster;
  void slots;
  void decider;
  throw new Error('orderIssues: to be written');
}

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
 * rubber's stored result by 0-based index.
 */
export function tieScore(
  template: TieTemplate,
  lineup: { a: OrderSlots; b: OrderSlots } | null,
  results: Readonly<Record<number, Result | undefined>>,
  options: TieOptions,
): TieScore {
  void template;
  void lineup;
  void results;
  void options;
  throw new Error('tieScore: to be written');
}

/**
 * The tie as one match's result for the bracket and the standings (resolve.ts, standings.ts):
 * its games are the rubbers won, its points the games (or 本数) won; undefined while undecided.
 */
export function tieResult(score: TieScore): Result | undefined {
  void score;
  throw new Error('tieResult: to be written');
}
