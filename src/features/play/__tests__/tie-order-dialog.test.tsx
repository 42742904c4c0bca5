import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { ORDER_MESSAGES } from '@/shared/order-messages';
import { ORDER_UI } from '@/shared/order-ui-messages';
import { orderIssues } from '@/shared/play/tie';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import { resolveStage } from '@/shared/play/stage-plan';
import type { OrderDoc } from '@/shared/schemas/order';
import type { Stage } from '@/shared/schemas/stage';
import { renderAt } from '@/testing/render';
import { stageOf } from '@/testing/stages';
import { StagePanel, type StageActions } from '../components/stage-panel';
import { stageActions } from './stage-actions';
import TieOrderDialog from '../components/tie-order-dialog';

// 対戦's オーダー dialog (docs/play.md "Team ties"): the calls are submitOrder's and openOrders'
// (tests/functions/orders.test.ts); here the dialog's boundary: the sealed orders' listener and the calls.
const orderDoc = vi.hoisted(() => ({ current: null as unknown }));
const saveSideOrder = vi.hoisted(() => vi.fn());
const openTieOrders = vi.hoisted(() => vi.fn());
vi.mock('@/lib/db/orders/use-order-doc', () => ({
  useOrderDoc: () => orderDoc.current as Live<(OrderDoc & { id: string }) | null>,
}));
vi.mock('../tie-order-calls', () => ({ saveSideOrder, openTieOrders }));

const TEMPLATE = TIE_PRESET_TEMPLATES.board3;
const members = (names: string[]) => names.map((name, i) => ({ id: `m${i + 1}`, name }));
const SAKURA = members(['渡辺 葵', '山田 太郎', '鈴木 一郎']);
const UME = [
  { id: 'm1', name: '佐藤 花子', lead: true },
  { id: 'm2', name: '小林 梅子' },
  { id: 'm3', name: '加藤 桃子' },
];

/** 将棋 3面's 決勝: さくらクラブ vs 梅クラブ (梅's 主将 佐藤 花子 plays the first board). */
const stage = (patch: Partial<Stage> = {}) =>
  ({
    ...stageOf('single', 2, {
      id: 'team',
      name: '団体戦',
      tie: TEMPLATE,
      entrants: [
        { id: 'e1', name: 'さくらクラブ', affiliation: '', persons: ['reg-3'], members: SAKURA },
        { id: 'e2', name: '梅クラブ', affiliation: '', persons: ['reg-9'], members: UME },
      ],
      draw: [0, 1],
      ...patch,
    }),
    tie: TEMPLATE,
  }) as Stage & { tie: typeof TEMPLATE };
const tieState = (s: Stage) => resolveStage(s).get('W1-1')!;
const AT = new Date('2026-11-22T01:05:00Z'); // 10:05 in Japan

const ready = (doc: Partial<OrderDoc> | null): Live<(OrderDoc & { id: string }) | null> => ({
  status: 'ready',
  data: doc ? { id: 'team_W1-1', stageId: 'team', tieId: 'W1-1', changes: [], ...doc } : null,
});

const renderDialog = (s: Stage & { tie: typeof TEMPLATE } = stage()) =>
  renderAt(
    <TieOrderDialog compeId="winter-cup" stage={s} state={tieState(s)} title="決勝" onClose={() => {}} />,
  );

beforeEach(() => {
  orderDoc.current = ready({ a: { order: ['m1', 'm2', 'm3'], by: 'reg-3', role: 'captain', at: AT } });
  saveSideOrder.mockReset().mockResolvedValue({ ok: true });
  openTieOrders.mockReset().mockResolvedValue({ ok: true });
});

