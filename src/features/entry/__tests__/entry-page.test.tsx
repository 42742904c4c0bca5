import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Live } from '@/lib/firebase/hooks';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Mail } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { mailTo } from '@/testing/last-mail-fixtures';
import { lastMailByRegist } from '@/shared/last-mail';
import type { Regist } from '@/shared/schemas/regist';
import type { Unit } from '@/shared/schemas/unit';
import type { Session } from '@/lib/session/session';
import EntryPage from '../pages/entry-page';
import { compe, entries, regists } from './fixtures';
import { fakeMediaQueryList } from '@/testing/media';

// The Firebase boundary: the listeners (state set per test) and the Firestore writes (recorded).
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
let registsState: Live<Regist[]>;
let unitsState: Live<Unit[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/regists/use-regists', () => ({ useAcceptedRegists: () => registsState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => unitsState }));
// The rest of what the live board derives from (lib/db/board/use-board-refresh.ts): the board still
// loading, so the writes here go without it (entry-page-board.test.tsx covers the board).
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({
  usePublishedBoard: () => ({ status: 'loading' }),
}));
/** The last mail per registration (the `mails` listener); none by default. */
let lastMails: Live<ReadonlyMap<string, Mail>>;
const lastMailsArgs = vi.fn<(clubId: string, compeId: string) => void>();
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: (clubId: string, compeId: string) => {
    lastMailsArgs(clubId, compeId);
    return lastMails;
  },
}));
const callResendMail = vi.fn();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callResendMail: (...args: unknown[]) => callResendMail(...args),
}));

type Ref = { id: string; path: string };
const setDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const updateDoc = vi.fn<(ref: Ref, data: object) => Promise<void>>();
const deleteDoc = vi.fn<(ref: Ref) => Promise<void>>();
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
  deleteDoc: (ref: Ref) => deleteDoc(ref),
  writeBatch: () => ({ set: batchSet, commit }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => false }));
const downloadCsv = vi.fn<(name: string, csv: string) => void>();
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadCsv: (name: string, csv: string) => downloadCsv(name, csv),
}));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });

function setup({ session = staff, clubId = 'sakura-tt' }: { session?: Session; clubId?: string } = {}) {
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/entry', element: <EntryPage /> }], {
    path: `/${clubId}/form/${compe.id}/entry`,
    session,
  });
  return { ...utils, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'エントリー一覧' });
