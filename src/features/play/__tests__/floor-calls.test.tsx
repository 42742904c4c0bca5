import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { renderRoutes, signedIn } from '@/testing/render';
import { entrantsOf, stageOf } from '@/testing/stages';
import type { Compe } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { stageDefaults } from '@/shared/schemas/stage-form';
import { compe } from '@/lib/db/units/__tests__/fixtures';
import { recorder, resetRecorder, SERVER_TIME } from '@/lib/db/units/__tests__/firestore-recorder';
import PlayPage from '../pages/play-page';

/*
 * 対戦 on one floor (docs/play.md "One floor"): two stages share the hall's tables, so a table one
 * stage plays on is not free for the other, and a result that frees it calls the other stage's
 * match in the same batch.
 */

let stagesState: Live<Stage[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: (): Live<Compe> => ({ status: 'ready', data: compe }),
}));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => stagesState }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/reports/use-reports', () => ({ useMatchReports: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/regists/withdrawn-regists', () => ({ withdrawnRegistIds: async () => new Set() }));
vi.mock('@/lib/db/regists/use-withdrawn-regists', () => ({
  useWithdrawnRegists: () => ({ status: 'ready', data: [] }),
}));
vi.mock('firebase/firestore', async () => ({
  ...(await import('@/lib/db/units/__tests__/firestore-recorder')).firestore,
  updateDoc: vi.fn(),
  setDoc: vi.fn(),
  deleteDoc: vi.fn(),
  deleteField: () => ({ deleteField: true }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => true }));

const called = new Date(Date.now() - 5 * 60_000);

/** 男子シングルス: 山田 vs 佐藤 on 1番台, the hall's tables 1–2. */
const men = (): Stage =>
  stageOf('single', 2, {
    id: 'men',
    order: 0,
    name: '男子シングルス',
    ...stageDefaults('single'),
    entrants: entrantsOf(2, (i) => ({ name: ['山田 太郎', '佐藤 次郎'][i] })),
    draw: [0, 1],
    tableCount: 2,
    autoCall: true,
    tables: { 'W1-1': { table: 1, at: called } },
  });

/** 女子シングルス of four on the same tables 1–2: W1-1 on 2番台, W1-2 waiting for a table. */
const women = (): Stage =>
  stageOf('single', 4, {
    id: 'women',
    order: 1,
    name: '女子シングルス',
    ...stageDefaults('single'),
    entrants: entrantsOf(4, (i) => ({
      id: `w${i + 1}`,
      name: ['鈴木 花子', '高橋 梅子', '田中 桃子', '伊藤 桜子'][i],
    })),
    draw: [0, 3, 1, 2],
    tableCount: 2,
    autoCall: true,
    tables: { 'W1-1': { table: 2, at: called } },
  });

function setup(stages: Stage[]) {
  stagesState = { status: 'ready', data: stages };
  renderRoutes([{ path: '/:clubId/form/:compeId/match', element: <PlayPage /> }], {
    path: `/sakura-tt/form/${compe.id}/match`,
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

beforeEach(() => resetRecorder());

describe('対戦 on one floor', () => {
  it('shows the table another stage plays on as in use, not free, and offers no call to it', () => {
    setup([men(), women()]);
    const panel = screen.getByRole('region', { name: '女子シングルス' });
    const tables = within(panel).getByRole('list', { name: '女子シングルスの台の状況' });
    expect(
      within(tables)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1番台：男子シングルスで使用中', expect.stringMatching(/^2番台：鈴木 花子 vs 伊藤 桜子/)]);
    expect(within(panel).getByText('空いている台がありません（1試合が待っています）')).toBeInTheDocument();
  });

  it('says why a match waits: one of its people plays on another stage’s table', () => {
    // 高橋 梅子 is the person 佐藤 次郎 was entered as (one registration in two 部門, for the test).
    const sato = { persons: ['r-sato'] };
    const withPerson = (stage: Stage, id: string): Stage => ({
      ...stage,
      entrants: stage.entrants.map((e) => (e.id === id ? { ...e, ...sato } : e)),
    });
    setup([withPerson(men(), 'e2'), withPerson(women(), 'w2')]);
    const panel = screen.getByRole('region', { name: '女子シングルス' });
    const waiting = within(panel).getByRole('list', { name: '女子シングルスの選手を待っている試合' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['高橋 梅子 vs 田中 桃子準決勝 第2試合 ・ 佐藤 次郎が1番台で試合中（男子シングルス）']);
  });

  it('a result that frees a table calls the other stage’s match to it, in the same batch', async () => {
    const user = setup([men(), women()]);
    const panel = screen.getByRole('region', { name: '男子シングルス' });
    await user.click(within(panel).getByRole('button', { name: '結果を入力 1番台' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '山田 太郎 の勝ち' }));
    await user.click(within(dialog).getByRole('button', { name: '確定' }));
    await waitFor(() => expect(recorder.committed).toHaveLength(1));
    const writes = recorder.committed[0] ?? [];
    // Two documents, whatever the stages it calls in: a viewer reads two for this change.
    expect(writes.filter((w) => !w.path.includes('/changes/')).map((w) => [w.op, w.path])).toEqual([
      ['update', `compes/${compe.id}/stages/men`],
      ['set', `compes/${compe.id}/stages/_hall`],
    ]);
    const to = (path: string) => writes.find((w) => w.path === path)?.data;
    expect(to(`compes/${compe.id}/stages/men`)).toEqual({
      'results.W1-1': expect.objectContaining({ outcome: 'a', confirmed: true, at: SERVER_TIME }),
    });
    // 田中 vs 高橋 (女子 W1-2) takes 1番台, the hall's number: another stage's call, so in the
    // hall's one document (docs/play.md "The hall's calls").
    expect(to(`compes/${compe.id}/stages/_hall`)).toEqual({
      calls: { 'women:W1-2': { table: 1, at: SERVER_TIME } },
    });
  });
});
