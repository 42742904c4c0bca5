import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardSnapshot } from '@/lib/live-board/watch-board';
import { clearLoaderCache } from '@/lib/use-loader';
import { MESSAGES } from '@/shared/messages';
import { UNIT_KIND_LABELS } from '@/shared/schemas/unit';
import { renderRoutes } from '@/testing/render';
import { KIND_LABELS } from '../live-sheet';
import LivePage from '../pages/live-page';
import {
  board,
  cacheSnapshot,
  compe,
  firebase,
  jst,
  movedOn,
  resetFirebase,
  serverSnapshot,
} from './fixtures';

// The stages' listener: a competition without stages (live-play.test.tsx has the play).
vi.mock('@/lib/live-stages/watch-stages', async () => (await import('./fixtures')).stagesModule());
vi.mock('@/lib/live-stages/get-stages', async () => (await import('./fixtures')).getStagesModule());
vi.mock('@/lib/live-board/get-board', async () => {
  const { firebase: fb } = await import('./fixtures');
  return { getBoard: (id: string) => fb.getBoard(id) };
});
vi.mock('@/lib/live-board/watch-board', async () => {
  const { firebase: fb } = await import('./fixtures');
  return {
    watchBoard: (
      id: string,
      onBoard: (s: BoardSnapshot) => void,
      onError: (e: { code?: string }) => void,
    ) => {
      fb.watchBoard(id);
      fb.push = onBoard;
      fb.fail = onError;
      return fb.stopWatching;
    },
  };
});
vi.mock('../api/get-live-compe', async () => {
  const { firebase: fb } = await import('./fixtures');
  return { getLiveCompe: (id: string) => fb.getLiveCompe(id) };
});

const renderLive = () =>
  renderRoutes([{ path: paths.live.path, element: <LivePage /> }], {
    path: paths.live.getHref('sakura', 'winter-cup'),
  });

/** Waits for the listener to be attached, then delivers a snapshot as the full SDK would. */
async function push(snapshot: BoardSnapshot) {
  await vi.waitFor(() => expect(firebase.watchBoard).toHaveBeenCalled(), { timeout: 3000 });
  act(() => firebase.push(snapshot));
}

// Generous: the first render of a file also loads the page and its styles under a busy test run.
const nowRegion = () => screen.findByRole('region', { name: 'ただいま' }, { timeout: 3000 });
const nextRegion = () => screen.getByRole('region', { name: '次の項目' });
const connection = () => screen.getByRole('status');

