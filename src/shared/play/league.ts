import { randomFrom, shuffled } from './seeding';
import type { Entrant, PlanMatch } from './types';

export interface GroupOptions {
  /** The stored draw number: the same number gives the same groups. */
  drawSeed?: number;
  /** Keep entry order within each pot (no draw): used when the seeding decides everything. */
  ordered?: boolean;
}

/**
 * リーグ's groups: entrants (in seed order) go into `count` groups in pots of `count`: the first
 * pot one each in order (seed 1 to A組), each later pot drawn so that a group gets as few members of
 * one 所属 as the pot allows. Group sizes differ by at most one.
 */
export function drawGroups(
  entrants: readonly Entrant[],
  count: number,
  options: GroupOptions = {},
): Entrant[][] {
  const groups: Entrant[][] = Array.from({ length: Math.max(1, count) }, () => []);
  const random = randomFrom(options.drawSeed ?? 1);
  for (let start = 0; start < entrants.length; start += groups.length) {
    const potEntrants = entrants.slice(start, start + groups.length);
    const pot = start === 0 || options.ordered ? potEntrants : shuffled(potEntrants, random);
    // The last pot may be short: it fills the groups that are smallest, A組 first.
    const open = groups.map((_, index) => index).slice(0, pot.length);
    const placed = assign(pot, open, groups);
    placed.forEach((group, i) => groups[group]?.push(pot[i] as Entrant));
  }
  return groups;
}

const clash = (entrant: Entrant, group: readonly Entrant[]) =>
  entrant.affiliation ? group.filter((member) => member.affiliation === entrant.affiliation).length : 0;

/**
 * Pot members to groups, one each, with the fewest 所属 clashes: start in draw order, then swap any
 * two members while that lowers the clashes (each swap lowers a bounded count, so it ends).
 */
function assign(pot: readonly Entrant[], open: readonly number[], groups: readonly Entrant[][]): number[] {
  const target = [...open];
  const cost = (i: number, group: number) => clash(pot[i] as Entrant, groups[group] ?? []);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < target.length; i++) {
      for (let j = i + 1; j < target.length; j++) {
        const gi = target[i] as number;
        const gj = target[j] as number;
        if (cost(i, gj) + cost(j, gi) < cost(i, gi) + cost(j, gj)) {
          target[i] = gj;
          target[j] = gi;
          improved = true;
        }
      }
    }
  }
  return target;
}

/**
 * 総当たり within each group, by the circle method: every pair meets exactly once, nobody plays
 * twice in a round, and with an odd count one rests each round (no match is made for the rest).
 */
export function roundRobin(groups: readonly (readonly Entrant[])[]): PlanMatch[] {
  const matches: PlanMatch[] = [];
  groups.forEach((group, g) => {
    const ring: (string | null)[] = group.map((entrant) => entrant.id);
    if (ring.length % 2 === 1) ring.push(null);
    const n = ring.length;
    for (let round = 1; round < n; round++) {
      let order = 0;
      for (let i = 0; i < n / 2; i++) {
        const a = ring[i];
        const b = ring[n - 1 - i];
        if (!a || !b) continue;
        order++;
        // Alternate who is listed first so nobody is always "a" (the first-named side).
        const [first, second] = round % 2 === 0 && i === 0 ? [b, a] : [a, b];
        matches.push({
          id: `G${g + 1}-R${round}-${order}`,
          part: 'G',
          group: g,
          round,
          order,
          a: { entrant: first },
          b: { entrant: second },
        });
      }
      // Keep the first in place and turn the others one step.
      ring.splice(1, 0, ring.pop() ?? null);
    }
  });
  return matches;
}

/** How many matches 総当たり makes for `entrants` in `groups` groups (sizes within one). */
export function leagueMatchCount(entrants: number, groups: number): number {
  const count = Math.max(1, Math.min(groups, entrants));
  let total = 0;
  for (let g = 0; g < count; g++) {
    const size = Math.floor(entrants / count) + (g < entrants % count ? 1 : 0);
    total += (size * (size - 1)) / 2;
  }
  return total;
}
