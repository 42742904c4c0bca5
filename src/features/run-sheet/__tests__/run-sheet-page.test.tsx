import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { layOutListItems } from '@/testing/list-layout';
import { LABELS, MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Board, Unit } from '@/shared/schemas/unit';
import type { Stage } from '@/shared/schemas/stage';
import { makeDraw, resolveStage } from '@/shared/play/stage-plan';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { decodeBoardUnits } from '@/shared/board-codec';
import RunSheetPage from '../pages/run-sheet-page';
import { SHOWN_WITHIN_MS } from '../use-run-sheet-actions';
import { compe, entries, jst, NOW, units } from '@/lib/db/units/__tests__/fixtures';
import {
  onlyBatch,
  recorder,
  resetRecorder,
  SERVER_TIME,
  writeTo,
  type Write,
} from '@/lib/db/units/__tests__/firestore-recorder';
import { STAFF_LABELS, STAFF_MESSAGES } from '@/shared/staff-messages';

// The Firebase boundary: the listeners (state set per test) and the Firestore writes (recorded).
let compeState: Live<Compe | null>;
let unitsState: Live<Unit[]>;
let entriesState: Live<Entry[]>;
let boardState: Live<(Board & { id: string }) | null>;
let stagesState: Live<Stage[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({ useStaffCompe: () => compeState }));
// The units listener can also bring a new snapshot mid-test (setUnits), as Firestore does.
const unitsListeners = new Set<() => void>();
const setUnits = (data: Unit[]) => {
  unitsState = { status: 'ready', data };
  unitsListeners.forEach((listener) => listener());
};
/** The units after a batch, as the listener shows them: written units set, deleted ones gone. */
const unitsAfter = (writes: Write[]): Unit[] => {
  const byId = new Map(unitsState.data?.map((unit) => [unit.id, unit]));
  for (const write of writes) {
    const [, id] = /units\/([^/]+)$/.exec(write.path) ?? [];
    if (!id) continue;
    if (write.op === 'delete') byId.delete(id);
    else byId.set(id, { ...byId.get(id), ...(write.data as Omit<Unit, 'id'>), id });
  }
  return [...byId.values()].sort((a, b) => a.order - b.order);
};
/** As Firestore does: a batch reaches the page's units listener in a timer task of its own. */
const showBatch = (writes: Write[]) =>
  new Promise<void>((shown) =>
    setTimeout(() => {
      act(() => setUnits(unitsAfter(writes)));
      shown();
    }),
  );
/** The sheet of fixtures.ts, and no batch sent yet. */
function resetFirestore() {
  unitsState = { status: 'ready', data: units };
  resetRecorder();
  // The listener shows the batch, then the server answers: the usual order.
  recorder.commit.mockImplementation(showBatch);
}
const subscribeUnits = (listener: () => void) => {
  unitsListeners.add(listener);
  return () => unitsListeners.delete(listener);
};
vi.mock('@/lib/db/units/use-units', () => ({
  useUnits: () => useSyncExternalStore(subscribeUnits, () => unitsState),
}));
// Whether the sheet shown is the server's (no write of this phone unsent, not from the cache).
let unitsSynced = true;
const setUnitsSynced = (synced: boolean) => {
  unitsSynced = synced;
  unitsListeners.forEach((listener) => listener());
};
vi.mock('@/lib/db/units/use-units-synced', () => ({
  useUnitsSynced: () => useSyncExternalStore(subscribeUnits, () => unitsSynced),
}));
// Each card calls useSortable once per render: the ids it is called with are the cards drawn.
const cardRenders = vi.hoisted(() => [] as string[]);
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/sortable')>();
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      cardRenders.push(String(args.id));
      return actual.useSortable(args);
    },
  };
});
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => entriesState }));
// The stages can come after the page has drawn (setStages), as the listener's first snapshot does.
const setStages = (state: Live<Stage[]>) => {
  stagesState = state;
  unitsListeners.forEach((listener) => listener());
};
vi.mock('@/lib/db/stages/use-stages', () => ({
  useStages: () => useSyncExternalStore(subscribeUnits, () => stagesState),
}));
vi.mock('@/lib/db/board/use-published-board', () => ({ usePublishedBoard: () => boardState }));
vi.mock(
  'firebase/firestore',
  async () => (await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
);
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const staff = signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } });
const unitPath = (id: string) => `compes/spring-open/units/${id}`;
const BOARD = 'compes/spring-open/live/board';
type BoardUnit = { id: string; title: string; status: string; order: number };
/** The items of the board written (stored as one string). */
const boardUnits = (writes: Write[]) => decodeBoardUnits(writeTo(writes, BOARD).data?.units) as BoardUnit[];

function setup() {
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/tab', element: <RunSheetPage /> }], {
    path: `/sakura-tt/form/${compe.id}/tab`,
    session: staff,
  });
  return { ...utils, user: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: '進行表の項目' });
const items = () => within(list()).getAllByRole('listitem');
/** An element's accessible name from its aria-labelledby ("position title" for an item). */
const nameOf = (element: HTMLElement) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const itemNames = () => items().map(nameOf);
/** The item titled `title`, found by its accessible name ("3 休憩"). */
const item = (title: string) => within(list()).getByRole('listitem', { name: new RegExp(`^\\d+ ${title}$`) });

