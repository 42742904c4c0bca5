import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleElimination, singleElimination } from '../knockout';
import { bracketPlacements } from '../placements';
import { playableMatches, resolve } from '../resolve';
import { bracketSize, drawBracket, seedOrder } from '../seeding';
import type { Entrant, PlanMatch, Results } from '../types';
import { entrantsArb } from './arbitraries';

/** Plays a plan to the end: at each step every ready match gets a result from `pick`. */
function playOut(plan: readonly PlanMatch[], pick: (id: string) => 'a' | 'b'): Results {
  const results: Record<string, { outcome: 'a' | 'b' }> = {};
  for (;;) {
    const ready = [...resolve(plan, results).values()].filter((s) => s.status === 'ready');
    if (ready.length === 0) return results;
    for (const state of ready) results[state.match.id] = { outcome: pick(state.match.id) };
  }
}

const coin = (seed: number) => (id: string) =>
  (seed ^ [...id].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) & 1 ? 'a' : 'b';

describe('the bracket draw', () => {
  it('seeds the standard way: 1 and 2 meet only in the final, 1–4 only in the semi-finals', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(2)).toEqual([1, 2]);
  });

  it('places every entrant once, gives the byes to the top seeds and keeps the seeds in place', () => {
    fc.assert(
      fc.property(
        entrantsArb(2, 256),
        fc.integer({ min: 0, max: 16 }),
        fc.integer(),
        (entrants, seeds, drawSeed) => {
          const slots = drawBracket(entrants, { seeds, drawSeed });
          const size = bracketSize(entrants.length);
          expect(slots).toHaveLength(size);
          const placed = slots.filter((id): id is string => id !== null);
          expect(placed.sort()).toEqual(entrants.map((e) => e.id).sort());
          const byes = size - entrants.length;
          const order = seedOrder(size);
          const pinned = Math.min(entrants.length, seeds);
          order.forEach((seed, position) => {
            if (seed <= pinned) expect(slots[position]).toBe(entrants[seed - 1]?.id);
          });
          for (let i = 0; i < size; i += 2) {
            if (slots[i] === null || slots[i + 1] === null) {
              const present = slots[i] ?? slots[i + 1];
              expect(entrants.findIndex((e) => e.id === present)).toBeLessThan(byes);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('splits every 所属 evenly at every level of a full bracket: k members meet no earlier than the top log2(k) rounds allow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        (power, clubs, drawSeed) => {
          const size = 2 ** power;
          const entrants: Entrant[] = Array.from({ length: size }, (_, i) => ({
            id: `e${i}`,
            affiliation: `c${(i * 7919 + drawSeed) % clubs}`,
          }));
          const club = new Map(entrants.map((e) => [e.id, e.affiliation]));
          const slots = drawBracket(entrants, { drawSeed });
          for (let block = 2; block <= size; block *= 2) {
            for (let from = 0; from < size; from += block) {
              const count = (lo: number, hi: number, c: string) =>
                slots.slice(lo, hi).filter((id) => id && club.get(id) === c).length;
              for (let c = 0; c < clubs; c++) {
                const mid = from + block / 2;
                expect(
                  Math.abs(count(from, mid, `c${c}`) - count(mid, from + block, `c${c}`)),
                ).toBeLessThanOrEqual(1);
              }
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('with seeds and byes, divides the drawn entrants at every split as evenly as any division of them could (checked against all divisions)', () => {
    fc.assert(
      fc.property(
        entrantsArb(3, 12),
        fc.integer({ min: 0, max: 4 }),
        fc.integer(),
        (entrants, seeds, drawSeed) => {
          const slots = drawBracket(entrants, { seeds, drawSeed });
          const size = slots.length;
          const byes = size - entrants.length;
          const order = seedOrder(size);
          // A place's tier and an entrant's, as the draw defines them: pinned seed, faces a bye, open.
          const tierOfSeed = (seed: number) => (seed <= seeds ? 0 : seed <= byes ? 1 : 2);
          const tierOf = new Map(entrants.map((e, i) => [e.id, tierOfSeed(i + 1)]));
          const groupOf = new Map(entrants.map((e) => [e.id, e.affiliation ?? `own-${e.id}`]));
          const imbalance = (left: string[], right: string[]) => {
            const diff = new Map<string, number>();
            for (const id of left)
              diff.set(groupOf.get(id) ?? '', (diff.get(groupOf.get(id) ?? '') ?? 0) + 1);
            for (const id of right)
              diff.set(groupOf.get(id) ?? '', (diff.get(groupOf.get(id) ?? '') ?? 0) - 1);
            return [...diff.values()].reduce((sum, d) => sum + Math.abs(d), 0);
          };
          for (let block = 2; block <= size; block *= 2) {
            for (let from = 0; from < size; from += block) {
              const mid = from + block / 2;
              const inRange = (lo: number, hi: number, drawn: boolean) =>
                slots
                  .slice(lo, hi)
                  .filter((id, k): id is string => !!id && (tierOfSeed(order[lo + k] ?? 0) !== 0) === drawn);
              const freeLeft = inRange(from, mid, true);
              const all = [...freeLeft, ...inRange(mid, from + block, true)];
              const perTier = (ids: string[]) =>
                [0, 1, 2].map((t) => ids.filter((id) => tierOf.get(id) === t).length).join();
              let best = Infinity;
              for (let mask = 0; mask < 1 << all.length; mask++) {
                const left = all.filter((_, k) => mask & (1 << k));
                if (perTier(left) !== perTier(freeLeft)) continue;
                const right = all.filter((_, k) => !(mask & (1 << k)));
                best = Math.min(
                  best,
                  imbalance(
                    [...inRange(from, mid, false), ...left],
                    [...inRange(mid, from + block, false), ...right],
                  ),
                );
              }
              const actual = imbalance(
                [...inRange(from, mid, false), ...freeLeft],
                [...inRange(mid, from + block, false), ...inRange(mid, from + block, true)],
              );
              expect(actual).toBe(best);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('draws the same bracket from the same number, and another from another', () => {
    const entrants = Array.from({ length: 20 }, (_, i) => ({ id: `e${i}` }));
    expect(drawBracket(entrants, { drawSeed: 5 })).toEqual(drawBracket(entrants, { drawSeed: 5 }));
    expect(drawBracket(entrants, { drawSeed: 5 })).not.toEqual(drawBracket(entrants, { drawSeed: 6 }));
  });
});

describe('トーナメント', () => {
  it('has exactly N−1 matches to play (N with 3位決定戦 from four entrants), and places everyone once', () => {
    fc.assert(
      fc.property(entrantsArb(2, 256), fc.boolean(), fc.integer(), (entrants, thirdPlace, seed) => {
        const plan = singleElimination(drawBracket(entrants, { drawSeed: seed }), thirdPlace);
        const n = entrants.length;
        expect(playableMatches(plan)).toHaveLength(n - 1 + (thirdPlace && n >= 4 ? 1 : 0));
        const states = resolve(plan, playOut(plan, coin(seed)));
        const losses = new Map<string, number>();
        for (const s of states.values())
          if (s.status === 'done' && s.match.part === 'W' && s.loser)
            losses.set(s.loser, (losses.get(s.loser) ?? 0) + 1);
        const [first, second, third] = bracketPlacements(states);
        expect(first?.entrants).toHaveLength(1);
        expect(losses.has(first?.entrants[0] ?? '')).toBe(false);
        expect([...losses.values()].every((count) => count === 1)).toBe(true);
        expect(losses.size).toBe(n - 1);
        expect(second?.entrants).toHaveLength(1);
        if (n >= 3) expect(third?.entrants.length).toBe(thirdPlace && n >= 4 ? 1 : n === 3 ? 1 : 2);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('re-routes a corrected result: the next match asks for its result again', () => {
    const plan = singleElimination(['a', 'd', 'b', 'c']);
    const before = resolve(plan, {
      'W1-1': { outcome: 'a' },
      'W1-2': { outcome: 'a' },
      'W2-1': { outcome: 'a', sides: ['a', 'b'] },
    });
    expect(before.get('W2-1')?.status).toBe('done');
    const after = resolve(plan, {
      'W1-1': { outcome: 'b' },
      'W1-2': { outcome: 'a' },
      'W2-1': { outcome: 'a', sides: ['a', 'b'] },
    });
    expect(after.get('W2-1')).toMatchObject({ a: 'd', b: 'b', status: 'ready', stale: true });
  });

  it('does not let a draw decide a knockout match', () => {
    const states = resolve(singleElimination(['a', 'b']), { 'W1-1': { outcome: 'draw' } });
    expect(states.get('W1-1')?.status).toBe('ready');
  });
});

describe('ダブルイリミネーション', () => {
  it('has exactly 2N−2 matches before a reset, and everyone but the champion leaves with two losses', () => {
    fc.assert(
      fc.property(entrantsArb(2, 256), fc.integer(), (entrants, seed) => {
        const plan = doubleElimination(drawBracket(entrants, { drawSeed: seed }), true);
        expect(playableMatches(plan)).toHaveLength(2 * entrants.length - 2);
        const states = resolve(plan, playOut(plan, coin(seed)));
        const losses = new Map<string, number>();
        for (const s of states.values())
          if (s.status === 'done' && s.loser) losses.set(s.loser, (losses.get(s.loser) ?? 0) + 1);
        const champion = bracketPlacements(states)[0]?.entrants[0];
        expect(champion).toBeDefined();
        expect(losses.get(champion ?? '') ?? 0).toBeLessThanOrEqual(1);
        for (const entrant of entrants) if (entrant.id !== champion) expect(losses.get(entrant.id)).toBe(2);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('plays the reset only when the losers’ side wins the first final', () => {
    const plan = doubleElimination(['a', 'b'], true);
    expect(resolve(plan, { 'W1-1': { outcome: 'a' }, F1: { outcome: 'a' } }).get('F2')?.status).toBe('void');
    expect(resolve(plan, { 'W1-1': { outcome: 'a' }, F1: { outcome: 'b' } }).get('F2')).toMatchObject({
      status: 'ready',
      a: 'a',
      b: 'b',
    });
  });
});
