import { drawBracket } from './seeding';
import type { Entrant } from './types';

/**
 * 予選リーグ → 決勝トーナメント: the top `qualifiers` of each group, seeded group winners first (A組
 * 1位 = seed 1), then the 2位 and so on. The group is the 所属 the draw keeps apart, so entrants from
 * one group meet as late as the seeding allows: with two groups A1 meets B2 and B1 meets A2, each
 * pair in its own half. Nothing is drawn at random: the league decided it.
 */
export function crossSeed(
  groupRankings: readonly (readonly string[])[],
  qualifiers: number,
): (string | null)[] {
  const entrants: Entrant[] = [];
  for (let place = 0; place < qualifiers; place++) {
    groupRankings.forEach((ranking, group) => {
      const id = ranking[place];
      if (id) entrants.push({ id, affiliation: `group-${group}` });
    });
  }
  return drawBracket(entrants, { ordered: true, seeds: groupRankings.length });
}
