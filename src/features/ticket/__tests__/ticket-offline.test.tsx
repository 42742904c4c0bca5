import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, LiveBoard } from '@/lib/live-board/board';
import { RestError } from '@/lib/firebase/rest';
import { clearLoaderCache } from '@/lib/use-loader';
import { MESSAGES } from '@/shared/messages';
import { TICKET_OFFLINE_MESSAGES } from '@/shared/offline-messages';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import TicketPage, { KEPT_AFTER_MS } from '../pages/ticket-page';
import { aoi, boardUnit as unit, jst, TICKET_ID, ticketOf } from './fixtures';

// The Firebase boundary: the ticket's read and listener, and the board's read and listener.
const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
let pushTicket: ((ticket: RegistTicket) => void) | undefined;

vi.mock('@/lib/live-stages/watch-stages', () => ({ watchStages: () => () => {} }));
vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({
  watchTicket: (_id: string, onTicket: (ticket: RegistTicket) => void) => {
    pushTicket = onTicket;
    return () => {};
  },
}));
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: (id: string) => getBoard(id) }));
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));

const ticket = ticketOf();
/** 決勝, where the participant plays, expected at 10:10 (u1 started 10 minutes late), planned 10:00. */
const board: LiveBoard = {
  startAt: jst('09:00'),
  units: [
    unit('u1', 0, 30, { status: 'running', startedAt: jst('09:10') }),
    unit('u2', 1, 30),
    unit('u3', 2, 20, { title: '決勝', kind: 'final', entries: [aoi] }),
  ],
  currentUnitId: 'u1',
  delayMinutes: 10,
  notice: '',
  updatedAt: jst('09:20'),
};
const unreachable = () => new RestError('unavailable', 'Failed to fetch');

function open() {
  clearLoaderCache();
  return renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });
}
const qr = () => screen.findByRole('img', { name: MESSAGES.ticketQrLabel }, { timeout: 3000 });
const eta = () => screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 3000 });
const lastUpdated = (time: string) => TICKET_OFFLINE_MESSAGES.lastUpdated.replace('{time}', time);

/** The participant opens the ticket at home at 09:40, with signal: the ticket and its 出番 show. */
async function openedOnceOnline() {
  vi.setSystemTime(jst('09:40'));
  getTicket.mockResolvedValue(ticket);
  getBoard.mockResolvedValue({ kind: 'board', board });
  const page = open();
  await qr();
  expect(within(await eta()).getByText('出番の目安 10:10頃（約30分後）')).toBeInTheDocument();
  // Kept once the page's first content is on screen.
  await vi.waitFor(() => expect(localStorage.getItem(`compe.ticket.${TICKET_ID}`)).toContain('"savedAt"'), {
    timeout: 3000,
  });
  page.unmount();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  getTicket.mockReset();
  getBoard.mockReset();
  pushTicket = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('参加票 without signal', () => {
  it('opened once: shows again with its QR code, its status and 出番, marked 最終更新 with the time it was read', async () => {
    await openedOnceOnline();

    // At the venue's door at 10:05, no signal: neither the ticket nor the board can be read.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.setSystemTime(jst('10:05'));
    getTicket.mockRejectedValue(unreachable());
    getBoard.mockRejectedValue(unreachable());
    open();
    expect(await qr()).toBeVisible();
    const kept = screen.getByRole('status');
    expect(kept).toHaveTextContent(lastUpdated('09:40'));
    expect(kept).toHaveTextContent(TICKET_OFFLINE_MESSAGES.kept);
    expect(screen.getByText('渡辺 葵 様')).toBeInTheDocument();
    expect(screen.getByText('承認済')).toBeInTheDocument();
    // The estimate it last had, five minutes away now; its not-before (10:00) has passed.
    const section = await eta();
    expect(within(section).getByText('出番の目安 10:10頃（約5分後）')).toBeInTheDocument();
    expect(within(section).getByText('決勝（予定 10:00）')).toBeInTheDocument();
    expect(within(section).queryByText(/より前には始まりません/)).not.toBeInTheDocument();
  });

  it('when the connection returns, the listener’s ticket replaces it and the mark goes', async () => {
    await openedOnceOnline();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.setSystemTime(jst('10:05'));
    getTicket.mockRejectedValue(unreachable());
    getBoard.mockRejectedValue(unreachable());
    open();
    await qr();
    expect(screen.getByRole('status')).toHaveTextContent(lastUpdated('09:40'));
    await vi.waitFor(() => expect(pushTicket).toBeDefined());
    act(() => pushTicket?.({ ...ticket, status: 'cancelled' }));
    expect(screen.queryByText(lastUpdated('09:40'))).not.toBeInTheDocument();
    expect(screen.getByText('キャンセル済')).toBeInTheDocument();
  });

  it('never opened on this device: says plainly that the first opening needs a connection', async () => {
    getTicket.mockRejectedValue(unreachable());
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_OFFLINE_MESSAGES.needsConnection);
    expect(screen.queryByRole('img', { name: MESSAGES.ticketQrLabel })).not.toBeInTheDocument();
  });

  it('a read the server refused, with nothing kept, is a failed read and not a word about signal', async () => {
    getTicket.mockRejectedValue(new RestError('permission-denied', 'denied'));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
  });

  it(`a read that hangs on weak signal: the kept ticket after ${KEPT_AFTER_MS / 1000} s, then the server's when it answers`, async () => {
    await openedOnceOnline();
    vi.setSystemTime(jst('10:05'));
    let answer: (ticket: Ticket) => void = () => {};
    getTicket.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    getBoard.mockReturnValue(new Promise(() => {}));
    open();
    expect(await screen.findByRole('status', {}, { timeout: KEPT_AFTER_MS + 2000 })).toHaveTextContent(
      lastUpdated('09:40'),
    );
    expect(await qr()).toBeVisible();
    act(() => answer({ ...ticket, number: 7 }));
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.queryByText(lastUpdated('09:40'))).not.toBeInTheDocument();
  }, 15_000);
});
