import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import EntryPage from '../pages/entry-page';
import { compe as baseCompe } from './fixtures';

// エントリー in a competition of several 部門: the 部門 is one of them (entry.divisionId), the list
// names it and shows one 部門 at a time, and CSV取込 maps the 部門 column by name. The Firebase
// boundary as in entry-page.test.tsx.
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/regists/use-regists', () => ({
  useAcceptedRegists: () => ({ status: 'ready', data: [] }),
}));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({
  usePublishedBoard: () => ({ status: 'loading' }),
}));
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));

type Ref = { id: string; path: string };
const DELETE = { deleteField: true };
const setDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const updateDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const batchSet = vi.fn<(ref: Ref, data: object) => void>();
const commit = vi.fn<() => Promise<void>>();
let autoId = 0;
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path: string }, id?: string) => {
    const docId = id ?? `auto${(autoId += 1)}`;
    return { id: docId, path: `${parent.path}/${docId}` };
  },
  setDoc: (ref: Ref, data: object) => setDoc(ref, data),
  updateDoc: (ref: Ref, data: object) => updateDoc(ref, data),
  deleteDoc: vi.fn(),
  deleteField: () => DELETE,
  writeBatch: () => ({ set: batchSet, commit }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => false }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const DIVISIONS: NonNullable<Compe['divisions']> = [
  { id: 'd1', name: '男子シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  { id: 'd2', name: '女子シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
];
const entry = (n: number, name: string, patch: Partial<Entry> = {}): Entry => ({
  id: `e${n}`,
  number: n,
  name,
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  ...patch,
});
const ENTRIES = [
  entry(1, '山田 太郎', { divisionId: 'd1' }),
  entry(2, '佐藤 花子', { divisionId: 'd2' }),
  entry(3, '鈴木 恵', { divisionId: 'd2', registId: 'r3' }),
  entry(4, '高橋 次郎'),
];

function setup() {
  renderRoutes([{ path: '/:clubId/form/:compeId/entry', element: <EntryPage /> }], {
    path: `/sakura-tt/form/${baseCompe.id}/entry`,
    session: staff,
  });
  return userEvent.setup();
}
type User = ReturnType<typeof userEvent.setup>;

const table = () => screen.getByRole('table', { name: 'エントリー一覧' });
/** Each body row as "number name 部門". */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[0]?.textContent} ${cells[1]?.textContent} ${cells[4]?.textContent}`;
    });
const pick = async (user: User, scope: HTMLElement, field: string | RegExp, option: string | RegExp) => {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  compeState = { status: 'ready', data: { ...baseCompe, divisions: DIVISIONS } };
  entriesState = { status: 'ready', data: ENTRIES };
  for (const mock of [setDoc, updateDoc, commit]) mock.mockReset().mockResolvedValue();
  batchSet.mockReset();
  autoId = 0;
});

describe('エントリー: the 部門 of a competition that has them', () => {
  it('names each entry’s 部門 and shows one 部門 at a time, with how many each holds', async () => {
    const user = setup();
    expect(rows()).toEqual([
      '1 山田 太郎 男子シングルス',
      '2 佐藤 花子 女子シングルス',
      '3 鈴木 恵 女子シングルス',
      '4 高橋 次郎 ',
    ]);
    await user.click(screen.getByRole('combobox', { name: '部門' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'すべて（4）',
      '男子シングルス（1）',
      '女子シングルス（2）',
      '部門なし（1）',
    ]);
    await user.click(screen.getByRole('option', { name: '女子シングルス（2）' }));
    expect(rows()).toEqual(['2 佐藤 花子 女子シングルス', '3 鈴木 恵 女子シングルス']);
    expect(screen.getByText('2 件 / 全 4 件')).toBeInTheDocument();
    await pick(user, document.body, '部門', '部門なし（1）');
    expect(rows()).toEqual(['4 高橋 次郎 ']);
  });

  it('finds an entry by its 部門’s name', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: '検索' }), '男子');
    expect(rows()).toEqual(['1 山田 太郎 男子シングルス']);
  });

  it('adds an entry in the chosen 部門, starting from the 部門 the list shows', async () => {
    const user = setup();
    await pick(user, document.body, '部門', '女子シングルス（2）');
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = screen.getByRole('dialog', { name: 'エントリーを追加' });
    expect(within(add).getByRole('combobox', { name: '部門' })).toHaveTextContent('女子シングルス');
    await user.type(within(add).getByLabelText(/氏名/), '中村 蓮');
    await pick(user, add, '部門', '男子シングルス');
    await user.click(within(add).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toEqual({
      number: 5,
      name: '中村 蓮',
      kana: '',
      affiliation: '',
      category: '',
      memo: '',
      divisionId: 'd1',
    });
  });

  it('takes an entry out of its 部門 with 未設定 (the field deleted)', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '3 鈴木 恵 を編集' }));
    const edit = screen.getByRole('dialog', { name: 'エントリーを編集' });
    expect(within(edit).getByRole('combobox', { name: '部門' })).toHaveTextContent('女子シングルス');
    await pick(user, edit, '部門', '未設定');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({ name: '鈴木 恵', divisionId: DELETE });
  });

  it('CSV取込 maps the 部門 column by name, and refuses a name the competition does not have', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    const upload = (text: string) =>
      user.upload(
        within(dialog).getByLabelText('CSVファイル'),
        new File([text], 'entries.csv', { type: 'text/csv' }),
      );
    await upload('氏名,部門\r\n中村 蓮,混合ダブルス\r\n');
    const problems = await within(dialog).findByRole('alert', { name: '取り込めない理由' });
    expect(problems).toHaveTextContent(
      '2行目: 部門「混合ダブルス」はこの大会にありません（男子シングルス・女子シングルス）',
    );

    await upload('氏名,部門\r\n中村 蓮,女子シングルス\r\n小林 結衣,\r\n');
    await user.click(await within(dialog).findByRole('button', { name: '2件を登録' }));
    await waitFor(() => expect(commit).toHaveBeenCalledTimes(1));
    expect(batchSet.mock.calls.map(([, data]) => data)).toEqual([
      { number: 5, name: '中村 蓮', kana: '', affiliation: '', category: '', memo: '', divisionId: 'd2' },
      { number: 6, name: '小林 結衣', kana: '', affiliation: '', category: '', memo: '' },
    ]);
  });
});

describe('エントリー: a competition without 部門', () => {
  it('keeps 部門 as free text and offers no 部門 filter', async () => {
    compeState = { status: 'ready', data: { ...baseCompe, divisions: [] } };
    entriesState = { status: 'ready', data: [entry(1, '山田 太郎', { category: '一般男子' })] };
    const user = setup();
    expect(screen.queryByRole('combobox', { name: '部門' })).not.toBeInTheDocument();
    expect(rows()).toEqual(['1 山田 太郎 一般男子']);
    await user.click(screen.getByRole('button', { name: '1 山田 太郎 を編集' }));
    const edit = screen.getByRole('dialog', { name: 'エントリーを編集' });
    expect(within(edit).getByLabelText('部門')).toHaveValue('一般男子');
  });
});
