import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { entrantsOf, stageOf } from '@/testing/stages';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { ReportsDoc } from '@/shared/schemas/report';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { compe, entries } from '@/lib/db/units/__tests__/fixtures';
import { recorder, resetRecorder, SERVER_TIME } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

// The Firebase boundary: the listeners (state set per test) and the Firestore writes (recorded).
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
let stagesState: Live<Stage[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
let reportsState: Live<ReportsDoc[]>;
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => reportsState }));
// Nobody cancelled after the draw (the live list of cancelled registrations).
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({
  useWithdrawnRegists: () => ({ status: 'ready', data: [] }),
}));
// No registration cancelled: every entry takes part.
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => new Set() }));
type Ref = { id: string; path: string };
const DELETED = { deleteField: true } as const;
const updateDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const setDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
vi.mock('firebase/firestore', async () => ({
  ...(await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
  updateDoc: (ref: Ref, data: Record<string, unknown>) => updateDoc(ref, data),
  setDoc: (ref: Ref, data: Record<string, unknown>) => setDoc(ref, data),
  deleteDoc: vi.fn(),
  deleteField: () => DELETED,
}));
// A staff page keeps its writes on the device (Firestore's persistent cache).
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => true }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const STAGE_PATH = `compes/${compe.id}/stages/final`;
const NAMES = [
  '山田 太郎',
  '佐藤 花子',
  '鈴木 一郎',
  '高橋 次郎',
  '田中 三郎',
  '伊藤 四郎',
  '渡辺 五郎',
  '中村 六子',
];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/**
 * A トーナメント of eight on `tableCount` tables, drawn in seed order: 1回戦 W1-1 山田 vs 佐藤,
 * W1-2 鈴木 vs 高橋, W1-3 田中 vs 伊藤, W1-4 渡辺 vs 中村. W1-1 has been on 1番台 for 12 minutes.
 */
const stage = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 8, {
    id: 'final',
    ...stageDefaults('single'),
    rounds: 1,
    entrants: entrantsOf(8, (i) => ({ name: NAMES[i] })),
    draw: [0, 1, 2, 3, 4, 5, 6, 7],
    tableCount: 3,
    tables: { 'W1-1': { table: 1, at: minutesAgo(12) } },
    ...patch,
  });

function setup(stages: Stage[]) {
  stagesState = { status: 'ready', data: stages };
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/match', element: <PlayPage /> }], {
    path: `/sakura-tt/form/${compe.id}/match`,
    session: staff,
  });
  return { ...utils, user: userEvent.setup() };
}

const tables = () => screen.getByRole('list', { name: '決勝トーナメントの台の状況' });
const tableRows = () =>
  within(tables())
    .getAllByRole('listitem')
    .map((row) => row.textContent);
const calls = () => screen.getByRole('list', { name: '決勝トーナメントの次の呼び出し' });
/**
 * A move or an uncall, in one batch: the stage's own entry and the hall's (docs/play.md "The hall's
 * calls": either place may hold the call, so both are written).
 */
const bothPlaces = async () => {
  await waitFor(() => expect(recorder.committed).toHaveLength(1));
  const writes = recorder.committed[0] ?? [];
  expect(writes.map((w) => [w.op, w.path])).toEqual([
    ['update', STAGE_PATH],
    ['set', STAGE_PATH.replace(/[^/]+$/, '_hall')],
  ]);
  return { stage: writes[0]?.data, hall: writes[1]?.data };
};

/** The one update written to the stage. */
const onlyUpdate = () => {
  expect(updateDoc).toHaveBeenCalledTimes(1);
  const [ref, data] = updateDoc.mock.calls[0] ?? [];
  expect(ref?.path).toBe(STAGE_PATH);
  return data;
};

beforeEach(() => {
  compeState = { status: 'ready', data: compe };
  entriesState = { status: 'ready', data: entries };
  reportsState = { status: 'ready', data: [] };
  resetRecorder();
  updateDoc.mockReset().mockResolvedValue();
  setDoc.mockReset().mockResolvedValue();
});

