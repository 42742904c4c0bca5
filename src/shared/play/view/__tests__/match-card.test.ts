import { describe, expect, it } from 'vitest';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import { ORDER_4S1D, rubberResult, teamStageOf, withLineup } from '@/testing/team-stages';
import type { Stage } from '@/shared/schemas/stage';
import { matchCard, sameMatchCard, stageView, tableName, type MatchCard } from '../play-view';

/** Every match's card as ライブ's list draws it, with no table and no estimate. */
const cards = (stage: Stage): Map<string, MatchCard> => {
  const view = stageView(stage);
  return new Map([...view.states].map(([id, state]) => [id, matchCard(view.stage, state, null, null)]));
};

/** The matches whose card a change turned into another (what ライブ re-renders). */
const changed = (before: Stage, after: Stage) => {
  const was = cards(before);
  return [...cards(after)].filter(([id, card]) => !sameMatchCard(was.get(id)!, card)).map(([id]) => id);
};

describe("a match's card on ライブ", () => {
  it('says the match in words: number, sides, the winner, the score and 速報', () => {
    const view = stageView(
      bracketStage({ results: { 'W1-1': result('a', [0, 3], { games: [2, 1], confirmed: false }) } }),
    );
    const card = matchCard(view.stage, view.states.get('W1-1')!, 2, null);
    expect(card).toMatchObject({
      status: 'done',
      number: '第1試合',
      table: tableName(view.stage, 2),
      score: '2 - 1',
      statusText: '速報',
    });
    expect(card[card.won === 'a' ? 'aName' : 'bName']).toBe(
      view.stage.entrants.find((e) => e.id === card.a)?.name,
    );
  });

  it('shows the estimate of a match still to play only', () => {
    const start = new Date('2026-11-22T10:30:00+09:00');
    const view = stageView(bracketStage({ results: { 'W1-1': result('a', [0, 3]) } }));
    expect(matchCard(view.stage, view.states.get('W1-2')!, null, start).time).toBe('10:30');
    expect(matchCard(view.stage, view.states.get('W1-1')!, null, start).time).toBe('');
  });

  it('a league result changes its own card only: the other matches are not drawn again', () => {
    const before = leagueStage();
    const after = leagueStage({ results: { 'G1-R2-1': result('b', [2, 0]) } });
    expect(changed(before, after)).toEqual(['G1-R2-1']);
  });

  it('a bracket result changes its card and the next match, whose side it names', () => {
    const before = bracketStage();
    const after = bracketStage({ results: { 'W1-1': result('a', [0, 3]) } });
    expect(changed(before, after).sort()).toEqual(['W1-1', 'W2-1']);
  });

  it('a result confirmed (速報 → 確定) changes that card', () => {
    const before = leagueStage({ results: { 'G1-R1-1': result('a', [0, 3], { confirmed: false }) } });
    const after = leagueStage({ results: { 'G1-R1-1': result('a', [0, 3]) } });
    expect(changed(before, after)).toEqual(['G1-R1-1']);
  });
});

describe('a 団体戦 tie\'s card on ライブ (docs/play.md "Team ties")', () => {
  const W11 = ['t1', 't4'] as const;
  const open = () =>
    withLineup(teamStageOf('single', 4), 'W1-1', W11, { a: ORDER_4S1D, b: ['m1', '', 'm3+m4', 'm5', 'm6'] });

  it('lists nothing under a tie whose orders are sealed', () => {
    const view = stageView(teamStageOf('single', 4));
    expect(matchCard(view.stage, view.states.get('W1-1')!, null, null).rubbers).toBe('');
  });

  it('gives the tie its rubbers’ score and each rubber a line: players, result, 欠員, 打ち切り', () => {
    let stage = open();
    stage = rubberResult(stage, 'W1-1', 1, W11, [3, 1]);
    stage = rubberResult(stage, 'W1-1', 3, W11, [3, 2]);
    const view = stageView(stage);
    const card = matchCard(view.stage, view.states.get('W1-1')!, null, null);
    // 1番 won, 2番 a forfeit of チーム4's empty place, 3番 won: 3-0, the rest not played.
    expect(card).toMatchObject({ status: 'done', score: '3 - 0', won: 'a' });
    expect(card.rubbers.split('\n')).toEqual([
      '1番 チーム1の選手1 vs チーム4の選手1：3 - 1',
      '2番 チーム1の選手2 vs 欠員：不戦',
      '3番 チーム1の選手3・チーム1の選手4 vs チーム4の選手3・チーム4の選手4：3 - 2',
      '4番 打ち切り',
      '5番 打ち切り',
    ]);
  });
});
