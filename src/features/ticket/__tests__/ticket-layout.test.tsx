import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, LiveBoard } from '@/lib/live-board/board';
import { clearLoaderCache } from '@/lib/use-loader';
import { LABELS } from '@/shared/messages';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import type { Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import TicketPage from '../pages/ticket-page';
import { aoi, boardUnit as unit, jst, TICKET_ID, ticketOf } from './fixtures';

// The Firebase boundary: the ticket's read and listener, the board's read (its listener hears nothing
// new here), no stages.
const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
vi.mock('@/lib/live-stages/watch-stages', () => ({ watchStages: () => () => {} }));
vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({ watchTicket: () => () => {} }));
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: (id: string) => getBoard(id) }));
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));

/** 決勝, where the participant plays, after an item running since 09:10. */
const board: LiveBoard = {
  startAt: jst('09:00'),
  units: [
    unit('u1', 0, 30, { status: 'running', startedAt: jst('09:10') }),
    unit('u2', 1, 20, { title: '決勝', kind: 'final', entries: [aoi] }),
  ],
  currentUnitId: 'u1',
  delayMinutes: 10,
  notice: '',
  updatedAt: jst('09:20'),
};

const follows = (earlier: Element, later: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(jst('09:40'));
  clearLoaderCache();
  getTicket.mockReset().mockResolvedValue(ticketOf());
  getBoard.mockReset().mockResolvedValue({ kind: 'board', board });
  renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });
});
afterEach(() => vi.useRealTimers());

// What loads after the ticket has painted goes below what painted with it (docs/performance.md §1
// "Layout shifts"): placed above, it would push what the participant already sees down the screen.
describe('参加票: what comes later goes below', () => {
  it('the buttons under the ticket, then 出番のお知らせ, then あなたの出番 (which waits for the board)', async () => {
    const ticket = await screen.findByRole('article', { name: 'さくらウィンターカップ' });
    const print = screen.getByRole('button', { name: LABELS.print });
    // Lazy parts: their first import in this run transforms them, hence the long wait.
    const reminder = await screen.findByRole(
      'group',
      { name: REMINDER_MESSAGES.heading },
      { timeout: 20_000 },
    );
    const day = await screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 20_000 });
    expect(follows(ticket, print)).toBe(true);
    expect(follows(print, reminder)).toBe(true);
    expect(follows(reminder, day)).toBe(true);
  });

  it('the link to ライブ on the title line of あなたの出番, above the body that changes', async () => {
    const day = await screen.findByRole('region', { name: 'あなたの出番' }, { timeout: 20_000 });
    const live = within(day).getByRole('link', { name: 'ライブで進行を見る' });
    expect(follows(live, within(day).getByText(/^出番の目安/))).toBe(true);
  });
});
