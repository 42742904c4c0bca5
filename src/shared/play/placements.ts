import type { MatchState } from './resolve';

/** 優勝 / 準優勝 / 3位 of a bracket, as far as its results decide them (3位 may be two). */
export interface Placement {
  place: 1 | 2 | 3;
  entrants: string[];
}

const decided = (...ids: (string | null | undefined)[]) =>
  ids.filter((id): id is string => typeof id === 'string');

/** Reads the final (the reset if it was played), 3位決定戦 or else both semi-final losers. */
export function bracketPlacements(states: ReadonlyMap<string, MatchState>): Placement[] {
  const all = [...states.values()];
  const winnersFinal = all
    .filter((s) => s.match.part === 'W')
    .reduce<MatchState | undefined>(
      (last, s) => (!last || s.match.round > last.match.round ? s : last),
      undefined,
    );
  if (!winnersFinal) return [];
  const reset = states.get('F2');
  const grand = reset && reset.status === 'done' ? reset : states.get('F1');
  const final = grand ?? winnersFinal;
  const out: Placement[] = [];
  if (final.status === 'done' || final.status === 'bye') {
    out.push({ place: 1, entrants: decided(final.winner) });
    if (final.loser) out.push({ place: 2, entrants: decided(final.loser) });
  }
  const third = states.get('P1');
  if (grand) {
    const lastLosers = all
      .filter((s) => s.match.part === 'L')
      .reduce<MatchState | undefined>(
        (last, s) => (!last || s.match.round > last.match.round ? s : last),
        undefined,
      );
    if (lastLosers?.status === 'done') out.push({ place: 3, entrants: decided(lastLosers.loser) });
  } else if (third) {
    if (third.status === 'done' || third.status === 'bye')
      out.push({ place: 3, entrants: decided(third.winner) });
  } else {
    const semis = all.filter((s) => s.match.part === 'W' && s.match.round === winnersFinal.match.round - 1);
    const losers = decided(...semis.filter((s) => s.status === 'done').map((s) => s.loser));
    if (semis.length && semis.every((s) => s.status === 'done' || s.status === 'bye') && losers.length)
      out.push({ place: 3, entrants: losers });
  }
  return out.filter((placement) => placement.entrants.length > 0);
}
