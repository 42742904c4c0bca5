import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { drawnStageOf, ENTRANTS, leagueStage, result } from '@/testing/stages';
import { resolveStage } from '@/shared/play/stage-plan';
import { nextSwissRound } from '@/shared/play/draw-stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import type { Stage } from '@/shared/schemas/stage';
import { StagePanel } from '../components/stage-panel';
import { stageActions } from './stage-actions';

const NO_ACTIONS = stageActions();

/** 対戦's stage panel as it reads, with nothing pressed. */
describe('対戦: the staff 順位表 ranks as the public page does', () => {
  it('with no 順位の決め方 set, by 勝数 (not everyone 1st)', () => {
    const base = leagueStage({ tiebreaks: [] });
    const index = (id: string | null | undefined) => ENTRANTS.findIndex((e) => e.id === id);
    // The lower seed wins every match: e1 3 wins, e2 2, e3 1, e4 none.
    const results: Stage['results'] = Object.fromEntries(
      [...resolveStage(base).values()].map((state) => {
        const a = index(state.a);
        const b = index(state.b);
        return [state.match.id, result(a < b ? 'a' : 'b', [a, b])];
      }),
    );
    renderAt(<StagePanel stage={{ ...base, results }} actions={NO_ACTIONS} />);
    const table = screen.getByRole('table', { name: 'A組 順位表' });
    const ranks = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(ranks).toEqual(['1', '2', '3', '4']);
    // …and says so: it ranked by 勝数, not 勝点.
    expect(screen.getByText(/^順位の決め方: 勝数/)).toBeInTheDocument();
  });
});

describe('対戦: a Swiss stage says how it pairs', () => {
  it('under its 順位表: by 勝点 then seed, so the bye need not go to the one shown last', () => {
    const swiss = drawnStageOf('swiss', 5, { ...stageDefaults('swiss'), tableCount: 0 });
    renderAt(
      <StagePanel
        actions={NO_ACTIONS}
        stage={{ ...swiss, pairings: { '1': nextSwissRound(swiss).stored } }}
      />,
    );
    expect(
      screen.getByText(
        '次のラウンドの組み合わせは、勝点の高い順（同じ勝点ならシード順）に並べて作ります。不戦勝もこの並びの下から、まだ不戦勝のない人に回るため、順位表の最下位の人とは限りません。',
      ),
    ).toBeInTheDocument();
  });

  it('a league says nothing of it', () => {
    renderAt(
      <StagePanel
        actions={NO_ACTIONS}
        stage={drawnStageOf('league', 4, { ...stageDefaults('league'), tableCount: 0 })}
      />,
    );
    expect(screen.queryByText(/次のラウンドの組み合わせは/)).not.toBeInTheDocument();
  });
});
