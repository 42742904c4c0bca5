import type { Feed, PlanMatch } from './types';

const seat = (id: string | null | undefined): Feed => (id ? { entrant: id } : null);

/**
 * トーナメント: the matches of a single-elimination bracket over `slots` (drawBracket's output:
 * an entrant id or null for a bye per position). Round 1 pairs neighbouring positions; a match
 * with a bye is kept in the plan (the entrant goes through without playing) so every round has
 * its full shape for drawing. `thirdPlace` adds 3位決定戦 between the semi-finals' losers.
 */
export function singleElimination(slots: readonly (string | null)[], thirdPlace = false): PlanMatch[] {
  const matches = winnersBracket(slots);
  const rounds = Math.log2(slots.length);
  if (thirdPlace && rounds >= 2) {
    matches.push({
      id: 'P1',
      part: 'P',
      round: rounds,
      order: 1,
      a: { loserOf: `W${rounds - 1}-1` },
      b: { loserOf: `W${rounds - 1}-2` },
    });
  }
  return matches;
}

function winnersBracket(slots: readonly (string | null)[]): PlanMatch[] {
  const size = slots.length;
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError('a bracket holds a power of two');
  const matches: PlanMatch[] = [];
  for (let i = 0; i < size / 2; i++) {
    matches.push({
      id: `W1-${i + 1}`,
      part: 'W',
      round: 1,
      order: i + 1,
      a: seat(slots[2 * i]),
      b: seat(slots[2 * i + 1]),
    });
  }
  for (let round = 2, count = size / 4; count >= 1; round++, count /= 2) {
    for (let i = 0; i < count; i++) {
      matches.push({
        id: `W${round}-${i + 1}`,
        part: 'W',
        round,
        order: i + 1,
        a: { winnerOf: `W${round - 1}-${2 * i + 1}` },
        b: { winnerOf: `W${round - 1}-${2 * i + 2}` },
      });
    }
  }
  return matches;
}

/**
 * ダブルイリミネーション: the winners' bracket, a losers' bracket that every winners' loser drops
 * into once, and the grand final between the two brackets' winners. Losers' rounds alternate: the
 * odd ones pair the survivors, the even ones meet the next winners' round's losers, dropped in in
 * reverse order on alternate rounds so nobody meets the same opponent straight away again. With
 * `reset`, a second final is played only if the losers' side wins the first (then both have lost
 * once).
 */
export function doubleElimination(slots: readonly (string | null)[], reset = false): PlanMatch[] {
  const matches = winnersBracket(slots);
  const rounds = Math.log2(slots.length);
  // With two entrants the losers' bracket is the final's loser alone.
  let survivors: Feed[] = rounds === 1 ? [{ loserOf: 'W1-1' }] : [];
  for (let i = 0; i < Math.floor(slots.length / 4); i++) {
    survivors.push({ winnerOf: `L1-${i + 1}` });
    matches.push({
      id: `L1-${i + 1}`,
      part: 'L',
      round: 1,
      order: i + 1,
      a: { loserOf: `W1-${2 * i + 1}` },
      b: { loserOf: `W1-${2 * i + 2}` },
    });
  }
  let round = 2;
  for (let winnersRound = 2; winnersRound <= rounds; winnersRound++) {
    const count = slots.length / 2 ** winnersRound;
    const dropIns = Array.from({ length: count }, (_, i): Feed => ({ loserOf: `W${winnersRound}-${i + 1}` }));
    if (winnersRound % 2 === 0) dropIns.reverse();
    const incoming = survivors;
    survivors = [];
    for (let i = 0; i < count; i++) {
      const id = `L${round}-${i + 1}`;
      matches.push({ id, part: 'L', round, order: i + 1, a: incoming[i] ?? null, b: dropIns[i] ?? null });
      survivors.push({ winnerOf: id });
    }
    round++;
    if (count > 1) {
      const paired: Feed[] = [];
      for (let i = 0; i < count / 2; i++) {
        const id = `L${round}-${i + 1}`;
        matches.push({
          id,
          part: 'L',
          round,
          order: i + 1,
          a: survivors[2 * i] ?? null,
          b: survivors[2 * i + 1] ?? null,
        });
        paired.push({ winnerOf: id });
      }
      survivors = paired;
      round++;
    }
  }
  const final: PlanMatch = {
    id: 'F1',
    part: 'F',
    round: 1,
    order: 1,
    a: { winnerOf: `W${rounds}-1` },
    b: survivors[0] ?? null,
  };
  matches.push(final);
  if (reset) matches.push({ ...final, id: 'F2', round: 2, resetOf: 'F1' });
  return matches;
}
