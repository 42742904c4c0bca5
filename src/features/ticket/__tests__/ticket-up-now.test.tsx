import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import { UP_NOW_TICK_MS } from '../components/up-now';
import { jst } from './fixtures';
import {
  choices,
  FakeNotification,
  loadTicketParts,
  pushStages,
  renderTicket,
  resetReminderWorld,
  restoreReminderWorld,
  stage,
  stagesListenerCount,
  vibrate,
} from './reminder-setup';

/*
 * (One watcher test per file: in one module a second page's board listener was found to reach the real SDK once an emulator ran on the machine, so each case loads the page afresh.)
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
