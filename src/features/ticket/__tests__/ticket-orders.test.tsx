import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_UI } from '@/shared/order-ui-messages';
import { orderIssues } from '@/shared/play/tie';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { Stage } from '@/shared/schemas/stage';
import { result, stageOf } from '@/testing/stages';
import TeamOrderCards from '../components/team-order-cards';
import TicketOrders, { captainsTeam } from '../components/ticket-orders';
import { forgetTicketHalls } from '../api/use-ticket-hall';
import { TICKET_ID, ticketOf } from './fixtures';

// オーダー提出 on a captain's 参加票 (docs/play.md "Team ties"). The call is submitOrder's
// (tests/functions/orders.test.ts); here the card's boundary: the stages' read and the send.
const readTeamStages = vi.hoisted(() => vi.fn<(compeId: string) => Promise<Stage[]>>());
const submitTeamOrder = vi.hoisted(() => vi.fn());
const getPublicCompe = vi.hoisted(() =>
  vi.fn<(compeId: string) => Promise<Record<string, unknown> | null>>(),
);
vi.mock('../api/read-team-stages', () => ({ readTeamStages }));
vi.mock('../api/submit-team-order', () => ({ submitTeamOrder }));
vi.mock('@/lib/live-stages/use-live-stages', () => ({
  useLiveStages: () => ({ status: 'ready', stages: [], receivedAt: 0 }),
}));
vi.mock('@/lib/db/compes/get-public-compe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/compes/get-public-compe')>()),
  getPublicCompe,
}));

const TEMPLATE = TIE_PRESET_TEMPLATES.tt4s1d;
const member = (n: number, name: string) => ({ id: `m${n}`, name });
const SAKURA = [
  member(1, '渡辺 葵'),
  member(2, '山田 太郎'),
  member(3, '鈴木 一郎'),
  member(4, '高橋 次郎'),
  member(5, '伊藤 三郎'),
  member(6, '中村 四郎'),
];
const UME = [
  member(1, '佐藤 花子'),
  member(2, '小林 梅子'),
  member(3, '加藤 桃子'),
  member(4, '吉田 菊子'),
  member(5, '山本 蘭子'),
];

/** 団体戦's 決勝: さくらクラブ (captain 渡辺 葵, reg-3: this ticket) vs 梅クラブ, tie W1-1. */
const teamStage = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 2, {
    id: 'team',
    name: '男子団体',
    scoring: 'games',
    bestOf: 5,
    tie: TEMPLATE,
    entrants: [
      { id: 'e1', name: 'さくらクラブ', affiliation: '', persons: ['reg-3'], members: SAKURA },
      { id: 'e2', name: '梅クラブ', affiliation: '', persons: ['reg-9'], members: UME },
    ],
    draw: [0, 1],
    ...patch,
  });
const KEY = 'team_W1-1';
const VALID = ['m1', 'm2', 'm3+m4', 'm5', 'm6'];

beforeEach(() => {
  readTeamStages.mockReset().mockResolvedValue([teamStage()]);
  submitTeamOrder.mockReset();
  getPublicCompe.mockReset();
  forgetTicketHalls();
});

const card = () => screen.findByRole('region', { name: ORDER_UI.cardTitle });

async function choose(label: string, name: string) {
  const select = screen.getByRole('combobox', { name: label });
  await userEvent.selectOptions(select, within(select).getByRole('option', { name }));
}

