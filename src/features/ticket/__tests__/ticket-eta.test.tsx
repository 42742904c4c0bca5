import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { BoardSnapshot } from '@/lib/live-board/watch-board';
import { clearLoaderCache } from '@/lib/use-loader';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import TicketPage from '../pages/ticket-page';
import { aoi, boardUnit as unit, jst, TICKET_ID, ticketOf, ticketPageSettled } from './fixtures';

// The Firebase boundary: the ticket's read and listener, and the board's read and listener.
const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
const watchBoard = vi.fn<(compeId: string) => void>();
// Every listener on the board hears each push, as with Firestore (the ETA and the page's 出番のお知らせ both listen).
const boardListeners = new Set<(snapshot: BoardSnapshot) => void>();
const pushBoard = (snapshot: BoardSnapshot) => boardListeners.forEach((listener) => listener(snapshot));

// The stages' listener (the participant's matches): no stages here (ticket-match.test.tsx has them).
vi.mock('@/lib/live-stages/watch-stages', () => ({ watchStages: () => () => {} }));
vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({ watchTicket: () => () => {} }));
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: (id: string) => getBoard(id) }));
const listenToBoard = (id: string, onBoard: (snapshot: BoardSnapshot) => void) => {
  watchBoard(id);
  boardListeners.add(onBoard);
  return () => boardListeners.delete(onBoard);
};
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: listenToBoard }));
// One level down too: the board's source was seen, now and then, to be handed the real
// watch-board module when it and 出番のお知らせ's import it at the same moment; its listener then
// reaches this same boundary (lib/live-worker) and hears the same pushes.
vi.mock('@/lib/live-worker/watch-live', () => ({
  watchLive: (target: { kind: string; compeId?: string }, onValue: (value: BoardSnapshot) => void) =>
    target.kind === 'board' ? listenToBoard(target.compeId ?? '', onValue) : () => {},
}));

const ticket = ticketOf();

const other = { id: 'e12', number: 12, name: '山田 太郎', registId: 'reg-1' };

/**
 * Planned: u1 09:00 (30分), u2 09:30 (30分), 決勝 10:00 (20分). u1 started 10 minutes late at 09:10, so
 * 決勝, where the participant plays, is expected at 10:10 — not before its planned 10:00.
 */
const board = (units: Record<string, Partial<BoardUnit>> = {}): LiveBoard => ({
  startAt: jst('09:00'),
  units: [
    unit('u1', 0, 30, { status: 'running', startedAt: jst('09:10'), entries: [other], ...units.u1 }),
    unit('u2', 1, 30, { entries: [other], ...units.u2 }),
    unit('u3', 2, 20, { title: '決勝', kind: 'final', entries: [aoi, other], ...units.u3 }),
  ],
  currentUnitId: 'u1',
  delayMinutes: 10,
  notice: '',
  updatedAt: jst('09:20'),
});

const eta = () => screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 3000 });

function setup(data: RegistTicket = ticket, read: BoardRead = { kind: 'board', board: board() }) {
  getTicket.mockResolvedValue(data);
  getBoard.mockResolvedValue(read);
  return renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(jst('09:40'));
  clearLoaderCache();
  getTicket.mockReset();
  getBoard.mockReset();
  watchBoard.mockReset();
  boardListeners.clear();
});
afterEach(() => vi.useRealTimers());

describe('参加票: 出番の目安', () => {
  it('shows when the participant’s entry is expected on, and the time it will not start before', async () => {
    setup();
    const section = await eta();
    expect(within(section).getByText('出番の目安 10:10頃（約30分後）')).toBeInTheDocument();
    expect(within(section).getByText('10:00より前には始まりません')).toBeInTheDocument();
    expect(within(section).getByText('決勝（予定 10:00）')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'ライブで進行を見る' })).toHaveAttribute(
      'href',
      paths.live.getHref('sakura', 'winter-cup'),
    );
    expect(getBoard).toHaveBeenCalledWith('winter-cup');
  });

  it('follows the live board: a change elsewhere moves the ETA without a reload', async () => {
    setup();
    await eta();
    // Both listeners on the board (the ETA's and 出番のお知らせ's), in whichever order they attach.
    await vi.waitFor(() => expect(watchBoard.mock.calls).toEqual([['winter-cup'], ['winter-cup']]));
    // u1 ran long; u2 starts at 09:55, 25 minutes late, so 決勝 is expected at 10:25.
    act(() =>
      pushBoard({
        read: {
          kind: 'board',
          board: board({
            u1: { status: 'done', endedAt: jst('09:55') },
            u2: { status: 'running', startedAt: jst('09:55') },
          }),
        },
        fromCache: false,
      }),
    );
    expect(within(await eta()).getByText('出番の目安 10:25頃（約45分後）')).toBeInTheDocument();

    act(() =>
      pushBoard({
        read: {
          kind: 'board',
          board: board({
            u1: { status: 'done', endedAt: jst('09:30') },
            u2: { status: 'done', startedAt: jst('09:30'), endedAt: jst('09:40') },
            u3: { status: 'running', startedAt: jst('09:40') },
          }),
        },
        fromCache: false,
      }),
    );
    expect(within(await eta()).getByText('出番中')).toBeInTheDocument();
  });

  it('counts down every 30 s between changes, and never promises a time already past', async () => {
    // u2 started at 09:40 and runs to 10:10, when 決勝 follows.
    const onU2 = board({
      u1: { status: 'done', endedAt: jst('09:40') },
      u2: { status: 'running', startedAt: jst('09:40') },
    });
    setup(ticket, { kind: 'board', board: onU2 });
    expect(within(await eta()).getByText('出番の目安 10:10頃（約30分後）')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(within(await eta()).getByText('出番の目安 10:10頃（約20分後）')).toBeInTheDocument();

    // 10:11 and u2 is still on: 決勝 cannot start before now, and 10:00 is no longer ahead.
    act(() => vi.advanceTimersByTime(21 * 60_000));
    expect(within(await eta()).getByText('出番の目安 10:11頃（まもなく）')).toBeInTheDocument();
    expect(screen.queryByText(/より前には始まりません/)).not.toBeInTheDocument();
  });

  it('shows nothing to a participant who is on no item', async () => {
    setup({ ...ticket, registId: 'reg-9' });
    await screen.findByRole('article', { name: 'さくらウィンターカップ' });
    await vi.waitFor(() => expect(watchBoard).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'あなたの出番' })).not.toBeInTheDocument();
    expect(screen.queryByText(/出番の目安/)).not.toBeInTheDocument();
  });

  it.each(['pending', 'waitlisted', 'cancelled'] as const)(
    'shows nothing on a %s ticket and reads no board',
    async (status) => {
      // The accepted ticket shows its 出番の目安 (its code loaded and drawn once): from here on it
      // would show at once, so its absence below is not just "not yet".
      const accepted = setup();
      await eta();
      accepted.unmount();
      clearLoaderCache();
      localStorage.clear();
      getBoard.mockReset();
      setup({ ...ticket, status });
      await screen.findByRole('article', { name: 'さくらウィンターカップ' });
      await ticketPageSettled();
      expect(screen.queryByText(/出番/)).not.toBeInTheDocument();
      expect(getBoard).not.toHaveBeenCalled();
    },
  );

  it('shows nothing while the run sheet is unpublished', async () => {
    setup(ticket, { kind: 'missing' });
    await screen.findByRole('article', { name: 'さくらウィンターカップ' });
    await vi.waitFor(() => expect(watchBoard).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'あなたの出番' })).not.toBeInTheDocument();
  });
});
