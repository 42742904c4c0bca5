import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { LiveStage } from '@/lib/live-stages/live-stage';
import type { StagesSnapshot } from '@/lib/live-stages/watch-stages';
import type { StagesRead } from '@/lib/live-stages/get-stages';
import { clearLoaderCache } from '@/lib/use-loader';
import { CALL_MESSAGES } from '@/shared/call-messages';
import { renderRoutes } from '@/testing/render';
import { bracketStage, result } from '@/testing/stages';
import type { CallCompe } from '../api/get-call-compe';
import CallPage from '../pages/call-page';
import { SOUND_KEY } from '../use-call-sound';
import { finishSpeaking, installSound, sound } from './sound-fakes';

const firebase = vi.hoisted(() => ({
  getCallCompe: vi.fn<(compeId: string) => Promise<CallCompe | null>>(),
  getStages: vi.fn<(compeId: string) => Promise<StagesRead>>(),
  watchStages: vi.fn<(compeId: string) => void>(),
  pushStages: (_snapshot: StagesSnapshot): void => {
    throw new Error('no stages listener yet');
  },
}));
vi.mock('../api/get-call-compe', () => ({ getCallCompe: (id: string) => firebase.getCallCompe(id) }));
vi.mock('@/lib/live-stages/get-stages', () => ({ getStages: (id: string) => firebase.getStages(id) }));
vi.mock('@/lib/live-stages/watch-stages', () => ({
  watchStages: (id: string, onStages: (s: StagesSnapshot) => void) => {
    firebase.watchStages(id);
    firebase.pushStages = onStages;
    return () => {};
  },
}));

const jst = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);

const renderBoard = () =>
  renderRoutes([{ path: paths.call.path, element: <CallPage /> }], {
    path: paths.call.getHref('sakura', 'winter-cup'),
  });

async function pushStages(stages: LiveStage[]) {
  await vi.waitFor(() => expect(firebase.watchStages).toHaveBeenCalledWith('winter-cup'), { timeout: 5000 });
  act(() => firebase.pushStages({ stages, fromCache: false }));
}

/** 準決勝 W1-1 山田 vs 高橋 on 1番台 since 10:00; W1-2 佐藤 vs 鈴木 waits. */
const oneOn = () => bracketStage({ tables: { 'W1-1': { table: 1, at: jst('10:00') } } });
/** Then W1-2 called to 2番台 at 10:05. */
const twoOn = () =>
  bracketStage({
    tables: { 'W1-1': { table: 1, at: jst('10:00') }, 'W1-2': { table: 2, at: jst('10:05') } },
  });
const callsList = () => screen.findByRole('list', { name: CALL_MESSAGES.calls }, { timeout: 5000 });

/**
 * Lets the board do all it would do in the next 10 s of its clock (fake in these tests, and moving
 * with the real one otherwise): a tone's end, the chime's 2.5 s fallback, every promise between
 * them, short of the voice's 15 s fallback (sound.ts). What is not in the log after it would not
 * come later either.
 */
