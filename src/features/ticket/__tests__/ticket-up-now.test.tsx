import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { LiveStage } from '@/lib/live-stages/stage';
import type { StagesState } from '@/lib/live-stages/stages-state';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import { clearLoaderCache } from '@/lib/use-loader';
import { REMINDER_MESSAGES } from '@/shared/reminder';
import type { SetReminderRequest } from '@/shared/schemas/reminder';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import { bracketStage } from '@/testing/stages';
import TicketPage from '../pages/ticket-page';
import { jst, TICKET_ID, ticketOf } from './fixtures';

/*
 * (One watcher test per file: in one module a second page's board listener was found to reach the real SDK once an emulator ran on the machine, so each case loads the page afresh.)
 * 出番のお知らせ on the 参加票 (docs/play.md "Telling participants they are up"): the mail choice saved
 * through setReminder, and the page's own 「まもなく出番です」 with the browser's Notification and
 * vibration faked at their boundary (window.Notification, navigator.vibrate).
 */

const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
const setReminder = vi.fn<(request: SetReminderRequest) => Promise<{ reminder: string }>>();
const stagesListeners = new Set<(snapshot: StagesSnapshot) => void>();
let lastStages: StagesSnapshot | undefined;
const pushStages = (snapshot: StagesSnapshot) => {
  lastStages = snapshot;
  stagesListeners.forEach((listener) => listener(snapshot));
};

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

/** The bracket with the holder (e21) in 山田's place: 準決勝 W1-1 vs 高橋 次郎. */
const stage = (patch: Partial<LiveStage> = {}): LiveStage => {
  const base = bracketStage(patch);
  return {
    ...base,
    entrants: base.entrants.map((e) => (e.id === 'e1' ? { ...e, id: 'e21', name: '渡辺 葵' } : e)),
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

describe('参加票: まもなく出番です when called', () => {
  it('when the match is called: a banner, one notification and one vibration — once per match', async () => {
    FakeNotification.permission = 'granted';
    renderTicket();
    await choices();
    act(() => pushStages({ stages: [stage()], fromCache: false }));
    // Not yet called, and 知らせない chosen for mail: nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(FakeNotification.shown).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
  }, 40_000);
});