describe('対戦: 台の状況 and 次の呼び出し', () => {
  it('shows each table with its match and how long it has been on, or 空き, in words', () => {
    setup([stage()]);
    expect(tableRows()).toEqual([
      expect.stringMatching(/^1番台：山田 太郎 vs 佐藤 花子準々決勝 第1試合 ・ 12分経過/),
      '2番台：空き',
      '3番台：空き',
    ]);
    expect(screen.getByText('3台 ・ 呼び出し：確認してから')).toBeInTheDocument();
    // The match row says where it is played.
    const match = document.querySelector('[data-match="W1-1"]') as HTMLElement;
    expect(within(match).getByText('1番台で試合中')).toBeInTheDocument();
  });

  it('lists the next calls for the free tables, lowest first, and calls one with a tap', async () => {
    const { user } = setup([stage()]);
    expect(
      within(calls())
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^2番台：鈴木 一郎 vs 高橋 次郎準々決勝 第2試合呼び出す$/),
      expect.stringMatching(/^3番台：田中 三郎 vs 伊藤 四郎準々決勝 第3試合呼び出す$/),
    ]);
    expect(screen.getByText('ほかに1試合が呼び出しを待っています')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '呼び出す 2番台：鈴木 一郎 vs 高橋 次郎' }));
    expect(onlyUpdate()).toEqual({ 'tables.W1-2': { table: 2, at: SERVER_TIME } });
    expect(await screen.findByText('2番台に呼び出しました')).toBeInTheDocument();
  });

  it('calls offline: done at once, kept on the device until the connection returns', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Offline, Firestore queues the write and its promise waits for the server.
    updateDoc.mockImplementation(() => new Promise(() => {}));
    try {
      const { user } = setup([stage()]);
      await user.click(screen.getByRole('button', { name: '呼び出す 2番台：鈴木 一郎 vs 高橋 次郎' }));
      expect(onlyUpdate()).toEqual({ 'tables.W1-2': { table: 2, at: SERVER_TIME } });
      expect(
        await screen.findByText('2番台に呼び出しました（端末に保存しました。接続が戻ると送信されます）'),
      ).toBeInTheDocument();
    } finally {
      offline.mockRestore();
    }
  });

  it('calls every next call in one write with すべて呼び出す', async () => {
    const { user } = setup([stage()]);
    await user.click(screen.getByRole('button', { name: 'すべて呼び出す（2試合）' }));
    expect(onlyUpdate()).toEqual({
      'tables.W1-2': { table: 2, at: SERVER_TIME },
      'tables.W1-3': { table: 3, at: SERVER_TIME },
    });
  });

  it('says when no table is free and how many matches wait', () => {
    setup([
      stage({
        tableCount: 1,
        tableLabel: 'コート',
      }),
    ]);
    expect(tableRows()).toEqual([expect.stringMatching(/^1番コート：山田 太郎 vs 佐藤 花子/)]);
    expect(screen.getByText('空いているコートがありません（3試合が待っています）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^呼び出す/ })).not.toBeInTheDocument();
  });

  it('moves a match to a free table, keeping when it was called, by keyboard alone', async () => {
    const at = minutesAgo(12);
    const { user } = setup([stage({ tables: { 'W1-1': { table: 1, at } } })]);
    screen.getByRole('button', { name: '台を移動 1番台' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['2番台へ', '3番台へ']);
    await user.keyboard('{ArrowDown}{Enter}');
    const stageId = STAGE_PATH.split('/').at(-1) ?? '';
    expect(await bothPlaces()).toEqual({
      stage: { 'tables.W1-1': { table: 3, at } },
      hall: { calls: { [`${stageId}:W1-1`]: { table: 3, at } } },
    });
  });

  it('takes a match off its table (呼び出し取り消し) so it goes back to the next calls', async () => {
    const { user } = setup([stage()]);
    await user.click(screen.getByRole('button', { name: '呼び出し取り消し 1番台' }));
    const stageId = STAGE_PATH.split('/').at(-1) ?? '';
    expect(await bothPlaces()).toEqual({
      stage: { 'tables.W1-1': DELETED },
      hall: { calls: { [`${stageId}:W1-1`]: DELETED } },
    });
    expect(await screen.findByText('呼び出しを取り消しました')).toBeInTheDocument();
  });

  it('with 自動呼び出し, a result calls the next match to the freed table in the same batch', async () => {
    const { user } = setup([stage({ autoCall: true, tableCount: 1 })]);
    await user.click(screen.getByRole('button', { name: '結果を入力 1番台' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '山田 太郎 の勝ち' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const [update] = recorder.committed[0] ?? [];
    expect(update).toMatchObject({ op: 'update', path: STAGE_PATH });
    expect(update?.data).toEqual({
      'results.W1-1': expect.objectContaining({ outcome: 'a', confirmed: true, at: SERVER_TIME }),
      'tables.W1-2': { table: 1, at: SERVER_TIME },
    });
    expect(updateDoc).not.toHaveBeenCalled();
  });

  it('when staff confirm each call, a result writes no call', async () => {
    const { user } = setup([stage({ tableCount: 1 })]);
    await user.click(screen.getByRole('button', { name: '結果を入力 1番台' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '佐藤 花子 の勝ち' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(Object.keys(recorder.committed[0]?.[0]?.data ?? {})).toEqual(['results.W1-1']);
  });

  it('with 自動呼び出し, 組み合わせを作成 makes the first calls with the draw', async () => {
    const { user } = setup([stage({ autoCall: true, draw: [], tables: {}, status: 'draft' })]);
    await user.click(screen.getByRole('button', { name: '組み合わせを作成' }));
    const data = onlyUpdate();
    const tablesWritten = data?.tables as Record<string, { table: number }>;
    expect(Object.values(tablesWritten).map((call) => call.table)).toEqual([1, 2, 3]);
    expect(Object.keys(tablesWritten)).toEqual(['W1-1', 'W1-2', 'W1-3']);
  });

  it('shows no 台の状況 for a stage without tables', () => {
    setup([stage({ tableCount: 0 })]);
    expect(screen.queryByRole('heading', { name: '台の状況' })).not.toBeInTheDocument();
    expect(screen.queryByText('1番台で試合中')).not.toBeInTheDocument();
  });
});

describe('対戦: the stage dialog asks for tables', () => {
  it('stores 台の数, 呼び方 and 呼び出し with the new stage', async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
    const dialog = await screen.findByRole('dialog');
    // Tables are off until a number is chosen.
    expect(within(dialog).queryByRole('radiogroup', { name: '呼び出し' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '台の数' }));
    await user.click(await screen.findByRole('option', { name: '4' }));
    await user.click(within(dialog).getByRole('combobox', { name: '呼び方' }));
    await user.click(await screen.findByRole('option', { name: 'コート（1番コート）' }));
    await user.click(within(dialog).getByRole('radio', { name: /^自動/ }));
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toMatchObject({ tableCount: 4, tableLabel: 'コート', autoCall: true });
  });

  it("takes the organiser's own word for a table, and refuses a blank one", async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '台の数' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(within(dialog).getByRole('combobox', { name: '呼び方' }));
    await user.click(await screen.findByRole('option', { name: 'その他（入力する）' }));
    const own = within(dialog).getByRole('textbox', { name: /呼び方（入力）/ });
    await user.clear(own);
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    expect(await within(dialog).findByText('必須項目')).toBeInTheDocument();
    expect(setDoc).not.toHaveBeenCalled();
    await user.type(own, '卓');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toMatchObject({ tableCount: 2, tableLabel: '卓', autoCall: false });
  });

  it('adds a stage without tables unless asked', async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toMatchObject({ tableCount: 0, tableLabel: '台', autoCall: false });
  });
});

describe('対戦: 要確認 (reports from the floor that disagree)', () => {
  const reportsDoc = (patch: Partial<ReportsDoc> = {}): ReportsDoc => ({
    id: 'final_W1-1',
    stageId: 'final',
    matchId: 'W1-1',
    sides: [0, 1],
    reports: [
      { by: 'a', outcome: 'a', how: 'played', at: new Date('2026-11-22T05:01:00Z') },
      { by: 'b', outcome: 'b', how: 'played', at: new Date('2026-11-22T05:03:00Z') },
    ],
    status: 'conflict',
    updatedAt: new Date('2026-11-22T05:03:00Z'),
    ...patch,
  });

  it('shows the match with every report side by side, and staff decide from one of them', async () => {
    reportsState = { status: 'ready', data: [reportsDoc()] };
    const { user } = setup([stage({ tableCount: 1 })]);
    const review = screen.getByRole('region', { name: '要確認（報告の食い違い）' });
    expect(within(review).getByText('要確認：報告が食い違っています（1試合）')).toBeInTheDocument();
    const rows = within(
      within(review).getByRole('table', { name: '決勝トーナメント 準々決勝 第1試合の報告' }),
    )
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['選手A', '14:01', '山田 太郎 の勝ち'],
      ['選手B', '14:03', '佐藤 花子 の勝ち'],
    ]);

    await user.click(within(review).getByRole('button', { name: '選手Bの報告（14:03）で結果を入力' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '佐藤 花子 の勝ち' })).toBeChecked();
    // The match's history of reports, in the dialog too.
    const history = within(dialog).getByRole('region', { name: 'この試合の報告' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['選手A 14:01：山田 太郎 の勝ち', '選手B 14:03：佐藤 花子 の勝ち']);
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(recorder.committed[0]?.[0]?.data).toEqual({
      'results.W1-1': expect.objectContaining({ outcome: 'b', confirmed: true, sides: [0, 1] }),
    });
  });

  it('leaves 要確認 once a result is entered after the reports, or 確定', () => {
    reportsState = { status: 'ready', data: [reportsDoc()] };
    const later: StageResult = {
      outcome: 'a',
      how: 'played',
      sides: [0, 1],
      confirmed: false,
      at: new Date('2026-11-22T05:05:00Z'),
    };
    setup([stage({ tableCount: 1, results: { 'W1-1': later } })]);
    expect(screen.queryByRole('region', { name: '要確認（報告の食い違い）' })).not.toBeInTheDocument();
  });

  it('keeps 要確認 over a 速報 entered before the reports disagreed with it', () => {
    reportsState = { status: 'ready', data: [reportsDoc()] };
    const earlier: StageResult = {
      outcome: 'a',
      how: 'played',
      sides: [0, 1],
      confirmed: false,
      at: new Date('2026-11-22T05:00:00Z'),
    };
    setup([stage({ tableCount: 1, results: { 'W1-1': earlier } })]);
    expect(screen.getByRole('region', { name: '要確認（報告の食い違い）' })).toBeInTheDocument();
  });
});