beforeEach(() => {
  // Only Date is faked: timers stay real for userEvent and MUI transitions.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  compeState = { status: 'ready', data: compe };
  entriesState = { status: 'ready', data: entries };
  stagesState = { status: 'ready', data: [] };
  // The board as the last action on this sheet wrote it.
  const written = buildBoard({ startAt: compe.eventedAt, units, entries, notice: '', now: jst('09:15') });
  boardState = { status: 'ready', data: { ...written, updatedAt: jst('09:15'), id: 'board' } };
  resetFirestore();
  unitsSynced = true;
  cardRenders.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('進行表: the list', () => {
  it('shows each item with its planned start, and the actual or estimated start where it differs', () => {
    setup();
    expect(screen.getByRole('heading', { name: '春季オープン卓球大会' })).toBeInTheDocument();
    expect(itemNames()).toEqual(['1 開会式', '2 男子シングルス 予選', '3 休憩', '4 決勝']);
    expect(screen.queryByText(STAFF_MESSAGES.runSheetBoardStale)).not.toBeInTheDocument();

    expect(item('開会式')).toHaveTextContent('開始予定 09:00 ・ 10分 ・ 実績 09:00〜09:15');
    expect(item('開会式')).toHaveTextContent('終了');
    expect(item('男子シングルス 予選')).toHaveTextContent('開始予定 09:10 ・ 30分 ・ 開始 09:15');
    expect(item('男子シングルス 予選')).toHaveTextContent('エントリー（2）: 1 山田 太郎、2 鈴木 花子');
    expect(item('男子シングルス 予選')).toHaveTextContent('コート1〜4');
    expect(item('休憩')).toHaveTextContent('開始予定 09:40 ・ 10分 ・ 見込み 09:45');
    expect(item('休憩')).toHaveTextContent('休憩待機');
    expect(item('決勝')).toHaveTextContent('開始予定 09:50 ・ 20分 ・ 見込み 09:55');
    expect(item('決勝')).toHaveTextContent('エントリー（1）: 3 佐藤 健');
  });

  it('highlights the running item and sums up the day in the header', () => {
    setup();
    expect(item('男子シングルス 予選')).toHaveAttribute('aria-current', 'step');
    expect(item('男子シングルス 予選')).toHaveTextContent('進行中');
    expect(item('休憩')).not.toHaveAttribute('aria-current');

    const summary = screen.getByRole('region', { name: '進行状況' });
    expect(summary).toHaveTextContent('09:00開始');
    expect(within(summary).getByRole('status')).toHaveTextContent('予定より約5分遅れ');
    expect(summary).toHaveTextContent('進行中男子シングルス 予選（09:15開始）');
    expect(summary).toHaveTextContent('次休憩（09:45頃）');
    expect(screen.getByRole('region', { name: '進行の操作' })).toHaveTextContent('「休憩」を開始');
  });

  it('shows no estimate when the sheet runs on time', () => {
    unitsState = {
      status: 'ready',
      data: units.map((u) => ({ ...u, status: 'waiting', startedAt: null, endedAt: null })),
    };
    vi.setSystemTime(jst('08:30'));
    setup();
    expect(item('休憩')).toHaveTextContent('開始予定 09:40 ・ 10分');
    expect(item('休憩')).not.toHaveTextContent('見込み');
    expect(within(screen.getByRole('region', { name: '進行状況' })).getByRole('status')).toHaveTextContent(
      '予定どおり',
    );
    expect(screen.getByRole('region', { name: '進行状況' })).toHaveTextContent(MESSAGES.runSheetNotStarted);
  });

  it('explains an empty sheet and offers to add the first item', async () => {
    unitsState = { status: 'ready', data: [] };
    const { user } = setup();
    expect(screen.getByText(STAFF_MESSAGES.runSheetEmpty)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.runSheetEmptyHint)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_LABELS.runSheetNext })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LABELS.print })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '最初の項目を追加' }));
    expect(screen.getByRole('dialog', { name: '項目を追加' })).toBeInTheDocument();
  });

  it('shows loading, then a load failure', () => {
    unitsState = { status: 'loading' };
    const { unmount } = setup();
    expect(screen.getByRole('progressbar', { name: '読み込み中' })).toBeInTheDocument();
    unmount();
    unitsState = { status: 'error', error: new Error('permission-denied') };
    setup();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
  });

  it('prints a clean table of the sheet', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = setup();
    const table = screen.getByRole('table', { name: '進行表（印刷用）', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['順', '開始予定', '種目', '内容', '時間', 'エントリー']);
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows[2]).toHaveTextContent('209:10種目男子シングルス 予選コート1〜430分1 山田 太郎、2 鈴木 花子');
    await user.click(screen.getByRole('button', { name: LABELS.print }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('進行表: running the day', () => {
  it('次へ finishes the running item and starts the next, with the board, in one batch', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetNext }));

    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const writes = onlyBatch();
    expect(writes.map((write) => `${write.op} ${write.path}`)).toEqual([
      `update ${unitPath('u2')}`,
      `update ${unitPath('u3')}`,
      `set ${BOARD}`,
    ]);
    expect(writeTo(writes, unitPath('u2')).data).toMatchObject({ status: 'done', endedAt: NOW });
    expect(writeTo(writes, unitPath('u3')).data).toMatchObject({ status: 'running', startedAt: NOW });
    const board = writeTo(writes, BOARD).data;
    expect(board).toMatchObject({ currentUnitId: 'u3', updatedAt: SERVER_TIME });
    expect(boardUnits(writes).map((u) => `${u.id}:${u.status}`)).toEqual([
      'u1:done',
      'u2:done',
      'u3:running',
      'u4:waiting',
    ]);
  });

  it('a double tap on 次へ, before it is drawn disabled, advances the day once', async () => {
    let answer: () => void = () => {};
    recorder.commit.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    setup();
    const next = screen.getByRole('button', { name: STAFF_LABELS.runSheetNext });
    // Two clicks in one task: nothing is drawn between them.
    act(() => {
      next.click();
      next.click();
    });
    await waitFor(() => expect(next).toBeDisabled());
    expect(recorder.committed).toHaveLength(1);

    await act(async () => answer());
    await waitFor(() => expect(next).toBeEnabled());
    expect(recorder.committed).toHaveLength(1);
  });

  it('a tap after the server answers, before the list shows the last tap, acts on the sheet with it', async () => {
    // The browser does not promise the order of the two: here the answer comes first.
    recorder.commit.mockImplementation(async () => {});
    const { user } = setup();
    const next = screen.getByRole('button', { name: STAFF_LABELS.runSheetNext });
    await user.click(next);
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    await waitFor(() => expect(next).toBeEnabled());
    // The list still shows the sheet from before the tap.
    expect(
      within(item('男子シングルス 予選')).getByRole('button', { name: '「男子シングルス 予選」を終了' }),
    ).toBeInTheDocument();

    await user.click(next);
    await waitFor(() => expect(recorder.committed).toHaveLength(2));
    // 休憩 (started by the first tap) finishes and 決勝 starts: the day moved twice.
    const second = recorder.committed[1];
    expect(second.filter((w) => w.op === 'update').map((w) => `${w.path}:${String(w.data?.status)}`)).toEqual(
      [`${unitPath('u3')}:done`, `${unitPath('u4')}:running`],
    );
    expect(writeTo(second, BOARD).data).toMatchObject({ currentUnitId: 'u4' });
    expect(boardUnits(second).map((u) => `${u.id}:${u.status}`)).toEqual([
      'u1:done',
      'u2:done',
      'u3:done',
      'u4:running',
    ]);
  });

  it('a write the list never shows (changed again elsewhere) gives way to the list within a second', async () => {
    // The page's clock (its SHOWN_WITHIN_MS timer) is the test's to move; it also runs on its own.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    recorder.commit.mockImplementation(async () => {});
    const { user } = setup();
    const next = screen.getByRole('button', { name: STAFF_LABELS.runSheetNext });
    await user.click(next);
    await waitFor(() => expect(next).toBeEnabled());
    // Another device put the day back as it was before the tap.
    act(() => setUnits(units.map((u) => ({ ...u }))));

    await act(() => vi.advanceTimersByTimeAsync(SHOWN_WITHIN_MS));
    await user.click(next);
    await waitFor(() => expect(recorder.committed).toHaveLength(2));
    expect(recorder.committed[1].map((w) => `${w.path}:${String(w.data?.status)}`)).toEqual([
      `${unitPath('u2')}:done`,
      `${unitPath('u3')}:running`,
      `${BOARD}:undefined`,
    ]);
  });

  it('says in the snackbar when the server refuses, and lets 次へ be tapped again', async () => {
    recorder.commit.mockRejectedValue({ code: 'permission-denied' });
    const { user } = setup();
    const next = screen.getByRole('button', { name: STAFF_LABELS.runSheetNext });
    await user.click(next);
    expect(await screen.findByText(MESSAGES.permissionDenied)).toBeInTheDocument();
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('開始 on a waiting item starts it and finishes the running one; 終了 and スキップ finish', async () => {
    const { user } = setup();
    await user.click(within(item('休憩')).getByRole('button', { name: '「休憩」をスキップ' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    // Skipped: done without ever starting; the running item runs on.
    expect(writeTo(recorder.committed[0], unitPath('u3')).data).toMatchObject({
      status: 'done',
      startedAt: null,
    });
    expect(writeTo(recorder.committed[0], BOARD).data).toMatchObject({ currentUnitId: 'u2' });

    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を開始' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(2));
    expect(recorder.committed[1].map((w) => `${w.path}:${String(w.data?.status)}`)).toEqual([
      `${unitPath('u2')}:done`,
      `${unitPath('u4')}:running`,
      `${BOARD}:undefined`,
    ]);

    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を終了' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(3));
    expect(writeTo(recorder.committed[2], unitPath('u4')).data).toMatchObject({
      status: 'done',
      endedAt: NOW,
    });
    expect(writeTo(recorder.committed[2], BOARD).data).toMatchObject({ currentUnitId: null });
  });

  it('asks before starting a finished item again', async () => {
    const { user } = setup();
    await user.click(within(item('開会式')).getByRole('button', { name: '「開会式」を開始' }));
    const dialog = screen.getByRole('dialog', { name: '「開会式」をもう一度開始しますか？' });
    expect(dialog).toHaveTextContent(STAFF_MESSAGES.runSheetRestartNote);
    expect(recorder.committed).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '開始する' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u1')).data).toMatchObject({
      status: 'running',
      startedAt: NOW,
      endedAt: null,
    });
    expect(writeTo(onlyBatch(), unitPath('u2')).data).toMatchObject({ status: 'done', endedAt: NOW });
  });

  it('warns when the live page is behind a change made elsewhere, and brings it up to date', async () => {
    // 大会設定 moved the start to 09:00 after the board was written with 08:30.
    const old = buildBoard({ startAt: jst('08:30'), units, entries, notice: '', now: jst('09:15') });
    boardState = { status: 'ready', data: { ...old, updatedAt: jst('09:15'), id: 'board' } };
    const { user } = setup();
    const alert = screen
      .getByText(STAFF_MESSAGES.runSheetBoardStale)
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'ライブに反映' }));

    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(onlyBatch().map((write) => `${write.op} ${write.path}`)).toEqual([`set ${BOARD}`]);
    expect(writeTo(onlyBatch(), BOARD).data).toMatchObject({
      startAt: compe.eventedAt,
      updatedAt: SERVER_TIME,
    });
  });

  it('updates the notice on the competition and the board together', async () => {
    const { user } = setup();
    const field = screen.getByRole('textbox', { name: 'お知らせ（ライブページに表示）' });
    await user.type(field, '決勝は第1コートです');
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetUpdate }));

    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), 'compes/spring-open').data).toEqual({
      'live.notice': '決勝は第1コートです',
      updatedAt: SERVER_TIME,
    });
    expect(writeTo(onlyBatch(), BOARD).data).toMatchObject({ notice: '決勝は第1コートです' });
    expect(await screen.findByText(STAFF_MESSAGES.runSheetNoticeSaved)).toBeInTheDocument();
  });
});

