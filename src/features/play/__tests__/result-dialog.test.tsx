import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { leagueStage } from '@/testing/stages';
import { resolveStage } from '@/shared/play/stage-plan';
import type { MatchState } from '@/shared/play/resolve';
import type { Stage } from '@/shared/schemas/stage';
import { ResultDialog } from '../components/result-dialog';

/** 「結果を入力」 for the league's first match (山田 太郎 vs 高橋 次郎 or as drawn). */
function open(patch: Partial<Stage>) {
  const stage = leagueStage(patch);
  const state = resolveStage(stage).get('G1-R1-1') as MatchState;
  renderAt(
    <ResultDialog
      stage={stage}
      state={state}
      roundLabel="第1節"
      downstream={[]}
      onClose={() => {}}
      onSave={async () => true}
    />,
  );
  return { dialog: screen.getByRole('dialog') };
}

describe('結果を入力: 引き分け', () => {
  it('is not offered in ゲーム scoring with an odd best-of, even in a league', () => {
    const { dialog } = open({ scoring: 'games', bestOf: 3 });
    expect(within(dialog).queryByRole('radio', { name: '引き分け' })).not.toBeInTheDocument();
  });

  it('is offered in a league that scores 勝敗 or 得点', () => {
    const { dialog } = open({ scoring: 'points' });
    expect(within(dialog).getByRole('radio', { name: '引き分け' })).toBeInTheDocument();
  });
});
