import fc from 'fast-check';
import type { Entrant } from '../types';

/** `count` entrants e1…eN in seed order, each in one of `clubs` 所属 or none. */
export const entrantsArb = (min: number, max: number) =>
  fc
    .record({ count: fc.integer({ min, max }), clubs: fc.integer({ min: 0, max: 12 }), salt: fc.integer() })
    .chain(({ count, clubs }) =>
      fc.array(fc.integer({ min: -1, max: Math.max(0, clubs - 1) }), { minLength: count, maxLength: count }),
    )
    .map((clubOf): Entrant[] =>
      clubOf.map((club, i) =>
        club < 0 ? { id: `e${i + 1}` } : { id: `e${i + 1}`, affiliation: `club${club}` },
      ),
    );

/** The round of a bracket of `size` in which positions x and y can first meet. */
export function meetingRound(x: number, y: number): number {
  let round = 0;
  while (x !== y) {
    x >>= 1;
    y >>= 1;
    round++;
  }
  return round;
}