beforeEach(() => {
  // Only Date is faked: the page's own timers and Testing Library's waits run for real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(jst('09:45'));
  clearLoaderCache();
  resetFirebase();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ライブ: the day from the board', () => {
  it('shows now running, next up, the delay, the notice and 最終更新', async () => {
    renderLive();
    const now = await nowRegion();
    expect(within(now).getByRole('heading', { level: 4 })).toHaveTextContent('男子シングルス 予選');
    expect(within(now).getByText('09:20開始（予定 09:10）')).toBeInTheDocument();
    expect(
      within(within(now).getByRole('list', { name: '出場者' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ゼッケン12 山田 太郎', 'ゼッケン15 佐藤 健']);

    const next = nextRegion();
    expect(within(next).getByRole('heading', { level: 4 })).toHaveTextContent('女子シングルス 予選');
    // Planned 09:40; the men ran 10 minutes late and end at 09:50.
    expect(within(next).getByText('09:50頃開始の見込み（予定 09:40）')).toBeInTheDocument();
    expect(within(next).getByText('第1・第2コート')).toBeInTheDocument();

    expect(screen.getByText('予定より約10分遅れ')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'お知らせ' })).toHaveTextContent(
      '駐車場は第2駐車場をご利用ください',
    );
    expect(screen.getByText(/最終更新/)).toHaveTextContent('最終更新 09:44:30');
    expect(screen.getByRole('heading', { level: 2, name: 'さくらウィンターカップ' })).toBeInTheDocument();
  });

  it('links to the call board in a tab of its own, for the venue screen', async () => {
    renderLive();
    await nowRegion();
    const links = screen.getByRole('navigation', { name: '関連ページ' });
    const call = within(links).getByRole('link', { name: '呼び出し画面' });
    expect(call).toHaveAttribute('href', paths.call.getHref('sakura', 'winter-cup'));
    expect(call).toHaveAttribute('target', '_blank');
  });

  it('lists the whole schedule with planned and estimated starts, state and entries', async () => {
    renderLive();
    await nowRegion();
    const schedule = screen.getByRole('region', { name: '進行表' });
    const row = (title: string) => {
      const found = within(schedule).getByText(title, { selector: '.row-title' }).closest('li');
      if (!found) throw new Error(`no row ${title}`);
      return found;
    };
    expect(
      within(schedule)
        .getAllByText(/./, { selector: '.row-title' })
        .map((el) => el.textContent),
    ).toEqual(['開会式', '男子シングルス 予選', '女子シングルス 予選', '休憩', '決勝']);
    expect(row('開会式')).toHaveTextContent('予定 09:00開始 09:05');
    expect(row('開会式')).toHaveTextContent('終了');
    expect(row('男子シングルス 予選')).toHaveAttribute('aria-current', 'step');
    expect(row('男子シングルス 予選')).toHaveTextContent('進行中');
    expect(row('休憩')).toHaveTextContent('予定 10:10見込み 10:20');
    expect(row('決勝')).toHaveTextContent('予定 10:20見込み 10:30');
    expect(
      within(row('決勝'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ゼッケン12 山田 太郎', 'ゼッケン21 渡辺 葵']);
    // Only now/next is a live region, not the whole list.
    expect(schedule.closest('[aria-live]')).toBeNull();
    expect((await nowRegion()).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('a pushed board update changes the page without a reload', async () => {
    const { container } = renderLive();
    await nowRegion();
    await push(serverSnapshot(board()));
    await push(serverSnapshot(movedOn()));

    const now = await nowRegion();
    expect(within(now).getByRole('heading', { level: 4 })).toHaveTextContent('女子シングルス 予選');
    expect(within(nextRegion()).getByRole('heading', { level: 4 })).toHaveTextContent('休憩');
    expect(screen.getByText(/最終更新/)).toHaveTextContent('最終更新 09:46:05');
    expect(container.querySelector('article')).toHaveAttribute('data-current-unit-id', 'u3');
    expect(container.querySelector('article')).toHaveAttribute(
      'data-updated-at',
      String(jst('09:46', 5).getTime()),
    );
  });

  it('keeps the Lite read from overwriting what the listener already said', async () => {
    let resolveRead: (value: Awaited<ReturnType<typeof firebase.getBoard>>) => void = () => {};
    firebase.getBoard.mockReturnValue(new Promise((resolve) => (resolveRead = resolve)));
    renderLive();
    // The listener gets its head start after 2 s when the Lite read hangs.
    await vi.waitFor(() => expect(firebase.watchBoard).toHaveBeenCalled(), { timeout: 3000 });
    act(() => firebase.push(serverSnapshot(movedOn())));
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '女子シングルス 予選',
    );

    await act(async () => resolveRead({ kind: 'board', board: board() }));
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '女子シングルス 予選',
    );
  });

  it('stops listening when the viewer leaves', async () => {
    const { unmount } = renderLive();
    await push(serverSnapshot(board()));
    expect(firebase.watchBoard).toHaveBeenCalledTimes(1);
    expect(firebase.watchBoard).toHaveBeenCalledWith('winter-cup');
    unmount();
    expect(firebase.stopWatching).toHaveBeenCalledTimes(1);
  });
});

describe('ライブ: connection', () => {
  it('says since when it is disconnected on a cache snapshot after being live, and clears when live again', async () => {
    renderLive();
    await nowRegion();
    expect(connection()).toHaveTextContent(MESSAGES.liveConnecting);

    await push(serverSnapshot(board()));
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);
    expect(screen.getByText(/^最終更新/)).toBeInTheDocument();

    vi.setSystemTime(jst('10:02', 30));
    await push(cacheSnapshot(board()));
    // What is on screen was the server's until the connection was lost; the board's own 最終更新
    // gives way to it, so the page does not show two different times under one name.
    expect(connection()).toHaveTextContent('接続が切れています（最終更新 10:02:30）');
    expect(screen.queryByText(/^最終更新/)).not.toBeInTheDocument();
    vi.setSystemTime(jst('10:05'));
    // What was last known stays on screen meanwhile.
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '男子シングルス 予選',
    );

    await push(serverSnapshot(movedOn()));
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '女子シングルス 予選',
    );
  });

  it('says it is disconnected while the browser is offline, and waits for the server after it is back', async () => {
    renderLive();
    await push(serverSnapshot(board()));
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);

    act(() => window.dispatchEvent(new Event('offline')));
    expect(connection()).toHaveTextContent(MESSAGES.liveReconnecting);
    act(() => window.dispatchEvent(new Event('online')));
    // The listener never lost the server: back at once.
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);

    act(() => window.dispatchEvent(new Event('offline')));
    await push(cacheSnapshot(board()));
    act(() => window.dispatchEvent(new Event('online')));
    // The listener did lose it: reconnecting until the server answers again.
    expect(connection()).toHaveTextContent(MESSAGES.liveReconnecting);
    await push(serverSnapshot(board()));
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);
  });

  it('subscribes again when the listener fails for another reason than the rules', async () => {
    renderLive();
    await push(serverSnapshot(board()));
    act(() => firebase.fail({ code: 'unavailable' }));
    expect(connection()).toHaveTextContent(MESSAGES.liveReconnecting);
    await vi.waitFor(() => expect(firebase.watchBoard).toHaveBeenCalledTimes(2), { timeout: 3000 });
    act(() => firebase.push(serverSnapshot(movedOn())));
    expect(connection()).toHaveTextContent(MESSAGES.liveConnected);
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '女子シングルス 予選',
    );
  });
});

