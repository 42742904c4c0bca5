import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/schemas/limits';
import type { Stage } from '@/shared/schemas/stage';
import { withResult, type TestStage } from '@/testing/play-steps';
import { drawnStageOf, entrantsOf, leagueStage, result, stageOf } from '@/testing/stages';
import { drawStage } from '../draw-stage';
import { leagueMatchCount } from '../league';
import { qualifiersFrom } from '../qualifiers';
import { makeDraw, resolveStage } from '../stage-plan';

const T0 = new Date('2026-11-25T10:00:00+09:00');

/** Every match played to the end, the side `pick` says winning. */
function playAll<S extends TestStage>(s: S, pick: (id: string) => 'a' | 'b' = () => 'a'): S {
  let current = s;
  for (;;) {
    const ready = [...resolveStage(current).values()].filter((m) => m.status === 'ready');
    if (ready.length === 0) return current;
    for (const m of ready) current = withResult(current, m, pick(m.match.id), T0) as S;
  }
}

const coin = (seed: number) => (id: string) =>
  (seed ^ [...id].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) & 1 ? 'a' : 'b';

describe('drawStage: 組み合わせを作成', () => {
  it('draws a bracket from its entrants with the given draw number, results and calls empty', () => {
    const s = stageOf('single', 6, { seeds: 2, results: { x: result('a', [0, 1]) } });
    const drawn = drawStage(s, [s], 42);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.plan.drawSeed).toBe(42);
    // The draw number reproduces the draw.
    expect(drawn.plan.draw).toEqual(makeDraw({ ...s, drawSeed: 42 }));
    expect(drawn.plan.drawn).toMatchObject({ draw: drawn.plan.draw, results: {}, tables: {}, pairings: {} });
    expect(drawn.plan.entrants).toBeUndefined();
  });

  it('refuses fewer than 2 entrants, and a league of more matches than a stage holds', () => {
    expect(drawStage(stageOf('single', 1), [], 1)).toEqual({ ok: false, reason: 'too-few' });
    const count = 120;
    const huge = stageOf('league', count, { groups: 1 });
    const refused = drawStage(huge, [huge], 1);
    expect(refused).toMatchObject({ ok: false, reason: 'too-large', max: LIMITS.stageMatches });
    expect(refused.ok === false && refused.reason === 'too-large' && refused.count).toBe(
      (count * (count - 1)) / 2,
    );
  });

  it('any stage of its own entrants: drawn as makeDraw draws it, or refused for the right reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Stage['format']>('single', 'double', 'league'),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (format, count, groups, seeds, drawSeed) => {
          // 組み合わせをやり直す: whatever the old draw left (results, pairings, calls) goes.
          const s = stageOf(format, count, {
            groups,
            seeds,
            results: { 'W1-1': result('a', [0, 1]) },
            pairings: { '1': [0, 1] },
            tables: { 'W1-1': { table: 1, at: T0 } },
          });
          const drawn = drawStage(s, [s], drawSeed);
          const matches = format === 'league' ? leagueMatchCount(count, groups) : 0;
          if (count < 2) {
            expect(drawn).toEqual({ ok: false, reason: 'too-few' });
            return;
          }
          if (matches > LIMITS.stageMatches) {
            expect(drawn).toEqual({
              ok: false,
              reason: 'too-large',
              count: matches,
              max: LIMITS.stageMatches,
            });
            return;
          }
          expect(drawn.ok).toBe(true);
          if (!drawn.ok) return;
          const draw = makeDraw({ ...s, drawSeed });
          expect(drawn.plan).toEqual({
            draw,
            drawSeed,
            drawn: { ...s, draw, drawSeed, pairings: {}, results: {}, tables: {} },
            ties: [],
          });
          // The same number draws the same again.
          expect(drawStage(s, [s], drawSeed)).toEqual(drawn);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('drawStage: a 決勝トーナメント from its league', () => {
  it('waits for every match of the league, and draws nothing from a league gone', () => {
    const league = { ...drawnStageOf('league', 8, { groups: 2, entrants: entrantsOf(8) }), id: 'league' };
    const final = stageOf('single', 0, { id: 'final', from: { stageId: 'league', qualifiers: 2 } });
    expect(drawStage(final, [league, final], 5)).toEqual({
      ok: false,
      reason: 'league-unfinished',
      league: league.name,
    });
    expect(drawStage(final, [final], 5)).toEqual({ ok: false, reason: 'no-league' });
    const played = playAll(league);
    const drawn = drawStage(final, [played, final], 5);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.plan.entrants).toHaveLength(4);
    expect(drawn.plan.drawn.entrants).toBe(drawn.plan.entrants);
    expect(drawn.plan.drawSeed).toBe(5);
  });

  it('leaves a league too small to qualify anyone short of 2', () => {
    const league = { ...leagueStage({ draw: [0, 0] }), entrants: entrantsOf(2), id: 'league' };
    const played = playAll(league);
    const final = stageOf('single', 0, { id: 'final', from: { stageId: 'league', qualifiers: 1 } });
    expect(drawStage(final, [played, final], 5)).toEqual({ ok: false, reason: 'too-few' });
  });

  it('any finished league: its qualifiers and their cross-seeded draw become the stage’s, ties said', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (count, groups, qualifiers, seed, drawSeed) => {
          const league = playAll({ ...drawnStageOf('league', count, { groups }), id: 'league' }, coin(seed));
          const final = stageOf('single', 0, { id: 'final', from: { stageId: 'league', qualifiers } });
          const expected = qualifiersFrom(league, qualifiers);
          const drawn = drawStage(final, [league, final], drawSeed);
          if (expected.entrants.length < 2) {
            expect(drawn).toEqual({ ok: false, reason: 'too-few' });
            return;
          }
          expect(drawn).toEqual({
            ok: true,
            plan: {
              draw: expected.draw,
              drawSeed,
              entrants: expected.entrants,
              drawn: {
                ...final,
                entrants: expected.entrants,
                draw: expected.draw,
                drawSeed,
                results: {},
                tables: {},
              },
              ties: expected.ties,
            },
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