const nextTenSeconds = () => act(() => vi.advanceTimersByTimeAsync(10_000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  clearLoaderCache();
  localStorage.clear();
  firebase.getCallCompe.mockReset();
  firebase.watchStages.mockReset();
  // The first read finds nothing yet; the stages come through the listener, as the day goes.
  firebase.getStages.mockReset().mockResolvedValue({ kind: 'stages', stages: [] });
  // On the competition's day: the board follows the calls live.
  firebase.getCallCompe.mockResolvedValue({
    clubId: 'sakura',
    title: 'ウィンターカップ',
    eventedAt: new Date(),
    cancelled: false,
    divisions: [],
  });
  installSound();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('呼び出し画面', () => {
  it('paints the calls with its first paint, from the one read sent with the page, then follows the listener', async () => {
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [oneOn()] });
    renderBoard();
    // The calls, with no listener yet: they come from the read, not from it.
    const rows = within(await callsList()).getAllByRole('listitem');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['1番台：山田 太郎 vs 高橋 次郎']);
    expect(firebase.getStages).toHaveBeenCalledTimes(1);
    await pushStages([twoOn()]);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: CALL_MESSAGES.calls }))
          .getAllByRole('listitem')
          .map((row) => row.firstChild?.textContent),
      ).toEqual(['2番台：佐藤 花子 vs 鈴木 一郎', '1番台：山田 太郎 vs 高橋 次郎']),
    );
    // Read once: the source took the page's read instead of reading again.
    expect(firebase.getStages).toHaveBeenCalledTimes(1);
  });

  it("on another day than the competition's, shows the calls from the one read and does not listen", async () => {
    firebase.getCallCompe.mockResolvedValue({
      clubId: 'sakura',
      title: 'ウィンターカップ',
      eventedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000),
      cancelled: false,
      divisions: [],
    });
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [oneOn()] });
    renderBoard();
    expect(within(await callsList()).getAllByRole('listitem')).toHaveLength(1);
    // Every import the page started has settled: the listener's module was never among them.
    await vi.dynamicImportSettled();
    expect(firebase.watchStages).not.toHaveBeenCalled();
  });

  it('shows the calls on the tables newest first, with stage, round and time, and the next calls', async () => {
    renderBoard();
    expect(
      await screen.findByRole('heading', { name: 'ウィンターカップ' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await pushStages([twoOn()]);
    const rows = within(await callsList()).getAllByRole('listitem');
    expect(rows.map((row) => row.firstChild?.textContent)).toEqual([
      '2番台：佐藤 花子 vs 鈴木 一郎',
      '1番台：山田 太郎 vs 高橋 次郎',
    ]);
    expect(rows[0]).toHaveTextContent('決勝トーナメント・準決勝・10:05 呼び出し');
    // Said to a screen reader too, once, as the newest call.
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('2番台：佐藤 花子 vs 鈴木 一郎');

    // 山田 wins on 1番台: it leaves the board, and the final waits for 鈴木 or 佐藤.
    await pushStages([{ ...twoOn(), results: { 'W1-1': result('a', [0, 3]) } }]);
    const left = within(await callsList()).getAllByRole('listitem');
    expect(left.map((row) => row.firstChild?.textContent)).toEqual(['2番台：佐藤 花子 vs 鈴木 一郎']);
    const next = screen.getByRole('region', { name: CALL_MESSAGES.next });
    expect(next).toHaveTextContent(CALL_MESSAGES.noNext);
  });

  it('before any tap asks for one, and stays silent; after it, a new call chimes and is read aloud', async () => {
    const user = userEvent.setup();
    renderBoard();
    await pushStages([oneOn()]);
    await callsList();
    const unlock = screen.getByRole('button', { name: CALL_MESSAGES.unlock });
    // A call before the tap: shown, not heard (the browser would refuse the sound anyway).
    await pushStages([twoOn()]);
    expect(sound.log).toEqual([]);
    await user.click(unlock);
    expect(screen.queryByRole('button', { name: CALL_MESSAGES.unlock })).toBeNull();

    await pushStages([
      bracketStage({
        tables: { 'W1-1': { table: 3, at: jst('10:00') }, 'W1-2': { table: 2, at: jst('10:05') } },
        tableCount: 3,
      }),
    ]);
    await vi.waitFor(() =>
      expect(sound.log).toEqual(['chime 880', 'chime 659.25', 'say 3番台、山田太郎さん、高橋次郎さん']),
    );
  });

  it('reads several new calls one after another, never over each other, oldest call first', async () => {
    const user = userEvent.setup();
    renderBoard();
    await pushStages([bracketStage()]);
    await screen.findByText(CALL_MESSAGES.noCalls, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: CALL_MESSAGES.unlock }));
    // 組み合わせを作成 with 自動: both semi-finals called at once.
    await pushStages([twoOn()]);
    await vi.waitFor(() => expect(sound.log.at(-1)).toBe('say 1番台、山田太郎さん、高橋次郎さん'));
    // The second call waits until the first has been said.
    await nextTenSeconds();
    expect(sound.log).toEqual(['chime 880', 'chime 659.25', 'say 1番台、山田太郎さん、高橋次郎さん']);
    act(() => finishSpeaking());
    await vi.waitFor(() =>
      expect(sound.log).toEqual([
        'chime 880',
        'chime 659.25',
        'say 1番台、山田太郎さん、高橋次郎さん',
        'chime 880',
        'chime 659.25',
        'say 2番台、佐藤花子さん、鈴木一郎さん',
      ]),
    );
  });

  it('音声 オフ while a call is read stops the voice and drops the calls still waiting', async () => {
    const user = userEvent.setup();
    renderBoard();
    await pushStages([bracketStage()]);
    await screen.findByText(CALL_MESSAGES.noCalls, {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: CALL_MESSAGES.unlock }));
    await pushStages([twoOn()]);
    await vi.waitFor(() => expect(sound.log.at(-1)).toBe('say 1番台、山田太郎さん、高橋次郎さん'));
    await user.click(screen.getByRole('button', { name: CALL_MESSAGES.soundOn }));
    expect(sound.speaking).toBeNull();
    await nextTenSeconds();
    // 2番台's call, queued behind the first, is never chimed nor said.
    expect(sound.log).toEqual(['chime 880', 'chime 659.25', 'say 1番台、山田太郎さん、高橋次郎さん']);
  });

  it('without a Japanese voice chimes only, and says so quietly', async () => {
    installSound({ voice: false });
    const user = userEvent.setup();
    renderBoard();
    await pushStages([oneOn()]);
    await callsList();
    await user.click(screen.getByRole('button', { name: CALL_MESSAGES.unlock }));
    expect(screen.getByText(CALL_MESSAGES.noVoice)).toBeInTheDocument();
    await pushStages([twoOn()]);
    await vi.waitFor(() => expect(sound.log).toEqual(['chime 880', 'chime 659.25']));
    await nextTenSeconds();
    expect(sound.log).toEqual(['chime 880', 'chime 659.25']);
  });

  it('音声 オフ is silent and is remembered on the device', async () => {
    const user = userEvent.setup();
    const { unmount } = renderBoard();
    await pushStages([oneOn()]);
    await callsList();
    const toggle = screen.getByRole('button', { name: CALL_MESSAGES.soundOn });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent(CALL_MESSAGES.soundOff);
    await pushStages([twoOn()]);
    await nextTenSeconds();
    expect(sound.log).toEqual([]);
    unmount();

    clearLoaderCache();
    firebase.watchStages.mockReset();
    // The first read finds nothing yet; the stages come through the listener, as the day goes.
    firebase.getStages.mockReset().mockResolvedValue({ kind: 'stages', stages: [] });
    renderBoard();
    await pushStages([twoOn()]);
    expect(await screen.findByRole('button', { name: CALL_MESSAGES.soundOff })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
  });

  describe('a day of several 部門 on one hall', () => {
    const hall = { tables: 4, label: '台', names: ['A1', 'A2', 'B1', 'B2'] };
    const divisions = [
      { id: 'd1', name: '男子シングルス' },
      { id: 'd2', name: '女子シングルス' },
    ];
    /** 男子 on tables 1–2 (A1, A2): 準決勝 W1-1 山田 vs 高橋 on A1 since 10:00. */
    const men = (tables: LiveStage['tables'] = { 'W1-1': { table: 1, at: jst('10:00') } }) =>
      bracketStage({ name: '男子シングルス', divisionId: 'd1', tables });
    /** 女子 on tables 2–3 (A2, B1), sharing A2: W1-1 伊藤 vs 小林 on A2 since 10:02. */
    const women = (tables: LiveStage['tables'] = { 'W1-1': { table: 2, at: jst('10:02') } }) =>
      bracketStage({
        id: 'women',
        order: 2,
        name: '女子シングルス',
        divisionId: 'd2',
        tableFirst: 2,
        entrants: [
          { id: 'w1', name: '伊藤 恵', affiliation: '' },
          { id: 'w2', name: '渡辺 葵', affiliation: '' },
          { id: 'w3', name: '中村 舞', affiliation: '' },
          { id: 'w4', name: '小林 結', affiliation: '' },
        ],
        tables,
      });
    const boardAt = (search: string) =>
      renderRoutes([{ path: paths.call.path, element: <CallPage /> }], {
        path: `${paths.call.getHref('sakura', 'winter-cup')}${search}`,
      });
    const shownCalls = () =>
      within(screen.getByRole('list', { name: CALL_MESSAGES.calls }))
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent);

    beforeEach(() => {
      firebase.getCallCompe.mockResolvedValue({
        clubId: 'sakura',
        title: 'ウィンターカップ',
        eventedAt: new Date(),
        cancelled: false,
        divisions,
        hall,
      });
    });

    it("shows every 部門's calls by default, tables by the hall's names", async () => {
      boardAt('');
      await pushStages([men(), women()]);
      await vi.waitFor(() =>
        expect(shownCalls()).toEqual(['A2：伊藤 恵 vs 小林 結', 'A1：山田 太郎 vs 高橋 次郎']),
      );
      // The filter loads after the calls are painted.
      const filter = await screen.findByRole('navigation', { name: '部門' });
      expect(within(filter).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText(CALL_MESSAGES.board)).toBeInTheDocument();
      // 女子's W1-2 takes B1, the one free table of its range.
      expect(screen.getByRole('region', { name: CALL_MESSAGES.next })).toHaveTextContent(
        'B1渡辺 葵 vs 中村 舞',
      );
    });

    it('set to one 部門 by its address, shows its calls only and never a table another 部門 holds as free', async () => {
      boardAt('?division=d1');
      await pushStages([men(), women()]);
      await vi.waitFor(() => expect(shownCalls()).toEqual(['A1：山田 太郎 vs 高橋 次郎']));
      expect(screen.getByText(`${CALL_MESSAGES.board}・男子シングルス`)).toBeInTheDocument();
      expect(document.title).toContain('呼び出し画面・男子シングルス');
      // 男子's W1-2 waits: A2 is its table, but 女子 plays on it.
      const next = screen.getByRole('region', { name: CALL_MESSAGES.next });
      expect(
        within(next)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['—佐藤 花子 vs 鈴木 一郎男子シングルス・準決勝']);
    });

    it('an unknown 部門 in the address shows every 部門, without an error', async () => {
      boardAt('?division=gone');
      await pushStages([men(), women()]);
      await vi.waitFor(() => expect(shownCalls()).toHaveLength(2));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await screen.findByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'true');
    });

    it("reads out its own 部門's new calls only, and switching 部門 announces nothing", async () => {
      const user = userEvent.setup();
      boardAt('?division=d1');
      await pushStages([men(), women()]);
      await vi.waitFor(() => expect(shownCalls()).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: CALL_MESSAGES.unlock }));
      // 女子's W1-2 called to B1: not this board's 部門.
      await pushStages([
        men(),
        women({ 'W1-1': { table: 2, at: jst('10:02') }, 'W1-2': { table: 3, at: jst('10:06') } }),
      ]);
      await nextTenSeconds();
      expect(sound.log).toEqual([]);
      // 男子's W1-2 called (A2 freed by 女子's W1-1 ending): chimed and said.
      const women2 = women({ 'W1-2': { table: 3, at: jst('10:06') } });
      women2.results = { 'W1-1': result('a', [0, 3]) };
      await pushStages([
        men({ 'W1-1': { table: 1, at: jst('10:00') }, 'W1-2': { table: 2, at: jst('10:08') } }),
        women2,
      ]);
      await vi.waitFor(() =>
        expect(sound.log).toEqual(['chime 880', 'chime 659.25', 'say A2、佐藤花子さん、鈴木一郎さん']),
      );
      act(() => finishSpeaking());
      // Every 部門 on screen now: 女子's call, already on its table, is not news.
      await user.click(await screen.findByRole('link', { name: 'すべて' }));
      await vi.waitFor(() => expect(shownCalls()).toHaveLength(3));
      await nextTenSeconds();
      expect(sound.log).toHaveLength(3);
    });
  });

  it('says plainly when the competition is not published, with the way back to the club', async () => {
    firebase.getCallCompe.mockResolvedValue(null);
    renderBoard();
    expect(await screen.findByRole('alert')).toHaveTextContent(CALL_MESSAGES.unavailable);
    expect(screen.getByRole('link', { name: CALL_MESSAGES.backToClub })).toHaveAttribute(
      'href',
      paths.club.getHref('sakura'),
    );
  });
});
