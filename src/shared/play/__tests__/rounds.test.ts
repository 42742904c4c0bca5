import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { drawnStageOf, stageOf } from '@/testing/stages';
import { heldKeys, heldRange, rangeLabel, roundKey, stageRounds } from '../rounds';
import { makeDraw, stagePlan } from '../stage-plan';
import { nextSwissRound } from '../draw-stage';

const drawn = (s: Stage): Stage => ({ ...s, draw: makeDraw(s) });
const labels = (s: Stage, stages: Stage[] = []) => stageRounds(s, stages).map((round) => round.label);

describe('stageRounds: the rounds an item can hold, in play order', () => {
  it('a トーナメント: 3位決定戦 just before the final', () => {
    expect(labels(drawnStageOf('single', 8, { thirdPlace: true }))).toEqual([
      '準々決勝',
      '準決勝',
      '3位決定戦',
      '決勝',
    ]);
    expect(labels(drawnStageOf('single', 16))).toEqual(['1回戦', '準々決勝', '準決勝', '決勝']);
  });

  it('a ダブルイリミネーション: the losers’ side between the winners’ rounds as they can be played, the grand finals last', () => {
    expect(labels(drawnStageOf('double', 8, { reset: true }))).toEqual([
      '勝者側 準々決勝',
      '勝者側 準決勝',
      '敗者側 1回戦',
      '勝者側 決勝',
      '敗者側 2回戦',
      '敗者側 3回戦',
      '敗者側 4回戦',
      'グランドファイナル',
      'グランドファイナル（再戦）',
    ]);
  });

  it('a リーグ: one 第n節 for all groups, up to the largest group’s', () => {
    // Groups of 5 and 4: five 節 (one rests in each in the group of 5), three in the other.
    const league = drawnStageOf('league', 9, { groups: 2 });
    expect(labels(league)).toEqual(['第1節', '第2節', '第3節', '第4節', '第5節']);
    for (const match of stagePlan(league)) expect(roundKey(match)).toBe(`R${match.round}`);
  });

  it('a スイス式: every round, paired or not', () => {
    const swiss = stageOf('swiss', 6, { rounds: 4 });
    expect(labels(swiss)).toEqual(['第1ラウンド', '第2ラウンド', '第3ラウンド', '第4ラウンド']);
    const paired = { ...swiss, pairings: { '1': nextSwissRound(swiss).stored } };
    expect(labels(paired)).toEqual(labels(swiss));
  });

  it('a 決勝トーナメント not drawn yet: as the league it comes from will send it (3 組 × 上位2 = 6 → 8)', () => {
    const league = { ...drawnStageOf('league', 12, { groups: 3 }), id: 'league' };
    const final = stageOf('single', 0, {
      id: 'final',
      thirdPlace: true,
      from: { stageId: 'league', qualifiers: 2 },
    });
    expect(labels(final, [league, final])).toEqual(['準々決勝', '準決勝', '3位決定戦', '決勝']);
    // Without its league the stage has no rounds to offer (yet).
    expect(labels(final)).toEqual([]);
  });

  it('numbers a bracket the same before and after its draw (property, 2–64 entrants)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Stage['format']>('single', 'double', 'league'),
        fc.integer({ min: 2, max: 64 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (format, count, extra, groups, drawSeed) => {
          const s = stageOf(format, count, {
            thirdPlace: extra,
            reset: extra,
            groups: Math.min(groups, Math.floor(count / 2) || 1),
            drawSeed,
            seeds: drawSeed % 3,
          });
          const before = stageRounds(s);
          const after = stageRounds(drawn(s));
          expect(after).toEqual(before);
          // Every match of the drawn stage is in one listed round, unless nobody plays it.
          const keys = new Set(after.map((round) => round.key));
          expect(keys.size).toBe(after.length);
          const plan = stagePlan(drawn(s));
          for (const match of plan)
            if (match.a !== null || match.b !== null) expect(keys.has(roundKey(match))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('heldRange, heldKeys and rangeLabel', () => {
  const rounds = stageRounds(drawnStageOf('single', 8, { thirdPlace: true }));

  it('says the rounds in words: one, or from … to', () => {
    expect(rangeLabel(rounds, { from: 2, to: 4 })).toBe('準決勝〜決勝');
    expect(rangeLabel(rounds, { from: 3, to: 3 })).toBe('3位決定戦');
    expect(rangeLabel(rounds, null)).toBe('');
  });

  it('is total: every round is no range; past the end is cut; backwards or beyond holds nothing', () => {
    expect(heldRange(4, { from: 1, to: 4 })).toBeNull();
    expect(heldRange(4, { from: 1, to: 9 })).toBeNull();
    expect(heldRange(4, { from: 3, to: 9 })).toEqual({ from: 3, to: 4 });
    expect(heldKeys(rounds, { from: 3, to: 9 })).toEqual(new Set(['P3', 'W3']));
    expect(heldKeys(rounds, { from: 4, to: 2 })).toEqual(new Set());
    expect(heldKeys(rounds, { from: 7, to: 9 })).toEqual(new Set());
    expect(rangeLabel(rounds, { from: 7, to: 9 })).toBe('');
    expect(heldKeys(rounds, undefined)).toBeNull();
  });
});
