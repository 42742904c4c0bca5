import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Live } from '@/lib/firebase/hooks';
import { pendingWrites } from '@/lib/sync/pending-writes';
import { buildBoard } from '@/shared/run-sheet/board-document';
import { decodeBoardUnits } from '@/shared/board-codec';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Board, Unit } from '@/shared/schemas/unit';
import { fill } from '@/shared/fill';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { compeOf } from '@/testing/compes';
import CompeSettingsPage from '../pages/compe-settings-page';

// The Firebase boundary: the listeners (state per test), the batch (recorded; its commit answers as
// the test says) and the device's cache (kept or not).
const compe: Compe = compeOf();
const entries: Entry[] = [
  { id: 'e1', number: 1, name: '山田 太郎', kana: '', affiliation: '', category: '', memo: '' },
];
const units: Unit[] = [
  {
    id: 'u1',
    order: 0,
    title: '男子シングルス',
    kind: 'event',
    minutes: 60,
    entryIds: ['e1'],
    status: 'waiting',
    startedAt: null,
    endedAt: null,
    note: '',
  },
];
/** The board as 進行表 last wrote it, for the competition as it is stored. */
const published: Board = {
  ...buildBoard({ startAt: compe.eventedAt, units, entries, notice: '', now: new Date() }),
  updatedAt: new Date(),
};

let boardState: Live<Board | null>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: () => ({ status: 'ready', data: compe }),
}));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => ({ status: 'ready', data: units }) }));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => ({ status: 'ready', data: entries }) }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({ usePublishedBoard: () => boardState }));
vi.mock('@/lib/db/regists/count-regists', () => ({
  countRegists: () => Promise.resolve({ active: 0, total: 0 }),
}));

type Write = { op: 'set' | 'update'; path: string; data: Record<string, unknown> };
let batches: Write[][] = [];
const commit = vi.fn<() => Promise<void>>();
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ id: path.at(-1), path: path.join('/') }),
  deleteField: () => 'deleteField',
  serverTimestamp: () => 'request.time',
  writeBatch: () => {
    const writes: Write[] = [];
    batches.push(writes);
    return {
      set: (ref: { path: string }, data: Record<string, unknown>) =>
        writes.push({ op: 'set', path: ref.path, data }),
      update: (ref: { path: string }, data: Record<string, unknown>) =>
        writes.push({ op: 'update', path: ref.path, data }),
      commit,
    };
  },
}));
let keptOnDevice = false;
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => keptOnDevice }));

function setup() {
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/compe', element: <CompeSettingsPage /> }], {
    path: paths.form.compe.getHref('sakura-tt', compe.id),
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return { ...utils, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: '大会設定' });
/** Types a start time; 保存 is enabled once the form has checked it. */
async function changeStartTime(value: string) {
  fireEvent.change(within(form()).getByLabelText(/開始時刻/), { target: { value } });
  await waitFor(() => expect(within(form()).getByRole('button', { name: '保存' })).toBeEnabled());
}
const boardWrites = () => batches.flat().filter((write) => write.path === `compes/${compe.id}/live/board`);

beforeEach(() => {
  boardState = { status: 'ready', data: published };
  batches = [];
  commit.mockReset().mockResolvedValue();
  keptOnDevice = false;
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('大会設定: the live board follows', () => {
  it('a new start time rewrites the board in the same batch as the competition', async () => {
    const { user } = setup();
    await changeStartTime('10:00');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('大会設定を保存しました')).toBeInTheDocument();

    expect(batches).toHaveLength(1);
    expect(batches[0].map((write) => write.path)).toEqual([
      `compes/${compe.id}`,
      `clubs/sakura-tt/links/${compe.id}`,
      `compes/${compe.id}/live/board`,
    ]);
    const [board] = boardWrites();
    expect(board.data.startAt).toEqual(new Date('2026-05-10T01:00:00Z'));
    expect(board.data.updatedAt).toBe('request.time');
    // The items as they were, with their entries.
    expect(decodeBoardUnits(board.data.units as string)).toEqual([
      expect.objectContaining({ id: 'u1', entries: [{ id: 'e1', number: 1, name: '山田 太郎' }] }),
    ]);
  });

  it('a new notice too', async () => {
    const { user } = setup();
    await user.type(within(form()).getByLabelText('お知らせ（ライブページに表示）'), '10分遅れます');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await screen.findByText('大会設定を保存しました');
    expect(boardWrites()).toHaveLength(1);
    expect(boardWrites()[0].data.notice).toBe('10分遅れます');
  });

  it('a change the board does not show (the venue) leaves it alone', async () => {
    const { user } = setup();
    await user.type(within(form()).getByLabelText('会場'), ' 第2体育室');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await screen.findByText('大会設定を保存しました');
    expect(batches).toHaveLength(1);
    expect(boardWrites()).toEqual([]);
  });

  it('writes no board while the published one has not been read', async () => {
    boardState = { status: 'loading' };
    const { user } = setup();
    await changeStartTime('10:00');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    await screen.findByText('大会設定を保存しました');
    expect(batches).toHaveLength(1);
    expect(boardWrites()).toEqual([]);
  });
});

describe('大会設定 offline (docs/venue-mode.md)', () => {
  it('says saved once the batch is kept on the device, while the server has not answered', async () => {
    keptOnDevice = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The server never answers while offline.
    commit.mockReturnValue(new Promise(() => {}));
    const { user } = setup();
    await changeStartTime('10:00');
    await user.click(within(form()).getByRole('button', { name: '保存' }));

    expect(
      await screen.findByText(fill(STAFF_SYNC.savedOnDevice, { done: '大会設定を保存しました' })),
    ).toBeInTheDocument();
    // The form is saved: 保存 waits for the next change, not for the server.
    expect(within(form()).getByRole('button', { name: '保存' })).toBeDisabled();
    // The offline bar counts it until it is sent.
    expect(pendingWrites().map((write) => write.label)).toEqual([STAFF_SYNC.writeCompe]);
  });

  it('on a page that keeps nothing on the device, still waits for the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    commit.mockReturnValue(new Promise(() => {}));
    const { user } = setup();
    await changeStartTime('10:00');
    await user.click(within(form()).getByRole('button', { name: '保存' }));
    expect(await within(form()).findByRole('button', { name: '保存中…' })).toBeDisabled();
    expect(screen.queryByText(/大会設定を保存しました/)).not.toBeInTheDocument();
  });
});