describe('進行表: two phones at once', () => {
  /** Phone A pressed 次へ at 09:18 (予選 → 休憩); phone B, offline, started 予選 again at 09:16 and synced last. */
  const twoRunning = () =>
    units.map((unit) =>
      unit.id === 'u2'
        ? { ...unit, startedAt: jst('09:16') }
        : unit.id === 'u3'
          ? { ...unit, status: 'running' as const, startedAt: jst('09:18') }
          : unit,
    );
  const resolvedText = '複数の端末の操作が重なったため、「男子シングルス 予選」を 09:18 に終了にしました';

  it('once the sheet is the server’s, ends the item that runs twice, with the board, and says so', async () => {
    unitsState = { status: 'ready', data: twoRunning() };
    const { user } = setup();
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const writes = onlyBatch();
    expect(writes.map((write) => `${write.op} ${write.path}`)).toEqual([
      `update ${unitPath('u2')}`,
      `set ${BOARD}`,
    ]);
    // Its start (B's) stays; it ends when 休憩 started.
    expect(writeTo(writes, unitPath('u2')).data).toMatchObject({
      status: 'done',
      startedAt: jst('09:16'),
      endedAt: jst('09:18'),
    });
    expect(writeTo(writes, BOARD).data).toMatchObject({ currentUnitId: 'u3' });
    expect(boardUnits(writes).map((u) => `${u.id}:${u.status}`)).toEqual([
      'u1:done',
      'u2:done',
      'u3:running',
      'u4:waiting',
    ]);
    // The notice comes once the save has answered, after the listener brought the resolved sheet
    // and the page drew it (showBatch): the check for a conflict on that sheet has run by now.
    expect(await screen.findByText(resolvedText)).toBeInTheDocument();
    // The sheet as resolved needs nothing more: no second write.
    expect(recorder.committed).toHaveLength(1);
    expect(within(item('休憩')).getByText('進行中')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'お知らせを閉じる' }));
    expect(screen.queryByText(resolvedText)).not.toBeInTheDocument();
  });

  it('waits while the sheet is from the cache or holds this phone’s unsent writes', async () => {
    unitsState = { status: 'ready', data: twoRunning() };
    unitsSynced = false;
    setup();
    // The sheet is drawn, and the check for a conflict (an effect of the same render, which writes
    // at once when it writes: run-sheet-conflicts.tsx) has run on it.
    expect(within(item('休憩')).getByText('進行中')).toBeInTheDocument();
    await act(async () => {});
    expect(recorder.committed).toHaveLength(0);
    expect(screen.queryByText(resolvedText)).not.toBeInTheDocument();

    act(() => setUnitsSynced(true));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(await screen.findByText(resolvedText)).toBeInTheDocument();
  });

  it('writes nothing on a sheet that makes sense', async () => {
    setup();
    // Drawn, and checked for a conflict in the same render (see above).
    expect(itemNames()).toHaveLength(units.length);
    await act(async () => {});
    expect(recorder.committed).toHaveLength(0);
  });
});

