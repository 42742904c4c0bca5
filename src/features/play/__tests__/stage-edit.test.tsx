import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { entrantsOf, stageOf } from '@/testing/stages';
import { layOutListItems } from '@/testing/list-layout';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { compe, entries } from '@/lib/db/units/__tests__/fixtures';
import { resetRecorder, SERVER_TIME } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

// The Firebase boundary: the listeners (state set per test) and the writes (recorded). A
// transaction reads the stage as the listener shows it, as the server would.
let compeState: Live<Compe | null>;
let entriesState: Live<Entry[]>;
let stagesState: Live<Stage[]>;
let withdrawn = new Set<string>();
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => ({ status: 'loading' }) }));
// Nobody cancelled after the draw (the live list of cancelled registrations).
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({
  useWithdrawnRegists: () => ({ status: 'ready', data: [] }),
}));
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => withdrawn }));
type Ref = { id: string; path: string };
const updateDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
const setDoc = vi.fn<(ref: Ref, data: Record<string, unknown>) => Promise<void>>();
/** What transactions wrote: only when the stage they read was still undrawn. */
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
        const found = stored.find((s) => ref.path.endsWith(`/stages/${s.id}`));
        return { data: () => found };
      },
      update: (ref, data) => txUpdate(ref, data),
    }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const NAMES = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 次郎'];

/** An undrawn トーナメント of four, on 2 台, fed by エントリー in this order. */
const knockout = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 4, {
    id: 'cup',
    name: 'カップ戦',
    ...stageDefaults('single'),
    thirdPlace: true,
    rounds: 1,
    entrants: entrantsOf(4, (i) => ({ id: `p${i + 1}`, name: NAMES[i] })),
    status: 'draft',
    ...patch,
  });
/** The same, drawn in seed order: 準決勝 p1 vs p2 on 2番台, p3 vs p4 waiting. */
const drawn = (patch: Partial<Stage> = {}) =>
  knockout({
    draw: [0, 1, 2, 3],
    status: 'running',
    tables: { 'W1-1': { table: 2, at: new Date(Date.now() - 60_000) } },
    ...patch,
  });
const league = (patch: Partial<Stage> = {}): Stage =>
  knockout({
    id: 'league',
    name: '予選リーグ',
    format: 'league',
    thirdPlace: false,
    groups: 2,
    ...stageDefaults('league'),
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

const region = (name: string) => screen.getByRole('region', { name });
async function openSettings(user: ReturnType<typeof userEvent.setup>, stageName: string) {
  await user.click(within(region(stageName)).getByRole('button', { name: '設定を変更' }));
  return screen.findByRole('dialog', { name: 'ステージの設定' });
}
/** The one transaction write to the stage. */
const onlyTx = () => {
  expect(txUpdate).toHaveBeenCalledTimes(1);
  const [ref, data] = txUpdate.mock.calls[0] ?? [];
  expect(ref?.path).toMatch(/\/stages\/\w+$/);
  return data ?? {};
};
/** The rules of the dialog's 順位の決め方, in order (each row: 「1. 勝点」, what it compares, buttons). */
const ruleOrder = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: '順位の決め方' }))
    .getAllByRole('listitem')
    .map(
      (row) =>
        row.textContent?.match(
          /^\d+\. (勝数|勝点|直接対決|当該者間のゲーム差|当該者間の得失点差|ゲーム差|得失点差|SOSOS|SOS|総得点)/,
        )?.[1],
    );
