import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe, Division } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { renderRoutes, signedIn } from '@/testing/render';
import RegistListPage from '../pages/regist-list-page';
import { compe as plainCompe, regists as plainRegists } from '@/testing/regist-fixtures';

// 参加申込リスト of a competition with 部門 (docs/product.md "Registration, tickets and check-in"):
// each person's 部門 in the ticket's words, a 部門 filter with counts, and a 部門 column in the CSV.
const downloadCsv = vi.fn<(fileName: string, csv: string) => void>();
const OPEN: Division = {
  id: 'd1',
  name: '一般シングルス',
  kind: 'single',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
const MIXED: Division = {
  id: 'd2',
  name: '混合ダブルス',
  kind: 'pair',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
let compeState: Live<Compe | null>;
let registsState: Live<Regist[]>;

vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/regists/use-regists', () => ({ useRegistsByNumber: () => registsState }));
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: (fileName: string, csv: string) => downloadCsv(fileName, csv),
}));

/**
 * 山田 entered both and named 佐藤 for 混合ダブルス (確認待ち); 佐藤 and 鈴木 are a pair there; 高橋
 * named 田中, who declined; 田中 (cancelled) entered 一般シングルス only.
 */
const entered: Record<string, Partial<Regist>> = {
  r1: { divisions: ['d1', 'd2'], partners: { d2: { name: '佐藤 花子', email: 'hanako@example.com' } } },
  r2: {
    divisions: ['d2'],
    partners: { d2: { name: '鈴木 次郎', email: 'jiro@example.com', registId: 'r3' } },
  },
  r3: {
    divisions: ['d1', 'd2'],
    partners: { d2: { name: '佐藤 花子', email: 'hanako@example.com', registId: 'r2' } },
  },
  r4: {
    divisions: ['d2'],
    partners: { d2: { name: '田中 四郎', email: 'shiro@example.com', declined: true } },
  },
  r5: { divisions: ['d1'] },
};

function setup() {
  renderRoutes([{ path: '/:clubId/form/:compeId/regist', element: <RegistListPage /> }], {
    path: '/sakura-tt/form/c1/regist',
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

const table = () => screen.getByRole('table', { name: '参加申し込み' });
/** The header's cells, and one column's cells by its header. */
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const column = (header: string) => {
  const index = headers().indexOf(header);
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
};

beforeEach(() => {
  downloadCsv.mockReset();
  compeState = { status: 'ready', data: { ...plainCompe, divisions: [OPEN, MIXED], divisionLimit: 2 } };
  registsState = {
    status: 'ready',
    data: plainRegists.map((regist) => ({ ...regist, ...entered[regist.id] })),
  };
});

describe('参加申込リスト: 部門', () => {
  it("names each person's 部門 and pair as their 参加票 does", async () => {
    setup();
    expect(await screen.findByRole('table', { name: '参加申し込み' })).toBeInTheDocument();
    expect(column('部門')).toEqual([
      '一般シングルス・混合ダブルス（ペア：佐藤 花子さん\u3000確認待ち）',
      '混合ダブルス（ペア：鈴木 次郎さん\u3000ペア成立）',
      '一般シングルス・混合ダブルス（ペア：佐藤 花子さん\u3000ペア成立）',
      '混合ダブルス（ペア：田中 四郎さん\u3000辞退）',
      '一般シングルス',
    ]);
  });

  it('narrows to one 部門 with its count, together with the status chips, and exports what it shows', async () => {
    const user = setup();
    const chips = screen.getByRole('group', { name: '部門で絞り込む' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['すべての部門', '一般シングルス 3', '混合ダブルス 4']);
    await user.click(within(chips).getByRole('button', { name: '一般シングルス 3' }));
    expect(within(chips).getByRole('button', { name: '一般シングルス 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(column('氏名').map((name) => name?.replace(/[ぁ-ん ]+$/, ''))).toEqual([
      '山田 太郎',
      '鈴木 次郎',
      '田中 四郎',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5件中 3件を表示');
    // With a status too: the accepted of 一般シングルス.
    await user.click(screen.getByRole('button', { name: '承認済 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('5件中 1件を表示');

    await user.click(screen.getByRole('button', { name: 'CSV書き出し（表示中の1件）' }));
    const [header, ...rows] = Papa.parse<string[]>(downloadCsv.mock.calls[0][1].slice(1)).data;
    expect(header.slice(5, 8)).toEqual(['電話', '部門', '所属']);
    expect(rows.map((row) => [row[2], row[6]])).toEqual([
      ['山田 太郎', '一般シングルス・混合ダブルス（ペア：佐藤 花子さん\u3000確認待ち）'],
    ]);

    await user.click(within(chips).getByRole('button', { name: 'すべての部門' }));
    await user.click(screen.getByRole('button', { name: 'すべて 5' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^5件$/);
  });

  it('looks as before for a competition without 部門: no column, no chips, no CSV column', async () => {
    compeState = { status: 'ready', data: plainCompe };
    const user = setup();
    expect(await screen.findByRole('table', { name: '参加申し込み' })).toBeInTheDocument();
    expect(headers()).not.toContain('部門');
    expect(screen.queryByRole('group', { name: '部門で絞り込む' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CSV書き出し（全5件）' }));
    const [header] = Papa.parse<string[]>(downloadCsv.mock.calls[0][1].slice(1)).data;
    expect(header).not.toContain('部門');
  });
});

describe('参加申込リスト: 部門 on a phone', () => {
  beforeEach(() => {
    // Below `sm` every media query of the page matches max-width.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          onchange: null,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says the 部門 on each card', async () => {
    setup();
    const cards = within(await screen.findByRole('list', { name: '参加申し込み' })).getAllByRole('listitem');
    // (toHaveTextContent reads the ideographic space as a space.)
    expect(cards[0]).toHaveTextContent('部門一般シングルス・混合ダブルス（ペア：佐藤 花子さん 確認待ち）');
    expect(cards[4]).toHaveTextContent('部門一般シングルス');
  });
});