/** Each body row as "number name". */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[0].textContent} ${cells[1].textContent}`;
    });

beforeEach(() => {
  compeState = { status: 'ready', data: compe };
  entriesState = { status: 'ready', data: entries };
  registsState = { status: 'ready', data: regists };
  unitsState = { status: 'ready', data: [] };
  lastMails = { status: 'ready', data: new Map() };
  lastMailsArgs.mockReset();
  callResendMail.mockReset();
  for (const mock of [setDoc, updateDoc, deleteDoc, commit]) mock.mockReset().mockResolvedValue();
  batchSet.mockReset();
  downloadCsv.mockReset();
  autoId = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('エントリー: the list', () => {
  it('shows every entry by number with its columns and the count', () => {
    setup();
    expect(screen.getByRole('heading', { name: '春季オープン卓球大会' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 6)).toEqual(['ゼッケン番号', '氏名', 'ふりがな', '所属', '部門', 'メモ']);
    expect(rows()).toEqual(['1 山田 太郎', '2 鈴木 花子', '3 佐藤 健', '4 伊藤 美咲']);
    expect(screen.getByText('全 4 件')).toBeInTheDocument();
    const second = within(table()).getAllByRole('row')[2];
    expect(second).toHaveTextContent('すずき はなこ');
    expect(second).toHaveTextContent('さくら卓球クラブ');
    expect(second).toHaveTextContent('一般女子');
  });

  it('sorts by the clicked column, and the other way on a second click', async () => {
    const { user } = setup();
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    expect(header('ゼッケン番号')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('ゼッケン番号')).getByRole('button'));
    expect(rows()).toEqual(['4 伊藤 美咲', '3 佐藤 健', '2 鈴木 花子', '1 山田 太郎']);
    expect(header('ゼッケン番号')).toHaveAttribute('aria-sort', 'descending');

    // 氏名 sorts by reading (五十音); 伊藤 has no ふりがな and sorts by its name, after the kana.
    await user.click(within(header('氏名')).getByRole('button'));
    expect(rows()).toEqual(['3 佐藤 健', '2 鈴木 花子', '1 山田 太郎', '4 伊藤 美咲']);
    expect(header('氏名')).toHaveAttribute('aria-sort', 'ascending');

    // Empty cells stay last in either direction.
    await user.click(within(header('所属')).getByRole('button'));
    await user.click(within(header('所属')).getByRole('button'));
    expect(rows()).toEqual(['3 佐藤 健', '1 山田 太郎', '2 鈴木 花子', '4 伊藤 美咲']);
  });

  it('searches name, ふりがな (katakana too), 所属, 部門 and the exact number', async () => {
    const { user } = setup();
    const search = screen.getByRole('searchbox', { name: '検索' });

    await user.type(search, 'さくら卓球');
    expect(rows()).toEqual(['1 山田 太郎', '2 鈴木 花子']);
    expect(screen.getByText('2 件 / 全 4 件')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'サトウ');
    expect(rows()).toEqual(['3 佐藤 健']);

    await user.clear(search);
    await user.type(search, '一般女子 鈴木');
    expect(rows()).toEqual(['2 鈴木 花子']);

    await user.clear(search);
    await user.type(search, '4');
    expect(rows()).toEqual(['4 伊藤 美咲']);

    await user.clear(search);
    await user.type(search, '田中');
    expect(screen.queryByRole('table', { name: 'エントリー一覧' })).not.toBeInTheDocument();
    expect(screen.getByText('検索条件に一致するエントリーはありません')).toBeInTheDocument();
  });

  it('on a phone shows number and name, the rest under the name, and only 編集 per row', () => {
    // Every max-width query matches: a narrow screen.
    vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, query.includes('max-width')));
    try {
      setup();
      const headers = within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['番号', '氏名', '操作']);
      const first = within(table()).getAllByRole('row')[1];
      expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(
        'やまだ たろう山田 太郎さくら卓球クラブ ・ 一般男子',
      );
      expect(within(first).getByRole('button', { name: '1 山田 太郎 を編集' })).toBeInTheDocument();
      expect(within(table()).queryByRole('button', { name: /を削除/ })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks a number two entries hold', () => {
    entriesState = { status: 'ready', data: [...entries, { ...entries[0], id: 'e9', name: '中村 蓮' }] };
    setup();
    expect(
      screen.getByText('ゼッケン番号 3 が重複しています。編集して番号を直してください'),
    ).toBeInTheDocument();
    const marked = within(table())
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('重複'));
    expect(marked.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      '佐藤 健',
      '中村 蓮',
    ]);
  });

  it('says when there are no entries yet, and offers the ways to add them', () => {
    entriesState = { status: 'ready', data: [] };
    setup();
    expect(screen.getByText(/エントリーはまだありません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '追加' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '申込者から作成' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CSV取込' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CSV出力' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '印刷' })).toBeDisabled();
  });

  it('shows loading, then a load failure in Japanese', () => {
    entriesState = { status: 'loading' };
    const { unmount } = setup();
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    unmount();
    entriesState = { status: 'error', error: new Error('permission-denied') };
    setup();
    expect(screen.getByText('読み込みに失敗しました')).toBeInTheDocument();
  });

  it('refuses a competition of another club, and an indie competition of someone else', () => {
    compeState = { status: 'ready', data: { ...compe, clubId: 'other-club' } };
    const { unmount } = setup();
    expect(screen.getByText(/この大会は見つかりません/)).toBeInTheDocument();
    unmount();
    compeState = { status: 'ready', data: { ...compe, clubId: 'indie', owner: 'someone-else' } };
    setup({ clubId: 'indie', session: signedIn({ uid: 'me' }) });
    expect(screen.getByText(/この大会を管理する権限がありません/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports what is shown as CSV, with the import columns', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV出力' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [name, csv] = downloadCsv.mock.calls[0];
    expect(name).toBe('春季オープン_エントリー.csv');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFゼッケン番号,氏名,ふりがな,所属,部門,メモ',
      '1,山田 太郎,やまだ たろう,さくら卓球クラブ,一般男子,',
      '2,鈴木 花子,すずき はなこ,さくら卓球クラブ,一般女子,',
      '3,佐藤 健,さとう けん,桜ヶ丘中学校,中学男子,',
      '4,伊藤 美咲,,,一般女子,',
    ]);

    await user.type(screen.getByRole('searchbox', { name: '検索' }), '中学');
    await user.click(screen.getByRole('button', { name: 'CSV出力（表示中の1件）' }));
    expect(downloadCsv.mock.calls[1][1].split('\r\n')).toHaveLength(2);
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '印刷' }));
    expect(print).toHaveBeenCalled();
  });
});

describe('エントリー: add, edit, delete', () => {
  const dialog = (name: string) => screen.getByRole('dialog', { name });

  it('a new entry starts with max + 1 and is written with exactly the rules’ keys', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    expect(within(add).getByLabelText(/ゼッケン番号/)).toHaveValue('5');
    await user.type(within(add).getByLabelText(/氏名/), '  中村 蓮 ');
    await user.type(within(add).getByLabelText('部門'), '中学男子');
    await user.click(within(add).getByRole('button', { name: '追加' }));

    expect(await screen.findByText('5 中村 蓮 を追加しました')).toBeInTheDocument();
    expect(setDoc).toHaveBeenCalledWith(
      { id: 'auto1', path: 'compes/spring-open/entries/auto1' },
      { number: 5, name: '中村 蓮', kana: '', affiliation: '', category: '中学男子', memo: '' },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what is wrong with each field, in Japanese, and writes nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    const number = within(add).getByLabelText(/ゼッケン番号/);
    await user.clear(number);
    await user.click(within(add).getByRole('button', { name: '追加' }));
    expect(within(add).getAllByText('必須項目')).toHaveLength(2);

    await user.type(number, 'a1');
    await user.click(within(add).getByLabelText(/氏名/));
    await user.paste('あ'.repeat(41));
    await user.click(within(add).getByLabelText('ふりがな'));
    await user.paste('か'.repeat(61));
    await user.click(within(add).getByRole('button', { name: '追加' }));
    expect(await within(add).findByText('整数で入力してください')).toBeInTheDocument();
    expect(within(add).getByText('40文字以内で入力してください')).toBeInTheDocument();
    expect(within(add).getByText('60文字以内で入力してください')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '0');
    expect(await within(add).findByText('1以上で入力してください')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '100000');
    expect(await within(add).findByText('99999以下で入力してください')).toBeInTheDocument();
    expect(setDoc).not.toHaveBeenCalled();
  });

  it('refuses a number another entry holds, and says whose', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    const number = within(add).getByLabelText(/ゼッケン番号/);
    await user.clear(number);
    await user.type(number, '２');
    await user.type(within(add).getByLabelText(/氏名/), '中村 蓮');
    await user.click(within(add).getByRole('button', { name: '追加' }));

    expect(
      await within(add).findByText(
        'ゼッケン番号 2 はすでに「鈴木 花子」さんが使っています。別の番号にしてください',
      ),
    ).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(setDoc).not.toHaveBeenCalled();
  });

  it('「追加して続ける」 keeps the dialog open for the next person with the next number', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    await user.type(within(add).getByLabelText(/氏名/), '中村 蓮');
    await user.click(within(add).getByRole('button', { name: '追加して続ける' }));

    expect(await screen.findByText('5 中村 蓮 を追加しました')).toBeInTheDocument();
    expect(within(add).getByLabelText(/ゼッケン番号/)).toHaveValue('6');
    expect(within(add).getByLabelText(/氏名/)).toHaveValue('');
  });

  it('edits an entry: its own number is fine, another’s is refused, registId is left alone', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '4 伊藤 美咲 を編集' }));
    const edit = dialog('エントリーを編集');
    expect(within(edit).getByLabelText(/氏名/)).toHaveValue('伊藤 美咲');
    const number = within(edit).getByLabelText(/ゼッケン番号/);
    await user.clear(number);
    await user.type(number, '1');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await within(edit).findByText(/「山田 太郎」さんが使っています/)).toBeInTheDocument();
    expect(updateDoc).not.toHaveBeenCalled();

    await user.clear(number);
    await user.type(number, '4');
    await user.type(within(edit).getByLabelText('ふりがな'), 'いとう みさき');
    await user.click(within(edit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('4 伊藤 美咲 を保存しました')).toBeInTheDocument();
    expect(updateDoc).toHaveBeenCalledWith(
      { id: 'e4', path: 'compes/spring-open/entries/e4' },
      {
        number: 4,
        name: '伊藤 美咲',
        kana: 'いとう みさき',
        affiliation: '',
        category: '一般女子',
        memo: '',
      },
    );
  });

  it('a refused write keeps the dialog and says why', async () => {
    setDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    await user.type(within(add).getByLabelText(/氏名/), '中村 蓮');
    await user.click(within(add).getByRole('button', { name: '追加' }));
    expect(await within(add).findByText('この操作を行う権限がありません')).toBeInTheDocument();
    expect(within(add).getByLabelText(/氏名/)).toHaveValue('中村 蓮');
  });

  it('deletes only after confirmation, warning where the run sheet lists the entry', async () => {
    // Stored out of order: the warning names them in run-sheet order.
    const unit = (id: string, order: number, title: string): Unit => ({
      id,
      order,
      title,
      kind: 'event',
      minutes: 10,
      entryIds: ['e1', 'e3'],
      status: 'waiting',
      startedAt: null,
      endedAt: null,
      note: '',
    });
    unitsState = { status: 'ready', data: [unit('u2', 1, '中学男子 決勝'), unit('u1', 0, '中学男子 予選')] };
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '3 佐藤 健 を削除' }));
    const confirm = dialog('「3 佐藤 健」を削除しますか？');
    expect(confirm).toHaveTextContent('進行表の「中学男子 予選」「中学男子 決勝」に割り当てられています');
    expect(deleteDoc).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('3 佐藤 健 を削除しました')).toBeInTheDocument();
    expect(deleteDoc).toHaveBeenCalledWith({ id: 'e3', path: 'compes/spring-open/entries/e3' });
  });

  it('deletes from the edit dialog too, and cancelling deletes nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '1 山田 太郎 を編集' }));
    await user.click(within(dialog('エントリーを編集')).getByRole('button', { name: '削除' }));
    const confirm = dialog('「1 山田 太郎」を削除しますか？');
    expect(confirm).toHaveTextContent('この操作は元に戻せません。');
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /削除しますか/ })).not.toBeInTheDocument(),
    );
    expect(deleteDoc).not.toHaveBeenCalled();
    expect(await screen.findByRole('dialog', { name: 'エントリーを編集' })).toBeInTheDocument();
  });
});

describe('エントリー: 申込者から作成', () => {
  it('offers accepted registrations without an entry, by 受付番号, and creates the checked ones', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '申込者から作成' }));
    const dialog = screen.getByRole('dialog', { name: '申込者からエントリーを作成' });
    const preview = within(dialog).getByRole('table', { name: '作成するエントリー' });
    const lines = () =>
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        );
    // r1 (伊藤 美咲) already has entry e4.
    expect(lines()).toEqual([
      ['5', '渡辺 陽菜', 'わたなべ ひな'],
      ['6', '高橋 翔', 'たかはし しょう'],
    ]);

    await user.click(within(dialog).getByRole('checkbox', { name: '渡辺 陽菜 を選択' }));
    expect(lines()).toEqual([
      ['—', '渡辺 陽菜', 'わたなべ ひな'],
      ['5', '高橋 翔', 'たかはし しょう'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: '1件を作成' }));

    expect(await screen.findByText('1件のエントリーを作成しました')).toBeInTheDocument();
    expect(batchSet).toHaveBeenCalledTimes(1);
    expect(batchSet).toHaveBeenCalledWith(
      expect.objectContaining({ path: 'compes/spring-open/entries/auto1' }),
      {
        number: 5,
        name: '高橋 翔',
        kana: 'たかはし しょう',
        affiliation: '',
        category: '',
        memo: '',
        registId: 'r3',
      },
    );
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('says so when every accepted registration already has an entry', async () => {
    registsState = { status: 'ready', data: [regists[1]] };
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '申込者から作成' }));
    expect(screen.getByText('エントリーになっていない承認済みの申し込みはありません。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0件を作成' })).toBeDisabled();
  });
});

describe('エントリー: CSV取込', () => {
  const file = (text: string) => new File([text], 'entries.csv', { type: 'text/csv' });

  it('lists every problem by line and writes nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    await user.upload(
      within(dialog).getByLabelText('CSVファイル'),
      file('ゼッケン番号,氏名\r\n10,中村 蓮\r\n11,\r\n2,小林 結衣\r\n'),
    );
    const problems = await within(dialog).findByRole('alert', { name: '取り込めない理由' });
    expect(problems).toHaveTextContent('2件の問題があるため登録できません');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3行目: 氏名は必須項目です', '4行目: ゼッケン番号 2 はすでに「鈴木 花子」さんが使っています']);
    expect(within(dialog).getByRole('button', { name: '登録' })).toBeDisabled();
    expect(commit).not.toHaveBeenCalled();
  });

  it('previews a valid file (UTF-8 with BOM) with auto numbers, then writes it in one batch', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    await user.upload(
      within(dialog).getByLabelText('CSVファイル'),
      file(
        '\uFEFFゼッケン番号,氏名,ふりがな,所属,部門,メモ\r\n,中村 蓮,なかむら れん,,中学男子,\r\n20,小林 結衣,,,,\r\n',
      ),
    );
    const preview = await within(dialog).findByRole('table', { name: '取り込む内容' });
    const cells = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['2', '21（自動）', '中村 蓮', 'なかむら れん', '', '中学男子', '', 'OK'],
      ['3', '20', '小林 結衣', '', '', '', '', 'OK'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: '2件を登録' }));

    expect(await screen.findByText('2件のエントリーを登録しました')).toBeInTheDocument();
    expect(batchSet.mock.calls.map(([, data]) => data)).toEqual([
      { number: 21, name: '中村 蓮', kana: 'なかむら れん', affiliation: '', category: '中学男子', memo: '' },
      { number: 20, name: '小林 結衣', kana: '', affiliation: '', category: '', memo: '' },
    ]);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('writes more than 500 lines in batches of at most 500', async () => {
    const lines = Array.from({ length: 1201 }, (_, i) => `,選手${i + 1}`);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    await user.upload(
      within(dialog).getByLabelText('CSVファイル'),
      file(['ゼッケン番号,氏名', ...lines].join('\n')),
    );
    await user.click(await within(dialog).findByRole('button', { name: '1201件を登録' }));
    expect(await screen.findByText('1201件のエントリーを登録しました')).toBeInTheDocument();
    expect(commit).toHaveBeenCalledTimes(3);
    expect(batchSet).toHaveBeenCalledTimes(1201);
    expect(batchSet.mock.calls.at(-1)?.[1]).toMatchObject({ number: 1205, name: '選手1201' });
  });

  it('says it reads UTF-8 and Excel’s Shift_JIS, and reads a Shift_JIS file', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    expect(dialog).toHaveTextContent(STAFF_MESSAGES.entryCsvEncodings);
    expect(dialog).not.toHaveTextContent(/UTF-8（Excel の「CSV UTF-8」）です/);
    await user.upload(
      within(dialog).getByLabelText('CSVファイル'),
      // 「氏名\r\n中村 蓮\r\n」 as Excel saves a plain CSV in Japan (Shift_JIS).
      new File(
        [
          new Uint8Array([
            0x8e, 0x81, 0x96, 0xbc, 0x0d, 0x0a, 0x92, 0x86, 0x91, 0xba, 0x20, 0x98, 0x40, 0x0d, 0x0a,
          ]),
        ],
        'entries.csv',
        { type: 'text/csv' },
      ),
    );
    const preview = await within(dialog).findByRole('table', { name: '取り込む内容' });
    expect(within(preview).getByRole('cell', { name: '中村 蓮' })).toBeInTheDocument();
  });

  it('refuses a file that is not CSV text', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'CSV取込' }));
    const dialog = screen.getByRole('dialog', { name: 'CSVからエントリーを登録' });
    await user.upload(
      within(dialog).getByLabelText('CSVファイル'),
      // An Excel workbook renamed to .csv.
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00])], 'entries.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText(STAFF_MESSAGES.entryCsvNotText)).toHaveTextContent(
      /UTF-8.*Shift_JIS/,
    );
  });
});

describe('エントリー: the last mail of each person (未達・再送)', () => {
  const reason = '550 5.1.1 Recipient address rejected';
  // 伊藤 (e4 → r1): the last mail failed · 山田 (e1 → r2): sent · 佐藤, 鈴木: typed in, no registration.
  beforeEach(() => {
    entriesState = {
      status: 'ready',
      data: entries.map((e) => (e.id === 'e1' ? { ...e, registId: 'r2' } : e)),
    };
    lastMails = {
      status: 'ready',
      data: lastMailByRegist([
        mailTo('r1', { id: 'm-ito', minute: 7, kind: 'bulk', state: 'error', error: reason }),
        mailTo('r2', { id: 'm-yamada', minute: 5 }),
      ]),
    };
  });
  const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;
  const chip = (count: number) => screen.getByRole('button', { name: `未達のみ ${count}` });

  it("listens to this competition's mails of its club, and shows each row's result; 「—」 without a registration", () => {
    setup();
    expect(lastMailsArgs).toHaveBeenCalledWith('sakura-tt', compe.id);
    expect(
      within(table()).getByRole('columnheader', { name: STAFF_MESSAGES.deliveryColumn }),
    ).toBeInTheDocument();
    expect(rowOf('伊藤 美咲')).toHaveTextContent(`${STAFF_MESSAGES.deliveryError}11/1 10:07`);
    expect(rowOf('伊藤 美咲')).toHaveTextContent(STAFF_MESSAGES.deliveryBadAddress);
    expect(rowOf('伊藤 美咲')).not.toHaveTextContent(reason);
    expect(rowOf('山田 太郎')).toHaveTextContent(`${STAFF_MESSAGES.deliverySent}11/1 10:05`);
    for (const name of ['佐藤 健', '鈴木 花子']) {
      expect(within(rowOf(name)).getByTitle(STAFF_MESSAGES.deliveryNoRegist)).toHaveTextContent('—');
      expect(rowOf(name)).not.toHaveTextContent(STAFF_MESSAGES.deliveryNone);
    }
  });

  it('「未達のみ」 keeps the entries whose last mail failed or never went, and toggles back', async () => {
    lastMails = {
      status: 'ready',
      data: lastMailByRegist([mailTo('r1', { id: 'm-ito', state: 'error', error: reason })]),
    };
    const { user } = setup();
    // 伊藤 failed, 山田 was never mailed; the two typed-in entries have nobody to mail.
    await user.click(chip(2));
    expect(chip(2)).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toEqual(['1 山田 太郎', '4 伊藤 美咲']);
    expect(screen.getByText('2 件 / 全 4 件')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.deliveryUnreachedHint)).toBeInTheDocument();
    await user.click(chip(2));
    expect(rows()).toHaveLength(4);
  });

  it('再送 sends that one message again and says it went', async () => {
    callResendMail.mockResolvedValueOnce({ retried: 1, sent: 1, failed: 0 });
    const { user } = setup();
    expect(within(table()).getAllByRole('button', { name: /さんへ再送$/ })).toHaveLength(1);
    await user.click(within(rowOf('伊藤 美咲')).getByRole('button', { name: '伊藤 美咲さんへ再送' }));
    expect(callResendMail).toHaveBeenCalledTimes(1);
    expect(callResendMail.mock.calls[0][0]).toStrictEqual({ messageId: 'm-ito' });
    expect(await screen.findByText('伊藤 美咲さんにメールを再送しました')).toBeInTheDocument();
  });

  it('when the mails cannot be read, says so and offers no 「未達のみ」', () => {
    lastMails = { status: 'error', error: new Error('permission-denied') };
    setup();
    expect(screen.getByText(STAFF_MESSAGES.deliveryLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^未達のみ/ })).not.toBeInTheDocument();
    expect(rows()).toHaveLength(4);
  });
});
