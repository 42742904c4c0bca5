import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossSeed } from '../cross-seed';
import { singleElimination } from '../knockout';
import { drawGroups, leagueMatchCount, roundRobin } from '../league';
import { resolve } from '../resolve';
import { standings, type Tiebreak } from '../standings';
import type { Result } from '../types';
import { entrantsArb, meetingRound } from './arbitraries';

/** The rules counted over the tied entrants' own matches, not the whole group. */
const AMONG_TIED = new Set<Tiebreak>(['headToHead', 'gameDiffTied', 'pointDiffTied']);
type WholeGroup = Exclude<Tiebreak, 'headToHead' | 'gameDiffTied' | 'pointDiffTied'>;

describe('リーグ', () => {
  it('puts everyone in one group, group sizes within one, and every pair of a group meets exactly once, nobody twice a round', () => {
    fc.assert(
      fc.property(
        entrantsArb(2, 256),
        fc.integer({ min: 1, max: 16 }),
        fc.integer(),
        (entrants, count, drawSeed) => {
          const groups = drawGroups(entrants, Math.min(count, entrants.length), { drawSeed });
          expect(
            groups
              .flat()
              .map((e) => e.id)
              .sort(),
          ).toEqual(entrants.map((e) => e.id).sort());
          const sizes = groups.map((g) => g.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          const plan = roundRobin(groups);
          groups.forEach((group, g) => {
            const mine = plan.filter((m) => m.group === g);
            const pairs = mine.map((m) =>
              [m.a, m.b]
                .map((f) => (f && 'entrant' in f ? f.entrant : ''))
                .sort()
                .join('|'),
            );
            expect(new Set(pairs).size).toBe(pairs.length);
            expect(pairs.length).toBe((group.length * (group.length - 1)) / 2);
            const rounds = new Map<number, string[]>();
            for (const m of mine)
              rounds.set(m.round, [
                ...(rounds.get(m.round) ?? []),
                ...[m.a, m.b].map((f) => (f && 'entrant' in f ? f.entrant : '')),
              ]);
            for (const players of rounds.values()) expect(new Set(players).size).toBe(players.length);
            expect(rounds.size).toBeLessThanOrEqual(group.length % 2 === 0 ? group.length - 1 : group.length);
          });
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('keeps a 所属 out of a group that already has one of its members when the pot allows', () => {
    // Three clubs of four: seeds 1–3 are one of each club; every later pot has one of each too.
    const entrants = Array.from({ length: 12 }, (_, i) => ({
      id: `e${i + 1}`,
      affiliation: `club${[0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2][i]}`,
    }));
    for (let drawSeed = 0; drawSeed < 20; drawSeed++) {
      const groups = drawGroups(entrants.slice(0, 9), 3, { drawSeed });
      for (const group of groups) expect(new Set(group.map((e) => e.affiliation)).size).toBe(group.length);
    }
  });

  it('ranks by the organiser’s rules in their order, and leaves what they cannot separate as a tie', () => {
    const rules: Tiebreak[][] = [
      ['points', 'pointDiff', 'pointsFor'],
      ['wins', 'sos'],
      ['points', 'headToHead', 'gameDiff'],
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.tuple(fc.constantFrom<'a' | 'b' | 'draw'>('a', 'b', 'draw'), fc.nat(9), fc.nat(9)), {
          minLength: 36,
          maxLength: 36,
        }),
        fc.constantFrom(...rules),
        (size, outcomes, order) => {
          const group = Array.from({ length: size }, (_, i) => ({ id: `p${i}` }));
          const plan = roundRobin([group]);
          const results: Record<string, Result> = {};
          plan.forEach((m, i) => {
            const [outcome, x, y] = outcomes[i] ?? ['draw', 0, 0];
            results[m.id] = {
              outcome,
              points:
                outcome === 'a'
                  ? [x + 1, Math.min(x, y)]
                  : outcome === 'b'
                    ? [Math.min(x, y), y + 1]
                    : [x, x],
            };
          });
          const table = standings(
            group.map((e) => e.id),
            resolve(plan, results).values(),
            { win: 3, draw: 1, loss: 0 },
            order,
          );
          expect(table.map((r) => r.entrant).sort()).toEqual(group.map((e) => e.id).sort());
          const key = (r: (typeof table)[number]) =>
            order
              .filter((c): c is WholeGroup => !AMONG_TIED.has(c))
              .map(
                (c) =>
                  ({
                    wins: r.wins,
                    points: r.points,
                    gameDiff: r.gamesFor - r.gamesAgainst,
                    pointDiff: r.pointsFor - r.pointsAgainst,
                    sos: r.sos,
                    sosos: r.sosos,
                    pointsFor: r.pointsFor,
                  })[c],
              );
          for (let i = 1; i < table.length; i++) {
            const [prev, row] = [table[i - 1], table[i]];
            if (!prev || !row) continue;
            // Never out of order on the rules before 直接対決 (when it is listed, it comes second here).
            const first = key(prev)[0] ?? 0;
            expect(first).toBeGreaterThanOrEqual(key(row)[0] ?? 0);
            if (row.rank === prev.rank) expect(key(row)).toEqual(key(prev));
            else expect(row.rank).toBe(i + 1);
          }
          if (!order.includes('headToHead')) {
            // Without 直接対決 the rows are in strictly decreasing order of the rules, rule by rule.
            const before = (x: number[], y: number[]) => {
              const at = x.findIndex((value, k) => value !== y[k]);
              return at >= 0 && (x[at] ?? 0) > (y[at] ?? 0);
            };
            for (let i = 1; i < table.length; i++) {
              const [prev, row] = [table[i - 1], table[i]];
              if (prev && row && row.rank !== prev.rank) expect(before(key(prev), key(row))).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('breaks a tie on 勝点 by the game between the two (直接対決), and shows a three-way circle as a tie', () => {
    const plan = roundRobin([[{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]]);
    const winner = (x: string, y: string) => (m: (typeof plan)[number]) => {
      const sides = [m.a, m.b].map((f) => (f && 'entrant' in f ? f.entrant : ''));
      return sides.includes(x) && sides.includes(y) ? (sides[0] === x ? 'a' : 'b') : undefined;
    };
    // a beats b, b beats c, c beats a (a circle); all three beat d.
    const rules = [
      winner('a', 'b'),
      winner('b', 'c'),
      winner('c', 'a'),
      winner('a', 'd'),
      winner('b', 'd'),
      winner('c', 'd'),
    ];
    const results: Record<string, Result> = {};
    for (const m of plan) {
      const outcome = rules.map((rule) => rule(m)).find(Boolean);
      if (outcome) results[m.id] = { outcome };
    }
    const table = standings(
      ['a', 'b', 'c', 'd'],
      resolve(plan, results).values(),
      { win: 3, draw: 1, loss: 0 },
      ['points', 'headToHead'],
    );
    expect(table.map((r) => [r.entrant, r.rank, r.tied])).toEqual([
      ['a', 1, true],
      ['b', 1, true],
      ['c', 1, true],
      ['d', 4, false],
    ]);

    // a>b, c>a, b>c, a>d, b>d, d>c: a and b tie on 6, c and d on 3; 直接対決 puts a over b, d over c.
    const pairsWon: [string, string][] = [
      ['a', 'b'],
      ['c', 'a'],
      ['b', 'c'],
      ['a', 'd'],
      ['b', 'd'],
      ['d', 'c'],
    ];
    const second: Record<string, Result> = {};
    for (const m of plan) {
      const won = pairsWon.map(([x, y]) => winner(x, y)(m)).find(Boolean);
      if (won) second[m.id] = { outcome: won };
    }
    const next = standings(
      ['a', 'b', 'c', 'd'],
      resolve(plan, second).values(),
      { win: 3, draw: 1, loss: 0 },
      ['points', 'headToHead'],
    );
    expect(next.map((r) => [r.entrant, r.rank, r.tied])).toEqual([
      ['a', 1, false],
      ['b', 2, false],
      ['d', 3, false],
      ['c', 4, false],
    ]);
  });
});

describe('予選リーグ → 決勝トーナメント', () => {
  it('crosses two groups: A1 meets B2 and B1 meets A2, in opposite halves', () => {
    const slots = crossSeed(
      [
        ['A1', 'A2', 'A3'],
        ['B1', 'B2', 'B3'],
      ],
      2,
    );
    const first = singleElimination(slots)
      .filter((m) => m.round === 1)
      .map((m) => [m.a, m.b].map((f) => (f && 'entrant' in f ? f.entrant : null)).sort());
    expect(first).toEqual([
      ['A1', 'B2'],
      ['A2', 'B1'],
    ]);
  });

  it('seeds group winners first and keeps a group’s qualifiers apart as long as the bracket allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 1, max: 4 }), (groups, qualifiers) => {
        const rankings = Array.from({ length: groups }, (_, g) =>
          Array.from({ length: 4 }, (_, p) => `g${g}p${p + 1}`),
        );
        const slots = crossSeed(rankings, qualifiers);
        const position = (id: string) => slots.indexOf(id);
        // Every qualifier is in; winners take the seeded places: no two winners meet before the last log2(groups) rounds.
        expect(slots.filter(Boolean)).toHaveLength(groups * qualifiers);
        const rounds = Math.log2(slots.length);
        for (let g = 0; g < groups; g++) {
          for (let h = g + 1; h < groups; h++) {
            expect(meetingRound(position(`g${g}p1`), position(`g${h}p1`))).toBeGreaterThan(
              rounds - Math.ceil(Math.log2(groups)),
            );
          }
          // Two qualifiers of one group are in different halves (they could only meet in the final).
          if (qualifiers === 2) expect(meetingRound(position(`g${g}p1`), position(`g${g}p2`))).toBe(rounds);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('how many matches a league makes', () => {
  it('counts every pair of each group once', () => {
    expect(leagueMatchCount(12, 3)).toBe(18);
    expect(leagueMatchCount(7, 2)).toBe(6 + 3);
    expect(leagueMatchCount(256, 1)).toBe(32640);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer({ min: 1, max: 8 }), (count, groups) => {
        const entrants = Array.from({ length: count }, (_, i) => ({ id: `e${i}` }));
        expect(leagueMatchCount(count, groups)).toBe(
          roundRobin(drawGroups(entrants, Math.min(groups, count))).length,
        );
      }),
    );
  });
});