const seedNames = (stageName: string) =>
  within(screen.getByRole('list', { name: `${stageName}の出場者（シード順）` }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.match(/^⠿\d+(.+?)(（|シード|上へ)/)?.[1]);

beforeEach(() => {
  compeState = { status: 'ready', data: compe };
  entriesState = { status: 'ready', data: entries };
  withdrawn = new Set();
  resetRecorder();
  updateDoc.mockReset().mockResolvedValue();
  setDoc.mockReset().mockResolvedValue();
  txUpdate.mockReset();
});

describe('対戦: 設定を変更 before the draw', () => {
  it("opens the stage's values and saves any of them, checked against the stored stage", async () => {
    const { user } = setup([knockout()]);
    const dialog = await openSettings(user, 'カップ戦');
    expect(within(dialog).getByRole('textbox', { name: /ステージ名/ })).toHaveValue('カップ戦');
    expect(within(dialog).getByRole('combobox', { name: '形式' })).toHaveTextContent('トーナメント');
    expect(within(dialog).getByRole('checkbox', { name: '3位決定戦を行う' })).toBeChecked();
    expect(within(dialog).queryByText(STAFF_MESSAGES.stageStructureLocked)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: '3位決定戦を行う' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'シード数' }));
    await user.click(await screen.findByRole('option', { name: '2（シード順の上位）' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
    expect(onlyTx()).toMatchObject({ thirdPlace: false, seeds: 2, format: 'single', tableCount: 2 });
    expect(updateDoc).not.toHaveBeenCalled();
    expect(await screen.findByText('「カップ戦」の設定を保存しました')).toBeInTheDocument();
  });

  it('changing the format starts its ranking rules from that format’s usual ones', async () => {
    const { user } = setup([knockout()]);
    const dialog = await openSettings(user, 'カップ戦');
    expect(within(dialog).queryByRole('group', { name: '順位の決め方' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '形式' }));
    await user.click(await screen.findByRole('option', { name: 'スイス式' }));
    expect(ruleOrder(dialog)).toEqual(['勝点', 'SOS', 'SOSOS', '直接対決']);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
    expect(onlyTx()).toMatchObject({ format: 'swiss', ...stageDefaults('swiss') });
  });

  it('a stage written by someone else in between is not overwritten (the draw came first)', async () => {
    const { user } = setup([knockout()]);
    const dialog = await openSettings(user, 'カップ戦');
    // The listener has not brought the draw yet; the stored stage (what the transaction reads) has it.
    const before = stagesState;
    await user.click(within(dialog).getByRole('checkbox', { name: '3位決定戦を行う' }));
    stagesState = { status: 'ready', data: [drawn()] };
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText(STAFF_MESSAGES.stageDrawnMeanwhile)).toBeInTheDocument();
    expect(txUpdate).not.toHaveBeenCalled();
    stagesState = before;
  });
});

describe('対戦: 設定を変更 after the draw', () => {
  it('shows the structure disabled with why, saves only name, tables and calls, and 自動 calls to free tables at once', async () => {
    const { user } = setup([drawn()]);
    const dialog = await openSettings(user, 'カップ戦');
    expect(within(dialog).getByText(STAFF_MESSAGES.stageStructureLocked)).toBeInTheDocument();
    for (const name of ['形式', '勝敗の記録', 'シード数'])
      expect(within(dialog).getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('checkbox', { name: '3位決定戦を行う' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /ステージ名/ })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: '台の数' })).not.toHaveAttribute('aria-disabled');

    const name = within(dialog).getByRole('textbox', { name: /ステージ名/ });
    await user.clear(name);
    await user.type(name, '決勝トーナメント');
    await user.click(within(dialog).getByRole('combobox', { name: '台の数' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(within(dialog).getByRole('radio', { name: /^自動/ }));
    const autoConfirm = within(dialog).getByRole('checkbox', { name: /^合意した報告を確定にする/ });
    expect(autoConfirm).toBeEnabled();
    await user.click(autoConfirm);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toEqual({
      name: '決勝トーナメント',
      tiebreaks: [],
      points: stageDefaults('single').points,
      rounds: 1,
      tableCount: 3,
      tableLabel: '台',
      autoCall: true,
      autoConfirm: true,
      // 自動 now: the free 1番台 takes the waiting semi-final in the same write.
      'tables.W1-2': { table: 1, at: SERVER_TIME },
    });
    expect(txUpdate).not.toHaveBeenCalled();
  });

  it('refuses fewer tables than the one a match is being played on, and says which', async () => {
    const { user } = setup([drawn()]);
    const dialog = await openSettings(user, 'カップ戦');
    await user.click(within(dialog).getByRole('combobox', { name: '台の数' }));
    await user.click(await screen.findByRole('option', { name: '1' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText(
        '2番台で試合中です（準決勝 第1試合）。台を移動するか呼び出しを取り消してから、台の数を減らしてください',
      ),
    ).toBeInTheDocument();
    expect(updateDoc).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'ステージの設定' })).toBeInTheDocument();
  });

  it("changes a drawn league's 順位の決め方 and 勝点, which rank its tables at once", async () => {
    const { user } = setup([league({ draw: [0, 1, 0, 1], status: 'running', tables: {} })]);
    const dialog = await openSettings(user, '予選リーグ');
    expect(within(dialog).getByRole('combobox', { name: '組の数' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: '総得点を削除' }));
    await user.click(within(dialog).getByRole('combobox', { name: '勝ち' }));
    await user.click(await screen.findByRole('option', { name: '2点' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({
      tiebreaks: ['points', 'headToHead', 'gameDiff', 'pointDiff'],
      points: { win: 2, draw: 1, loss: 0 },
    });
  });
});

describe('対戦: 順位の決め方 as an ordered list', () => {
  it('adds, moves and removes rules by keyboard alone, the focus staying on the moved rule', async () => {
    const { user } = setup([league()]);
    const dialog = await openSettings(user, '予選リーグ');
    const order = () => ruleOrder(dialog);
    expect(order()).toEqual(['勝点', '直接対決', 'ゲーム差', '得失点差', '総得点']);

    within(dialog).getByRole('button', { name: 'ゲーム差を上へ' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['勝点', 'ゲーム差', '直接対決', '得失点差', '総得点']);
    expect(within(dialog).getByRole('button', { name: 'ゲーム差を上へ' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['ゲーム差', '勝点', '直接対決', '得失点差', '総得点']);
    // At the top it cannot go further up: the focus moves to its 下へ.
    expect(within(dialog).getByRole('button', { name: 'ゲーム差を上へ' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'ゲーム差を下へ' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('ゲーム差を1番目に移動しました');

    within(dialog).getByRole('button', { name: '得失点差を削除' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['ゲーム差', '勝点', '直接対決', '総得点']);
    expect(within(dialog).getByRole('button', { name: '総得点を削除' })).toHaveFocus();

    within(dialog).getByRole('button', { name: 'SOSを追加' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['ゲーム差', '勝点', '直接対決', '総得点', 'SOS']);
    expect(within(dialog).queryByRole('button', { name: 'SOSを追加' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SOSを上へ' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
    expect(onlyTx()).toMatchObject({ tiebreaks: ['gameDiff', 'points', 'headToHead', 'pointsFor', 'sos'] });
  });

  it('offers 当該者間のゲーム差 beside the whole group’s ゲーム差 (ITTF practice), and saves it in order', async () => {
    const { user } = setup([league({ draw: [0, 1, 0, 1], status: 'running', tables: {} })]);
    const dialog = await openSettings(user, '予選リーグ');
    await user.click(within(dialog).getByRole('button', { name: 'ゲーム差を削除' }));
    await user.click(within(dialog).getByRole('button', { name: '当該者間のゲーム差を追加' }));
    expect(within(dialog).getByText('並んだ人どうしの試合だけのゲーム差（ITTF方式）')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '当該者間のゲーム差を上へ' }));
    await user.click(within(dialog).getByRole('button', { name: '当該者間のゲーム差を上へ' }));
    expect(ruleOrder(dialog)).toEqual(['勝点', '直接対決', '当該者間のゲーム差', '得失点差', '総得点']);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(updateDoc).toHaveBeenCalledTimes(1));
    expect(updateDoc.mock.calls[0]?.[1]).toMatchObject({
      tiebreaks: ['points', 'headToHead', 'gameDiffTied', 'pointDiff', 'pointsFor'],
    });
  });

  it('refuses a league with no rule to rank by', async () => {
    const { user } = setup([league({ tiebreaks: ['points'] })]);
    const dialog = await openSettings(user, '予選リーグ');
    await user.click(within(dialog).getByRole('button', { name: '勝点を削除' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.stageTiebreakRequired)).toBeInTheDocument();
    expect(txUpdate).not.toHaveBeenCalled();
  });

  it('is asked when a league is added, starting from its usual rules', async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'ステージを追加' }));
    const dialog = await screen.findByRole('dialog', { name: 'ステージを追加' });
    await user.click(within(dialog).getByRole('combobox', { name: '形式' }));
    await user.click(await screen.findByRole('option', { name: 'リーグ' }));
    await user.click(within(dialog).getByRole('button', { name: '直接対決を上へ' }));
    await user.click(within(dialog).getByRole('combobox', { name: '引き分け' }));
    await user.click(await screen.findByRole('option', { name: '2点' }));
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    await waitFor(() => expect(setDoc).toHaveBeenCalledTimes(1));
    expect(setDoc.mock.calls[0]?.[1]).toMatchObject({
      format: 'league',
      tiebreaks: ['headToHead', 'points', 'gameDiff', 'pointDiff', 'pointsFor'],
      points: { win: 3, draw: 2, loss: 0 },
      // エントリー in ゼッケン order.
      entrants: entries.map(({ id, name, affiliation }) => ({ id, name, affiliation })),
    });
  });
});

describe('対戦: 出場者・シード順', () => {
  it('moves an entrant with 上へ / 下へ and saves the order, shown at once', async () => {
    const { user } = setup([knockout({ seeds: 1 })]);
    expect(seedNames('カップ戦')).toEqual(NAMES);
    await user.click(screen.getByRole('button', { name: '鈴木 一郎を上へ' }));
    expect(seedNames('カップ戦')).toEqual(['山田 太郎', '鈴木 一郎', '佐藤 花子', '高橋 次郎']);
    const written = onlyTx().entrants as { id: string }[];
    expect(written.map((e) => e.id)).toEqual(['p1', 'p3', 'p2', 'p4']);
    expect(screen.getByRole('button', { name: '鈴木 一郎を上へ' })).toHaveFocus();
    // シード数 1: the first of the order is the seed.
    const rows = within(screen.getByRole('list', { name: 'カップ戦の出場者（シード順）' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0] as HTMLElement).getByText('シード')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('シード')).not.toBeInTheDocument();
  });

  it('moves an entrant to seed 1 by keyboard drag on its handle (Space, arrows, Space)', async () => {
    const rect = layOutListItems(50, 45);
    try {
      const { user } = setup([knockout()]);
      screen.getByRole('button', { name: '高橋 次郎を並べ替え' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
      expect((onlyTx().entrants as { id: string }[]).map((e) => e.id)).toEqual(['p4', 'p1', 'p2', 'p3']);
      expect(seedNames('カップ戦')).toEqual(['高橋 次郎', '山田 太郎', '佐藤 花子', '鈴木 一郎']);
    } finally {
      rect.mockRestore();
    }
  });

  it('takes an entrant out of this stage with 外す', async () => {
    const { user } = setup([knockout()]);
    await user.click(screen.getByRole('button', { name: '佐藤 花子を外す' }));
    expect((onlyTx().entrants as { id: string }[]).map((e) => e.id)).toEqual(['p1', 'p3', 'p4']);
    expect(seedNames('カップ戦')).toEqual(['山田 太郎', '鈴木 一郎', '高橋 次郎']);
  });

  it('re-reads エントリー keeping the hand order: says who comes and goes, then saves', async () => {
    // Seeded by hand 佐藤 健 (e3) first; 鈴木 花子 (e2) entered since; a p9 no longer in エントリー.
    const stage = knockout({
      entrants: [
        { id: 'e3', name: '佐藤 健', affiliation: '' },
        { id: 'p9', name: '欠場 者', affiliation: '' },
        { id: 'e1', name: '山田 太郎', affiliation: '' },
      ],
    });
    const { user } = setup([stage]);
    await user.click(screen.getByRole('button', { name: 'エントリーから取り込み直す' }));
    const confirm = await screen.findByRole('dialog', { name: '「カップ戦」の出場者を取り込み直しますか？' });
    expect(confirm).toHaveTextContent('追加（1人・最後に並びます）: 鈴木 花子');
    expect(confirm).toHaveTextContent('外す（1人・エントリーにいません）: 欠場 者');
    await user.click(within(confirm).getByRole('button', { name: '取り込み直す' }));
    await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
    expect(onlyTx().entrants).toEqual([
      { id: 'e3', name: '佐藤 健', affiliation: '' },
      { id: 'e1', name: '山田 太郎', affiliation: '' },
      // From a registration: the person behind the entry, for the hall's calls.
      { id: 'e2', name: '鈴木 花子', affiliation: 'さくら卓球クラブ', persons: ['r2'] },
    ]);
  });

  it('leaves out an entry whose registration was cancelled, and says when nothing changes', async () => {
    withdrawn = new Set(['r2']);
    const { user } = setup([
      knockout({
        entrants: [
          { id: 'e3', name: '佐藤 健', affiliation: '' },
          { id: 'e1', name: '山田 太郎', affiliation: '' },
        ],
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'エントリーから取り込み直す' }));
    expect(await screen.findByText(STAFF_MESSAGES.stageEntrantsUnchanged)).toBeInTheDocument();
    expect(txUpdate).not.toHaveBeenCalled();
  });

  it('after the draw, lists the entrants to read only', () => {
    setup([drawn()]);
    expect(screen.queryByRole('button', { name: /を上へ$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'エントリーから取り込み直す' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'カップ戦の出場者（シード順）', hidden: true });
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(NAMES);
  });

  it('is not offered for a stage that takes a league’s qualifiers', () => {
    setup([
      league(),
      knockout({ id: 'final', name: '決勝', entrants: [], from: { stageId: 'league', qualifiers: 2 } }),
    ]);
    expect(
      within(region('決勝')).queryByRole('heading', { name: '出場者・シード順' }),
    ).not.toBeInTheDocument();
    expect(
      within(region('予選リーグ')).getByRole('heading', { name: '出場者・シード順' }),
    ).toBeInTheDocument();
  });
});

describe('対戦: 組み合わせを取り消す', () => {
  it('takes a drawn stage without results back to before the draw, after asking', async () => {
    const { user } = setup([drawn()]);
    await user.click(within(region('カップ戦')).getByRole('button', { name: '組み合わせを取り消す' }));
    const confirm = await screen.findByRole('dialog', { name: '「カップ戦」の組み合わせを取り消しますか？' });
    await user.click(within(confirm).getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(txUpdate).toHaveBeenCalledTimes(1));
    expect(onlyTx()).toEqual({ draw: [], pairings: {}, results: {}, tables: {}, status: 'draft' });
  });

  it('is not offered once a result is in', () => {
    setup([
      drawn({
        results: { 'W1-1': { outcome: 'a', how: 'played', sides: [0, 1], confirmed: true, at: new Date() } },
      }),
    ]);
    expect(screen.queryByRole('button', { name: '組み合わせを取り消す' })).not.toBeInTheDocument();
  });
});
