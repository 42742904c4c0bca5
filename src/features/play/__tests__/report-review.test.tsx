import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MuiScope from '@/components/mui-scope';
import { fakeMediaQueryList } from '@/testing/media';
import { drawnStageOf } from '@/testing/stages';
import { resolveStage } from '@/shared/play/stage-plan';
import type { ReportsDoc } from '@/shared/schemas/report';
import { ReportReview } from '../components/report-review';
import type { OpenConflict } from '../open-conflicts';

/*
 * 要確認 on a phone (docs/product.md "Accessibility and devices"): under 600 px the four columns squeezed 報告者 and 内容 to a
 * character a line; each report is a block there — who and when, then what across the whole width,
 * then its button — and the headings are for screen readers. It stays a table of rows to them.
 */
const stage = drawnStageOf('single', 4, {
  name: '決勝トーナメント',
  entrants: ['長谷川 由紀子', '佐々木 健太郎', '五十嵐 美奈子', '宇佐美 宗一郎'].map((name, i) => ({
    id: `e${i + 1}`,
    name,
    affiliation: '',
  })),
  draw: [0, 1, 2, 3],
});
const at = new Date('2026-11-22T05:01:00Z');
const reports: ReportsDoc = {
  id: `${stage.id}_W1-1`,
  stageId: stage.id,
  matchId: 'W1-1',
  sides: [0, 1],
  reports: [
    { by: 'umpire', outcome: 'a', how: 'played', games: [3, 2], at },
    { by: 'b', outcome: 'b', how: 'played', games: [2, 3], at },
  ],
  status: 'conflict',
  updatedAt: at,
};
const conflict: OpenConflict = { stage, state: resolveStage(stage).get('W1-1')!, reports };

/** Renders 要確認 on a screen `phone` or not (MUI's media query for below 600 px). */
function renderOn(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, phone && query.includes('max-width')),
  );
  render(
    <MuiScope>
      <ReportReview conflicts={[conflict]} matchLabel={() => '準決勝 第1試合'} onDecide={() => {}} />
    </MuiScope>,
  );
  const table = screen.getByRole('table', { name: '決勝トーナメント 準決勝 第1試合の報告' });
  const [head, ...rows] = within(table).getAllByRole('row');
  return { table, head, rows };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('要確認 (reports that disagree)', () => {
  it('on a phone draws each report as a block: who and when, then what across the width, then its button', () => {
    const { head, rows } = renderOn(true);
    // Still a table of rows to a screen reader, the headings included.
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['報告者', '時刻', '内容', '操作']);
    expect(head.closest('thead')).toHaveClass('visually-hidden');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['審判', '14:01', '長谷川 由紀子 の勝ち（3 - 2）', 'この内容で入力'],
      ['選手B', '14:01', '佐々木 健太郎 の勝ち（2 - 3）', 'この内容で入力'],
    ]);
    for (const row of rows) {
      expect(getComputedStyle(row).display).toBe('grid');
      const [who, when, what, action] = within(row).getAllByRole('cell');
      for (const cell of [who, when]) expect(getComputedStyle(cell).gridColumn).toBe('');
      for (const cell of [what, action]) {
        expect(getComputedStyle(cell).display).toBe('block');
        expect(getComputedStyle(cell).gridColumn.replace(/\s/g, '')).toBe('1/-1');
      }
    }
  });

  it('on a wider screen keeps the four columns', () => {
    const { head, rows } = renderOn(false);
    expect(head.closest('thead')).not.toHaveClass('visually-hidden');
    for (const row of rows) {
      expect(getComputedStyle(row).display).not.toBe('grid');
      for (const cell of within(row).getAllByRole('cell')) expect(getComputedStyle(cell).gridColumn).toBe('');
    }
  });
});
