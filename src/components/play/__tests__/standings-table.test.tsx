import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StandingRow } from '@/shared/play/standings';
import { ENTRANTS, leagueStage } from '@/testing/stages';
import { StandingsTable } from '../standings-table';

const row = (entrant: string, rank: number, patch: Partial<StandingRow> = {}): StandingRow => ({
  entrant,
  rank,
  tied: false,
  played: 3,
  wins: 2,
  draws: 0,
  losses: 1,
  byes: 0,
  points: 6,
  gamesFor: 7,
  gamesAgainst: 4,
  pointsFor: 30,
  pointsAgainst: 21,
  sos: 5,
  sosos: 12,
  opponents: [],
  ...patch,
});

const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('順位表: one set of columns on every page', () => {
  it('adds ゲーム差 for a stage kept in games and SOS for a Swiss one', () => {
    const [first, second] = ENTRANTS;
    const stage = leagueStage({ scoring: 'games' });
    const { unmount } = render(
      <StandingsTable stage={stage} rows={[row(first!.id, 1)]} caption="A組 順位表" />,
    );
    expect(screen.getByRole('table', { name: 'A組 順位表' })).toBeInTheDocument();
    expect(headers()).toEqual(['順位', '名前', '勝', '分', '負', '勝点', 'ゲーム差']);
    expect(
      within(screen.getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2', '0', '1', '6', '3']);
    unmount();

    render(
      <StandingsTable
        stage={{ ...stage, scoring: 'points', format: 'swiss' }}
        rows={[row(first!.id, 1, { tied: true }), row(second!.id, 1, { tied: true })]}
        label="順位表"
      />,
    );
    expect(headers()).toEqual(['順位', '名前', '勝', '分', '負', '勝点', '得失点差', 'SOS']);
    // Ranks the rules could not separate say so.
    expect(within(screen.getAllByRole('row')[2]!).getAllByRole('cell')[0]).toHaveTextContent('1（同順位）');
    expect(within(screen.getAllByRole('row')[2]!).getByRole('rowheader')).toHaveTextContent(second!.name);
  });

  it('on the print, adds 所属 and 試合 after the name', () => {
    const [first] = ENTRANTS;
    render(
      <StandingsTable
        stage={leagueStage({ scoring: 'outcome' })}
        rows={[row(first!.id, 1)]}
        detail
        label="順位表"
      />,
    );
    expect(headers()).toEqual(['順位', '名前', '所属', '試合', '勝', '分', '負', '勝点']);
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[2]).toHaveTextContent('3');
  });
});
