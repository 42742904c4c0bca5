import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import CompeSettingsPage from '../pages/compe-settings-page';

// 大会設定's 部門 and 会場の台 (docs/data-model.md "compes/{compeId}"): what the page writes, through
// the Firebase boundary (the batch is recorded), for the competition the listener gives.
let current: Compe = compeOf();
vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: () => ({ status: 'ready', data: current }),
}));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({
  usePublishedBoard: () => ({ status: 'ready', data: null }),
}));
vi.mock('@/lib/db/regists/count-regists', () => ({
  countRegists: () => Promise.resolve({ active: 0, total: 0 }),
}));

type Write = { op: 'set' | 'update'; path: string; data: Record<string, unknown> };
let batches: Write[][] = [];
const commit = vi.fn<() => Promise<void>>();
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ id: path.at(-1), path: path.join('/') }),
  deleteField: () => 'deleteField',
  serverTimestamp: () => 'request.time',
  writeBatch: () => {
    const writes: Write[] = [];
    batches.push(writes);
    return {
      set: (ref: { path: string }, data: Record<string, unknown>) =>
        writes.push({ op: 'set', path: ref.path, data }),
      update: (ref: { path: string }, data: Record<string, unknown>) =>
        writes.push({ op: 'update', path: ref.path, data }),
      commit,
    };
  },
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => false }));

