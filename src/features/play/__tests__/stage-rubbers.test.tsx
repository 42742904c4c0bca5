import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { ORDER_4S1D, rubberResult, teamStageOf, withLineup } from '@/testing/team-stages';
import type { Stage } from '@/shared/schemas/stage';
import { StagePanel, type StageActions } from '../components/stage-panel';
import { stageActions } from './stage-actions';

const actions = (onResult?: StageActions['onResult']) => stageActions(onResult ? { onResult } : {});

const W11 = ['t1', 't4'] as const;
/** 準決勝 W1-1 チーム1 vs チーム4 with both orders open: m1, m2, m3+m4, m5, m6 on each side. */
const opened = (): Stage =>
  withLineup(teamStageOf('single', 4, 'tt4s1d', { tableCount: 0 }), 'W1-1', W11, {
    a: ORDER_4S1D,
    b: ORDER_4S1D,
  });

// docs/play.md "Team ties": 対戦 lists a tie's rubbers under it and takes their results one by one.
describe('対戦: a 団体戦 tie with its rubbers', () => {
  it('waits for its orders before anything can be played', () => {
    renderAt(
      <StagePanel stage={teamStageOf('single', 4, 'tt4s1d', { tableCount: 0 })} actions={actions()} />,
    );
    const tie = document.querySelector('[data-match="W1-1"]') as HTMLElement;
    expect(within(tie).getByText('オーダー待ち')).toBeInTheDocument();
    // Its entrants are teams.
    expect(screen.getByText(/4チーム/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /個々の試合/ })).not.toBeInTheDocument();
  });

  it('lists the rubbers by place and players, and enters a rubber as a match of its own', async () => {
    const onResult = vi.fn();
    renderAt(<StagePanel stage={opened()} actions={actions(onResult)} />);
    const list = screen.getByRole('list', { name: '準決勝 第1試合の個々の試合' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '1番',
      '2番',
      '3番',
      '4番',
      '5番',
    ]);
    expect(
      within(rows[2] as HTMLElement).getByText(
        /チーム1の選手3・チーム1の選手4 vs チーム4の選手3・チーム4の選手4/,
      ),
    ).toBeInTheDocument();
    // The tie itself takes no result of its own any more: its rubbers give it.
    const tie = document.querySelector('[data-match="W1-1"]') as HTMLElement;
    expect(within(tie).getAllByRole('button', { name: /結果を入力/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: '準決勝 第1試合 1番の結果を入力' }));
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'team' }),
      expect.objectContaining({
        match: expect.objectContaining({ id: 'W1-1r1' }),
        rubber: expect.objectContaining({ index: 0 }),
      }),
      '準決勝 第1試合 1番',
    );
  });

  it('shows the tie decided at 3-1 and the 5番 not played', () => {
    let stage = opened();
    for (const [n, games] of [
      [1, [3, 0]],
      [2, [0, 3]],
      [3, [3, 2]],
      [4, [3, 2]],
    ] as const)
      stage = rubberResult(stage, 'W1-1', n, W11, games);
    // The 5番 was on 2番台 when the tie ended.
    stage = {
      ...stage,
      tableCount: 2,
      tables: { 'W1-1r5': { table: 2, at: new Date('2026-11-22T01:00:00Z') } },
    };
    renderAt(<StagePanel stage={stage} actions={actions()} />);
    const tie = document.querySelector('[data-match="W1-1"]') as HTMLElement;
    expect(within(tie).getByText('3 - 1')).toBeInTheDocument();
    expect(within(tie).getByText('チーム1（勝）')).toBeInTheDocument();
    const fifth = document.querySelector('[data-match="W1-1r5"]') as HTMLElement;
    expect(within(fifth).getByText('打ち切り')).toBeInTheDocument();
    // Its table is free now: not 「試合中」.
    expect(fifth).not.toHaveTextContent('試合中');
    expect(within(fifth).queryByRole('button')).not.toBeInTheDocument();
    // The final now has チーム1 in it.
    expect(
      within(document.querySelector('[data-match="W2-1"]') as HTMLElement).getByText('チーム1'),
    ).toBeInTheDocument();
  });
});
