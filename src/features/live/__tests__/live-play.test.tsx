import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { BoardSnapshot } from '@/lib/live-board/watch-board';
import type { LiveStage } from '@/lib/live-stages/live-stage';
import { clearLoaderCache } from '@/lib/use-loader';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { renderRoutes } from '@/testing/render';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import LivePage from '../pages/live-page';
import LivezPage from '../pages/livez-page';
import { board, compe, firebase, jst, resetFirebase } from './fixtures';

vi.mock('@/lib/live-stages/watch-stages', async () => (await import('./fixtures')).stagesModule());
vi.mock('@/lib/live-stages/get-stages', async () => (await import('./fixtures')).getStagesModule());
vi.mock('@/lib/live-board/get-board', async () => {
  const { firebase: fb } = await import('./fixtures');
  return { getBoard: (id: string) => fb.getBoard(id) };
});
vi.mock('@/lib/live-board/watch-board', async () => {
  const { firebase: fb } = await import('./fixtures');
  return {
    watchBoard: (id: string, onBoard: (s: BoardSnapshot) => void) => {
      fb.watchBoard(id);
      fb.push = onBoard;
      return () => {};
    },
  };
});
vi.mock('../api/get-live-compe', async () => {
  const { firebase: fb } = await import('./fixtures');
  return { getLiveCompe: (id: string) => fb.getLiveCompe(id) };
});

const renderAt = (page: 'live' | 'livez') =>
  renderRoutes([{ path: paths[page].path, element: page === 'live' ? <LivePage /> : <LivezPage /> }], {
    path: paths[page].getHref('sakura', 'winter-cup'),
  });

/** Waits for the stages' listener (after first content), then delivers what the server says. */
async function pushStages(stages: LiveStage[]) {
  await vi.waitFor(() => expect(firebase.watchStages).toHaveBeenCalledWith('winter-cup'), { timeout: 5000 });
  act(() => firebase.pushStages({ stages, fromCache: false }));
}

const playRegion = () => screen.findByRole('region', { name: PLAY_MESSAGES.heading }, { timeout: 5000 });

/** The league of four part-played, the bracket drawn from it: 準決勝 W1-1 on table 1 since 10:00. */
const league = () =>
  leagueStage({
    results: {
      'G1-R1-1': result('a', [0, 3]),
      'G1-R1-2': result('a', [1, 2], { confirmed: false }),
    },
  });