function setup() {
  renderRoutes([{ path: '/:clubId/form/:compeId/compe', element: <CompeSettingsPage /> }], {
    path: paths.form.compe.getHref('sakura-tt', current.id),
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: '大会設定' });
const section = (name: string) => within(form()).getByRole('region', { name });
const saveButton = () => within(form()).getByRole('button', { name: '保存' });
/** What the batch wrote to the competition's document. */
const compeWrite = () => batches.flat().find((write) => write.path === `compes/${current.id}`)?.data;

beforeEach(() => {
  current = compeOf();
  batches = [];
  commit.mockReset().mockResolvedValue();
});

describe('大会設定: 部門', () => {
  it('says a competition without 部門 is one event, and saves none', async () => {
    const user = setup();
    expect(within(section('部門')).getByText('部門を分けない（1部門の大会）')).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('会場'), '・第2体育室');
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect(compeWrite()).toMatchObject({
      divisions: 'deleteField',
      divisionLimit: 'deleteField',
      hall: 'deleteField',
    });
  });

  it('adds two 部門, each with its kind, seats, waitlist and conditions, and saves them in order', async () => {
    const user = setup();
    const divisions = section('部門');
    await user.click(within(divisions).getByRole('button', { name: '＋ 部門を追加' }));
    await user.click(within(divisions).getByRole('button', { name: '＋ 部門を追加' }));
    const [first, second] = within(divisions).getAllByRole('group');
    await user.type(within(first).getByLabelText(/部門名/), '女子シングルス');
    fireEvent.change(within(first).getByLabelText('定員（0 は制限なし）'), { target: { value: '16' } });
    await user.click(within(first).getByLabelText('キャンセル待ちを受け付ける'));
    await user.type(within(second).getByLabelText(/部門名/), '混合ダブルス');
    await user.click(within(second).getByRole('combobox', { name: '種類' }));
    await user.click(await screen.findByRole('option', { name: 'ペア' }));
    await user.type(within(second).getByLabelText(/参加資格/), '40歳以上');
    // Two 部門: how many one person may enter is asked.
    fireEvent.change(within(divisions).getByLabelText('1人が申し込める部門の数'), { target: { value: '2' } });
    // Moved by its named button: 混合ダブルス first.
    await user.click(within(divisions).getByRole('button', { name: '混合ダブルスを上へ' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');

    expect(compeWrite()?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', kind: 'pair', capacity: 0, waitlist: false, conditions: '40歳以上' },
      { id: 'd1', name: '女子シングルス', kind: 'single', capacity: 16, waitlist: true, conditions: '' },
    ]);
    expect(compeWrite()?.divisionLimit).toBe(2);
  });

  it('shows what is wrong in Japanese and sends nothing: a 部門 without a name, seats below 0', async () => {
    const user = setup();
    const divisions = section('部門');
    await user.click(within(divisions).getByRole('button', { name: '＋ 部門を追加' }));
    const [item] = within(divisions).getAllByRole('group');
    fireEvent.change(within(item).getByLabelText('定員（0 は制限なし）'), { target: { value: '-1' } });
    await user.click(saveButton());
    expect(await within(item).findByText('必須項目')).toBeInTheDocument();
    expect(within(item).getByText('0以上で入力してください')).toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();
    expect(batches).toEqual([]);
  });

  it('never hands out a removed id again while the page is open', async () => {
    const user = setup();
    const divisions = section('部門');
    const add = () => user.click(within(divisions).getByRole('button', { name: '＋ 部門を追加' }));
    await add();
    await add();
    await user.type(within(within(divisions).getAllByRole('group')[0]).getByLabelText(/部門名/), '一般');
    await user.click(within(divisions).getByRole('button', { name: '部門2を削除' }));
    await add();
    await user.type(within(within(divisions).getAllByRole('group')[1]).getByLabelText(/部門名/), '40歳以上');
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect((compeWrite()?.divisions as { id: string }[]).map((d) => d.id)).toEqual(['d1', 'd3']);
  });

  it('keeps the stored 部門 and hall when something else is saved', async () => {
    current = compeOf({
      divisions: [
        { id: 'd1', name: '一般男子', kind: 'single', capacity: 32, waitlist: true, conditions: '' },
        { id: 'd4', name: 'ダブルス', kind: 'pair', capacity: 0, waitlist: false, conditions: '初段以上' },
      ],
      divisionLimit: 2,
      hall: { tables: 12, label: '台', names: ['A1'], restMinutes: 10, callOrder: 'order' },
    });
    const user = setup();
    await user.type(within(form()).getByLabelText('会場'), '・第2体育室');
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect(compeWrite()).toMatchObject({
      divisions: current.divisions,
      divisionLimit: 2,
      hall: current.hall,
    });
  });
});

describe('大会設定: 会場の台', () => {
  it('saves the tables, what they are called, their own names, the rest and the call order', async () => {
    const user = setup();
    const hall = section('会場の台');
    // No names asked while the hall has no tables.
    expect(within(hall).queryByLabelText('1番台の名前')).not.toBeInTheDocument();
    fireEvent.change(within(hall).getByLabelText('台の数（0 は台を管理しない）'), { target: { value: '4' } });
    await user.click(within(hall).getByRole('combobox', { name: '呼び方' }));
    await user.click(await screen.findByRole('option', { name: 'コート' }));
    expect(within(hall).getByLabelText('3番コートの名前')).toHaveAttribute('placeholder', '3番コート');
    await user.type(within(hall).getByLabelText('1番コートの名前'), 'A1');
    await user.type(within(hall).getByLabelText('3番コートの名前'), 'C');
    fireEvent.change(within(hall).getByLabelText('休憩（分）'), { target: { value: '10' } });
    await user.click(within(hall).getByRole('radio', { name: /ステージの順に/ }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect(compeWrite()?.hall).toEqual({
      tables: 4,
      label: 'コート',
      names: ['A1', '', 'C'],
      restMinutes: 10,
      callOrder: 'order',
    });
  });

  it('takes a word of the organiser own for the tables, and refuses one too long or too many tables', async () => {
    const user = setup();
    const hall = section('会場の台');
    fireEvent.change(within(hall).getByLabelText('台の数（0 は台を管理しない）'), {
      target: { value: '65' },
    });
    await user.click(within(hall).getByRole('combobox', { name: '呼び方' }));
    await user.click(await screen.findByRole('option', { name: 'その他' }));
    await user.type(within(hall).getByLabelText(/呼び方（6文字まで）/), 'テーブル番号台');
    await user.click(saveButton());
    expect(await within(hall).findByText('64以下で入力してください')).toBeInTheDocument();
    expect(within(hall).getByText('6文字以内で入力してください')).toBeInTheDocument();
    expect(commit).not.toHaveBeenCalled();

    fireEvent.change(within(hall).getByLabelText('台の数（0 は台を管理しない）'), { target: { value: '2' } });
    await user.clear(within(hall).getByLabelText(/呼び方（6文字まで）/));
    await user.type(within(hall).getByLabelText(/呼び方（6文字まで）/), '卓');
    await waitFor(() => expect(within(hall).queryByText('6文字以内で入力してください')).toBeNull());
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect(compeWrite()?.hall).toEqual({
      tables: 2,
      label: '卓',
      names: [],
      restMinutes: 0,
      callOrder: 'behind',
    });
  });
});
