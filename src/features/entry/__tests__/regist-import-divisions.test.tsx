import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Division } from '@/shared/schemas/compe';
import type { Entry, EntryData } from '@/shared/schemas/entry';
import type { Regist } from '@/shared/schemas/regist';
import { renderAt } from '@/testing/render';
import { RegistImportDialog } from '../components/regist-import-dialog';

// 「申込者から作成」 with 部門 (docs/product.md "エントリー"): one entry per registration × 部門, one per
// made pair. The boundary: the accepted registrations' listener and the batch write.
let regists: Regist[] = [];
vi.mock('@/lib/db/regists/use-regists', () => ({
  useAcceptedRegists: () => ({ status: 'ready', data: regists }),
}));
const createEntries = vi.fn<(compeId: string, drafts: EntryData[], current: Entry[]) => Promise<number>>();
vi.mock('@/lib/db/entries/create-entries', () => ({
  createEntries: (compeId: string, drafts: EntryData[], current: Entry[]) =>
    createEntries(compeId, drafts, current),
}));

const DIVISIONS: Division[] = [
  { id: 'd1', name: '一般男子シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  { id: 'd2', name: '混合ダブルス', kind: 'pair', capacity: 0, waitlist: false, conditions: '' },
  { id: 'd3', name: '団体戦', kind: 'team', capacity: 0, waitlist: false, conditions: '' },
];

const regist = (
  id: string,
  number: number,
  name: string,
  kana: string,
  patch: Partial<Regist> = {},
): Regist => ({
  id,
  name,
  kana,
  email: `${id}@example.com`,
  phone: '',
  answers: {},
  status: 'accepted',
  ticketId: `ticket-${id}`,
  number,
  createdAt: new Date('2026-10-01T00:00:00Z'),
  checkedInAt: null,
  ...patch,
});

beforeEach(() => {
  createEntries.mockReset().mockResolvedValue(0);
  regists = [
    // 佐藤 (2) and 山田 (1) named each other in 混合ダブルス; 山田 plays the singles too.
    regist('r2', 2, '佐藤 花子', 'さとう はなこ', {
      divisions: ['d2'],
      partners: { d2: { name: '山田 太郎', email: 'r1@example.com', registId: 'r1' } },
    }),
    regist('r1', 1, '山田 太郎', 'やまだ たろう', {
      divisions: ['d1', 'd2'],
      partners: { d2: { name: '佐藤 花子', email: 'r2@example.com', registId: 'r2' } },
    }),
    // 鈴木 named a partner who has not named him back.
    regist('r3', 3, '鈴木 一郎', 'すずき いちろう', {
      divisions: ['d2'],
      partners: { d2: { name: '高橋 翔', email: 'sho@example.com' } },
    }),
    regist('r4', 4, '田中 健', 'たなか けん', { divisions: ['d1', 'd3'] }),
  ];
});

const lines = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: '作成するエントリー' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );

describe('申込者から作成 with 部門', () => {
  it('offers one entry per registration × 部門 and one per made pair; lists pairs not made apart', async () => {
    const user = userEvent.setup();
    renderAt(<RegistImportDialog compeId="c1" entries={[]} divisions={DIVISIONS} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '申込者からエントリーを作成' });

    expect(lines(dialog)).toEqual([
      ['1', '一般男子シングルス', '山田 太郎', 'やまだ たろう'],
      ['2', '混合ダブルス', '山田 太郎・佐藤 花子', 'やまだ たろう・さとう はなこ'],
      ['3', '一般男子シングルス', '田中 健', 'たなか けん'],
    ]);
    expect(within(dialog).getByRole('alert', { name: 'ペア未成立' })).toHaveTextContent(
      '鈴木 一郎（混合ダブルス） お相手：高橋 翔さん',
    );

    await user.click(within(dialog).getByRole('button', { name: '3件を作成' }));
    expect(createEntries).toHaveBeenCalledWith(
      'c1',
      [
        expect.objectContaining({ number: 1, name: '山田 太郎', registId: 'r1', divisionId: 'd1' }),
        {
          number: 2,
          name: '山田 太郎・佐藤 花子',
          kana: 'やまだ たろう・さとう はなこ',
          affiliation: '',
          category: '',
          memo: '',
          registId: 'r1',
          divisionId: 'd2',
          partnerRegistId: 'r2',
        },
        expect.objectContaining({ number: 3, name: '田中 健', registId: 'r4', divisionId: 'd1' }),
      ],
      [],
    );
  });

  it('does not offer again what an entry of that 部門 already holds, the partner included', () => {
    const entries: Entry[] = [
      {
        id: 'e1',
        number: 7,
        name: '佐藤 花子・山田 太郎',
        kana: '',
        affiliation: '',
        category: '',
        memo: '',
        registId: 'r2',
        divisionId: 'd2',
        partnerRegistId: 'r1',
      },
    ];
    renderAt(<RegistImportDialog compeId="c1" entries={entries} divisions={DIVISIONS} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '申込者からエントリーを作成' });
    expect(lines(dialog).map((line) => line[2])).toEqual(['山田 太郎', '田中 健']);
  });
});