describe('進行表: editing the sheet', () => {
  it('the add dialog says what is wrong and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    const dialog = screen.getByRole('dialog', { name: '項目を追加' });
    const minutes = within(dialog).getByRole('textbox', { name: '時間（分）' });
    await user.clear(minutes);
    await user.type(minutes, '三十');
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.runSheetAdd }));

    expect(within(dialog).getByRole('textbox', { name: 'タイトル' })).toHaveAccessibleDescription(
      MESSAGES.required,
    );
    expect(minutes).toHaveAccessibleDescription(STAFF_MESSAGES.runSheetMinutesInteger);
    await user.clear(minutes);
    await user.type(minutes, '1500');
    await waitFor(() => expect(minutes).toHaveAccessibleDescription(STAFF_MESSAGES.runSheetMinutesMax));
    expect(recorder.committed).toHaveLength(0);
  });

  it('adds an item at the end with its entries', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    const dialog = screen.getByRole('dialog', { name: '項目を追加' });
    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), '女子シングルス');
    const minutes = within(dialog).getByRole('textbox', { name: '時間（分）' });
    await user.clear(minutes);
    await user.type(minutes, '２５');
    await user.type(within(dialog).getByRole('combobox', { name: 'エントリー' }), 'すずき');
    await user.click(await screen.findByRole('option', { name: '2 鈴木 花子' }));
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.runSheetAdd }));

    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const [added] = onlyBatch().filter((write) => write.op === 'set' && write.path !== BOARD);
    expect(added.path).toMatch(/^compes\/spring-open\/units\/auto\d+$/);
    expect(added.data).toEqual({
      order: 4,
      title: '女子シングルス',
      kind: 'event',
      minutes: 25,
      entryIds: ['e2'],
      status: 'waiting',
      startedAt: null,
      endedAt: null,
      note: '',
      stageId: null,
      stageRounds: null,
    });
    expect(boardUnits(onlyBatch()).map((u) => u.title)).toEqual([
      '開会式',
      '男子シングルス 予選',
      '休憩',
      '決勝',
      '女子シングルス',
    ]);
    expect(await screen.findByText('「女子シングルス」を追加しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an item and deletes one after confirmation', async () => {
    const { user } = setup();
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    let dialog = screen.getByRole('dialog', { name: '項目を編集' });
    expect(within(dialog).getByRole('button', { name: '3 佐藤 健' })).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'タイトル' });
    await user.clear(title);
    await user.type(title, '男子決勝');
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u4'))).toMatchObject({
      op: 'update',
      data: { title: '男子決勝', kind: 'final', minutes: 20, entryIds: ['e3'], order: 3 },
    });

    await user.click(within(item('休憩')).getByRole('button', { name: '「休憩」を編集' }));
    dialog = screen.getByRole('dialog', { name: '項目を編集' });
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    const confirm = screen.getByRole('dialog', { name: '「休憩」を削除しますか？' });
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(2));
    const writes = recorder.committed[1];
    expect(writeTo(writes, unitPath('u3'))).toEqual({ op: 'delete', path: unitPath('u3') });
    expect(boardUnits(writes).map((u) => u.id)).toEqual(['u1', 'u2', 'u4']);
  });

  it('上へ / 下へ move an item one place, at once on screen and in one batch with the board', async () => {
    const { user, unmount } = setup();
    expect(within(item('開会式')).getByRole('button', { name: '「開会式」を上へ' })).toBeDisabled();
    expect(within(item('決勝')).getByRole('button', { name: '「決勝」を下へ' })).toBeDisabled();

    await user.click(within(item('休憩')).getByRole('button', { name: '「休憩」を上へ' }));
    expect(itemNames()).toEqual(['1 開会式', '2 休憩', '3 男子シングルス 予選', '4 決勝']);
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const writes = onlyBatch();
    expect(writes.filter((w) => w.op === 'update').map((w) => `${w.path}=${String(w.data?.order)}`)).toEqual([
      `${unitPath('u3')}=1`,
      `${unitPath('u2')}=2`,
    ]);
    expect(boardUnits(writes).map((u) => u.title)).toEqual(['開会式', '休憩', '男子シングルス 予選', '決勝']);

    unmount();
    resetFirestore();

    setup();
    await user.click(within(item('開会式')).getByRole('button', { name: '「開会式」を下へ' }));
    expect(itemNames()).toEqual(['1 男子シングルス 予選', '2 開会式', '3 休憩', '4 決勝']);
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(boardUnits(onlyBatch()).map((u) => u.title)).toEqual([
      '男子シングルス 予選',
      '開会式',
      '休憩',
      '決勝',
    ]);
  });

  it('moves an item by keyboard on its drag handle (Space, arrow, Space)', async () => {
    const rect = layOutListItems(100, 90);
    try {
      const { user } = setup();
      const handle = within(item('決勝')).getByRole('button', { name: '「決勝」を並べ替え' });
      handle.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(recorder.committed).toHaveLength(1));
      expect(boardUnits(onlyBatch()).map((u) => u.title)).toEqual([
        '開会式',
        '決勝',
        '男子シングルス 予選',
        '休憩',
      ]);
      expect(itemNames()).toEqual(['1 開会式', '2 決勝', '3 男子シングルス 予選', '4 休憩']);
    } finally {
      rect.mockRestore();
    }
  });
});