describe('ライブ: re-timing between changes', () => {
  it('moves estimates on every 30 s, never into the past', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(jst('09:45'));
    renderLive();
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(within(nextRegion()).getByText('09:50頃開始の見込み（予定 09:40）')).toBeInTheDocument();

    // 09:55 and the men's heats, due to end at 09:50, are still on: the women cannot start before now.
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(within(nextRegion()).getByText('09:55頃開始の見込み（予定 09:40）')).toBeInTheDocument();
    expect(screen.getByText('予定より約15分遅れ')).toBeInTheDocument();
  });
});

describe('ライブ: nothing to show yet, or nothing to show', () => {
  it('says the run sheet is not published yet, and shows it when staff publish it', async () => {
    firebase.getBoard.mockResolvedValue({ kind: 'missing' });
    renderLive();
    expect(await screen.findByText(MESSAGES.liveBoardNotPublished)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ただいま' })).not.toBeInTheDocument();

    await push(serverSnapshot(board()));
    expect(within(await nowRegion()).getByRole('heading', { level: 4 })).toHaveTextContent(
      '男子シングルス 予選',
    );
    expect(screen.queryByText(MESSAGES.liveBoardNotPublished)).not.toBeInTheDocument();
  });

  it('does not claim "not published" from an empty cache while offline', async () => {
    firebase.getBoard.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderLive();
    await push(cacheSnapshot(null));
    expect(screen.getByRole('progressbar', { name: '進行表を読み込み中' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.liveBoardNotPublished)).not.toBeInTheDocument();

    await push(serverSnapshot(null));
    expect(await screen.findByText(MESSAGES.liveBoardNotPublished)).toBeInTheDocument();
  });

  it('an unknown or unpublished competition gets a clear page with the way back to the club', async () => {
    // The board's clock (its listener's 2 s head start, its retries) is the test's to move.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(jst('09:45'));
    firebase.getLiveCompe.mockResolvedValue(null);
    firebase.getBoard.mockResolvedValue({ kind: 'denied' });
    renderLive();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.liveUnavailable);
    expect(screen.getByRole('link', { name: MESSAGES.liveBackToClub })).toHaveAttribute('href', '/sakura');
    // Nothing will come of listening to a board the rules refuse: not in the next minute either.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(firebase.watchBoard).not.toHaveBeenCalled();
  });

  it('a cancelled competition says so above the schedule; one that goes on does not', async () => {
    firebase.getLiveCompe.mockResolvedValue(compe({ cancelled: true }));
    renderLive();
    expect(await screen.findByTestId('compe-cancelled')).toHaveTextContent(MESSAGES.compeCancelled);
    // No run sheet is coming: the page does not say it is "not published yet".
    await push(serverSnapshot(null));
    expect(screen.queryByText(MESSAGES.liveBoardNotPublished)).not.toBeInTheDocument();
    clearLoaderCache();
    firebase.getLiveCompe.mockResolvedValue(compe());
    const { unmount } = renderLive();
    await nowRegion();
    expect(screen.getAllByText(MESSAGES.compeCancelled)).toHaveLength(1);
    unmount();
  });

  it('a competition of another club is not shown under this club', async () => {
    firebase.getLiveCompe.mockResolvedValue(compe({ clubId: 'momiji' }));
    renderLive();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.liveUnavailable);
  });

  it('a competition unpublished during the day ends the page plainly', async () => {
    renderLive();
    await push(serverSnapshot(board()));
    act(() => firebase.fail({ code: 'permission-denied' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.liveUnavailable);
    expect(screen.queryByRole('region', { name: 'ただいま' })).not.toBeInTheDocument();
  });
});

describe('ライブ: labels', () => {
  it('names item kinds as the staff schema does (kept apart only to keep zod off the page)', () => {
    expect(KIND_LABELS).toEqual(UNIT_KIND_LABELS);
  });
});
