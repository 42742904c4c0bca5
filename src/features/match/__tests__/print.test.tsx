import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { drawnStage, playOut, resultFor } from '@/components/play/__tests__/bracket-fixtures';
import { resolveStage } from '@/shared/play/stage-plan';
import { PrintSheet } from '../components/print-sheet';
import { PrintSlips } from '../components/print-slips';

// The Firebase boundary: reportKeys, refused unless a test gives keys (the slips print without QR).
const callReportKeys = vi.fn<typeof FunctionsModule.callReportKeys>();
vi.mock('@/lib/firebase/functions', () => ({
  callReportKeys: (...args: Parameters<typeof FunctionsModule.callReportKeys>) => callReportKeys(...args),
}));
beforeEach(() => {
  callReportKeys.mockReset();
  callReportKeys.mockRejectedValue(new Error('offline'));
});

const slipsOf = () => within(screen.getByRole('list', { name: /の試合票/ })).getAllByRole('article');

describe('試合票', () => {
  it('prints each match’s 結果報告 QR code, the umpire’s link with its key, captioned 「結果報告はこちら」', async () => {
    const stage = drawnStage('single', 4);
    const keys = { 'W1-1': 'A'.repeat(22), 'W1-2': 'B'.repeat(22), 'W2-1': 'C'.repeat(22) };
    callReportKeys.mockResolvedValue({ keys });
    render(
      <PrintSlips clubId="sakura" compeId="monthly" compeTitle="大会" stage={stage} readyOnly={false} />,
    );
    const qr = await screen.findByRole('img', {
      name: `${slipsOf()[0]?.querySelector('h3')?.textContent}の結果報告用QRコード`,
    });
    expect(callReportKeys).toHaveBeenCalledWith({ compeId: 'monthly', stageId: stage.id });
    const QRCode = await vi.importActual<typeof import('qrcode')>('qrcode');
    const url = `${window.location.origin}${paths.report.getHref('sakura', 'monthly', stage.id, 'W1-1', { key: keys['W1-1'] })}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(qr.closest('a')).toHaveAttribute('href', url);
    for (const slip of slipsOf()) expect(slip).toHaveTextContent('結果報告はこちら');
  });

  it('prints one slip per match still to be played, none for a bye or a match already played', () => {
    // Six in a bracket of eight with 3位決定戦: two byes, so 5 + 1 matches are played in all.
    let stage = drawnStage('single', 6, { thirdPlace: true });
    stage = { ...stage, results: { 'W1-2': resultFor(stage, 'W1-2') } };
    render(
      <PrintSlips
        clubId="sakura"
        compeId="monthly"
        compeTitle="さくら月例会"
        stage={stage}
        readyOnly={false}
      />,
    );
    const slips = slipsOf();
    // Left to play: the other first-round match, both semi-finals, the final and 3位決定戦.
    expect(slips.map((slip) => within(slip).getByRole('heading').textContent)).toEqual([
      '準々決勝 第4試合',
      '準決勝 第1試合',
      '準決勝 第2試合',
      '決勝',
      '3位決定戦',
    ]);
    expect(screen.getByRole('list', { name: /の試合票/ })).toHaveAccessibleName(
      '決勝トーナメントの試合票（5枚）',
    );
    for (const slip of slips) {
      expect(slip).toHaveTextContent('さくら月例会');
      expect(slip).toHaveTextContent('決勝トーナメント');
      expect(slip).toHaveTextContent('審判・確認者の署名');
    }
    // A side already known is named with its 所属; one still to come says from where.
    const state = resolveStage(stage).get('W1-4');
    const a = stage.entrants.find((e) => e.id === state?.a);
    expect(slips[0]).toHaveTextContent(`${a?.name}（${a?.affiliation}）`);
    expect(slips[3]).toHaveTextContent('準決勝 第1試合の勝者');
    expect(slips[4]).toHaveTextContent('準決勝 第2試合の敗者');
  });

  it('prints only the matches whose sides are known when asked', () => {
    let stage = drawnStage('single', 6, { thirdPlace: true });
    stage = { ...stage, results: { 'W1-2': resultFor(stage, 'W1-2') } };
    render(
      <PrintSlips clubId="sakura" compeId="monthly" compeTitle="さくら月例会" stage={stage} readyOnly />,
    );
    // W1-4 and the semi-final where the top seed (a bye) meets W1-2's winner.
    expect(slipsOf().map((slip) => within(slip).getByRole('heading').textContent)).toEqual([
      '準々決勝 第4試合',
      '準決勝 第1試合',
    ]);
  });

  it('has a box per game of a best-of-N for each side, and 勝敗 to circle', () => {
    const stage = drawnStage('single', 4, { scoring: 'games', bestOf: 5 });
    render(
      <PrintSlips
        clubId="sakura"
        compeId="monthly"
        compeTitle="さくら月例会"
        stage={stage}
        readyOnly={false}
      />,
    );
    const [first] = slipsOf();
    const table = within(first as HTMLElement).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.filter((h) => /^第\dゲーム$/.test(h ?? ''))).toEqual([
      '第1ゲーム',
      '第2ゲーム',
      '第3ゲーム',
      '第4ゲーム',
      '第5ゲーム',
    ]);
    expect(headers).toContain('ゲーム数');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Five game boxes, the games won, and 勝・負 (a bracket has no draw).
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(7);
      expect(cells.at(-1)).toHaveTextContent('勝 ・ 負');
      expect(cells.slice(0, 6).every((cell) => cell.textContent === '')).toBe(true);
    }
  });

  it('has one score box for 得点 and circles with 分 for a league kept in 勝敗', () => {
    const points = drawnStage('single', 2, { scoring: 'points' });
    const { unmount } = render(
      <PrintSlips clubId="sakura" compeId="monthly" compeTitle="大会" stage={points} readyOnly={false} />,
    );
    let headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['選手（所属）', '得点', '勝敗（○で囲む）']);
    unmount();

    const league = drawnStage('league', 3, { scoring: 'outcome', groups: 1 });
    render(
      <PrintSlips clubId="sakura" compeId="monthly" compeTitle="大会" stage={league} readyOnly={false} />,
    );
    // Three entrants meet in three matches, one slip each.
    expect(slipsOf()).toHaveLength(3);
    headers = within(slipsOf()[0] as HTMLElement).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['選手（所属）', '勝敗（○で囲む）']);
    expect(within(slipsOf()[0] as HTMLElement).getAllByText('勝 ・ 負 ・ 分')).toHaveLength(2);
  });

  it('names the table a match was called to, or leaves a blank to fill in', () => {
    const stage = drawnStage('single', 4, {
      tableCount: 2,
      tableLabel: 'コート',
      tables: { 'W1-2': { table: 2, at: new Date() } },
    });
    render(
      <PrintSlips clubId="sakura" compeId="monthly" compeTitle="大会" stage={stage} readyOnly={false} />,
    );
    const [first, second] = slipsOf();
    expect(second).toHaveTextContent('2番コート');
    // Not called yet: a blank before 番コート for the number.
    expect(first).toHaveTextContent('番コート');
    expect(first).not.toHaveTextContent(/\d番コート/);
  });

  it('says so when nothing is left to play', () => {
    render(
      <PrintSlips
        clubId="sakura"
        compeId="monthly"
        compeTitle="大会"
        stage={playOut(drawnStage('single', 4))}
        readyOnly={false}
      />,
    );
    expect(screen.getByText(/印刷する試合票はありません/)).toBeInTheDocument();
  });
});

describe('対戦表 for paper', () => {
  it('prints a league group’s 対戦表 read along the row, its 順位表 and the ranking rules', () => {
    let stage = drawnStage('league', 4, {
      groups: 1,
      scoring: 'points',
      points: { win: 3, draw: 1, loss: 0 },
      tiebreaks: ['points', 'headToHead', 'pointDiff'],
    });
    const first = [...resolveStage(stage).values()][0];
    if (!first) throw new Error('no match');
    stage = { ...stage, results: { [first.match.id]: resultFor(stage, first.match.id, { lost: 6 }) } };
    const winner = stage.entrants.find((e) => e.id === first.a)?.name ?? '';
    const loser = stage.entrants.find((e) => e.id === first.b)?.name ?? '';
    render(<PrintSheet compeTitle="さくら月例会" compeLine="11月25日" stage={stage} />);

    const grid = screen.getByRole('table', { name: 'A組 対戦表' });
    const row = (name: string) =>
      within(grid)
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(name)) as HTMLElement;
    const columns = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const cellOf = (rowName: string, columnName: string) =>
      within(row(rowName)).getAllByRole('cell')[columns.indexOf(columnName) - 1];
    expect(cellOf(winner, loser)).toHaveTextContent('勝 11-6');
    expect(cellOf(loser, winner)).toHaveTextContent('負 6-11');
    expect(cellOf(winner, winner)).toHaveTextContent('なし');

    const standings = screen.getByRole('table', { name: 'A組 順位表' });
    expect(within(standings).getAllByRole('row')[1]).toHaveTextContent(winner);
    expect(screen.getByText(/順位の決め方: 勝点 → 直接対決 → 得失点差/)).toBeInTheDocument();
  });

  it('heads a bracket with the stage and the competition and draws it', () => {
    const stage = playOut(drawnStage('single', 4, { thirdPlace: true }));
    render(<PrintSheet compeTitle="さくら月例会" compeLine="11月25日" stage={stage} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('決勝トーナメント 対戦表');
    expect(screen.getByText(/さくら月例会 ・ 11月25日 ・ トーナメント/)).toHaveTextContent(/優勝 選手\d/);
    expect(screen.getByRole('list', { name: '決勝' })).toHaveTextContent('確定');
  });
});