describe('進行表: an item that holds a stage (対戦)', () => {
  /** A 4-entrant トーナメント on one table: W1-1 took 20 minutes (09:15–09:35), W1-2 on the table since 09:35. */
  function knockout(): Stage {
    // エントリー's three (e1–e3) and a fourth, seeded in that order.
    const names = [...entries.map((e) => e.name), '高橋 一郎'];
    const stage = drawnStageOf('single', 4, {
      id: 'st1',
      rounds: 1,
      seeds: 4,
      entrants: entrantsOf(4, (i) => ({ name: names[i] })),
      tableCount: 1,
    });
    const first = resolveStage(stage).get('W1-1');
    const index = (id: unknown) => stage.entrants.findIndex((e) => e.id === id);
    return {
      ...stage,
      tables: { 'W1-1': { table: 1, at: jst('09:15') }, 'W1-2': { table: 1, at: jst('09:35') } },
      results: {
        'W1-1': {
          outcome: 'a',
          how: 'played',
          sides: [index(first?.a), index(first?.b)],
          confirmed: true,
          at: jst('09:35'),
        },
      },
    };
  }

  it('says the matches left, their average and the estimated end, and re-times every later item from it', () => {
    vi.setSystemTime(jst('09:40'));
    stagesState = { status: 'ready', data: [knockout()] };
    unitsState = {
      status: 'ready',
      data: units.map((u) => (u.id === 'u2' ? { ...u, stageId: 'st1' } : u)),
    };
    setup();
    // W1-2 ends at 09:55 (called 09:35 + 20), the final 09:55–10:15: later than 09:15 + 30分.
    expect(item('男子シングルス 予選')).toHaveTextContent(
      '対戦「決勝トーナメント」・残り 2試合・1試合平均 20分・見込み終了 10:15頃',
    );
    expect(item('休憩')).toHaveTextContent('開始予定 09:40 ・ 10分 ・ 見込み 10:15');
    expect(item('決勝')).toHaveTextContent('開始予定 09:50 ・ 20分 ・ 見込み 10:25');
    expect(screen.getByRole('region', { name: '進行状況' })).toHaveTextContent('次休憩（10:15頃）');
  });

  it('says nothing of an item’s stage while the stages load, and never that it is missing', () => {
    vi.setSystemTime(jst('09:40'));
    stagesState = { status: 'loading' };
    unitsState = {
      status: 'ready',
      data: units.map((u) => (u.id === 'u2' ? { ...u, stageId: 'st1' } : u)),
    };
    setup();
    // The sheet is drawn without waiting, each item timed by its own minutes.
    expect(item('休憩')).toHaveTextContent('開始予定 09:40 ・ 10分');
    expect(screen.queryByText(/対戦ステージが見つかりません/)).not.toBeInTheDocument();
    expect(item('男子シングルス 予選')).not.toHaveTextContent('対戦「');

    act(() => setStages({ status: 'ready', data: [knockout()] }));
    expect(item('男子シングルス 予選')).toHaveTextContent('対戦「決勝トーナメント」・残り 2試合');
    expect(screen.queryByText(/対戦ステージが見つかりません/)).not.toBeInTheDocument();
  });

  it('says an item’s stage is missing once the stages have come without it', () => {
    stagesState = { status: 'ready', data: [] };
    unitsState = {
      status: 'ready',
      data: units.map((u) => (u.id === 'u2' ? { ...u, stageId: 'st1' } : u)),
    };
    setup();
    expect(item('男子シングルス 予選')).toHaveTextContent(
      '対戦ステージが見つかりません（削除されたかもしれません）',
    );
  });

  it('times an item by its own minutes while its stage is not drawn, and says so', () => {
    stagesState = { status: 'ready', data: [{ ...knockout(), draw: [], tables: {}, results: {} }] };
    unitsState = {
      status: 'ready',
      data: units.map((u) => (u.id === 'u2' ? { ...u, stageId: 'st1' } : u)),
    };
    setup();
    expect(item('男子シングルス 予選')).toHaveTextContent('対戦「決勝トーナメント」・組み合わせ未作成');
    expect(item('休憩')).toHaveTextContent('見込み 09:45');
  });

  it('the item dialog offers the stages (対戦ステージ) and saves the one chosen', async () => {
    stagesState = { status: 'ready', data: [knockout()] };
    const { user } = setup();
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    await user.click(within(dialog).getByRole('combobox', { name: '対戦ステージ' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['なし', '決勝トーナメント']);
    await user.click(screen.getByRole('option', { name: '決勝トーナメント' }));
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u4'))).toMatchObject({ op: 'update', data: { stageId: 'st1' } });
    // Viewers learn which item runs which stage from the board.
    expect(boardUnits(onlyBatch()).find((u) => u.id === 'u4')).toMatchObject({ stageId: 'st1' });
  });

  /** The knockout with 3位決定戦: its rounds are 準決勝, 3位決定戦, 決勝. */
  const withThirdPlace = (): Stage => ({ ...knockout(), thirdPlace: true });
  const combobox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name });
  async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
    await user.click(select);
    await user.click(screen.getByRole('option', { name: option }));
  }

  it('an item holding some rounds says which, and counts and ends by them alone; later items re-time from it', () => {
    vi.setSystemTime(jst('09:40'));
    stagesState = { status: 'ready', data: [withThirdPlace()] };
    unitsState = {
      status: 'ready',
      data: units.map((u) =>
        u.id === 'u2'
          ? { ...u, stageId: 'st1', stageRounds: { from: 1, to: 1 } }
          : u.id === 'u4'
            ? { ...u, stageId: 'st1', stageRounds: { from: 2, to: 3 } }
            : u,
      ),
    };
    setup();
    // The morning's 準決勝: W1-2 on the table since 09:35 ends at 09:55 (20 minutes so far); the final
    // and 3位決定戦 are the afternoon's, which waits for its own planned start.
    expect(item('男子シングルス 予選')).toHaveTextContent(
      '対戦「決勝トーナメント」準決勝・残り 1試合・1試合平均 20分・見込み終了 09:55頃',
    );
    expect(item('休憩')).toHaveTextContent('見込み 09:55');
    expect(item('決勝')).toHaveTextContent('対戦「決勝トーナメント」3位決定戦〜決勝・残り 2試合');
  });

  it('the dialog lists the stage’s rounds by name (すべて first) and saves the ones chosen', async () => {
    stagesState = { status: 'ready', data: [withThirdPlace()] };
    const { user } = setup();
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    const from = combobox(dialog, 'ラウンド（から）');
    const to = combobox(dialog, 'ラウンド（まで）');
    // Before a stage is chosen there are no rounds to choose.
    expect(from).toHaveAttribute('aria-disabled', 'true');
    await choose(user, combobox(dialog, '対戦ステージ'), '決勝トーナメント');
    expect(from).not.toHaveAttribute('aria-disabled');
    expect(from).toHaveTextContent('すべて');
    expect(to).toHaveAttribute('aria-disabled', 'true');
    await user.click(from);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'すべて',
      '準決勝',
      '3位決定戦',
      '決勝',
    ]);
    await user.click(screen.getByRole('option', { name: '3位決定戦' }));
    // From a round, up to the last one until another end is chosen.
    expect(to).toHaveTextContent('決勝');
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u4'))).toMatchObject({
      op: 'update',
      // The title staff gave it stays.
      data: { title: '決勝', stageId: 'st1', stageRounds: { from: 2, to: 3 } },
    });
    expect(boardUnits(onlyBatch()).find((u) => u.id === 'u4')).toMatchObject({
      stageId: 'st1',
      stageRounds: { from: 2, to: 3 },
    });
    await waitFor(() => expect(item('決勝')).toHaveTextContent('対戦「決勝トーナメント」3位決定戦〜決勝'));
  });

  it('refuses rounds that end before they start, in words, and sends nothing', async () => {
    stagesState = { status: 'ready', data: [withThirdPlace()] };
    const { user } = setup();
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    await choose(user, combobox(dialog, '対戦ステージ'), '決勝トーナメント');
    await choose(user, combobox(dialog, 'ラウンド（から）'), '決勝');
    await choose(user, combobox(dialog, 'ラウンド（まで）'), '準決勝');
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() =>
      expect(combobox(dialog, 'ラウンド（まで）')).toHaveAccessibleDescription(
        STAFF_MESSAGES.runSheetRoundsOrder,
      ),
    );
    expect(recorder.committed).toHaveLength(0);
    // Back to every round: the end goes back to すべて with it.
    await choose(user, combobox(dialog, 'ラウンド（から）'), 'すべて');
    expect(combobox(dialog, 'ラウンド（まで）')).toHaveTextContent('すべて');
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u4'))).toMatchObject({ data: { stageRounds: null } });
  });

  it('a new item is named after the stage and the rounds it holds, until staff name it themselves', async () => {
    stagesState = { status: 'ready', data: [withThirdPlace()] };
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    const dialog = screen.getByRole('dialog', { name: '項目を追加' });
    const title = within(dialog).getByRole('textbox', { name: 'タイトル' });
    await choose(user, combobox(dialog, '対戦ステージ'), '決勝トーナメント');
    expect(title).toHaveValue('決勝トーナメント');
    await choose(user, combobox(dialog, 'ラウンド（から）'), '準決勝');
    await choose(user, combobox(dialog, 'ラウンド（まで）'), '準決勝');
    expect(title).toHaveValue('決勝トーナメント 準決勝');
    await choose(user, combobox(dialog, 'ラウンド（まで）'), '3位決定戦');
    expect(title).toHaveValue('決勝トーナメント 準決勝〜3位決定戦');
    // 準決勝〜決勝 is every round: the stage's name alone.
    await choose(user, combobox(dialog, 'ラウンド（まで）'), '決勝');
    expect(title).toHaveValue('決勝トーナメント');
    await user.clear(title);
    await user.type(title, '午後の部');
    await choose(user, combobox(dialog, 'ラウンド（から）'), '3位決定戦');
    expect(title).toHaveValue('午後の部');
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const [added] = onlyBatch().filter((write) => write.op === 'set' && write.path !== BOARD);
    expect(added.data).toMatchObject({ title: '午後の部', stageId: 'st1', stageRounds: { from: 2, to: 3 } });
  });

  it('a 決勝トーナメント not drawn yet offers the rounds its league will send it to', async () => {
    const league: Stage = { ...knockout(), id: 'lg', name: '予選リーグ', format: 'league', groups: 2 };
    const final: Stage = {
      ...knockout(),
      id: 'fin',
      order: 1,
      thirdPlace: true,
      entrants: [],
      draw: [],
      results: {},
      tables: {},
      from: { stageId: 'lg', qualifiers: 2 },
    };
    stagesState = {
      status: 'ready',
      data: [{ ...league, draw: makeDraw(league), results: {}, tables: {} }, final],
    };
    unitsState = {
      status: 'ready',
      data: units.map((u) => (u.id === 'u4' ? { ...u, stageId: 'fin', stageRounds: { from: 2, to: 3 } } : u)),
    };
    const { user } = setup();
    expect(item('決勝')).toHaveTextContent('対戦「決勝トーナメント」3位決定戦〜決勝・組み合わせ未作成');
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    expect(combobox(dialog, 'ラウンド（から）')).toHaveTextContent('3位決定戦');
    expect(combobox(dialog, 'ラウンド（まで）')).toHaveTextContent('決勝');
  });

  /** 女子シングルス: 4 others on the same table 1 (the hall's tables are shared), nothing played yet. */
  const women = (): Stage => ({
    ...drawnStageOf('single', 4, {
      id: 'wo',
      order: 1,
      name: '女子シングルス',
      seeds: 4,
      entrants: entrantsOf(4, (i) => ({ id: `w${i}`, name: `女子${i}` })),
      tableCount: 1,
    }),
  });
  const holdingBoth = (u: Unit): Unit =>
    u.id === 'u2' ? { ...u, stageId: 'st1', parallelStages: [{ stageId: 'wo', rounds: null }] } : u;

  it('an item holding two stages counts both and ends when the last does on their shared table; later items re-time from it', () => {
    vi.setSystemTime(jst('09:40'));
    stagesState = { status: 'ready', data: [knockout(), women()] };
    unitsState = { status: 'ready', data: units.map(holdingBoth) };
    setup();
    // Table 1 frees at 09:55 (W1-2: 20 minutes a match so far). 女子 has no match timed: its item's 30
    // minutes over the 6 matches both play on one table, 5 each. 女子 準決勝 ×2 (09:55–10:05), the
    // 男子 final (ready the longest, 10:05–10:25), the 女子 final: 10:30. Alone, 男子 ends at 10:15.
    expect(item('男子シングルス 予選')).toHaveTextContent(
      '対戦「決勝トーナメント」・「女子シングルス」・残り 5試合・1試合平均 20分・見込み終了 10:30頃',
    );
    expect(item('休憩')).toHaveTextContent('見込み 10:30');
  });

  it('on a hall, an item says the tables each of its stages plays on, and so does the printed sheet', () => {
    vi.setSystemTime(jst('09:40'));
    compeState = {
      status: 'ready',
      data: { ...compe, hall: { tables: 4, label: '台', names: [], restMinutes: 0, callOrder: 'behind' } },
    };
    stagesState = { status: 'ready', data: [knockout(), { ...women(), tableCount: 2, tableFirst: 3 }] };
    unitsState = { status: 'ready', data: units.map(holdingBoth) };
    setup();
    expect(item('男子シングルス 予選')).toHaveTextContent(
      /^.*対戦「決勝トーナメント」（1番台）・「女子シングルス」（3〜4番台）・残り 5試合/,
    );
    const table = screen.getByRole('table', { name: '進行表（印刷用）', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })[2]).toHaveTextContent(
      '対戦: 決勝トーナメント（1番台）・女子シングルス（3〜4番台）',
    );
  });

  it('the dialog adds a stage held in parallel, names the item after both and saves them', async () => {
    stagesState = { status: 'ready', data: [knockout(), women()] };
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    const dialog = screen.getByRole('dialog', { name: '項目を追加' });
    const add = within(dialog).getByRole('button', { name: '＋ 並行するステージを追加' });
    // Only once a first stage is chosen.
    expect(add).toBeDisabled();
    await choose(user, combobox(dialog, '対戦ステージ'), '決勝トーナメント');
    await user.click(add);
    await choose(user, combobox(dialog, '対戦ステージ 2'), '女子シングルス');
    expect(within(dialog).getByRole('textbox', { name: 'タイトル' })).toHaveValue(
      '決勝トーナメント・女子シングルス',
    );
    await choose(user, combobox(dialog, 'ラウンド（から） 2'), '決勝');
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const [added] = onlyBatch().filter((write) => write.op === 'set' && write.path !== BOARD);
    expect(added.data).toMatchObject({
      title: '決勝トーナメント・女子シングルス 決勝',
      stageId: 'st1',
      stageRounds: null,
      parallelStages: [{ stageId: 'wo', rounds: { from: 2, to: 2 } }],
    });
    expect(boardUnits(onlyBatch()).at(-1)).toMatchObject({
      stageId: 'st1',
      parallelStages: [{ stageId: 'wo', rounds: { from: 2, to: 2 } }],
    });
  });

  it('the dialog refuses a stage chosen twice, in words, sends nothing, and takes a second stage off', async () => {
    stagesState = { status: 'ready', data: [knockout(), women()] };
    unitsState = { status: 'ready', data: units.map(holdingBoth) };
    const { user } = setup();
    await user.click(
      within(item('男子シングルス 予選')).getByRole('button', { name: '「男子シングルス 予選」を編集' }),
    );
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    expect(combobox(dialog, '対戦ステージ 2')).toHaveTextContent('女子シングルス');
    await choose(user, combobox(dialog, '対戦ステージ 2'), '決勝トーナメント');
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() =>
      expect(combobox(dialog, '対戦ステージ 2')).toHaveAccessibleDescription(
        STAFF_MESSAGES.runSheetStageTwice,
      ),
    );
    expect(recorder.committed).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '対戦ステージ 2を外す' }));
    await user.click(within(dialog).getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    expect(writeTo(onlyBatch(), unitPath('u2'))).toMatchObject({
      op: 'update',
      data: { stageId: 'st1', parallelStages: [] },
    });
    expect(boardUnits(onlyBatch()).find((u) => u.id === 'u2')).not.toHaveProperty('parallelStages');
  });

  it('without stages the choice is there but disabled, saying where stages are made', async () => {
    const { user } = setup();
    await user.click(within(item('決勝')).getByRole('button', { name: '「決勝」を編集' }));
    const dialog = screen.getByRole('dialog', { name: '項目を編集' });
    const select = within(dialog).getByRole('combobox', { name: '対戦ステージ' });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveAccessibleDescription('対戦ページでステージを追加すると選べます');
  });
});

