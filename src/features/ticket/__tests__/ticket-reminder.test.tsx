import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import { clearLoaderCache } from '@/lib/use-loader';
import { UP_NOW_TICK_MS } from '../components/up-now';
import { jst, TICKET_ID, ticketOf, ticketPageSettled } from './fixtures';
import {
  choices,
  FakeNotification,
  loadTicketParts,
  pushStages,
  renderTicket,
  resetReminderWorld,
  restoreReminderWorld,
  setReminder,
  stage,
  stagesListenerCount,
  vibrate,
} from './reminder-setup';

/*
 * 出番のお知らせ on the 参加票 (docs/play.md "Telling participants they are up"): the mail choice saved
 * through setReminder, and the page's own 「まもなく出番です」 with the browser's Notification and
 * vibration faked at their boundary (window.Notification, navigator.vibrate).
 */

// The Firebase boundary, faked in reminder-setup.tsx (vi.mock belongs to this file).
vi.mock('@/lib/db/tickets/get-ticket', async () => {
  const { getTicket } = await import('./reminder-setup');
  return { getTicket: (id: string) => getTicket(id) };
});
vi.mock('@/lib/db/tickets/watch-ticket', () => ({ watchTicket: () => () => {} }));
vi.mock('@/lib/live-board/get-board', async () => {
  const { getBoard } = await import('./reminder-setup');
  return { getBoard: (id: string) => getBoard(id) };
});
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));
vi.mock('@/lib/live-board/board-source', async () => ({
  subscribeBoard: (await import('./reminder-setup')).subscribeBoard,
}));
vi.mock('@/lib/live-stages/stages-source', async () => ({
  subscribeStages: (await import('./reminder-setup')).subscribeStages,
}));
vi.mock('@/lib/live-stages/watch-stages', async () => ({
  watchStages: (await import('./reminder-setup')).watchStages,
}));
vi.mock('@/lib/firebase/functions', async () => {
  const { setReminder } = await import('./reminder-setup');
  return { callSetReminder: (request: Parameters<typeof setReminder>[0]) => setReminder(request) };
});

beforeAll(loadTicketParts, 120_000);
beforeEach(resetReminderWorld);
afterEach(restoreReminderWorld);

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
    // An accepted ticket on its day offers it (its code loaded and drawn once): from here on it
    // would show at once, so its absence below is not just "not yet".
    const offered = renderTicket();
    await choices();
    offered.unmount();
    clearLoaderCache();
    localStorage.clear();
    if (_case.startsWith('a competition over'))
      vi.setSystemTime(new Date(jst('09:00').getTime() + 25 * 3600_000));
    renderTicket(ticket);
    await screen.findByRole('article', { name: 'さくらウィンターカップ' });
    await ticketPageSettled();
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

describe('参加票: まもなく出番です when called', () => {
  it('when the match is called: a banner, one notification and one vibration — once per match', async () => {
    // The page's clock (its 30 s tick) is the test's to move.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(jst('10:05'));
    FakeNotification.permission = 'granted';
    renderTicket();
    await choices();
    act(() => pushStages({ stages: [stage()], fromCache: false }));
    // Not yet called, and 知らせない chosen for mail: nothing, once both of the page's listeners on
    // the stages (the next match's, 出番のお知らせ's) have heard them and React has flushed.
    await vi.waitFor(() => expect(stagesListenerCount()).toBe(2), { timeout: 20_000 });
    await act(async () => {});
    expect(screen.queryByText(new RegExp(REMINDER_MESSAGES.upNow))).not.toBeInTheDocument();
    expect(FakeNotification.shown).toHaveLength(0);

    const called = stage({ tables: { 'W1-1': { table: 1, at: jst('10:04') } } });
    act(() => pushStages({ stages: [called], fromCache: false }));
    const banner = await screen.findByText(/まもなく出番です：呼び出し中：1番台 vs 高橋 次郎/, undefined, {
      timeout: 20_000,
    });
    expect(banner).toHaveAttribute('role', 'alert');
    expect(FakeNotification.shown).toEqual([
      {
        title: REMINDER_MESSAGES.upNow,
        options: expect.objectContaining({ body: expect.stringContaining('1番台 vs 高橋 次郎') }),
      },
    ]);
    expect(vibrate).toHaveBeenCalledTimes(1);

    // The same match again (another change of the stage): no second notification or vibration.
    act(() =>
      pushStages({
        stages: [
          stage({
            tables: { 'W1-1': { table: 1, at: jst('10:04') }, 'W1-2': { table: 2, at: jst('10:05') } },
          }),
        ],
        fromCache: false,
      }),
    );
    // Drawn in that act; nor does the page's next tick bring them.
    await act(() => vi.advanceTimersByTimeAsync(UP_NOW_TICK_MS));
    expect(FakeNotification.shown).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
  }, 40_000);
});

describe('参加票: まもなく出番です with a lead time', () => {
  it('with 15分前 chosen, tells as soon as the estimated start is 15 minutes away', async () => {
    FakeNotification.permission = 'granted';
    renderTicket(ticketOf({ reminder: '15m' }));
    await choices();
    // Two free tables: the participant's W1-1 is expected now, well within 15 minutes, though not yet called.
    act(() => pushStages({ stages: [stage()], fromCache: false }));
    const banner = await screen.findByText(/まもなく出番です：/, undefined, { timeout: 20_000 });
    expect(banner).toHaveTextContent('vs 高橋 次郎');
    expect(FakeNotification.shown).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
  }, 40_000);
});
