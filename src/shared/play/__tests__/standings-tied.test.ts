import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobin } from '../league';
import { resolve } from '../resolve';
import { standings, TIEBREAK_LABELS, type Tiebreak } from '../standings';
import type { PlanMatch, Result } from '../types';

/*
 * 当該者間のゲーム差 / 得失点差 (gameDiffTied, pointDiffTied): ITTF practice ranks players level on
 * match points by a mini-league of their own matches, not by the whole group's figures.
 */

const POINTS = { win: 2, draw: 1, loss: 0 };
const sidesOf = (m: PlanMatch) => [m.a, m.b].map((f) => (f && 'entrant' in f ? f.entrant : ''));

/** A league of `ids` whose results are given as winner, loser and the winner's games – loser's games. */
function league(ids: string[], played: [string, string, number, number][]) {
  const plan = roundRobin([ids.map((id) => ({ id }))]);
  const results: Record<string, Result> = {};
  for (const m of plan) {
    const [a, b] = sidesOf(m);
    const found = played.find(([w, l]) => (w === a && l === b) || (w === b && l === a));
    if (!found) continue;
    const [w, , wg, lg] = found;
    results[m.id] = w === a ? { outcome: 'a', games: [wg, lg] } : { outcome: 'b', games: [lg, wg] };
  }
  return [...resolve(plan, results).values()];
}

describe('当該者間のゲーム差 (a worked ITTF-style example)', () => {
  // Best of 5. A, B and C beat each other in a circle and each beat D: all three on 5 match points
  // (2 for a win, 1 for a loss as ITTF counts; here 2/0 — the order is the same).
  //   A 3-1 B, B 3-1 C, C 3-2 A, A 3-2 D, B 3-0 D, C 3-0 D
  // Among A, B, C only: A 5:4 (+1), B 4:4 (0), C 4:5 (−1) → A, B, C.
  // Over the whole group: A 8:6 (+2), B 7:4 (+3), C 7:5 (+2) → B, then A and C level.
  const matches = () =>
    league(
      ['A', 'B', 'C', 'D'],
      [
        ['A', 'B', 3, 1],
        ['B', 'C', 3, 1],
        ['C', 'A', 3, 2],
        ['A', 'D', 3, 2],
        ['B', 'D', 3, 0],
        ['C', 'D', 3, 0],
      ],
    );
  const table = (order: Tiebreak[]) =>
    standings(['A', 'B', 'C', 'D'], matches(), POINTS, order).map((r) => [r.entrant, r.rank, r.tied]);

  it('among the tied players only: A, B, C, then D', () => {
    expect(table(['points', 'headToHead', 'gameDiffTied'])).toEqual([
      ['A', 1, false],
      ['B', 2, false],
      ['C', 3, false],
      ['D', 4, false],
    ]);
  });

  it('over the whole group, as before: B, then A and C level', () => {
    expect(table(['points', 'headToHead', 'gameDiff'])).toEqual([
      ['B', 1, false],
      ['A', 2, true],
      ['C', 2, true],
      ['D', 4, false],
    ]);
  });

  it('counts again among those still level: after A is separated, B and C by their own match', () => {
    // A 3-0 B, B 3-1 C, C 3-2 A: among the three A +2, B −1, C −1; B and C then meet alone:
    // B won theirs 3-1, so B +2 and C −2 among the two.
    const again = league(
      ['A', 'B', 'C'],
      [
        ['A', 'B', 3, 0],
        ['B', 'C', 3, 1],
        ['C', 'A', 3, 2],
      ],
    );
    const rows = standings(['A', 'B', 'C'], again, POINTS, ['points', 'gameDiffTied', 'pointDiffTied']);
    expect(rows.map((r) => [r.entrant, r.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
    ]);
    // Each rule only splits the entrants the rules before it left level: a second 当該者間 rule
    // looks at B and C alone, and their one match (3-1) separates them.
    const twice = standings(['A', 'B', 'C'], again, POINTS, ['points', 'gameDiffTied', 'headToHead']);
    expect(twice.map((r) => [r.entrant, r.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
  });

  it('is named for the organiser and the players', () => {
    expect(TIEBREAK_LABELS.gameDiffTied).toBe('当該者間のゲーム差');
    expect(TIEBREAK_LABELS.pointDiffTied).toBe('当該者間の得失点差');
  });
});

describe('当該者間のゲーム差 / 得失点差 (property)', () => {
  it('orders each group level on 勝点 by the difference over their own matches, ties only where it is equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(
          fc.record({
            outcome: fc.constantFrom<'a' | 'b' | 'draw'>('a', 'b', 'draw'),
            how: fc.constantFrom<'played' | 'walkover'>('played', 'played', 'walkover'),
            x: fc.nat(5),
            y: fc.nat(5),
          }),
          { minLength: 28, maxLength: 28 },
        ),
        fc.constantFrom<'games' | 'points'>('games', 'points'),
        (size, outcomes, what) => {
          const ids = Array.from({ length: size }, (_, i) => `p${i}`);
          const plan = roundRobin([ids.map((id) => ({ id }))]);
          const results: Record<string, Result> = {};
          plan.forEach((m, i) => {
            const { outcome, how, x, y } = outcomes[i] ?? { outcome: 'draw', how: 'played', x: 0, y: 0 };
            const score: [number, number] =
              outcome === 'a' ? [x + 1, Math.min(x, y)] : outcome === 'b' ? [Math.min(x, y), y + 1] : [x, x];
            results[m.id] = { outcome, how, [what]: score };
          });
          const states = [...resolve(plan, results).values()];
          const rule = what === 'games' ? 'gameDiffTied' : 'pointDiffTied';
          const table = standings(ids, states, POINTS, ['points', rule]);
          // Independently: within each level on 勝点, each one's difference over matches among them.
          const level = new Map<number, string[]>();
          for (const row of table) level.set(row.points, [...(level.get(row.points) ?? []), row.entrant]);
          for (const members of level.values()) {
            const diff = new Map(members.map((id) => [id, 0]));
            for (const s of states) {
              const [a, b] = [s.a as string, s.b as string];
              const score = s.result?.[what];
              if (!diff.has(a) || !diff.has(b) || !score || (s.result?.how ?? 'played') !== 'played')
                continue;
              diff.set(a, (diff.get(a) ?? 0) + score[0] - score[1]);
              diff.set(b, (diff.get(b) ?? 0) + score[1] - score[0]);
            }
            const rows = table.filter((r) => diff.has(r.entrant));
            for (let i = 1; i < rows.length; i++) {
              const [prev, row] = [rows[i - 1], rows[i]];
              if (!prev || !row) continue;
              const [dp, dr] = [diff.get(prev.entrant) ?? 0, diff.get(row.entrant) ?? 0];
              expect(dp).toBeGreaterThanOrEqual(dr);
              expect(row.rank === prev.rank).toBe(dp === dr);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