describe('対戦: a tie’s オーダー', () => {
  it('shows each side’s state and the sealed orders staff may read', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'オーダー（決勝）' });
    expect(within(dialog).getByRole('group', { name: 'さくらクラブ' })).toHaveTextContent(
      '提出済み（キャプテンが提出 10:05）',
    );
    expect(within(dialog).getByRole('group', { name: '梅クラブ' })).toHaveTextContent(ORDER_UI.notSubmitted);
    expect(within(dialog).getByRole('row', { name: '主将 渡辺 葵 未提出' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: '三将 鈴木 一郎 未提出' })).toBeInTheDocument();
  });

  it('enters a side’s order with the engine’s checks, through submitOrder with the side', async () => {
    renderDialog();
    await userEvent.click(
      within(screen.getByRole('group', { name: '梅クラブ' })).getByRole('button', { name: ORDER_UI.enter }),
    );
    const form = screen.getByRole('dialog', { name: '梅クラブのオーダー' });
    const choose = (label: string, name: string) =>
      userEvent.selectOptions(within(form).getByRole('combobox', { name: label }), name);
    // The 主将 not on the first board: the engine's own words, nothing sent.
    await choose('主将', '小林 梅子');
    await choose('副将', '佐藤 花子（主将）');
    await choose('三将', '加藤 桃子');
    const expected = orderIssues(TEMPLATE, UME, [['m2'], ['m1'], ['m3']])[0]?.message;
    expect(expected).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: ORDER_UI.save }));
    expect(within(form).getByRole('alert')).toHaveTextContent(expected!);
    expect(saveSideOrder).not.toHaveBeenCalled();

    await choose('主将', '佐藤 花子（主将）');
    await choose('副将', '小林 梅子');
    await userEvent.click(within(form).getByRole('button', { name: ORDER_UI.save }));
    expect(saveSideOrder).toHaveBeenCalledWith(
      { compeId: 'winter-cup', stageId: 'team', tieId: 'W1-1' },
      'b',
      ['m1', 'm2', 'm3'],
    );
    // Back to both sides once saved.
    expect(await screen.findByRole('dialog', { name: 'オーダー（決勝）' })).toBeInTheDocument();
  });

  it('changes a side from its order as sent, 欠員 included', async () => {
    orderDoc.current = ready({ a: { order: ['m1', 'm2', ''], by: 'u1', role: 'staff', at: AT } });
    renderDialog();
    expect(screen.getByRole('group', { name: 'さくらクラブ' })).toHaveTextContent('スタッフが入力');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'さくらクラブ' })).getByRole('button', {
        name: ORDER_UI.edit,
      }),
    );
    expect(screen.getByRole('combobox', { name: '副将' })).toHaveValue('m2');
    expect(screen.getByRole('combobox', { name: '三将' })).toHaveDisplayValue(ORDER_UI.vacant);
  });

  it('opens both after saying what opening means', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.open }));
    const confirm = screen.getByRole('dialog', { name: ORDER_UI.openTitle });
    expect(confirm).toHaveTextContent(ORDER_UI.openBody);
    await userEvent.click(within(confirm).getByRole('button', { name: ORDER_UI.open }));
    expect(openTieOrders).toHaveBeenCalledWith({ compeId: 'winter-cup', stageId: 'team', tieId: 'W1-1' });
    expect(await screen.findByText(ORDER_MESSAGES.openedNow)).toBeInTheDocument();
  });

  it('says it is open and offers no second opening once the lineup is out', () => {
    renderDialog(stage({ lineups: { 'W1-1': { a: ['m1', 'm2', 'm3'], b: [], sides: [0, 1], at: AT } } }));
    expect(screen.getByText(`${ORDER_UI.openedAlready}（10:05）`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ORDER_UI.open })).toBeDisabled();
  });

  it('shows a refusal of openOrders in its words', async () => {
    openTieOrders.mockResolvedValue({ ok: false, message: ORDER_MESSAGES.sidesUnknown });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.open }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: ORDER_UI.openTitle })).getByRole('button', {
        name: ORDER_UI.open,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.sidesUnknown);
  });
});

describe('対戦: 「オーダー」 on a tie', () => {
  const actions = (onOrders: StageActions['onOrders']) => stageActions({ onOrders });

  it('opens the tie’s orders; an ordinary stage has no such action', async () => {
    const onOrders = vi.fn();
    const { unmount } = renderAt(<StagePanel stage={stage({ tableCount: 0 })} actions={actions(onOrders)} />);
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.staffAction }));
    expect(onOrders).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'team' }),
      expect.objectContaining({ a: 'e1', b: 'e2' }),
      '決勝',
    );
    unmount();

    renderAt(
      <StagePanel stage={{ ...stage({ tableCount: 0 }), tie: undefined }} actions={actions(onOrders)} />,
    );
    expect(screen.getByRole('button', { name: '結果を入力' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ORDER_UI.staffAction })).toBeNull();
  });
});
