import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardSnapshot } from '@/lib/live-board/watch-board';
import { clearLoaderCache } from '@/lib/use-loader';
import { MESSAGES } from '@/shared/messages';
import { renderRoutes } from '@/testing/render';
import LivezPage from '../pages/livez-page';
import { compe, firebase, jst, movedOn, resetFirebase, serverSnapshot } from './fixtures';

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

const renderLivez = () =>
  renderRoutes([{ path: paths.livez.path, element: <LivezPage /> }], {
    path: paths.livez.getHref('sakura', 'winter-cup'),
  });

const meeting = {
  url: 'https://zoom.example/j/81234567890?pwd=abc',
  id: '812 3456 7890',
  passcode: 'sakura25',
};
// Generous: the first render of a file also loads the page and its styles under a busy test run.
const nowRegion = () => screen.findByRole('region', { name: 'ただいま' }, { timeout: 3000 });
const nextRegion = () => screen.getByRole('region', { name: '次' });

const scrollTo = vi.fn();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(jst('09:45'));
  clearLoaderCache();
  resetFirebase();
  scrollTo.mockReset();
  // jsdom lays nothing out and has no Element.scrollTo.
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  delete (Element.prototype as { scrollTo?: unknown }).scrollTo;
  vi.unstubAllGlobals();
});

describe('ライブZoom', () => {
  it('shows the current item large and calls the next item’s entries to スタンバイ', async () => {
    renderLivez();
    const now = await nowRegion();
    expect(within(now).getByRole('heading', { level: 3 })).toHaveTextContent('男子シングルス 予選');
    expect(within(now).getByText('09:20開始')).toBeInTheDocument();

    const next = nextRegion();
    expect(within(next).getByRole('heading', { level: 3 })).toHaveTextContent('女子シングルス 予選');
    expect(within(next).getByText('09:50頃開始の見込み')).toBeInTheDocument();
    expect(within(next).getByText(MESSAGES.liveStandby)).toBeInTheDocument();
    const standby = within(next).getByRole('list', { name: `${MESSAGES.liveStandby}の出場者` });
    expect(
      within(standby)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ゼッケン21 渡辺 葵', 'ゼッケン22 高橋 美咲']);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ウィンターカップ');
    expect(screen.getByText('予定より約10分遅れ')).toBeInTheDocument();
    expect(screen.getByText('駐車場は第2駐車場をご利用ください')).toBeInTheDocument();
    expect(screen.getByText(/最終更新/)).toHaveTextContent('最終更新 09:44:30');
    expect(screen.getByRole('time', { name: '現在時刻 09:45' })).toBeInTheDocument();
    expect(document.title).toBe('ウィンターカップ ライブZoom | Compe');
  });

  it('shows the meeting URL written out, its ID and passcode when the competition has a meeting', async () => {
    firebase.getLiveCompe.mockResolvedValue(compe({ meeting }));
    renderLivez();
    const info = await screen.findByRole('region', { name: 'ミーティング参加情報' });
    expect(within(info).getByRole('link', { name: meeting.url })).toHaveAttribute('href', meeting.url);
    expect(within(info).getByText('ミーティングID').nextElementSibling).toHaveTextContent('812 3456 7890');
    expect(within(info).getByText('パスコード').nextElementSibling).toHaveTextContent('sakura25');
  });

  it('shows no meeting block when the competition has none', async () => {
    renderLivez();
    await nowRegion();
    expect(screen.queryByRole('region', { name: 'ミーティング参加情報' })).not.toBeInTheDocument();
  });

  it('follows a pushed change, scrolling the schedule to the new current item', async () => {
    renderLivez();
    await nowRegion();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    const current = () =>
      screen.getByRole('region', { name: '進行表' }).querySelector('[aria-current="step"]');
    expect(current()).toHaveTextContent('男子シングルス 予選');

    // The listener's code loads after first content: under a busy full run that can pass 1 s.
    await vi.waitFor(() => expect(firebase.watchBoard).toHaveBeenCalled(), { timeout: 3000 });
    act(() => firebase.push(serverSnapshot(movedOn())));
    expect(within(await nowRegion()).getByRole('heading', { level: 3 })).toHaveTextContent(
      '女子シングルス 予選',
    );
    expect(current()).toHaveTextContent('女子シングルス 予選');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps instead of gliding for viewers who ask for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion') }));
    renderLivez();
    await nowRegion();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalled());
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });

  it('says the run sheet is not published yet, with the meeting info still on screen', async () => {
    firebase.getBoard.mockResolvedValue({ kind: 'missing' });
    firebase.getLiveCompe.mockResolvedValue(compe({ meeting }));
    renderLivez();
    expect(await screen.findByText(MESSAGES.liveBoardNotPublished)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ミーティング参加情報' })).toBeInTheDocument();
  });

  it('an unknown or unpublished competition gets a clear screen, not a crash', async () => {
    firebase.getLiveCompe.mockResolvedValue(null);
    firebase.getBoard.mockResolvedValue({ kind: 'denied' });
    renderLivez();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.liveUnavailable);
    expect(screen.getByRole('link', { name: MESSAGES.liveBackToClub })).toHaveAttribute('href', '/sakura');
  });
});
