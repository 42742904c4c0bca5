import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as FunctionsModule from '@/lib/firebase/functions';
import type * as PrintFontsModule from '@/components/print/print-fonts';
import { drawnStage, playOut, resultFor } from '@/components/play/__tests__/bracket-fixtures';
import { resolveStage } from '@/shared/play/stage-plan';
import type { Stage } from '@/shared/schemas/stage';
import { LABELS } from '@/shared/messages';
import { STAFF_PRINT } from '@/shared/staff-messages';
import { renderAt } from '@/testing/render';
import { compe } from '@/testing/regist-fixtures';
import { PrintSheet } from '../components/print-sheet';
import { PrintSlips } from '../components/print-slips';
import { PrintManager } from '../pages/print-page';

// The Firebase boundary: reportKeys, refused unless a test gives keys (the slips print without QR).
const callReportKeys = vi.fn<typeof FunctionsModule.callReportKeys>();
vi.mock('@/lib/firebase/functions', () => ({
  callReportKeys: (...args: Parameters<typeof FunctionsModule.callReportKeys>) => callReportKeys(...args),
}));
// The browser's font loading (jsdom has none): each test says when the print's fonts are in.
const loadPrintFonts = vi.fn<typeof PrintFontsModule.loadPrintFonts>();
vi.mock('@/components/print/print-fonts', () => ({
  loadPrintFonts: (...args: Parameters<typeof PrintFontsModule.loadPrintFonts>) => loadPrintFonts(...args),
}));
beforeEach(() => {
  callReportKeys.mockReset();
  callReportKeys.mockRejectedValue(new Error('offline'));
  loadPrintFonts.mockReset();
  loadPrintFonts.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const slipsOf = () => within(screen.getByRole('list', { name: /の試合票/ })).getAllByRole('article');

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const KEYS = { 'W1-1': 'A'.repeat(22), 'W1-2': 'B'.repeat(22), 'W2-1': 'C'.repeat(22) };

/** 対戦の印刷 at 試合票 of a four-entrant bracket. */
const showSlips = (stage: Stage) =>
  renderAt(<PrintManager compe={compe} stages={[stage]} />, {
    path: `/sakura-tt/form/c1/match/print?stage=${stage.id}&print=slips`,
  });

describe('印刷 on 対戦の印刷', () => {
  it('waits for the print’s fonts and the 結果報告 QR codes, then prints the slips with them', async () => {
    const stage = drawnStage('single', 4);
    const fonts = deferred<void>();
    const keys = deferred<{ keys: Record<string, string> }>();
    loadPrintFonts.mockReturnValue(fonts.promise);
    callReportKeys.mockReturnValue(keys.promise);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    showSlips(stage);

    const button = screen.getByRole('button', { name: LABELS.print });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      STAFF_PRINT.preparing.replace('{what}', `${STAFF_PRINT.fonts}と${STAFF_PRINT.reportQrs}`),
    );
    // The fonts are asked for the print itself, in the UI's sans.
    await waitFor(() => expect(loadPrintFonts).toHaveBeenCalled());
    const [face, root] = loadPrintFonts.mock.calls[0] ?? [];
    expect(face).toBe('sans');
    expect(root).toHaveTextContent('審判・確認者の署名');

    await act(async () => fonts.resolve());
    // The fonts alone are not enough: slips printed now would carry no QR code.
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      STAFF_PRINT.preparing.replace('{what}', STAFF_PRINT.reportQrs),
    );

    await act(async () => keys.resolve({ keys: KEYS }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAccessibleDescription('');
    expect(screen.getAllByRole('img', { name: /の結果報告用QRコード$/ })).toHaveLength(3);
    // Loaded again for what the QR codes brought (their caption), before 印刷 was offered.
    expect(loadPrintFonts.mock.calls.length).toBeGreaterThanOrEqual(2);
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the report keys cannot be read, and prints without QR only when asked; 再試行 reads them again', async () => {
    const stage = drawnStage('single', 4);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    showSlips(stage);

    expect(await screen.findByText(STAFF_PRINT.reportQrsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.print })).toBeDisabled();
    expect(screen.queryByRole('img', { name: /結果報告用QRコード/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: STAFF_PRINT.printWithoutQr }));
    expect(print).toHaveBeenCalledTimes(1);

    callReportKeys.mockResolvedValue({ keys: KEYS });
    await userEvent.click(screen.getByRole('button', { name: STAFF_PRINT.retry }));
    await waitFor(() => expect(screen.getByRole('button', { name: LABELS.print })).toBeEnabled());
    expect(callReportKeys).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(STAFF_PRINT.reportQrsFailed)).toBeNull();
    expect(screen.getAllByRole('img', { name: /の結果報告用QRコード$/ })).toHaveLength(3);
  });

  it('says so when the print’s fonts cannot be loaded, and prints in the machine’s fonts only when asked', async () => {
    loadPrintFonts.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const stage = drawnStage('single', 4);
    renderAt(<PrintManager compe={compe} stages={[stage]} />, {
      path: `/sakura-tt/form/c1/match/print?stage=${stage.id}&print=sheet`,
    });
    expect(await screen.findByText(STAFF_PRINT.fontsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.print })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: STAFF_PRINT.printAnyway }));
    expect(print).toHaveBeenCalledTimes(1);

    loadPrintFonts.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: STAFF_PRINT.retry }));
    await waitFor(() => expect(screen.getByRole('button', { name: LABELS.print })).toBeEnabled());
    expect(screen.queryByText(STAFF_PRINT.fontsFailed)).toBeNull();
  });
});

