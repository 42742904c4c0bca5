import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { withResult, type TestStage } from '@/testing/play-steps';
import { drawnStageOf } from '@/testing/stages';
import { downstreamOf } from '../downstream';
import { resolveStage } from '../stage-plan';

const T0 = new Date('2026-11-25T10:00:00+09:00');

/** Every ready match played, `pick` saying who wins, for `through` rounds or until none is ready. */
function playAll(s: TestStage, through = Infinity, pick: (id: string) => 'a' | 'b' = () => 'a'): TestStage {
  let current = s;
  for (let round = 0; round < through; round++) {
    const ready = [...resolveStage(current).values()].filter((m) => m.status === 'ready');
    if (ready.length === 0) break;
    for (const m of ready) current = withResult(current, m, pick(m.match.id), T0);
  }
  return current;
}

const coin = (seed: number) => (id: string) =>
  (seed ^ [...id].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) & 1 ? 'a' : 'b';

const doneIds = (s: TestStage) =>
  [...resolveStage(s).values()].filter((m) => m.status === 'done').map((m) => m.match.id);

describe('downstreamOf: the results a changed winner could undo', () => {
  it('names the played matches its winner and loser went on to, not the ones still to play', () => {
    // 8 in a トーナメント with 3位決定戦: 準々決勝 W1-1 feeds 準決勝 W2-1, which feeds 決勝 and 3位決定戦.
    const s = drawnStageOf('single', 8, { seeds: 8, thirdPlace: true });
    expect(downstreamOf(s, 'W1-1')).toEqual([]);
    const played = playAll(s, 2);
    expect(downstreamOf(played, 'W1-1')).toEqual(['W2-1']);
    const all = playAll(s);
    expect(downstreamOf(all, 'W1-1').sort()).toEqual(['P1', 'W2-1', 'W3-1']);
    expect(downstreamOf(all, 'W1-2').sort()).toEqual(['P1', 'W2-1', 'W3-1']);
    expect(downstreamOf(all, 'W3-1')).toEqual([]);
  });

  it('names a played grand final reset when the first final is corrected', () => {
    // ダブルイリミネーション of 4 with a reset: the losers' side (b) wins F1, so F2 is played.
    const s = drawnStageOf('double', 4, { seeds: 4, reset: true });
    const played = playAll(s, Infinity, (id) => (id === 'F1' ? 'b' : 'a'));
    expect(resolveStage(played).get('F2')?.status).toBe('done');
    expect(downstreamOf(played, 'F1')).toEqual(['F2']);
  });

  it('none in a league, whose matches feed no other', () => {
    const all = playAll(drawnStageOf('league', 4, { groups: 1 }));
    for (const id of resolveStage(all).keys()) expect(downstreamOf(all, id)).toEqual([]);
  });

  it('reads the states it is given: an unreadable draw resolved as nothing names nothing', () => {
    const broken: Stage = { ...drawnStageOf('single', 4), draw: [0] };
    expect(downstreamOf(broken, 'W1-1', new Map())).toEqual([]);
  });

  it('is exactly the played matches that stop counting when the result is taken back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Stage['format']>('single', 'double'),
        fc.integer({ min: 2, max: 16 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer(),
        fc.integer({ min: 1, max: 8 }),
        (format, count, extra, drawSeed, seed, through) => {
          const s = drawnStageOf(format, count, { drawSeed, thirdPlace: extra, reset: extra });
          const played = playAll(s, through, coin(seed));
          const before = new Set(doneIds(played));
          for (const id of before) {
            const down = downstreamOf(played, id);
            const results = { ...played.results };
            delete results[id];
            const after = new Set(doneIds({ ...played, results }));
            const undone = [...before].filter((other) => other !== id && !after.has(other));
            expect(down.slice().sort()).toEqual(undone.sort());
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
