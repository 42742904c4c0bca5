import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { entrantsOf, stageOf } from '@/testing/stages';
import type { Compe, Hall } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { compe as baseCompe } from '@/lib/db/units/__tests__/fixtures';
import { resetRecorder } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

// 対戦 in a competition of several 部門 on one hall (docs/play.md "One floor"): the stage dialog's
// 部門 and 使う台, and the panel saying both. The Firebase boundary as in stage-edit.test.tsx.
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
let stagesState: Live<Stage[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => ({ status: 'loading' }) }));
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({
  useWithdrawnRegists: () => ({ status: 'ready', data: [] }),
}));
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => new Set() }));
type Ref = { id: string; path: string };
const updateDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const setDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const txUpdate = vi.fn<(ref: Ref, data: Record<string, unknown>) => void>();
vi.mock('firebase/firestore', async () => ({
  ...(await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
  updateDoc: (ref: Ref, data: Record<string, unknown>) => updateDoc(ref, data),
  setDoc: (ref: Ref, data: Record<string, unknown>) => setDoc(ref, data),
  deleteDoc: vi.fn(),
  runTransaction: async (
    _db: unknown,
    run: (tx: {
      get: (ref: Ref) => Promise<unknown>;
      update: (ref: Ref, data: Record<string, unknown>) => void;
    }) => Promise<void>,
  ) =>
    run({
      get: async (ref) => {
        const stored = stagesState.status === 'ready' ? stagesState.data : [];
        return { data: () => stored.find((s) => ref.path.endsWith(`/stages/${s.id}`)) };
      },
      update: (ref, data) => txUpdate(ref, data),
    }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });

const HALL: Hall = { tables: 12, label: 'コート', names: [], restMinutes: 0, callOrder: 'behind' };
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
/** 山田 (r1) entered 男子; 佐藤 (r2) and 鈴木 (typed in) 女子; 高橋 in no 部門. */
const ENTRIES = [
  entry(1, '山田 太郎', { divisionId: 'd1', registId: 'r1' }),
  entry(2, '佐藤 花子', { divisionId: 'd2', registId: 'r2' }),
  entry(3, '鈴木 恵', { divisionId: 'd2' }),
  entry(4, '高橋 次郎'),
];

/** A drawn トーナメント of four of 女子 on コート 1–2, 準決勝 第1試合 on 2番コート. */
const drawn = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 4, {
    id: 'cup',
    name: '女子トーナメント',
    ...stageDefaults('single'),
    rounds: 1,
    entrants: entrantsOf(4),
    divisionId: 'd2',
    tableFirst: 1,
    tableCount: 2,
    tableLabel: 'コート',
    draw: [0, 1, 2, 3],
    status: 'running',
    tables: { 'W1-1': { table: 2, at: new Date(Date.now() - 60_000) } },
    ...patch,
  });
const league = (patch: Partial<Stage> = {}): Stage =>
  stageOf('league', 4, {
    id: 'league',
    name: '男子予選リーグ',
    ...stageDefaults('league'),
    divisionId: 'd1',
    tableCount: 0,
    status: 'draft',
    ...patch,
  });

function setup(stages: Stage[], compe: Partial<Compe> = {}) {
  compeState = { status: 'ready', data: { ...baseCompe, divisions: DIVISIONS, hall: HALL, ...compe } };
  stagesState = { status: 'ready', data: stages };
  renderRoutes([{ path: '/:clubId/form/:compeId/match', element: <PlayPage /> }], {
    path: `/sakura-tt/form/${baseCompe.id}/match`,
    session: staff,
  });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;
const openAdd = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
  return screen.findByRole('dialog', { name: 'ステージを追加' });
};
const pick = async (user: User, dialog: HTMLElement, field: string | RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};
const written = () => setDoc.mock.calls[0]?.[1] ?? {};

beforeEach(() => {
  entriesState = { status: 'ready', data: ENTRIES };
  resetRecorder();
  updateDoc.mockReset().mockResolvedValue();
  setDoc.mockReset().mockResolvedValue();
  txUpdate.mockReset();
});

describe('対戦: a stage of a 部門', () => {
  it('asks for the 部門 and sends nothing without one', async () => {
    const user = setup([]);
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.stageDivisionRequired)).toBeInTheDocument();
    expect(setDoc).not.toHaveBeenCalled();
  });

  it('saves the chosen 部門 and takes only its entries, each with the registration behind it', async () => {
    const user = setup([]);
    const dialog = await openAdd(user);
    await pick(user, dialog, /^部門/, '女子シングルス');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({
      divisionId: 'd2',
      entrants: [
        { id: 'e2', name: '佐藤 花子', affiliation: '', persons: ['r2'] },
        { id: 'e3', name: '鈴木 恵', affiliation: '' },
      ],
    });
  });

  it("gives a 決勝トーナメント fed by a league that league's 部門, shown and not chosen", async () => {
    const user = setup([league()]);
    const dialog = await openAdd(user);
    await pick(user, dialog, '形式', 'トーナメント');
    await pick(user, dialog, '出場者', '「男子予選リーグ」の各組上位');
    const division = within(dialog).getByRole('combobox', { name: /^部門/ });
    expect(division).toHaveTextContent('男子シングルス');
    expect(division).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('「男子予選リーグ」の部門です')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({ divisionId: 'd1', from: { stageId: 'league' }, entrants: [] });
  });

  it('offers no 部門 in a competition without them, and writes none', async () => {
    const user = setup([], { divisions: undefined, hall: undefined });
    const dialog = await openAdd(user);
    expect(within(dialog).queryByRole('combobox', { name: /^部門/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '台の数' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).not.toHaveProperty('divisionId');
    expect(written()).not.toHaveProperty('tableFirst');
    // One event: every entry.
    expect((written().entrants as { id: string }[]).map((e) => e.id)).toEqual(['e1', 'e2', 'e3', 'e4']);
  });
});

describe('対戦: 使う台, a range of the hall’s tables', () => {
  it('saves the range as tableFirst and tableCount in the hall’s word', async () => {
    const user = setup([]);
    const dialog = await openAdd(user);
    expect(within(dialog).queryByRole('combobox', { name: '台の数' })).not.toBeInTheDocument();
    // A new stage plays on the whole hall until staff narrow it.
    expect(within(dialog).getByRole('combobox', { name: '最初の台' })).toHaveTextContent('1番コート');
    expect(within(dialog).getByRole('combobox', { name: '最後の台' })).toHaveTextContent('12番コート');
    await pick(user, dialog, /^部門/, '男子シングルス');
    await pick(user, dialog, '最初の台', '3番コート');
    await pick(user, dialog, '最後の台', '6番コート');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(written()).toMatchObject({ tableFirst: 3, tableCount: 4, tableLabel: 'コート', divisionId: 'd1' });
  });

  it('refuses a last table before the first, and sends nothing', async () => {
    const user = setup([]);
    const dialog = await openAdd(user);
    await pick(user, dialog, /^部門/, '男子シングルス');
    await pick(user, dialog, '最初の台', '6番コート');
    await pick(user, dialog, '最後の台', '3番コート');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.stageTableLastBeforeFirst)).toBeInTheDocument();
    expect(setDoc).not.toHaveBeenCalled();
  });

  it('after the draw, refuses a range that leaves out a table in use, naming it', async () => {
    const user = setup([drawn()]);
    await user.click(
      within(screen.getByRole('region', { name: '女子トーナメント' })).getByRole('button', {
        name: '設定を変更',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ステージの設定' });
    // The 部門 made the entrants: it stays once drawn.
    expect(within(dialog).getByRole('combobox', { name: /^部門/ })).toHaveAttribute('aria-disabled', 'true');
    await pick(user, dialog, '最初の台', '3番コート');
    await pick(user, dialog, '最後の台', '6番コート');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText(
        '2番コートで試合中です（準決勝 第1試合）。台を移動するか呼び出しを取り消してから、使う台を変えてください',
      ),
    ).toBeInTheDocument();
    expect(updateDoc).not.toHaveBeenCalled();

    // A range that keeps 2番コート is saved, with the tables only (the 部門 stays as drawn).
    await pick(user, dialog, '最初の台', '2番コート');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({
      tableFirst: 2,
      tableCount: 5,
      tableLabel: 'コート',
    });
    expect(updateDoc.mock.calls[0]?.[1]).not.toHaveProperty('divisionId');
  });
});

describe('対戦: the panel says the 部門 and the tables', () => {
  it('shows 「女子シングルス ・ 1〜2番コート」 and names tables as the hall does', () => {
    setup([drawn()], { hall: { ...HALL, names: ['A1', 'A2'] } });
    const panel = screen.getByRole('region', { name: '女子トーナメント' });
    expect(within(panel).getByText('女子シングルス ・ A1〜A2')).toBeInTheDocument();
    const tables = within(panel).getByRole('list', { name: '女子トーナメントの台の状況' });
    expect(tables).toHaveTextContent('A2：選手1 vs 選手2');
    expect(tables).toHaveTextContent('A1：空き');
  });

  it('numbers the range in the hall’s word where the tables have no names of their own', () => {
    setup([drawn({ tableFirst: 3, tableCount: 4, tables: {} })]);
    const panel = screen.getByRole('region', { name: '女子トーナメント' });
    expect(within(panel).getByText('女子シングルス ・ 3〜6番コート')).toBeInTheDocument();
  });
});