describe('試合票', () => {
  it('prints each match’s 結果報告 QR code, the umpire’s link with its key, captioned 「結果報告はこちら」', async () => {
    const stage = drawnStage('single', 4);
    callReportKeys.mockResolvedValue({ keys: KEYS });
    showSlips(stage);
    const qr = await screen.findByRole('img', {
      name: `${slipsOf()[0]?.querySelector('h3')?.textContent}の結果報告用QRコード`,
    });
    expect(callReportKeys).toHaveBeenCalledWith({ compeId: 'c1', stageId: stage.id });
    const QRCode = await vi.importActual<typeof import('qrcode')>('qrcode');
    const url = `${window.location.origin}${paths.report.getHref('sakura-tt', 'c1', stage.id, 'W1-1', { key: KEYS['W1-1'] })}`;
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(qr.closest('a')).toHaveAttribute('href', url);
    for (const slip of slipsOf()) expect(slip).toHaveTextContent('結果報告はこちら');
  });

  it('prints one slip per match still to be played, none for a bye or a match already played', () => {
    // Six in a bracket of eight with 3位決定戦: two byes, so 5 + 1 matches are played in all.
    let stage = drawnStage('single', 6, { thirdPlace: true });
    stage = { ...stage, results: { 'W1-2': resultFor(stage, 'W1-2') } };
    render(<PrintSlips compeTitle="さくら月例会" stage={stage} readyOnly={false} />);
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
    render(<PrintSlips compeTitle="さくら月例会" stage={stage} readyOnly />);
    // W1-4 and the semi-final where the top seed (a bye) meets W1-2's winner.
    expect(slipsOf().map((slip) => within(slip).getByRole('heading').textContent)).toEqual([
      '準々決勝 第4試合',
      '準決勝 第1試合',
    ]);
  });

  it('has a box per game of a best-of-N for each side, and 勝敗 to circle', () => {
    const stage = drawnStage('single', 4, { scoring: 'games', bestOf: 5 });
    render(<PrintSlips compeTitle="さくら月例会" stage={stage} readyOnly={false} />);
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
    const { unmount } = render(<PrintSlips compeTitle="大会" stage={points} readyOnly={false} />);
    let headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['選手（所属）', '得点', '勝敗（○で囲む）']);
    unmount();

    const league = drawnStage('league', 3, { scoring: 'outcome', groups: 1 });
    render(<PrintSlips compeTitle="大会" stage={league} readyOnly={false} />);
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
    render(<PrintSlips compeTitle="大会" stage={stage} readyOnly={false} />);
    const [first, second] = slipsOf();
    expect(second).toHaveTextContent('2番コート');
    // Not called yet: a blank before 番コート for the number.
    expect(first).toHaveTextContent('番コート');
    expect(first).not.toHaveTextContent(/\d番コート/);
  });

  it('names the hall’s table where the competition has a hall (its own name, or its word)', () => {
    const stage = drawnStage('single', 4, {
      tableFirst: 3,
      tableCount: 2,
      tableLabel: '台',
      tables: { 'W1-2': { table: 4, at: new Date() } },
    });
    const hall = { tables: 6, label: 'コート', names: ['', '', '', 'B1'] };
    render(<PrintSlips compeTitle="大会" stage={stage} readyOnly={false} hall={hall} />);
    const [first, second] = slipsOf();
    expect(second).toHaveTextContent('B1');
    expect(first).toHaveTextContent('番コート');
    expect(first).not.toHaveTextContent('番台');
  });

  it('says so when nothing is left to play', () => {
    render(<PrintSlips compeTitle="大会" stage={playOut(drawnStage('single', 4))} readyOnly={false} />);
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
