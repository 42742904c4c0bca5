import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { LiveStage } from '@/lib/live-stages/live-stage';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import { clearLoaderCache } from '@/lib/use-loader';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import { bracketStage, result } from '@/testing/stages';
import { forgetTicketHalls } from '../api/use-ticket-hall';
import TicketPage from '../pages/ticket-page';
import { jst, TICKET_ID, ticketOf } from './fixtures';

// The Firebase boundary: the ticket, the board and the stages.
const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
const watchStages = vi.fn<(compeId: string) => void>();
// Every listener on the stages hears each push, as with Firestore (the next match and the page's 出番のお知らせ).
const stagesListeners = new Set<(snapshot: StagesSnapshot) => void>();
// …and one that starts later hears the stages as they are, as a new Firestore listener would.
let lastStages: StagesSnapshot | undefined;
const pushStages = (snapshot: StagesSnapshot) => {
  lastStages = snapshot;
  stagesListeners.forEach((listener) => listener(snapshot));
};

// The competition, read for its hall's table names (api/use-ticket-hall).
const getPublicCompe = vi.fn<(compeId: string) => Promise<Record<string, unknown> | null>>();
vi.mock('@/lib/db/compes/get-public-compe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/compes/get-public-compe')>()),
  getPublicCompe: (id: string) => getPublicCompe(id),
}));
vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({ watchTicket: () => () => {} }));
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: (id: string) => getBoard(id) }));
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));
vi.mock('@/lib/live-stages/watch-stages', () => ({
  watchStages: (id: string, onStages: (snapshot: StagesSnapshot) => void) => {
    watchStages(id);
    stagesListeners.add(onStages);
    const known = lastStages;
    if (known) queueMicrotask(() => act(() => onStages(known)));
    return () => stagesListeners.delete(onStages);
  },
}));

const ticket = ticketOf();

/** One running item holding the play; the participant's entry e21 is on it. */
const board = (): LiveBoard => {
  const unit: BoardUnit = {
    id: 'u1',
    order: 0,
    title: '決勝トーナメント',
    kind: 'event',
    minutes: 60,
    status: 'running',
    startedAt: jst('10:00'),
    endedAt: null,
    note: '',
    entries: [
      { id: 'e21', number: 21, name: '渡辺 葵', registId: 'reg-3' },
      { id: 'e2', number: 2, name: '佐藤 花子' },
    ],
  };
  return {
    startAt: jst('10:00'),
    units: [unit],
    currentUnitId: 'u1',
    delayMinutes: 0,
    notice: '',
    updatedAt: jst('10:00'),
  };
};

/** The bracket with the participant (e21, 渡辺 葵) in 山田's place: 準決勝 vs 高橋 次郎. */
const stage = (patch: Partial<LiveStage> = {}): LiveStage => {
  const base = bracketStage(patch);
  return {
    ...base,
    entrants: base.entrants.map((e) => (e.id === 'e1' ? { ...e, id: 'e21', name: '渡辺 葵' } : e)),
  };
};

const region = () => screen.findByRole('region', { name: PLAY_MESSAGES.nextMatch }, { timeout: 5000 });

async function push(stages: LiveStage[]) {
  await vi.waitFor(() => expect(watchStages).toHaveBeenCalledWith('winter-cup'), { timeout: 5000 });
  act(() => pushStages({ stages, fromCache: false }));
}

beforeEach(() => {
  stagesListeners.clear();
  lastStages = undefined;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(jst('10:05'));
  clearLoaderCache();
  getTicket.mockReset().mockResolvedValue(ticket);
  getBoard.mockReset().mockResolvedValue({ kind: 'board', board: board() });
  watchStages.mockReset();
  forgetTicketHalls();
  getPublicCompe.mockReset().mockResolvedValue({ title: 'ウィンターカップ' });
});
afterEach(() => vi.useRealTimers());

const renderTicket = () =>
  renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });

describe('参加票: あなたの次の試合', () => {
  it('names the table, the expected start and the opponent of the next match', async () => {
    renderTicket();
    // Table 1 has the other semi-final since 10:00; the participant's takes table 2 now.
    await push([stage({ tables: { 'W1-2': { table: 1, at: jst('10:00') } } })]);
    const section = await region();
    expect(within(section).getByText('2番台 10:05頃 vs 高橋 次郎')).toBeInTheDocument();
    expect(within(section).getByText('決勝トーナメント 準決勝')).toBeInTheDocument();
  });

  it("names the table as the competition's hall does (「A1」), on a table and before", async () => {
    getPublicCompe.mockResolvedValue({
      title: 'ウィンターカップ',
      hall: { tables: 4, label: '台', names: ['A1', 'A2', 'B1', 'B2'], restMinutes: 0, callOrder: 'behind' },
    });
    renderTicket();
    await push([stage({ tables: { 'W1-2': { table: 1, at: jst('10:00') } } })]);
    const section = await region();
    expect(await within(section).findByText('A2 10:05頃 vs 高橋 次郎')).toBeInTheDocument();
    await push([stage({ tables: { 'W1-1': { table: 3, at: jst('10:04') } }, tableFirst: 2 })]);
    expect(await within(section).findByText('呼び出し中：B1 vs 高橋 次郎')).toBeInTheDocument();
    expect(getPublicCompe).toHaveBeenCalledTimes(1);
  });

  it('follows the stage without reload: 呼び出し中, then the result and the next opponent', async () => {
    renderTicket();
    await push([stage()]);
    await region();
    await push([stage({ tables: { 'W1-1': { table: 1, at: jst('10:04') } } })]);
    expect(within(await region()).getByText('呼び出し中：1番台 vs 高橋 次郎')).toBeInTheDocument();
    await push([
      stage({
        tables: { 'W1-1': { table: 1, at: jst('10:04') } },
        results: {
          'W1-1': result('a', [0, 3], { games: [2, 1], confirmed: false }),
          'W1-2': result('a', [1, 2]),
        },
      }),
    ]);
    const section = await region();
    await vi.waitFor(() =>
      expect(within(section).getByText('1番台 10:05頃 vs 佐藤 花子')).toBeInTheDocument(),
    );
    const results = within(section).getByRole('list');
    expect(within(results).getByRole('listitem')).toHaveTextContent('準決勝 勝ち 2 - 1 vs 高橋 次郎（速報）');
  });

  it("offers 試合結果を報告する once the participant's match is called to its table, with the ticket as credential", async () => {
    renderTicket();
    await push([stage()]);
    const section = await region();
    // Not called yet: nothing to report.
    expect(within(section).queryByRole('link', { name: PLAY_MESSAGES.reportResult })).toBeNull();
    const called = stage({ tables: { 'W1-1': { table: 1, at: jst('10:04') } } });
    await push([called]);
    const link = await within(await region()).findByRole('link', { name: PLAY_MESSAGES.reportResult });
    expect(link).toHaveAttribute(
      'href',
      paths.report.getHref(ticket.clubId, ticket.compeId, called.id, 'W1-1', { ticketId: TICKET_ID }),
    );
    // The credential rides in the fragment, never in the path a server would log.
    expect(link.getAttribute('href')).toMatch(new RegExp(`/W1-1#t=${TICKET_ID}$`));
    // Once the result is in, the next match is not on yet: the link goes.
    await push([
      stage({ tables: { 'W1-1': { table: 1, at: jst('10:04') } }, results: { 'W1-1': result('a', [0, 3]) } }),
    ]);
    await vi.waitFor(() =>
      expect(within(section).queryByRole('link', { name: PLAY_MESSAGES.reportResult })).toBeNull(),
    );
  });

  it('says when the participant has no match left', async () => {
    renderTicket();
    await push([stage({ results: { 'W1-1': result('b', [0, 3]) } })]);
    expect(within(await region()).getByText(PLAY_MESSAGES.finished)).toBeInTheDocument();
    // The other semi-final and the final are still to play: the competition's 結果 is not complete.
    expect(within(await region()).queryByRole('link', { name: PLAY_MESSAGES.seeResults })).toBeNull();
  });

  it("after the day: the participant's results stay on the ticket, with the competition's 結果", async () => {
    renderTicket();
    await push([
      stage({
        results: {
          'W1-1': result('a', [0, 3], { games: [2, 0] }),
          'W1-2': result('a', [1, 2]),
          'W2-1': result('b', [0, 1], { games: [1, 2] }),
        },
      }),
    ]);
    const section = await region();
    const results = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(results).toEqual([
      '準決勝 勝ち 2 - 0 vs 高橋 次郎（確定）',
      '決勝 負け 1 - 2 vs 佐藤 花子（確定）',
    ]);
    expect(within(section).getByRole('link', { name: PLAY_MESSAGES.seeResults })).toHaveAttribute(
      'href',
      paths.result.getHref(ticket.clubId, ticket.compeId),
    );
  });

  it('shows nothing of play when the participant is in no stage', async () => {
    renderTicket();
    await push([bracketStage()]);
    await screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: PLAY_MESSAGES.nextMatch })).toBeNull();
  });
});