describe('参加票: オーダー提出', () => {
  it('names the tie and the opponent, with a select per place labelled by its rubber', async () => {
    render(<TeamOrderCards ticket={ticketOf()} />);
    const region = await card();
    expect(region).toHaveTextContent('男子団体 決勝');
    expect(region).toHaveTextContent('対戦相手：梅クラブ');
    for (const label of ['1番', '2番', '3番（1人目）', '3番（2人目）', '4番', '5番'])
      expect(within(region).getByRole('combobox', { name: label })).toBeInTheDocument();
    expect(within(region).getAllByRole('option', { name: ORDER_UI.vacant })).toHaveLength(6);
  });

  it('refuses an order the engine refuses, in its words, and sends a valid one with the ticket', async () => {
    submitTeamOrder.mockResolvedValue({ ok: true, opened: false });
    render(<TeamOrderCards ticket={ticketOf()} />);
    await card();
    // 渡辺 葵 in two singles: the engine's own message, before anything is sent.
    const twice = ['m1', 'm1', 'm3+m4', 'm5', 'm6'];
    const expected = orderIssues(
      TEMPLATE,
      SAKURA,
      twice.map((slot) => slot.split('+')),
    )[0]?.message;
    expect(expected).toBeTruthy();
    await choose('1番', '渡辺 葵');
    await choose('2番', '渡辺 葵');
    await choose('3番（1人目）', '鈴木 一郎');
    await choose('3番（2人目）', '高橋 次郎');
    await choose('4番', '伊藤 三郎');
    await choose('5番', '中村 四郎');
    expect(screen.getByText(expected!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(expected!);
    expect(submitTeamOrder).not.toHaveBeenCalled();

    await choose('2番', '山田 太郎');
    expect(screen.queryByText(expected!)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.submit }));

    expect(submitTeamOrder).toHaveBeenCalledWith(
      expect.objectContaining({ id: TICKET_ID }),
      'team',
      'W1-1',
      VALID,
    );
    const region = await card();
    expect(within(region).getByText(ORDER_UI.submitted)).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: '3番 鈴木 一郎・高橋 次郎' })).toBeInTheDocument();
    expect(within(region).queryByRole('combobox')).toBeNull();
  });

  it('asks for a place not chosen yet instead of sending', async () => {
    render(<TeamOrderCards ticket={ticketOf()} />);
    await card();
    await choose('1番', '渡辺 葵');
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_UI.unchosen('2番'));
    expect(submitTeamOrder).not.toHaveBeenCalled();
  });

  it('shows a refusal of the function in its words', async () => {
    submitTeamOrder.mockResolvedValue({ ok: false, message: 'この大会は中止されました' });
    render(<TeamOrderCards ticket={ticketOf({ orders: { [KEY]: { order: VALID, at: new Date() } } })} />);
    await userEvent.click(await screen.findByRole('button', { name: ORDER_UI.change }));
    await userEvent.click(screen.getByRole('button', { name: ORDER_UI.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('この大会は中止されました');
  });

  it('shows the order the ticket keeps as 提出済み, changeable from the places as sent', async () => {
    render(<TeamOrderCards ticket={ticketOf({ orders: { [KEY]: { order: VALID, at: new Date() } } })} />);
    const region = await card();
    expect(within(region).getByText(ORDER_UI.submitted)).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: '1番 渡辺 葵' })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: '5番 中村 四郎' })).toBeInTheDocument();
    // Nothing of the other team's while sealed.
    expect(region).not.toHaveTextContent('佐藤 花子');

    await userEvent.click(within(region).getByRole('button', { name: ORDER_UI.change }));
    expect(within(region).getByRole('combobox', { name: '3番（2人目）' })).toHaveValue('m4');
    expect(within(region).getByRole('combobox', { name: '5番' })).toHaveValue('m6');
  });

  it('shows both orders side by side once open, and no more changes', async () => {
    readTeamStages.mockResolvedValue([
      teamStage({
        lineups: { 'W1-1': { a: VALID, b: ['', 'm2', 'm1+m3', 'm4', 'm5'], sides: [0, 1], at: new Date() } },
      }),
    ]);
    render(<TeamOrderCards ticket={ticketOf({ orders: { [KEY]: { order: VALID, at: new Date() } } })} />);
    const region = await card();
    expect(within(region).getByText(ORDER_UI.opened)).toBeInTheDocument();
    expect(within(region).getByRole('columnheader', { name: 'さくらクラブ' })).toBeInTheDocument();
    expect(within(region).getByRole('columnheader', { name: '梅クラブ' })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: '1番 渡辺 葵 欠員' })).toBeInTheDocument();
    expect(
      within(region).getByRole('row', { name: '3番 鈴木 一郎・高橋 次郎 佐藤 花子・加藤 桃子' }),
    ).toBeInTheDocument();
    expect(within(region).getByText(ORDER_UI.changeAtDesk)).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('combobox')).toBeNull();
  });

  it('has no card for a tie already played, nor for a team not this ticket’s', async () => {
    readTeamStages.mockResolvedValue([
      teamStage({ results: { 'W1-1': result('a', [0, 1], { games: [3, 1] }) } }),
      teamStage({
        id: 'other',
        name: '男子団体B',
        entrants: teamStage().entrants.map((e) => ({ ...e, persons: ['reg-8'] })),
      }),
      teamStage({ id: 'women', name: '女子団体' }),
    ]);
    render(<TeamOrderCards ticket={ticketOf()} />);
    expect(await card()).toHaveTextContent('女子団体 決勝');
    expect(screen.getAllByRole('region', { name: ORDER_UI.cardTitle })).toHaveLength(1);
  });
});

describe('参加票: who sees オーダー提出', () => {
  const divisions = [{ id: 'men-team', name: '男子団体' }];
  it('a registrant of a 団体 部門 (its captain) gets the cards', async () => {
    getPublicCompe.mockResolvedValue({ divisions: [{ id: 'men-team', name: '男子団体', kind: 'team' }] });
    render(<TicketOrders ticket={ticketOf({ divisions })} />);
    expect(await card()).toBeInTheDocument();
  });

  it('a participant of other 部門 is no captain', () => {
    const compe = {
      divisions: [
        { id: 'men-team', name: '男子シングルス', kind: 'single' },
        { id: 'w', kind: 'team' },
      ],
    };
    expect(captainsTeam(compe, divisions)).toBe(false);
    expect(captainsTeam(compe, [...divisions, { id: 'w', name: '女子団体' }])).toBe(true);
    expect(captainsTeam(undefined, divisions)).toBe(false);
  });
});
