import { vi } from 'vitest';
import type { BoardRead, BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { BoardSnapshot } from '@/lib/live-board/watch-board';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import type { StagesRead } from '@/lib/live-stages/get-stages';
import type { LiveCompe } from '../api/get-live-compe';

/** A time on the competition day, 2026-11-22, in Japan time. */
export const jst = (hhmm: string, seconds = 0) =>
  new Date(`2026-11-22T${hhmm}:${String(seconds).padStart(2, '0')}+09:00`);

const unit = (
  id: string,
  order: number,
  title: string,
  minutes: number,
  patch: Partial<BoardUnit> = {},
): BoardUnit => ({
  id,
  order,
  title,
  kind: 'event',
  minutes,
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  entries: [],
  ...patch,
});

/**
 * Planned from 09:00: 開会式 09:00 (10分), 男子シングルス 予選 09:10 (30分), 女子シングルス 予選 09:40
 * (30分), 休憩 10:10 (10分), 決勝 10:20 (20分). The men's heats started 10 minutes late at 09:20.
 */
export const board = (
  patch: Partial<LiveBoard> = {},
  units: Record<string, Partial<BoardUnit>> = {},
): LiveBoard => ({
  startAt: jst('09:00'),
  units: [
    unit('u1', 0, '開会式', 10, {
      kind: 'other',
      status: 'done',
      startedAt: jst('09:05'),
      endedAt: jst('09:18'),
      ...units.u1,
    }),
    unit('u2', 1, '男子シングルス 予選', 30, {
      status: 'running',
      startedAt: jst('09:20'),
      entries: [
        { id: 'e12', number: 12, name: '山田 太郎' },
        { id: 'e15', number: 15, name: '佐藤 健' },
      ],
      ...units.u2,
    }),
    unit('u3', 2, '女子シングルス 予選', 30, {
      entries: [
        { id: 'e21', number: 21, name: '渡辺 葵', registId: 'reg-3' },
        { id: 'e22', number: 22, name: '高橋 美咲' },
      ],
      note: '第1・第2コート',
      ...units.u3,
    }),
    unit('u4', 3, '休憩', 10, { kind: 'break', ...units.u4 }),
    unit('u5', 4, '決勝', 20, {
      kind: 'final',
      entries: [
        { id: 'e12', number: 12, name: '山田 太郎' },
        { id: 'e21', number: 21, name: '渡辺 葵', registId: 'reg-3' },
      ],
      ...units.u5,
    }),
  ],
  currentUnitId: 'u2',
  delayMinutes: 10,
  notice: '駐車場は第2駐車場をご利用ください',
  updatedAt: jst('09:44', 30),
  ...patch,
});

/** 09:46: 男子 done, 女子 running from 09:46. */
export const movedOn = () =>
  board(
    { currentUnitId: 'u3', updatedAt: jst('09:46', 5) },
    {
      u2: { status: 'done', endedAt: jst('09:46') },
      u3: { status: 'running', startedAt: jst('09:46') },
    },
  );

export const compe = (patch: Partial<LiveCompe> = {}): LiveCompe => ({
  id: 'winter-cup',
  clubId: 'sakura',
  title: 'さくらウィンターカップ',
  shortTitle: 'ウィンターカップ',
  eventedAt: jst('09:00'),
  venue: '市民体育館',
  cancelled: false,
  meeting: { url: null, id: '', passcode: '' },
  divisions: [],
  ...patch,
});

/**
 * The Firebase boundary of the live pages, for vi.mock: the Lite reads and the one listener.
 * `push` delivers a snapshot as the full SDK would; `fail` ends the listener with an error.
 */
export const firebase = {
  getBoard: vi.fn<(compeId: string) => Promise<BoardRead>>(),
  getLiveCompe: vi.fn<(compeId: string) => Promise<LiveCompe | null>>(),
  watchBoard: vi.fn<(compeId: string) => void>(),
  stopWatching: vi.fn(),
  push: (_snapshot: BoardSnapshot): void => {
    throw new Error('no listener yet');
  },
  fail: (_error: { code?: string }): void => {
    throw new Error('no listener yet');
  },
  /** The stages' one read (lib/live-stages/get-stages), after first content. */
  getStages: vi.fn<(compeId: string) => Promise<StagesRead>>(),
  /** The stages' listener (lib/live-stages/watch-stages), attached after the read when the page follows them. */
  watchStages: vi.fn<(compeId: string) => void>(),
  pushStages: (_snapshot: StagesSnapshot): void => {
    throw new Error('no stages listener yet');
  },
};

/** vi.mock('@/lib/live-stages/get-stages', getStagesModule): the stages' one read at the boundary. */
export const getStagesModule = async () => {
  const { firebase: fb } = await import('./fixtures');
  return { getStages: (id: string) => fb.getStages(id) };
};

/** vi.mock('@/lib/live-stages/watch-stages', stagesModule): the stages' listener at the boundary. */
export const stagesModule = async () => {
  const { firebase: fb } = await import('./fixtures');
  return {
    watchStages: (id: string, onStages: (s: StagesSnapshot) => void) => {
      fb.watchStages(id);
      fb.pushStages = onStages;
      return () => {};
    },
  };
};

export function resetFirebase() {
  firebase.getBoard.mockReset();
  firebase.getLiveCompe.mockReset();
  firebase.watchBoard.mockReset();
  firebase.stopWatching.mockReset();
  firebase.watchStages.mockReset();
  firebase.getStages.mockReset();
  firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [] });
  firebase.getLiveCompe.mockResolvedValue(compe());
  firebase.getBoard.mockResolvedValue({ kind: 'board', board: board() });
}

export const serverSnapshot = (value: LiveBoard | null): BoardSnapshot => ({
  read: value ? { kind: 'board', board: value } : { kind: 'missing' },
  fromCache: false,
});
export const cacheSnapshot = (value: LiveBoard | null): BoardSnapshot => ({
  read: value ? { kind: 'board', board: value } : { kind: 'missing' },
  fromCache: true,
});
