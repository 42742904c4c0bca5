/**
 * What the 出番のお知らせ tests (ticket-reminder.test.tsx) share: the Firebase boundary they fake,
 * the board and stage the participant plays on, the browser's Notification and vibration faked at
 * their boundary, and the page rendered. The test file keeps the vi.mock lines (vi.mock belongs to the
 * file it is in) and points them here; resetReminderWorld starts each test from nothing heard.
 */
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { BoardState } from '@/lib/live-board/board-state';
import type { LiveStage } from '@/lib/live-stages/live-stage';
import type { StagesState } from '@/lib/live-stages/stages-state';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import { clearLoaderCache } from '@/lib/use-loader';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import type { SetReminderRequest } from '@/shared/schemas/reminder';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { renderRoutes } from '@/testing/render';
import { bracketStage } from '@/testing/stages';
import TicketPage from '../pages/ticket-page';
import { jst, TICKET_ID, ticketOf } from './fixtures';

export const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
export const getBoard = vi.fn<(compeId: string) => Promise<BoardRead>>();
export const setReminder = vi.fn<(request: SetReminderRequest) => Promise<{ reminder: string }>>();

const stagesListeners = new Set<(snapshot: StagesSnapshot) => void>();
let lastStages: StagesSnapshot | undefined;

/** The stages as every listener on them hears them (the next match and the page's 出番のお知らせ). */
export const pushStages = (snapshot: StagesSnapshot) => {
  lastStages = snapshot;
  stagesListeners.forEach((listener) => listener(snapshot));
};

/** How many listen to the stages now (the next match's and the 出番のお知らせ's, once each is on). */
export const stagesListenerCount = () => stagesListeners.size;

/** lib/live-stages/stages-source's subscribeStages, fed by pushStages. */
export function subscribeStages(_id: string, onState: (state: StagesState) => void) {
  const listener = ({ stages }: StagesSnapshot) =>
    onState({ status: 'ready', stages, receivedAt: Date.now() });
  stagesListeners.add(listener);
  const known = lastStages;
  if (known) queueMicrotask(() => act(() => listener(known)));
  return () => {
    stagesListeners.delete(listener);
  };
}

/**
 * lib/live-board/board-source's subscribeBoard: the board getBoard answers, live at once. The real
 * source hands over to the full SDK's listener after a head start, and a page open that long in the
 * one file of these tests reached the real SDK through it; the board never changes here.
 */
export function subscribeBoard(compeId: string, onState: (state: BoardState) => void) {
  let live = true;
  void getBoard(compeId).then((read) => {
    if (!live) return;
    const at = Date.now();
    const board = read.kind === 'board' ? read.board : null;
    const status = read.kind === 'denied' ? 'denied' : 'ready';
    act(() => onState({ status, board, connection: 'live', receivedAt: at, syncedAt: at }));
  });
  return () => {
    live = false;
  };
}

/**
 * lib/live-stages/watch-stages's watchStages, fed by pushStages too: the stages reach the page
 * through it should the real stages-source be the one loaded, never through the real SDK.
 */
export function watchStages(_id: string, onStages: (snapshot: StagesSnapshot) => void) {
  stagesListeners.add(onStages);
  const known = lastStages;
  if (known) queueMicrotask(() => act(() => onStages(known)));
  return () => {
    stagesListeners.delete(onStages);
  };
}

/** One running item holding the bracket; the participant's entry e21 (渡辺 葵) is on it. */
export const board = (): LiveBoard => {
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

/** The bracket with the participant (e21) in 山田's place: 準決勝 W1-1 vs 高橋 次郎. */
export const stage = (patch: Partial<LiveStage> = {}): LiveStage => {
  const base = bracketStage(patch);
  return {
    ...base,
    entrants: base.entrants.map((e) => (e.id === 'e1' ? { ...e, id: 'e21', name: '渡辺 葵' } : e)),
  };
};

export class FakeNotification {
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
export const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);

export function renderTicket(ticket: RegistTicket = ticketOf()) {
  getTicket.mockResolvedValue(ticket);
  return renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
  });
}

export const choices = () =>
  screen.findByRole('group', { name: REMINDER_MESSAGES.heading }, { timeout: 20_000 });

/**
 * beforeAll of the watcher tests: the page's parts that load after first paint (the ticket's
 * actions, 出番の目安, the next match with the play engine, the reminder and its watcher, the
 * listeners' sources), imported once before the clock starts. On a machine running the whole
 * suite, their first import (a transform each) took most of the 20 s a test waits for the banner.
 */
export async function loadTicketParts() {
  await Promise.all([
    import('../components/ticket-actions'),
    import('../components/ticket-eta'),
    import('../components/ticket-match'),
    import('../components/ticket-reminder'),
    import('../components/up-now'),
    import('@/lib/live-board/board-source'),
    import('@/lib/live-stages/use-live-stages'),
  ]);
}

/** beforeEach: 10:05 on the day, nothing heard, nothing kept, the browser's fakes in place. */
export function resetReminderWorld() {
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
}

/** afterEach. */
export function restoreReminderWorld() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
