import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { StagesState } from '@/lib/live-stages/stages-state';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import { clearLoaderCache } from '@/lib/use-loader';
import { REMINDER_MESSAGES } from '@/shared/reminder';
import type { SetReminderRequest } from '@/shared/schemas/reminder';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import TicketPage from '../pages/ticket-page';
import { jst, TICKET_ID, ticketOf } from './fixtures';

/*
 * 出番のお知らせ on the 参加票 (docs/play.md "Telling participants they are up"): the mail choice saved
 * through setReminder, and the page's own 「まもなく出番です」 with the browser's Notification and
 * vibration faked at their boundary (window.Notification, navigator.vibrate).
 */

const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
const setReminder = vi.fn<(request: SetReminderRequest) => Promise<{ reminder: string }>>();
const stagesListeners = new Set<(snapshot: StagesSnapshot) => void>();
let lastStages: StagesSnapshot | undefined;

vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({ watchTicket: () => () => {} }));
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: (id: string) => getBoard(id) }));
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));
// The stages as every listener on them hears them (the next match and the page's 出番のお知らせ).
vi.mock('@/lib/live-stages/stages-source', () => ({
  subscribeStages: (_id: string, onState: (state: StagesState) => void) => {
    const listener = ({ stages }: StagesSnapshot) =>
      onState({ status: 'ready', stages, receivedAt: Date.now() });
    stagesListeners.add(listener);
    const known = lastStages;
    if (known) queueMicrotask(() => act(() => listener(known)));
    return () => stagesListeners.delete(listener);
  },
}));
// The Functions SDK's boundary: what the page sends to setReminder and what the server answers.
vi.mock('@/lib/firebase/functions', () => ({
  callSetReminder: (request: SetReminderRequest) => setReminder(request),
}));

/** One running item holding the bracket; the holder's entry e21 (渡辺 葵) is on it. */
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
    stageId: 'final',
    entries: [{ id: 'e21', number: 21, name: '渡辺 葵', registId: 'reg-3' }],
  };
  return {
    startAt: jst('09:00'),
    units: [unit],
    currentUnitId: 'u1',
    delayMinutes: 0,
    notice: '',
    updatedAt: null,
  };
};

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  static shown: { title: string; options?: NotificationOptions }[] = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, options });
  }
}
const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);

function renderTicket(ticket: RegistTicket = ticketOf()) {
  getTicket.mockResolvedValue(ticket);
  return renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });
}

const choices = () => screen.findByRole('group', { name: REMINDER_MESSAGES.heading }, { timeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(jst('10:05'));
  clearLoaderCache();
  localStorage.clear();
  stagesListeners.clear();
  lastStages = undefined;
  getTicket.mockReset();
  getBoard.mockReset().mockResolvedValue({ kind: 'board', board: board() });
  setReminder.mockReset();
  FakeNotification.permission = 'default';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  vibrate.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('参加票: 出番が近づいたらメールで知らせる', () => {
  it('offers the four choices, 知らせない until chosen, and saves a tap through setReminder', async () => {
    renderTicket();
    const group = await choices();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '15分前',
      '30分前',
      '2試合前',
      '知らせない',
    ]);
    expect(within(group).getByRole('radio', { name: '知らせない' })).toBeChecked();

    setReminder.mockResolvedValue({ reminder: '15m' });
    fireEvent.click(within(group).getByRole('radio', { name: '15分前' }));
    expect(await screen.findByText(REMINDER_MESSAGES.saved)).toBeInTheDocument();
    expect(setReminder).toHaveBeenCalledWith({ ticketId: TICKET_ID, reminder: '15m' });
    expect(within(group).getByRole('radio', { name: '15分前' })).toBeChecked();
  });

  it('shows the stored choice, and on a refusal says why and keeps it', async () => {
    renderTicket(ticketOf({ reminder: '30m' }));
    const group = await choices();
    expect(within(group).getByRole('radio', { name: '30分前' })).toBeChecked();

    setReminder.mockRejectedValue(
      Object.assign(new Error(REMINDER_MESSAGES.notAccepted), { code: 'functions/failed-precondition' }),
    );
    fireEvent.click(within(group).getByRole('radio', { name: '2試合前' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_MESSAGES.notAccepted);
    expect(within(group).getByRole('radio', { name: '30分前' })).toBeChecked();
  });

  it.each([
    ['a pending application', ticketOf({ status: 'pending' })],
    ['a competition called off', ticketOf({ compeCancelled: true })],
    [
      'a competition over (a day after it began)',
      ticketOf({ eventedAt: jst('09:00'), createdAt: jst('08:00') }),
    ],
  ])('is not offered for %s', async (_case, ticket) => {
    if (_case.startsWith('a competition over'))
      vi.setSystemTime(new Date(jst('09:00').getTime() + 25 * 3600_000));
    renderTicket(ticket);
    await screen.findByRole('article', { name: 'さくらウィンターカップ' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('group', { name: REMINDER_MESSAGES.heading })).not.toBeInTheDocument();
  });
});

describe('参加票: まもなく出番です while the page is open', () => {
  it('asks for notifications only on 「通知を許可」, never on load', async () => {
    renderTicket();
    const allow = await screen.findByRole(
      'button',
      { name: REMINDER_MESSAGES.allowNotifications },
      { timeout: 20_000 },
    );
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(allow);
    expect(await screen.findByText(REMINDER_MESSAGES.notificationsOn)).toBeInTheDocument();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });
});
