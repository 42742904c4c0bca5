import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveStage } from '@/shared/play/stage-plan';
import { matchNames } from '@/shared/play/view/play-view';
import { Bracket } from '../bracket';
import {
  bracketSections,
  feedText,
  fitScale,
  MIN_SIDE_SCALE,
  printArrangement,
  sideScale,
} from '../bracket-layout';
import { drawnStage, playOut, resultFor } from './bracket-fixtures';
import { ORDER_4S1D, rubberResult, teamStageOf, withLineup } from '@/testing/team-stages';

/** The box of a match, found as a screen reader finds it: the list item that names the match. */
const matchItem = (list: HTMLElement, order: number) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`第${order}試合`)) as HTMLElement;

describe('Bracket', () => {
  it('gives a 団体戦 tie the score of its rubbers (docs/play.md "Team ties")', () => {
    const W11 = ['t1', 't4'] as const;
    let stage = withLineup(teamStageOf('single', 4), 'W1-1', W11, { a: ORDER_4S1D, b: ORDER_4S1D });
    for (const [n, games] of [
      [1, [3, 0]],
      [2, [1, 3]],
      [3, [3, 2]],
      [4, [3, 1]],
    ] as const)
      stage = rubberResult(stage, 'W1-1', n, W11, games);
    render(<Bracket stage={stage} />);
    const box = matchItem(screen.getByRole('list', { name: '準決勝' }), 1);
    // チーム1 3 rubbers, チーム4 1: each side's figure, and the winner's mark.
    expect(box).toHaveTextContent(/チーム1\s*3\s*勝/);
    expect(box).toHaveTextContent(/チーム4\s*1/);
  });

  it("names a match's table as the competition's hall does, else by the stage's word", () => {
    const stage = drawnStage('single', 4, {
      tableFirst: 5,
      tableCount: 2,
      tables: { 'W1-1': { table: 5, at: new Date('2026-11-22T01:00:00Z') } },
    });
    const { unmount } = render(
      <Bracket
        stage={stage}
        hall={{ tables: 6, label: '台', names: ['A1', 'A2', 'A3', 'A4', 'B1', 'B2'] }}
      />,
    );
    expect(matchItem(screen.getByRole('list', { name: '準決勝' }), 1)).toHaveTextContent('B1');
    expect(matchItem(screen.getByRole('list', { name: '準決勝' }), 1)).not.toHaveTextContent('5番台');
    unmount();
    render(<Bracket stage={stage} />);
    expect(matchItem(screen.getByRole('list', { name: '準決勝' }), 1)).toHaveTextContent('5番台');
  });

  it('draws the rounds as lists headed by their names, with 3位決定戦 apart', () => {
    render(<Bracket stage={drawnStage('single', 8, { thirdPlace: true })} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      '準々決勝',
      '準決勝',
      '決勝',
      '3位決定戦',
    ]);
    expect(within(screen.getByRole('list', { name: '準々決勝' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: '準決勝' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: '決勝' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: '3位決定戦' })).toBeInTheDocument();
    // Both sides of every first-round match are named, with their 所属.
    expect(matchItem(screen.getByRole('list', { name: '準々決勝' }), 1).textContent).toMatch(
      /選手\d+（クラブ\d）.*対.*選手\d+（クラブ\d）/,
    );
  });

  it('sets a long 所属 smaller to fit its box whole instead of cutting it', () => {
    const stage = drawnStage('single', 4);
    const long = { ...stage.entrants[0], name: '山田 太郎', affiliation: 'さくら卓球クラブ北支部ジュニア' };
    render(<Bracket stage={{ ...stage, entrants: [long, ...stage.entrants.slice(1)] }} />);
    const side = screen.getByText('山田 太郎');
    expect(side).toHaveTextContent('山田 太郎（さくら卓球クラブ北支部ジュニア）');
    const size = Number.parseFloat(side.style.fontSize);
    expect(size).toBeLessThan(12);
    expect(size).toBeGreaterThanOrEqual(12 * MIN_SIDE_SCALE);
    // A name and 所属 that fit stay at the drawing's size.
    expect(screen.getByText('選手2').style.fontSize).toBe('');
  });

  it('says where a side not known yet comes from', () => {
    render(<Bracket stage={drawnStage('single', 8, { thirdPlace: true })} />);
    const final = matchItem(screen.getByRole('list', { name: '決勝' }), 1);
    expect(final).toHaveTextContent('準決勝 第1試合の勝者');
    expect(final).toHaveTextContent('準決勝 第2試合の勝者');
    const third = matchItem(screen.getByRole('list', { name: '3位決定戦' }), 1);
    expect(third).toHaveTextContent('準決勝 第1試合の敗者');
  });

  it('shows each score, the winner marked 勝 and 速報 or 確定 in words', () => {
    let stage = drawnStage('single', 4);
    stage = {
      ...stage,
      results: {
        'W1-1': resultFor(stage, 'W1-1', { confirmed: true, lost: 7 }),
        'W1-2': resultFor(stage, 'W1-2', { outcome: 'b', confirmed: false, lost: 9 }),
      },
    };
    const states = resolveStage(stage);
    render(<Bracket stage={stage} />);
    const semis = screen.getByRole('list', { name: '準決勝' });

    const first = matchItem(semis, 1);
    expect(first).toHaveTextContent('確定');
    expect(first).not.toHaveTextContent('速報');
    const winnerName = stage.entrants.find((e) => e.id === states.get('W1-1')?.winner)?.name ?? '';
    const winnerRow = within(first).getByText(winnerName).closest('p') as HTMLElement;
    expect(winnerRow).toHaveTextContent(/11勝$/);
    const loserName = stage.entrants.find((e) => e.id === states.get('W1-1')?.loser)?.name ?? '';
    expect(within(first).getByText(loserName).closest('p')).toHaveTextContent(/7$/);

    const second = matchItem(semis, 2);
    expect(second).toHaveTextContent('速報');
    const bWinner = stage.entrants.find((e) => e.id === states.get('W1-2')?.winner)?.name ?? '';
    expect(within(second).getByText(bWinner).closest('p')).toHaveTextContent(/11勝$/);

    // The final now knows both sides.
    const final = matchItem(screen.getByRole('list', { name: '決勝' }), 1);
    expect(final).toHaveTextContent(winnerName);
    expect(final).toHaveTextContent(bWinner);
  });

  it('shows a bye: the top seed goes through with nobody opposite', () => {
    // Six entrants in a bracket of eight: the two top seeds face byes.
    const stage = drawnStage('single', 6);
    render(<Bracket stage={stage} />);
    const round = screen.getByRole('list', { name: '準々決勝' });
    const byes = within(round)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('不戦勝'));
    expect(byes).toHaveLength(2);
    expect(byes.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('選手1（'), expect.stringContaining('選手2（')]),
    );
    for (const item of byes) expect(item).toHaveTextContent('（相手なし）');
    // The seed is already in its next match.
    expect(screen.getByRole('list', { name: '準決勝' })).toHaveTextContent('選手1');
  });

  it('names the table a match was called to, in the stage’s word for it', () => {
    const stage = drawnStage('single', 4, {
      tableCount: 4,
      tableLabel: 'コート',
      tables: { 'W1-2': { table: 3, at: new Date('2026-11-25T05:00:00Z') } },
    });
    render(<Bracket stage={stage} />);
    const semis = screen.getByRole('list', { name: '準決勝' });
    expect(matchItem(semis, 2)).toHaveTextContent('3番コート');
    expect(matchItem(semis, 2)).toHaveTextContent('試合中');
    expect(matchItem(semis, 1)).not.toHaveTextContent('番コート');
  });

  it('draws a double elimination: 勝者側, 敗者側 and the grand final', () => {
    render(<Bracket stage={drawnStage('double', 8, { reset: true })} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '勝者側',
      '敗者側',
      'グランドファイナル',
    ]);
    expect(screen.getByRole('list', { name: '勝者側 決勝' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '敗者側 1回戦' })).toHaveTextContent(
      '勝者側 準々決勝 第1試合の敗者',
    );
    expect(screen.getByRole('list', { name: 'グランドファイナル' })).toHaveTextContent('勝者側 決勝の勝者');
  });

  it('shows every match that is played, from 2 to 256 entrants, once', () => {
    for (const [format, count] of [
      ['single', 2],
      ['single', 3],
      ['double', 5],
      ['single', 37],
      ['double', 256],
    ] as const) {
      const stage = playOut(drawnStage(format, count));
      const { container, unmount } = render(<Bracket stage={stage} />);
      const boxes = container.querySelectorAll('[data-match]');
      const shown = [...resolveStage(stage).values()].filter((s) => s.status !== 'void');
      expect(boxes, `${format} ${count}`).toHaveLength(shown.length);
      // A played-out bracket: every played match says 確定.
      const played = shown.filter((s) => s.status === 'done').length;
      expect(played, `${format} ${count}`).toBe(format === 'single' ? count - 1 : 2 * count - 2);
      expect([...boxes].filter((box) => box.textContent?.includes('確定'))).toHaveLength(played);
      unmount();
    }
  });

  it('draws nothing for a league', () => {
    const { container } = render(<Bracket stage={drawnStage('league', 8, { groups: 2 })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('bracket layout', () => {
  it('joins a winners’ bracket in pairs and a losers’ bracket alternately straight and in pairs', () => {
    const sections = bracketSections('double', resolveStage(drawnStage('double', 16)));
    const winners = sections.find((s) => s.part === 'W');
    const losers = sections.find((s) => s.part === 'L');
    expect(winners?.columns.map((c) => [c.matches.length, c.join])).toEqual([
      [8, 'pair'],
      [4, 'pair'],
      [2, 'pair'],
      [1, 'none'],
    ]);
    expect(winners?.rows).toBe(8);
    expect(losers?.columns.map((c) => [c.matches.length, c.join])).toEqual([
      [4, 'straight'],
      [4, 'pair'],
      [2, 'straight'],
      [2, 'pair'],
      [1, 'straight'],
      [1, 'none'],
    ]);
  });

  it('names matches as the rounds do, and says whose winner or loser fills a side', () => {
    const stage = drawnStage('single', 8, { thirdPlace: true });
    const names = matchNames(stage, resolveStage(stage));
    expect(names.get('W1-3')).toBe('準々決勝 第3試合');
    expect(names.get('W3-1')).toBe('決勝');
    expect(names.get('P1')).toBe('3位決定戦');
    expect(feedText({ winnerOf: 'W2-2' }, names)).toBe('準決勝 第2試合の勝者');
    expect(feedText({ loserOf: 'W2-1' }, names)).toBe('準決勝 第1試合の敗者');
    expect(feedText(null, names)).toBe('—');
  });

  it('prints a tall bracket’s sections side by side when that prints it larger, a small one stacked', () => {
    const page = { width: 1000, height: 600 };
    // Eight entrants with 3位決定戦: it fits stacked at full size.
    expect(
      printArrangement(
        [
          { width: 620, height: 320 },
          { width: 188, height: 120 },
        ],
        page,
      ),
    ).toEqual({
      arrange: 'column',
      zoom: 1,
    });
    // 256 in a double elimination: 勝者側, 敗者側 and the grand final are far taller than wide.
    const big = printArrangement(
      [
        { width: 1700, height: 8750 },
        { width: 3000, height: 4400 },
        { width: 400, height: 120 },
      ],
      page,
    );
    expect(big.arrange).toBe('row');
    expect(big.zoom).toBeCloseTo(600 / 8750);
  });

  it('zooms a drawing down to fit, never up', () => {
    expect(fitScale({ width: 500, height: 300 }, { width: 1000, height: 700 })).toBe(1);
    expect(fitScale({ width: 2000, height: 700 }, { width: 1000, height: 700 })).toBe(0.5);
    expect(fitScale({ width: 1000, height: 2800 }, { width: 1000, height: 700 })).toBe(0.25);
    expect(fitScale({ width: 0, height: 0 }, { width: 1000, height: 700 })).toBe(1);
  });
});

describe('sideScale', () => {
  it('is 1 when the name and 所属 fit, smaller as they grow, less room beside a score and 勝', () => {
    expect(sideScale('選手1', 'クラブ1')).toBe(1);
    const long = sideScale('山田 太郎', 'さくら卓球クラブ北支部ジュニア');
    expect(long).toBeLessThan(1);
    expect(
      sideScale('山田 太郎', 'さくら卓球クラブ北支部ジュニア', { score: '11', mark: true }),
    ).toBeLessThan(long);
    // Never too small to read: beyond that the line is cut as before.
    expect(sideScale('山田 太郎', 'あ'.repeat(80))).toBe(MIN_SIDE_SCALE);
  });
});
