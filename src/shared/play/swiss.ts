import blossom from 'edmonds-blossom-fixed';
import type { MatchState } from './resolve';
import { standings, type PointsTable } from './standings';
import type { PlanMatch } from './types';

export type SwissPairing =
  | { ok: true; matches: PlanMatch[] }
  /** unfinished: a match of an earlier round has no result; exhausted: no pairing avoids a rematch. */
  | { ok: false; reason: 'unfinished' | 'exhausted' };

/**
 * スイス式: pairs round `round` from the earlier rounds' resolved matches. Entrants are ranked by
 * 勝点 (then seed); nobody meets an earlier opponent; with an odd count the lowest-ranked entrant
 * who has not had one gets the bye (a bye counts as a win). Among the pairings that meet those
 * rules it takes the one whose opponents are closest in 勝点, and within a score group pairs the
 * top half with the bottom half (1 v 5, 2 v 6 … as in the Dutch system). Round 1 is exactly that
 * split by seed. The choice is a maximum-weight matching (docs/libraries.md, "Swiss pairing").
 */
export function pairSwiss(
  entrants: readonly string[],
  earlier: readonly MatchState[],
  round: number,
  points: PointsTable,
): SwissPairing {
  if (earlier.some((state) => state.status !== 'done' && state.status !== 'bye' && state.status !== 'void')) {
    return { ok: false, reason: 'unfinished' };
  }
  const table = standings(entrants, earlier, points, []);
  const score = new Map(table.map((row) => [row.entrant, row.points]));
  const hadBye = new Set(table.filter((row) => row.byes > 0).map((row) => row.entrant));
  const met = new Set(table.flatMap((row) => row.opponents.map((other) => `${row.entrant}\n${other}`)));
  const ranked = [...entrants].sort(
    (x, y) => (score.get(y) ?? 0) - (score.get(x) ?? 0) || entrants.indexOf(x) - entrants.indexOf(y),
  );

  const pairs = earlier.length === 0 ? firstRound(ranked) : matchRanked(ranked, score, hadBye, met);
  if (!pairs) return { ok: false, reason: 'exhausted' };
  const matches = pairs.map(([a, b], index): PlanMatch => ({
    id: `S${round}-${index + 1}`,
    part: 'S',
    round,
    order: index + 1,
    a: { entrant: a },
    b: b === null ? null : { entrant: b },
  }));
  return { ok: true, matches };
}

type Pair = [string, string | null];

function firstRound(ranked: readonly string[]): Pair[] {
  const half = Math.floor(ranked.length / 2);
  const pairs: Pair[] = [];
  for (let i = 0; i < half; i++) pairs.push([ranked[i] as string, ranked[i + half] as string]);
  if (ranked.length % 2 === 1) pairs.push([ranked[ranked.length - 1] as string, null]);
  return pairs;
}

function matchRanked(
  ranked: readonly string[],
  score: ReadonlyMap<string, number>,
  hadBye: ReadonlySet<string>,
  met: ReadonlySet<string>,
): Pair[] | undefined {
  const n = ranked.length;
  const scoreOf = (i: number) => Math.round((score.get(ranked[i] as string) ?? 0) * 2);
  // Position within the score group, for the top-half-v-bottom-half preference.
  const groupStart: number[] = [];
  const groupSize: number[] = [];
  for (let i = 0; i < n;) {
    let j = i;
    while (j < n && scoreOf(j) === scoreOf(i)) j++;
    for (let k = i; k < j; k++) {
      groupStart[k] = i;
      groupSize[k] = j - i;
    }
    i = j;
  }
  // Costs in tiers that never trade against each other: a bye higher up the table costs more than
  // any pairing; a point of score difference more than any amount of within-group preference.
  const scale = n * n + 1;
  const pairCost = (i: number, j: number) => {
    const diff = scoreOf(i) - scoreOf(j);
    const half = Math.floor((groupSize[i] as number) / 2);
    const within = groupStart[i] === groupStart[j] ? Math.abs(j - i - half) : 0;
    return diff * diff * scale + within;
  };
  const edges: [number, number, number][] = [];
  let maxCost = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (met.has(`${ranked[i]}\n${ranked[j]}`)) continue;
      const cost = pairCost(i, j);
      maxCost = Math.max(maxCost, cost);
      edges.push([i, j, cost]);
    }
  }
  const byeVertex = n % 2 === 1 ? n : -1;
  const byeStep = maxCost * (Math.floor(n / 2) + 1) + 1;
  if (byeVertex >= 0) {
    for (let i = 0; i < n; i++)
      if (!hadBye.has(ranked[i] as string)) edges.push([i, byeVertex, (n - 1 - i) * byeStep]);
  }
  const top = edges.reduce((max, edge) => Math.max(max, edge[2]), 0) + 1;
  const mate = edges.length
    ? blossom(
        edges.map(([u, v, cost]) => [u, v, top - cost]),
        true,
      )
    : [];
  const pairs: Pair[] = [];
  let bye: Pair | undefined;
  for (let i = 0; i < n; i++) {
    const other = mate[i] ?? -1;
    if (other < 0) return undefined;
    if (other === byeVertex) bye = [ranked[i] as string, null];
    else if (other > i) pairs.push([ranked[i] as string, ranked[other] as string]);
  }
  return bye ? [...pairs, bye] : pairs;
}
