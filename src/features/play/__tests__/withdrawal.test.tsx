import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { entrantsOf, stageOf } from '@/testing/stages';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { compe } from '@/lib/db/units/__tests__/fixtures';
import { recorder, resetRecorder, SERVER_TIME } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

/*
 * 対戦 when someone cancels after the draw (docs/play.md "Withdrawals after the draw"): their
 * matches are never offered to call, and one tap records 棄権 — the opponent's 不戦勝 — through
 * the ordinary result write.
 */

let stagesState: Live<Stage[]>;
let withdrawnState: Live<{ id: string; status: 'cancelled' | 'rejected' }[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: (): Live<Compe> => ({ status: 'ready', data: compe }),
}));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => ({ status: 'ready', data: ENTRIES }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => new Set() }));
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({ useWithdrawnRegists: () => withdrawnState }));
const updateDoc = vi.fn<(ref: unknown, data: Record<string, unknown>) => Promise<void>>();
vi.mock('firebase/firestore', async () => ({
  ...(await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
  updateDoc: (ref: unknown, data: Record<string, unknown>) => updateDoc(ref, data),
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
  deleteField: () => ({ deleteField: true }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => true }));

const NAMES = [
  '山田 太郎',
  '佐藤 花子',
  '鈴木 一郎',
  '高橋 次郎',
  '田中 三郎',
  '伊藤 四郎',
  '渡辺 五郎',
  '中村 六子',
];
/** Each entrant's entry, made from a registration r1…r8 (申込者から作成). */
const ENTRIES: Entry[] = NAMES.map((name, i) => ({
  id: `e${i + 1}`,
  number: i + 1,
  name,
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  registId: `r${i + 1}`,
}));
const STAGE_PATH = `compes/${compe.id}/stages/final`;

/**
 * A トーナメント of eight drawn in seed order on 3 台: W1-1 山田 vs 佐藤 on 1番台, then W1-2 鈴木 vs
 * 高橋, W1-3 田中 vs 伊藤, W1-4 渡辺 vs 中村 to call.
 */
const stage = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 8, {
    id: 'final',
    ...stageDefaults('single'),
    entrants: entrantsOf(8, (i) => ({ name: NAMES[i] })),
    draw: [0, 1, 2, 3, 4, 5, 6, 7],
    tableCount: 3,
    tables: { 'W1-1': { table: 1, at: new Date(Date.now() - 5 * 60_000) } },
    ...patch,
  });

function setup(stages: Stage[]) {
  stagesState = { status: 'ready', data: stages };
  renderRoutes([{ path: '/:clubId/form/:compeId/match', element: <PlayPage /> }], {
    path: `/sakura-tt/form/${compe.id}/match`,
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

const callRows = () =>
  within(screen.getByRole('list', { name: '決勝トーナメントの次の呼び出し' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

beforeEach(() => {
  withdrawnState = { status: 'ready', data: [] };
  resetRecorder();
  updateDoc.mockReset().mockResolvedValue();
});

describe('対戦: someone cancels after the draw', () => {
  it('never offers their match to call, and says so with 棄権 to tap', () => {
    // 高橋 次郎 (e4, W1-2) cancelled on their 参加票.
    withdrawnState = { status: 'ready', data: [{ id: 'r4', status: 'cancelled' }] };
    setup([stage()]);
    expect(callRows()).toEqual([
      expect.stringMatching(/^2番台：田中 三郎 vs 伊藤 四郎/),
      expect.stringMatching(/^3番台：渡辺 五郎 vs 中村 六子/),
    ]);
    const notice = screen.getByRole('region', { name: '決勝トーナメントのキャンセルした出場者' });
    expect(within(notice).getByText('高橋 次郎')).toBeInTheDocument();
    expect(within(notice).getByText('準々決勝 第2試合（vs 鈴木 一郎）')).toBeInTheDocument();
    expect(
      within(notice).getByRole('button', { name: '高橋 次郎を棄権にする（相手の不戦勝・1試合）' }),
    ).toBeInTheDocument();
  });

  it('shows nothing while nobody in the stage has cancelled', () => {
    withdrawnState = { status: 'ready', data: [{ id: 'r-other', status: 'cancelled' }] };
    setup([stage()]);
    expect(
      screen.queryByRole('region', { name: '決勝トーナメントのキャンセルした出場者' }),
    ).not.toBeInTheDocument();
    expect(callRows()[0]).toMatch(/^2番台：鈴木 一郎 vs 高橋 次郎/);
  });

  it('one tap records the walkover to the opponent, 確定, and with 自動 calls the next match without them', async () => {
    withdrawnState = { status: 'ready', data: [{ id: 'r4', status: 'cancelled' }] };
    const user = setup([stage({ autoCall: true, tableCount: 2 })]);
    await user.click(screen.getByRole('button', { name: '高橋 次郎を棄権にする（相手の不戦勝・1試合）' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const [update, change] = recorder.committed[0] ?? [];
    expect(update).toMatchObject({ op: 'update', path: STAGE_PATH });
    expect(update?.data).toEqual({
      'results.W1-2': {
        outcome: 'a',
        how: 'walkover',
        sides: [2, 3],
        confirmed: true,
        at: SERVER_TIME,
      },
      // 2番台 is free: 自動 calls the next match, never the one of someone who cancelled.
      'tables.W1-3': { table: 2, at: SERVER_TIME },
    });
    expect(change?.data).toMatchObject({ matchId: 'W1-2', before: null, by: 'staff-1' });
    expect(await screen.findByText('高橋 次郎の棄権を記録しました（相手の不戦勝）')).toBeInTheDocument();
  });

  it('a league: one tap settles every match they still had', async () => {
    withdrawnState = { status: 'ready', data: [{ id: 'r2', status: 'rejected' }] };
    const league = stageOf('league', 4, {
      id: 'final',
      ...stageDefaults('league'),
      entrants: entrantsOf(4, (i) => ({ name: NAMES[i] })),
      draw: [0, 0, 0, 0],
      tableCount: 0,
    });
    const user = setup([league]);
    await user.click(screen.getByRole('button', { name: '佐藤 花子を棄権にする（相手の不戦勝・3試合）' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(3));
    for (const [update] of recorder.committed) {
      const [key, value] = Object.entries(update?.data ?? {})[0] ?? [];
      expect(key).toMatch(/^results\.G1-R\d-\d$/);
      const result = value as { outcome: string; how: string; sides: number[] };
      expect(result.how).toBe('walkover');
      // The winner is whoever is not 佐藤 (index 1).
      expect(result.sides[result.outcome === 'a' ? 0 : 1]).not.toBe(1);
    }
  });
});
