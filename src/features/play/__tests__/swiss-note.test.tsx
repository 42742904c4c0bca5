import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { drawnStageOf } from '@/testing/stages';
import type { Stage } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { nextSwissRound } from '@/shared/play/stage-plan';
import { StagePanel, type StageActions } from '../components/stage-panel';

const noop = () => {};
const NO_ACTIONS: StageActions = {
  onEdit: noop,
  onClearDraw: noop,
  onSaveEntrants: async () => true,
  onReimport: noop,
  onDraw: noop,
  onNextRound: noop,
  onDelete: noop,
  onResult: noop,
  onCall: noop,
  onMove: noop,
  onUncall: noop,
};

function panel(stage: Stage) {
  renderAt(<StagePanel stage={stage} actions={NO_ACTIONS} />);
}

describe('対戦: a Swiss stage says how it pairs', () => {
  it('under its 順位表: by 勝点 then seed, so the bye need not go to the one shown last', () => {
    const swiss = drawnStageOf('swiss', 5, { ...stageDefaults('swiss'), tableCount: 0 });
    panel({ ...swiss, pairings: { '1': nextSwissRound(swiss).stored } });
    expect(
      screen.getByText(
        '次のラウンドの組み合わせは、勝点の高い順（同じ勝点ならシード順）に並べて作ります。不戦勝もこの並びの下から、まだ不戦勝のない人に回るため、順位表の最下位の人とは限りません。',
      ),
    ).toBeInTheDocument();
  });

  it('a league says nothing of it', () => {
    panel(drawnStageOf('league', 4, { ...stageDefaults('league'), tableCount: 0 }));
    expect(screen.queryByText(/次のラウンドの組み合わせは/)).not.toBeInTheDocument();
  });
});