describe('進行表: offline (docs/venue-mode.md)', () => {
  /** As Firestore does offline: the batch is on the page's listeners at once; the server never answers. */
  const offline = () =>
    recorder.commit.mockImplementation((writes) => {
      void showBatch(writes);
      return new Promise<void>(() => {});
    });
  const finishButton = (title: string) =>
    within(item(title)).queryByRole('button', { name: `「${title}」を終了` });

  it('次へ is done once the list shows it, and the next 次へ moves the day on again', async () => {
    offline();
    const { user } = setup();
    const bar = screen.getByRole('region', { name: '進行の操作' });
    const next = within(bar).getByRole('button', { name: STAFF_LABELS.runSheetNext });
    await user.click(next);
    await waitFor(() => expect(finishButton('休憩')).toBeInTheDocument());
    await waitFor(() => expect(next).toBeEnabled());
    expect(bar).not.toHaveTextContent('送信中…');

    await user.click(next);
    await waitFor(() => expect(recorder.committed).toHaveLength(2));
    expect(
      recorder.committed[1]
        .filter((w) => w.op === 'update')
        .map((w) => `${w.path}:${String(w.data?.status)}`),
    ).toEqual([`${unitPath('u3')}:done`, `${unitPath('u4')}:running`]);
    await waitFor(() => expect(finishButton('決勝')).toBeInTheDocument());
  });

  it('a refusal that comes after the list showed the action is still said, and the list is the server’s again', async () => {
    let refuse: (error: unknown) => void = () => {};
    recorder.commit.mockImplementation((writes) => {
      void showBatch(writes);
      return new Promise<void>((_resolve, reject) => (refuse = reject));
    });
    const { user } = setup();
    const next = screen.getByRole('button', { name: STAFF_LABELS.runSheetNext });
    await user.click(next);
    await waitFor(() => expect(finishButton('休憩')).toBeInTheDocument());
    await waitFor(() => expect(next).toBeEnabled());

    // Back online, the server refuses; Firestore takes the batch back from the listeners.
    await act(async () => refuse({ code: 'permission-denied' }));
    act(() => setUnits(units.map((u) => ({ ...u }))));
    expect(await screen.findByText(MESSAGES.permissionDenied)).toBeInTheDocument();
    expect(finishButton('男子シングルス 予選')).toBeInTheDocument();
    expect(finishButton('休憩')).not.toBeInTheDocument();
  });

  it('an item added offline closes its dialog once it is on the list', async () => {
    offline();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    const dialog = screen.getByRole('dialog', { name: '項目を追加' });
    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), '表彰式');
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.runSheetAdd }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '項目を追加' })).not.toBeInTheDocument());
    expect(item('表彰式')).toBeInTheDocument();
    expect(await screen.findByText('「表彰式」を追加しました')).toBeInTheDocument();
  });
});

describe('進行表: drawing', () => {
  it('a tap draws no card again while it is sent, and a change draws only the card it changed', async () => {
    let answer: () => void = () => {};
    recorder.commit.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = setup();
    const bar = screen.getByRole('region', { name: '進行の操作' });
    cardRenders.length = 0;

    await user.click(within(bar).getByRole('button', { name: STAFF_LABELS.runSheetNext }));
    expect(bar).toHaveTextContent('送信中…');
    expect(within(bar).getByRole('button', { name: STAFF_LABELS.runSheetNext })).toBeDisabled();
    expect(cardRenders).toEqual([]);

    // Another device edits the note of 決勝: that card alone is drawn again.
    act(() => setUnits(units.map((u) => (u.id === 'u4' ? { ...u, note: '第1コート' } : u))));
    expect(item('決勝')).toHaveTextContent('第1コート');
    expect(cardRenders).toEqual(['u4']);

    await act(async () => answer());
    await waitFor(() => expect(bar).not.toHaveTextContent('送信中…'));
  });
});
