import type { Feed, PlanMatch, Result, Results } from './types';

/** An entrant's id; null when nobody comes (a bye); undefined while it is not known yet. */
export type Side = string | null | undefined;

export type MatchStatus =
  /** Nobody plays it: both sides are byes, or a grand-final reset that is not needed. */
  | 'void'
  /** One side is a bye: the other goes through without playing. */
  | 'bye'
  /** A side is still to be decided by another match. */
  | 'waiting'
  /** Both sides are known and no (current) result is in. */
  | 'ready'
  | 'done';

export interface MatchState {
  match: PlanMatch;
  a: Side;
  b: Side;
  status: MatchStatus;
  winner: Side;
  loser: Side;
  result?: Result;
  /** A result was entered for other entrants: an upstream correction changed who plays here. */
  stale?: boolean;
  /**
   * 団体戦: this match is a rubber of the tie `tie` (its 0-based `index`), played by `players` (the
   * people of both sides' places, shared/play/rubbers.ts). Absent: an ordinary match.
   */
  rubber?: RubberOf;
}

/** What makes a match a rubber of a tie (団体戦). */
export interface RubberOf {
  tie: string;
  index: number;
  /** The people playing it on each side (floor.ts checks them, not the whole teams). */
  players: { readonly a: readonly string[]; readonly b: readonly string[] };
}

/** Parts whose matches must have a winner; a draw entered there decides nothing. */
const knockoutParts = new Set(['W', 'L', 'F', 'P']);

/**
 * Resolves who plays each match and who went through, from the plan and the results. The plan
 * lists every match after the matches it is fed from (the builders make it so), so one pass does.
 */
export function resolve(plan: readonly PlanMatch[], results: Results): Map<string, MatchState> {
  const states = new Map<string, MatchState>();
  const side = (feed: Feed): Side => {
    if (feed === null) return null;
    if ('entrant' in feed) return feed.entrant;
    const from = states.get('winnerOf' in feed ? feed.winnerOf : feed.loserOf);
    if (!from) return undefined;
    return 'winnerOf' in feed ? from.winner : from.loser;
  };
  for (const match of plan) {
    const a = side(match.a);
    const b = side(match.b);
    states.set(
      match.id,
      stateOf(match, a, b, results[match.id], match.resetOf ? states.get(match.resetOf) : undefined),
    );
  }
  return states;
}

function stateOf(
  match: PlanMatch,
  a: Side,
  b: Side,
  result: Result | undefined,
  first?: MatchState,
): MatchState {
  if (first) {
    // A reset is played only when the losers' side (b) won the first final.
    if (first.status !== 'done')
      return { match, a, b, status: 'waiting', winner: undefined, loser: undefined };
    if (first.result?.outcome !== 'b')
      return { match, a: null, b: null, status: 'void', winner: null, loser: null };
  }
  if (a === null && b === null) return { match, a, b, status: 'void', winner: null, loser: null };
  if (a === null || b === null) {
    const other = a === null ? b : a;
    return { match, a, b, status: other === undefined ? 'waiting' : 'bye', winner: other, loser: null };
  }
  if (a === undefined || b === undefined)
    return { match, a, b, status: 'waiting', winner: undefined, loser: undefined };
  if (!result) return { match, a, b, status: 'ready', winner: undefined, loser: undefined };
  if (result.sides && (result.sides[0] !== a || result.sides[1] !== b)) {
    return { match, a, b, status: 'ready', winner: undefined, loser: undefined, result, stale: true };
  }
  if (result.outcome === 'draw') {
    if (knockoutParts.has(match.part))
      return { match, a, b, status: 'ready', winner: undefined, loser: undefined, result };
    return { match, a, b, status: 'done', winner: null, loser: null, result };
  }
  const [winner, loser] = result.outcome === 'a' ? [a, b] : [b, a];
  return { match, a, b, status: 'done', winner, loser, result };
}

/** The matches that will be played (neither side a bye), before any result: a plan's real size. */
export function playableMatches(plan: readonly PlanMatch[]): PlanMatch[] {
  const states = resolve(plan, {});
  return plan.filter((match) => {
    const state = states.get(match.id);
    return !match.resetOf && state !== undefined && state.a !== null && state.b !== null;
  });
}