const final = (patch: Partial<LiveStage> = {}) =>
  bracketStage({ tables: { 'W1-1': { table: 1, at: jst('10:00') } }, ...patch });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(jst('10:05'));
  clearLoaderCache();
  resetFirebase();
  // A competition with play: its first read finds a stage, so the page follows the stages.
  firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [league()] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ライブ: 対戦', () => {
  it('shows nothing for a competition without stages', async () => {
    renderAt('live');
    await pushStages([]);
    expect(screen.queryByRole('region', { name: PLAY_MESSAGES.heading })).toBeNull();
    expect(screen.getByRole('heading', { name: '進行表' })).toBeInTheDocument();
  });

  it('a day without play listens to its board alone: no stage found, none on the run sheet', async () => {
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [] });
    renderAt('live');
    expect(await screen.findByRole('heading', { name: '進行表' })).toBeInTheDocument();
    await vi.waitFor(() => expect(firebase.getStages).toHaveBeenCalledWith('winter-cup'), { timeout: 5000 });
    // Every import the page started has settled: the stages' listener was never among them.
    await vi.dynamicImportSettled();
    expect(firebase.watchStages).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: PLAY_MESSAGES.heading })).toBeNull();
  });

  it('follows the stages when the run sheet holds one, though the first read found none yet', async () => {
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [] });
    firebase.getBoard.mockResolvedValue({ kind: 'board', board: board({}, { u2: { stageId: 'final' } }) });
    renderAt('live');
    await pushStages([final()]);
    expect(await playRegion()).toHaveTextContent('準決勝');
  });

  it('lists the matches by round with the score, 速報 or 確定 in words, and the table', async () => {
    renderAt('live');
    await pushStages([league(), final()]);
    const play = await playRegion();
    const stage = within(play).getByRole('region', { name: '予選リーグ' });
    const round1 = within(stage).getByRole('region', { name: '予選リーグ A組 第1節' });
    const [first, second] = within(round1).getAllByRole('listitem');
    expect(first).toHaveTextContent('山田 太郎（勝） vs 高橋 次郎');
    expect(first).toHaveTextContent('確定');
    expect(second).toHaveTextContent('佐藤 花子（勝） vs 鈴木 一郎');
    expect(second).toHaveTextContent('速報');
    const semi = within(within(play).getByRole('region', { name: '決勝トーナメント 準決勝' })).getAllByRole(
      'listitem',
    )[0];
    expect(semi).toHaveTextContent('1番台');
    expect(semi).toHaveTextContent('結果待ち');
  });

  it('prints the standings with the ranking rules under them and says a tie in words', async () => {
    renderAt('live');
    await pushStages([league()]);
    const play = await playRegion();
    const table = within(play).getByRole('table', { name: `A組 ${PLAY_MESSAGES.standings}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '山田 太郎',
      '佐藤 花子',
      '鈴木 一郎',
      '高橋 次郎',
    ]);
    // 鈴木 and 高橋 have played and lost, 0 points each; nothing separates them.
    expect(rows[2]).toHaveTextContent(`3（${PLAY_MESSAGES.tie}）`);
    expect(rows[3]).toHaveTextContent(`3（${PLAY_MESSAGES.tie}）`);
    expect(within(play).getByText(/順位の決め方: 勝点 → 直接対決/)).toBeInTheDocument();
  });

  it('shows what is on each table now and the next calls', async () => {
    renderAt('live');
    await pushStages([final()]);
    const play = await playRegion();
    const now = within(play).getByRole('region', { name: PLAY_MESSAGES.onTables });
    const tables = within(now).getAllByRole('listitem');
    expect(tables[0]).toHaveTextContent('1番台山田 太郎 vs 高橋 次郎');
    expect(tables[1]).toHaveTextContent(`2番台${PLAY_MESSAGES.tableFree}`);
    const next = within(play).getByRole('region', { name: PLAY_MESSAGES.nextCalls });
    expect(within(next).getByRole('listitem')).toHaveTextContent('2番台佐藤 花子 vs 鈴木 一郎');
  });

  it("marks one entrant's path in words and weight, not by colour alone", async () => {
    const user = userEvent.setup();
    renderAt('live');
    await pushStages([
      final({ results: { 'W1-1': result('a', [0, 3]), 'W1-2': result('a', [1, 2]) }, tables: {} }),
    ]);
    const play = await playRegion();
    await user.selectOptions(within(play).getByRole('combobox', { name: PLAY_MESSAGES.filter }), '山田 太郎');
    const marked = within(play).getAllByText(PLAY_MESSAGES.selected, {
      exact: false,
      selector: '.mine-mark',
    });
    // 準決勝 and 決勝.
    expect(marked).toHaveLength(2);
    expect(within(play).getByRole('status')).toHaveTextContent('山田 太郎の試合 2件');
    const final_ = within(within(play).getByRole('region', { name: '決勝トーナメント 決勝' })).getByRole(
      'listitem',
    );
    expect(within(final_).getByText('山田 太郎').tagName).toBe('STRONG');
  });

  it('reaches every match by keyboard', async () => {
    const user = userEvent.setup();
    renderAt('live');
    await pushStages([final()]);
    const play = await playRegion();
    const matches = within(play)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('match'));
    expect(matches).toHaveLength(3);
    for (const match of matches) {
      match.focus();
      expect(match).toHaveFocus();
    }
    // And in tab order: from the filter, the next stop is the first match.
    within(play).getByRole('combobox', { name: PLAY_MESSAGES.filter }).focus();
    await user.tab();
    expect(matches[0]).toHaveFocus();
  });

  it('follows a result entered by staff without reload, up to 優勝 / 準優勝 / 3位', async () => {
    renderAt('live');
    await pushStages([final()]);
    const play = await playRegion();
    expect(within(play).queryByRole('region', { name: PLAY_MESSAGES.podium })).toBeNull();
    await pushStages([
      final({
        status: 'done',
        results: {
          'W1-1': result('a', [0, 3], { games: [2, 0] }),
          'W1-2': result('b', [1, 2], { games: [1, 2] }),
          'W2-1': result('b', [0, 2], { games: [0, 2] }),
        },
      }),
    ]);
    const podium = await within(play).findByRole('region', { name: PLAY_MESSAGES.podium });
    expect(within(podium).getByText('優勝').nextSibling).toHaveTextContent('鈴木 一郎');
    expect(within(podium).getByText('準優勝').nextSibling).toHaveTextContent('山田 太郎');
    expect(within(podium).getByText('3位').nextSibling).toHaveTextContent('高橋 次郎、佐藤 花子');
    // Nothing is on a table once it is over.
    expect(within(play).queryByRole('region', { name: PLAY_MESSAGES.onTables })).toBeNull();
  });
});

describe('ライブ: a bracket drawn', () => {
  it('draws a トーナメント as a bracket on choice, and goes back to the list', async () => {
    const user = userEvent.setup();
    renderAt('live');
    await pushStages([final()]);
    const play = await playRegion();
    await user.click(within(play).getByRole('radio', { name: 'トーナメント表' }));
    const drawn = within(play).getByRole('region', { name: '決勝トーナメント 対戦表' });
    expect(within(drawn).getAllByText('山田 太郎').length).toBeGreaterThan(0);
    expect(within(play).queryByRole('combobox', { name: PLAY_MESSAGES.filter })).toBeNull();
    await user.click(within(play).getByRole('radio', { name: '回戦ごとの一覧' }));
    expect(within(play).getByRole('combobox', { name: PLAY_MESSAGES.filter })).toBeInTheDocument();
  });
});

describe('ライブ: the run sheet follows the play', () => {
  it('times the running item that holds a stage by its matches, and every later item with it', async () => {
    // 男子シングルス 予選 (running since 09:20, 30分) holds the bracket, played on one table.
    firebase.getBoard.mockResolvedValue({ kind: 'board', board: board({}, { u2: { stageId: 'final' } }) });
    renderAt('live');
    const row = () =>
      within(screen.getByRole('region', { name: '進行表' }))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes('女子シングルス 予選')) as HTMLElement;
    await vi.waitFor(() => expect(row()).toHaveTextContent('見込み 10:05'), { timeout: 5000 });
    // Three matches of 10 minutes each (the item's 30 over its 3 waves), the first called at 10:00.
    await pushStages([final({ tableCount: 1 })]);
    await vi.waitFor(() => expect(row()).toHaveTextContent('見込み 10:30'));
  });
});

describe('ライブZoom: the 対戦 panel', () => {
  it('shows the calls to the tables and the next calls, then the podium once the play is over', async () => {
    renderAt('livez');
    await pushStages([final()]);
    const panel = await screen.findByRole('region', { name: PLAY_MESSAGES.heading }, { timeout: 5000 });
    // The calls as the call board shows them (components/call), the newest first and largest.
    const calls = within(panel).getByRole('list', { name: PLAY_MESSAGES.onTables });
    expect(within(calls).getAllByRole('listitem')[0]).toHaveTextContent(
      '1番台：山田 太郎 vs 高橋 次郎決勝トーナメント・準決勝・10:00 呼び出し',
    );
    expect(within(panel).getByRole('heading', { name: PLAY_MESSAGES.nextCalls })).toBeInTheDocument();
    await pushStages([
      final({
        results: { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]), 'W2-1': result('a', [0, 2]) },
      }),
    ]);
    await vi.waitFor(() =>
      expect(within(panel).getByText('優勝').nextSibling).toHaveTextContent('山田 太郎'),
    );
    expect(within(panel).queryByRole('heading', { name: PLAY_MESSAGES.onTables })).toBeNull();
  });
});

describe('ライブ and ライブZoom: several 部門 on one hall', () => {
  const hall = { tables: 4, label: '台', names: ['A1', 'A2', 'B1', 'B2'] };
  const divisions = [
    { id: 'd1', name: '一般男子' },
    { id: 'd2', name: '一般女子' },
  ];
  /** 男子 on tables 1–2 (A1, A2): 準決勝 W1-1 山田 vs 高橋 on A1 since 10:00. */
  const men = (patch: Partial<LiveStage> = {}) =>
    bracketStage({
      name: '男子シングルス',
      divisionId: 'd1',
      tables: { 'W1-1': { table: 1, at: jst('10:00') } },
      ...patch,
    });
  /** 女子 on tables 2–3 (A2, B1), sharing A2: W1-1 伊藤 vs 小林 on A2 since 10:02. */
  const women = (patch: Partial<LiveStage> = {}) =>
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
      tables: { 'W1-1': { table: 2, at: jst('10:02') } },
      ...patch,
    });
  const openAt = (page: 'live' | 'livez', search: string) =>
    renderRoutes([{ path: paths[page].path, element: page === 'live' ? <LivePage /> : <LivezPage /> }], {
      path: `${paths[page].getHref('sakura', 'winter-cup')}${search}`,
    });
  /** The stages shown: each under its 部門's name (h4), as h5. */
  const stageTitles = (play: HTMLElement) =>
    within(play)
      .getAllByRole('heading', { level: 5 })
      .filter((heading) => heading.parentElement?.hasAttribute('data-stage'))
      .map((heading) => heading.textContent);
  const headings = (play: HTMLElement, level: number) =>
    within(play)
      .getAllByRole('heading', { level })
      .map((heading) => heading.textContent);
  /** Both semi-finals and the final played: a over d, then c over b, then c over a. */
  const played = {
    'W1-1': result('a', [0, 3], { games: [2, 0] }),
    'W1-2': result('b', [1, 2], { games: [1, 2] }),
    'W2-1': result('b', [0, 2], { games: [0, 2] }),
  };

  beforeEach(() => {
    firebase.getLiveCompe.mockResolvedValue(compe({ divisions, hall }));
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [men(), women()] });
  });

  it("shows every 部門 by default, each table by the hall's name, a shared table as used", async () => {
    openAt('live', '');
    await pushStages([men(), women()]);
    const play = await playRegion();
    await vi.waitFor(() => expect(stageTitles(play)).toEqual(['男子シングルス', '女子シングルス']));
    const filter = within(play).getByRole('navigation', { name: PLAY_MESSAGES.divisionFilter });
    expect(within(filter).getByRole('link', { name: PLAY_MESSAGES.divisionAll })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const menSection = within(play).getByRole('region', { name: '男子シングルス' });
    const tables = within(within(menSection).getByRole('region', { name: PLAY_MESSAGES.onTables }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tables).toEqual(['A1山田 太郎 vs 高橋 次郎 準決勝', 'A2女子シングルスで使用中']);
    // 男子's W1-2 waits for a table: A2 is 女子's now.
    expect(
      within(within(menSection).getByRole('region', { name: PLAY_MESSAGES.nextCalls })).getByRole('listitem'),
    ).toHaveTextContent('—佐藤 花子 vs 鈴木 一郎');
    // The match list names the table as the hall does.
    const semi = within(
      within(menSection).getByRole('region', { name: '男子シングルス 準決勝' }),
    ).getAllByRole('listitem')[0];
    expect(semi).toHaveTextContent('A1');
    expect(semi).not.toHaveTextContent('1番台');
    const womenSection = within(play).getByRole('region', { name: '女子シングルス' });
    expect(
      within(within(womenSection).getByRole('region', { name: PLAY_MESSAGES.nextCalls })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent('B1渡辺 葵 vs 中村 舞');
  });

  it('shows one 部門 when the address names it, and switches without a reload', async () => {
    const user = userEvent.setup();
    const { router } = openAt('live', '?division=d2');
    await pushStages([men(), women()]);
    const play = await playRegion();
    await vi.waitFor(() => expect(stageTitles(play)).toEqual(['女子シングルス']));
    expect(within(play).getByRole('link', { name: '一般女子' })).toHaveAttribute('aria-current', 'true');
    // 女子's table A2 is on, B1 is free for its next match.
    const womenTables = within(play).getByRole('region', { name: PLAY_MESSAGES.onTables });
    expect(within(womenTables).getAllByRole('listitem')[0]).toHaveTextContent('A2伊藤 恵 vs 小林 結');
    await user.click(within(play).getByRole('link', { name: '一般男子' }));
    expect(router.state.location.search).toBe('?division=d1');
    expect(stageTitles(play)).toEqual(['男子シングルス']);
    await user.click(within(play).getByRole('link', { name: PLAY_MESSAGES.divisionAll }));
    expect(router.state.location.search).toBe('');
    expect(stageTitles(play)).toEqual(['男子シングルス', '女子シングルス']);
  });

  it('an unknown 部門 in the address shows every 部門', async () => {
    openAt('live', '?division=d9');
    await pushStages([men(), women()]);
    const play = await playRegion();
    await vi.waitFor(() => expect(stageTitles(play)).toEqual(['男子シングルス', '女子シングルス']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('groups the stages under their 部門, each 部門 with its own 優勝 / 準優勝 / 3位 once it is decided', async () => {
    openAt('live', '');
    await pushStages([men(), women()]);
    const play = await playRegion();
    await vi.waitFor(() => expect(headings(play, 4)).toEqual(['一般男子', '一般女子']));
    expect(stageTitles(play)).toEqual(['男子シングルス', '女子シングルス']);
    const menDivision = within(play).getByRole('region', { name: '一般男子' });
    expect(within(menDivision).getByRole('region', { name: '男子シングルス' })).toBeInTheDocument();
    expect(within(play).queryByRole('region', { name: PLAY_MESSAGES.podium })).toBeNull();

    // 男子 is played out; 女子 still plays.
    await pushStages([men({ status: 'done', results: played, tables: {} }), women()]);
    const podium = await within(menDivision).findByRole('region', { name: PLAY_MESSAGES.podium });
    // Under the 部門's name, not inside its stage: one podium per 部門.
    expect(podium.parentElement).toBe(menDivision);
    expect(within(podium).getByText('優勝').nextSibling).toHaveTextContent('鈴木 一郎');
    expect(within(podium).getByText('準優勝').nextSibling).toHaveTextContent('山田 太郎');
    expect(within(podium).getByText('3位').nextSibling).toHaveTextContent('高橋 次郎、佐藤 花子');
    expect(within(play).getAllByRole('region', { name: PLAY_MESSAGES.podium })).toHaveLength(1);
    expect(
      within(within(play).getByRole('region', { name: '一般女子' })).queryByRole('region', {
        name: PLAY_MESSAGES.podium,
      }),
    ).toBeNull();
  });

  it('a 部門 whose 決勝 is still to draw has no podium, though the 予選 before it is over', async () => {
    openAt('live', '');
    // 一般女子: a 予選 played out, and the bracket drawn from it later (nothing drawn yet).
    const heats = women({ id: 'heats', name: '女子 予選', results: played, tables: {}, status: 'done' });
    const womenFinal = women({
      id: 'women-final',
      order: 3,
      name: '女子 決勝',
      draw: [],
      from: { stageId: 'heats', qualifiers: 2 },
    });
    await pushStages([men(), heats, womenFinal]);
    const play = await playRegion();
    await vi.waitFor(() => expect(stageTitles(play)).toContain('女子 予選'));
    expect(within(play).queryByRole('region', { name: PLAY_MESSAGES.podium })).toBeNull();
  });

  it('ライブZoom set to one 部門 shows its calls and next calls only, by the hall’s names', async () => {
    openAt('livez', '?division=d1');
    await pushStages([men(), women()]);
    const panel = await screen.findByRole('region', { name: PLAY_MESSAGES.heading }, { timeout: 5000 });
    const calls = () =>
      within(within(panel).getByRole('list', { name: PLAY_MESSAGES.onTables }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    await vi.waitFor(() => expect(calls()).toEqual(['A1：山田 太郎 vs 高橋 次郎']));
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([PLAY_MESSAGES.onTables, '男子シングルス']);
    expect(within(panel).getByRole('link', { name: '一般男子' })).toHaveAttribute('aria-current', 'true');
  });

  it("ライブZoom shows each 部門's podium under its name once all are over", async () => {
    const over = { status: 'done' as const, results: played, tables: {} };
    firebase.getStages.mockResolvedValue({ kind: 'stages', stages: [men(over), women(over)] });
    openAt('livez', '');
    await pushStages([men(over), women(over)]);
    const panel = await screen.findByRole('region', { name: PLAY_MESSAGES.heading }, { timeout: 5000 });
    await vi.waitFor(() => expect(headings(panel, 2)).toEqual(['一般男子', '一般女子']));
    const [menPart, womenPart] = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.parentElement as HTMLElement);
    expect(within(menPart).getByText('優勝').nextSibling).toHaveTextContent('鈴木 一郎');
    expect(within(womenPart).getByText('優勝').nextSibling).toHaveTextContent('中村 舞');
    expect(within(womenPart).getByText('準優勝').nextSibling).toHaveTextContent('伊藤 恵');
  });

  it('ライブZoom shows every 部門 by default', async () => {
    openAt('livez', '');
    await pushStages([men(), women()]);
    const panel = await screen.findByRole('region', { name: PLAY_MESSAGES.heading }, { timeout: 5000 });
    await vi.waitFor(() =>
      expect(
        within(within(panel).getByRole('list', { name: PLAY_MESSAGES.onTables }))
          .getAllByRole('listitem')
          .map((li) => li.firstChild?.textContent),
      ).toEqual(['A2：伊藤 恵 vs 小林 結', 'A1：山田 太郎 vs 高橋 次郎']),
    );
    expect(within(panel).getByText('B1')).toBeInTheDocument();
  });
});