describe('参加票: one card for the participant’s day', () => {
  /** The item holding the play not started (nobody pressed 開始 on 進行表): planned 10:00, now 09:40. */
  const notStarted = (): LiveBoard => {
    const running = board();
    return {
      ...running,
      units: running.units.map((unit) => ({ ...unit, stageId: 'final', status: 'waiting', startedAt: null })),
      currentUnitId: null,
    };
  };
  const day = () => screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 5000 });

  beforeEach(() => {
    vi.setSystemTime(jst('09:40'));
    getBoard.mockResolvedValue({ kind: 'board', board: notStarted() });
  });

  it('the next match is told in the one 出番 card, its time once', async () => {
    renderTicket();
    await push([stage()]);
    const card = await day();
    const next = await within(card).findByRole(
      'region',
      { name: PLAY_MESSAGES.nextMatch },
      { timeout: 5000 },
    );
    expect(within(next).getByText(/vs 高橋 次郎$/)).toBeInTheDocument();
    expect(within(card).getAllByText(/10:00頃/)).toHaveLength(1);
    expect(screen.getAllByRole('region', { name: /^あなたの/ })).toHaveLength(2);
  });

  it('after the participant’s last match: all done with the results, and no 出番の目安 of an item nobody started', async () => {
    renderTicket();
    await push([stage({ results: { 'W1-1': result('b', [0, 3], { games: [0, 2] }) } })]);
    const card = await day();
    const next = await within(card).findByRole(
      'region',
      { name: PLAY_MESSAGES.nextMatch },
      { timeout: 5000 },
    );
    expect(within(next).getByText(PLAY_MESSAGES.finished)).toBeInTheDocument();
    expect(within(next).getByRole('listitem')).toHaveTextContent('準決勝 負け 0 - 2 vs 高橋 次郎（確定）');
    expect(screen.queryByText(/出番の目安/)).not.toBeInTheDocument();
    expect(screen.queryByText(/より前には始まりません/)).not.toBeInTheDocument();
  });

  it('a participant whose next match waits for a draw keeps the 出番の目安 of their item', async () => {
    renderTicket();
    // Out of the bracket, and a 順位決定戦 not drawn yet may still hold a match for them.
    await push([
      stage({ results: { 'W1-1': result('b', [0, 3], { games: [0, 2] }) } }),
      stage({ id: 'placing', order: 2, name: '順位決定戦', draw: [] }),
    ]);
    const card = await day();
    const next = await within(card).findByRole(
      'region',
      { name: PLAY_MESSAGES.nextMatch },
      { timeout: 5000 },
    );
    expect(within(next).getByText(PLAY_MESSAGES.nextUnknown)).toBeInTheDocument();
    expect(within(card).getByText('出番の目安 10:00頃（約20分後）')).toBeInTheDocument();
  });
});
