import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Compe } from '@/shared/schemas/compe';
import { compeOf } from '@/testing/compes';
import { presetTeamSettings } from '@/shared/team-settings';
import CompeSettingsPage from '../pages/compe-settings-page';

// 大会設定's 団体 部門 (docs/play.md "Team ties"): its teams' settings as the page writes them, through
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

/** Adds a 部門 named `name` and makes it 団体; returns its fieldset. */
async function addTeamDivision(user: ReturnType<typeof userEvent.setup>, name: string) {
  const divisions = section('部門');
  await user.click(within(divisions).getByRole('button', { name: '＋ 部門を追加' }));
  const item = within(divisions).getAllByRole('group').at(-1)!;
  await user.type(within(item).getByLabelText(/部門名/), name);
  await user.click(within(item).getByRole('combobox', { name: '種類' }));
  await user.click(await screen.findByRole('option', { name: '団体' }));
  return item;
}

const savedDivisions = () => compeWrite()?.divisions as Record<string, unknown>[];

describe('大会設定: 団体 部門', () => {
  it('fills 卓球 4単1複 when staff choose 団体, and saves it with the 部門', async () => {
    const user = setup();
    const item = await addTeamDivision(user, '団体戦');
    expect(within(item).getByRole('combobox', { name: '団体戦の形式' })).toHaveTextContent('卓球 4単1複');
    expect(within(item).getByText(/試合：1番・2番・3番（ダブルス）・4番・5番/)).toBeInTheDocument();
    expect(within(item).getByLabelText('登録選手の最少人数')).toHaveValue(4);
    expect(within(item).getByLabelText('登録選手の最多人数')).toHaveValue(8);
    expect(within(item).getByLabelText('1番・2番の2人でダブルスを組めない')).toBeChecked();
    expect(within(item).getByLabelText('1番・2番の2人でダブルスを組めない')).toHaveAccessibleDescription(
      '卓球の4単1複の決まりです。',
    );
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    expect(savedDivisions()).toEqual([
      {
        id: 'd1',
        name: '団体戦',
        kind: 'team',
        capacity: 0,
        waitlist: false,
        conditions: '',
        team: presetTeamSettings('tt4s1d'),
      },
    ]);
  });

  it('a preset fills the template and the roster; each option is then edited in plain words', async () => {
    const user = setup();
    const item = await addTeamDivision(user, '将棋団体');
    await user.click(within(item).getByRole('combobox', { name: '団体戦の形式' }));
    await user.click(await screen.findByRole('option', { name: '将棋・囲碁 3面' }));
    expect(within(item).getByText(/試合：主将・副将・三将/)).toBeInTheDocument();
    expect(within(item).getByLabelText('登録選手の最少人数')).toHaveValue(3);
    expect(within(item).getByLabelText('登録選手の最多人数')).toHaveValue(5);
    expect(within(item).getByLabelText('主将は主将の盤（1番目）に出る')).toBeChecked();
    expect(within(item).getByLabelText('勝敗が決まったら残りの試合をしない（打ち切り）')).not.toBeChecked();
    // Edited after the preset: 打ち切り, 欠員, 不戦, the count per player, the tables.
    await user.click(within(item).getByLabelText('勝敗が決まったら残りの試合をしない（打ち切り）'));
    await user.click(within(item).getByRole('combobox', { name: '欠員の扱い' }));
    await user.click(await screen.findByRole('option', { name: 'どこを空けてもよい' }));
    fireEvent.change(within(item).getByLabelText('不戦のゲーム数'), { target: { value: '2' } });
    fireEvent.change(within(item).getByLabelText('不戦の点数'), { target: { value: '5' } });
    fireEvent.change(within(item).getByLabelText('1人の合計出場数'), { target: { value: '2' } });
    fireEvent.change(within(item).getByLabelText('同時に使う台の数'), { target: { value: '2' } });
    fireEvent.change(within(item).getByLabelText('登録選手の最多人数'), { target: { value: '6' } });
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    const board = presetTeamSettings('board3');
    expect(savedDivisions()[0].team).toEqual({
      ...board,
      max: 6,
      tie: {
        ...board.tie,
        stopWhenDecided: true,
        vacancy: 'any',
        forfeit: { games: 2, points: 5 },
        rubbersPerPlayer: 2,
        parallel: 2,
      },
    });
  });

  it('refuses fewer most than fewest members in Japanese and sends nothing', async () => {
    const user = setup();
    const item = await addTeamDivision(user, '団体戦');
    fireEvent.change(within(item).getByLabelText('登録選手の最多人数'), { target: { value: '3' } });
    fireEvent.change(within(item).getByLabelText('不戦のゲーム数'), { target: { value: '-1' } });
    await user.click(saveButton());
    expect(await within(item).findByText('最少人数以上にしてください')).toBeInTheDocument();
    expect(within(item).getByText('0以上で入力してください')).toBeInTheDocument();
    expect(batches).toEqual([]);
  });

  it('keeps stored settings, gives a 団体 部門 without any the default, and drops them when the kind changes', async () => {
    const kendo = presetTeamSettings('kendo5');
    current = compeOf({
      divisions: [
        {
          id: 'd1',
          name: '剣道団体',
          kind: 'team',
          capacity: 8,
          waitlist: false,
          conditions: '',
          team: kendo,
        },
        { id: 'd2', name: '卓球団体', kind: 'team', capacity: 0, waitlist: false, conditions: '' },
        { id: 'd3', name: '個人戦', kind: 'team', capacity: 0, waitlist: false, conditions: '', team: kendo },
      ],
      divisionLimit: 2,
    });
    const user = setup();
    const [, , third] = within(section('部門')).getAllByRole('group');
    expect(within(third).getByRole('combobox', { name: '団体戦の形式' })).toHaveTextContent('剣道 5人制');
    await user.click(within(third).getByRole('combobox', { name: '種類' }));
    await user.click(await screen.findByRole('option', { name: '個人' }));
    expect(within(third).queryByRole('combobox', { name: '団体戦の形式' })).not.toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText('大会設定を保存しました');
    const [first, second, last] = savedDivisions();
    expect(first.team).toEqual(kendo);
    expect(second.team).toEqual(presetTeamSettings());
    expect(last).toEqual({
      id: 'd3',
      name: '個人戦',
      kind: 'single',
      capacity: 0,
      waitlist: false,
      conditions: '',
    });
  });
});
