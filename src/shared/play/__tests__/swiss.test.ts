import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolve, type MatchState } from '../resolve';
import { standings } from '../standings';
import { pairSwiss } from '../swiss';
import type { PlanMatch, Result } from '../types';

const points = { win: 1, draw: 0.5, loss: 0 };
const sidesOf = (m: PlanMatch) => [m.a, m.b].map((f) => (f && 'entrant' in f ? f.entrant : null));

/** Plays `rounds` Swiss rounds, each result from `outcome`; returns every round's pairing. */
function run(entrants: string[], rounds: number, outcome: (m: PlanMatch) => Result['outcome']) {
  const plan: PlanMatch[] = [];
  const results: Record<string, Result> = {};
  const pairings: { round: number; matches: PlanMatch[]; before: MatchState[] }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const before = [...resolve(plan, results).values()];
    const pairing = pairSwiss(entrants, before, round, points);
    if (!pairing.ok) return { pairings, stopped: pairing.reason, plan, results };
    pairings.push({ round, matches: pairing.matches, before });
    plan.push(...pairing.matches);
    for (const m of pairing.matches) if (m.b !== null) results[m.id] = { outcome: outcome(m) };
  }
  return { pairings, stopped: undefined, plan, results };
}

/** Whether `players` can be paired (with one bye among `byeable` when odd) avoiding `met`: tried exhaustively. */
function pairable(players: string[], met: Set<string>, byeable: Set<string>): boolean {
  if (players.length === 0) return true;
  if (players.length % 2 === 1)
    return players.some(
      (p) =>
        byeable.has(p) &&
        pairable(
          players.filter((q) => q !== p),
          met,
          byeable,
        ),
    );
  const [first, ...rest] = players;
  return rest.some(
    (other) =>
      !met.has(`${first}|${other}`) &&
      pairable(
        rest.filter((q) => q !== other),
        met,
        byeable,
      ),
  );
}

describe('スイス式', () => {
  it('never repeats a pairing, gives nobody two byes, pairs everyone each round, and the bye to the lowest who has not had one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer(), (count, seed) => {
        const entrants = Array.from({ length: count }, (_, i) => `p${i + 1}`);
        const rounds = Math.min(Math.ceil(Math.log2(count)) + 1, count - 1, count > 64 ? 4 : 7);
        const coin = (m: PlanMatch) =>
          (['a', 'b', 'draw'] as const)[
            Math.abs((seed ^ (m.id.length * 7919)) + m.order * 31 + m.round) % 3
          ] ?? 'a';
        const { pairings, stopped, plan } = run(entrants, rounds, coin);
        const seen = new Set<string>();
        const byes = new Set<string>();
        for (const { matches, before } of pairings) {
          const inRound = matches.flatMap(sidesOf).filter((id): id is string => id !== null);
          expect(inRound.sort()).toEqual([...entrants].sort());
          const score = new Map(
            standings(entrants, before, points, []).map((row) => [row.entrant, row.points]),
          );
          const ranked = [...entrants].sort(
            (x, y) => (score.get(y) ?? 0) - (score.get(x) ?? 0) || Number(x.slice(1)) - Number(y.slice(1)),
          );
          const rankOf = new Map(ranked.map((id, i) => [id, i]));
          for (const m of matches) {
            const [a, b] = sidesOf(m);
            if (b === null) {
              expect(byes.has(a ?? '')).toBe(false);
              // Everyone ranked lower has had a bye already (the exhaustive check below covers small fields).
              if (count > 12)
                for (const [id, rank] of rankOf)
                  if (rank > (rankOf.get(a ?? '') ?? 0)) expect(byes.has(id)).toBe(true);
              byes.add(a ?? '');
              continue;
            }
            const key = [a, b].sort().join('|');
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        }
        if (stopped) {
          // It may stop only when no pairing without a rematch exists: checked exhaustively.
          expect(stopped).toBe('exhausted');
          expect(count).toBeLessThanOrEqual(12);
          const met = new Set([...seen].flatMap((key) => [key, key.split('|').reverse().join('|')]));
          expect(pairable(entrants, met, new Set(entrants.filter((e) => !byes.has(e))))).toBe(false);
        }
        expect(plan.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('pairs round 1 top half against bottom half, and round 2 within score groups the same way', () => {
    const entrants = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    const { pairings } = run(entrants, 2, () => 'a');
    expect(pairings[0]?.matches.map(sidesOf)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p6'],
      ['p3', 'p7'],
      ['p4', 'p8'],
    ]);
    // Winners p1–p4 meet one another (p1 v p3, p2 v p4), losers p5–p8 likewise.
    expect(pairings[1]?.matches.map(sidesOf)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p5', 'p7'],
      ['p6', 'p8'],
    ]);
  });

  it('waits for the earlier round: no pairing while a result is missing', () => {
    const first = pairSwiss(['a', 'b', 'c', 'd'], [], 1, points);
    if (!first.ok) throw new Error('round 1 pairs');
    const states = [...resolve(first.matches, { 'S1-1': { outcome: 'a' } }).values()];
    expect(pairSwiss(['a', 'b', 'c', 'd'], states, 2, points)).toEqual({ ok: false, reason: 'unfinished' });
  });

  it('gives the bye to the lowest-ranked entrant, and counts it as a win', () => {
    const { pairings, plan, results } = run(['p1', 'p2', 'p3', 'p4', 'p5'], 2, () => 'a');
    expect(pairings[0]?.matches.at(-1)).toMatchObject({ a: { entrant: 'p5' }, b: null });
    const table = standings(['p1', 'p2', 'p3', 'p4', 'p5'], resolve(plan, results).values(), points, [
      'points',
    ]);
    expect(table.find((row) => row.entrant === 'p5')).toMatchObject({ byes: 1 });
    const secondBye = pairings[1]?.matches.find((m) => m.b === null);
    expect(secondBye && sidesOf(secondBye)[0]).not.toBe('p5');
  });
});
