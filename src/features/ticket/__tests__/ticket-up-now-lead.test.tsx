import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketOf } from './fixtures';
import {
  choices,
  FakeNotification,
  loadTicketParts,
  pushStages,
  renderTicket,
  resetReminderWorld,
  restoreReminderWorld,
  stage,
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
