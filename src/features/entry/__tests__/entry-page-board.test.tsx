import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/testing/render';
import type { Live } from '@/lib/firebase/hooks';
import { pendingWrites } from '@/lib/sync/pending-writes';
import { decodeBoardUnits } from '@/shared/board-codec';
import { fill } from '@/shared/fill';
import { buildBoard } from '@/shared/run-sheet/board-document';
import type { Board, Unit } from '@/shared/schemas/unit';
import { STAFF_SYNC } from '@/shared/staff-messages';
import EntryPage from '../pages/entry-page';
import { compe, entries } from './fixtures';

// エントリー and the live board (docs/run-sheet-and-live.md), and its writes offline
// (docs/venue-mode.md). The Firebase boundary: the listeners, the writes (recorded; the server's
// answer as each test says) and the device's cache.
const unit: Unit = {
  id: 'u1',
  order: 0,
  title: '中学男子',
  kind: 'event',
  minutes: 30,
  entryIds: ['e3', 'e1'],
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
};
/** What 進行表 last wrote: 佐藤 健 and 山田 太郎 in 中学男子. */
const published: Board = {
  ...buildBoard({ startAt: compe.eventedAt, units: [unit], entries, notice: '', now: new Date() }),
  updatedAt: new Date(),
};
let unitsState: Live<Unit[]>;
vi.mock('@/lib/db/compes/use-staff-compe', () => ({
  useStaffCompe: () => ({ status: 'ready', data: compe }),
}));
vi.mock('@/lib/db/entries/use-entries', () => ({ useEntries: () => ({ status: 'ready', data: entries }) }));
vi.mock('@/lib/db/units/use-units', () => ({ useUnits: () => unitsState }));
vi.mock('@/lib/db/stages/use-stages', () => ({ useStages: () => ({ status: 'ready', data: [] }) }));
vi.mock('@/lib/db/board/use-published-board', () => ({
  usePublishedBoard: () => ({ status: 'ready', data: published }),
}));
vi.mock('@/lib/db/mails/use-last-mails', () => ({
  useLastMails: () => ({ status: 'ready', data: new Map() }),
}));

type Write = { op: 'set' | 'update' | 'delete'; path: string; data?: Record<string, unknown> };
type Ref = { id: string; path: string };
/** Every write, batched or not, as committed: one list per commit. */
let commits: Write[][] = [];
const answer = vi.fn<() => Promise<void>>();
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path: string }, ...segments: string[]) => {
    // A new document's id: 'auto'.
    const path = [parent.path, ...(segments.length ? segments : ['auto'])].filter(Boolean).join('/');
    return { id: path.split('/').at(-1), path };
  },
  serverTimestamp: () => 'request.time',
  setDoc: (ref: Ref, data: Record<string, unknown>) => {
    commits.push([{ op: 'set', path: ref.path, data }]);
    return answer();
  },
  updateDoc: (ref: Ref, data: Record<string, unknown>) => {
    commits.push([{ op: 'update', path: ref.path, data }]);
    return answer();
  },
  deleteDoc: (ref: Ref) => {
    commits.push([{ op: 'delete', path: ref.path }]);
    return answer();
  },
  writeBatch: () => {
    const writes: Write[] = [];
    return {
      set: (ref: Ref, data: Record<string, unknown>) => writes.push({ op: 'set', path: ref.path, data }),
      update: (ref: Ref, data: Record<string, unknown>) =>
        writes.push({ op: 'update', path: ref.path, data }),
      delete: (ref: Ref) => writes.push({ op: 'delete', path: ref.path }),
      commit: () => {
        commits.push(writes);
        return answer();
      },
    };
  },
}));
let keptOnDevice = false;
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => keptOnDevice }));

function setup() {
  const utils = renderRoutes([{ path: '/:clubId/form/:compeId/entry', element: <EntryPage /> }], {
    path: `/sakura-tt/form/${compe.id}/entry`,
    session: signedIn({ uid: 'staff-1', claims: { 'sakura-tt': 'staff' } }),
  });
  return { ...utils, user: userEvent.setup() };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const BOARD = `compes/${compe.id}/live/board`;
/** The board's items' entries as "number name", from the one board write. */
const boardEntries = () => {
  const boards = commits.flat().filter((write) => write.path === BOARD);
  expect(boards).toHaveLength(1);
  return decodeBoardUnits(boards[0].data?.units as string).map((item) =>
    (item as { entries: { number: number; name: string }[] }).entries.map(
      (entry) => `${entry.number} ${entry.name}`,
    ),
  );
};

async function renameSato(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '3 佐藤 健 を編集' }));
  const edit = dialog('エントリーを編集');
  const name = within(edit).getByLabelText(/氏名/);
  await user.clear(name);
  await user.type(name, '佐藤 健太');
  await user.click(within(edit).getByRole('button', { name: '保存' }));
  return edit;
}

async function deleteSato(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '3 佐藤 健 を削除' }));
  await user.click(within(dialog('「3 佐藤 健」を削除しますか？')).getByRole('button', { name: '削除する' }));
}

beforeEach(() => {
  unitsState = { status: 'ready', data: [unit] };
  commits = [];
  answer.mockReset().mockResolvedValue();
  keptOnDevice = false;
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('エントリー: the live board follows', () => {
  it('a renamed entry: the entry and the board in one batch', async () => {
    const { user } = setup();
    await renameSato(user);
    expect(await screen.findByText('3 佐藤 健太 を保存しました')).toBeInTheDocument();
    expect(commits).toHaveLength(1);
    expect(commits[0].map((write) => `${write.op} ${write.path}`)).toEqual([
      `update compes/${compe.id}/entries/e3`,
      `set ${BOARD}`,
    ]);
    expect(boardEntries()).toEqual([['3 佐藤 健太', '1 山田 太郎']]);
  });

  it('a deleted entry leaves the board in the same batch', async () => {
    const { user } = setup();
    await deleteSato(user);
    expect(await screen.findByText('3 佐藤 健 を削除しました')).toBeInTheDocument();
    expect(commits).toHaveLength(1);
    expect(commits[0].map((write) => `${write.op} ${write.path}`)).toEqual([
      `delete compes/${compe.id}/entries/e3`,
      `set ${BOARD}`,
    ]);
    expect(boardEntries()).toEqual([['1 山田 太郎']]);
  });

  it('an entry on no item, or a page whose items are not all known, writes the entry alone', async () => {
    // The units' listener answered from an empty cache: building from it would wipe the live page.
    unitsState = { status: 'ready', data: [] };
    const { user } = setup();
    await renameSato(user);
    await screen.findByText('3 佐藤 健太 を保存しました');
    expect(commits).toEqual([
      [expect.objectContaining({ op: 'update', path: `compes/${compe.id}/entries/e3` })],
    ]);
  });
});

describe('エントリー offline (docs/venue-mode.md)', () => {
  beforeEach(() => {
    keptOnDevice = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The server never answers while offline.
    answer.mockReturnValue(new Promise(() => {}));
  });

  it('an edit closes its dialog once kept on the device, counted as unsent', async () => {
    const { user } = setup();
    const edit = await renameSato(user);
    expect(await screen.findByText('3 佐藤 健太 を保存しました')).toBeInTheDocument();
    await waitFor(() => expect(edit).not.toBeInTheDocument());
    expect(pendingWrites().map((write) => write.label)).toEqual([STAFF_SYNC.writeEntry]);
  });

  it('a deletion says it is kept on the device', async () => {
    const { user } = setup();
    await deleteSato(user);
    expect(
      await screen.findByText(fill(STAFF_SYNC.savedOnDevice, { done: '3 佐藤 健 を削除しました' })),
    ).toBeInTheDocument();
    expect(pendingWrites()).toHaveLength(1);
  });

  it('an entry added offline too', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '追加' }));
    const add = dialog('エントリーを追加');
    await user.type(within(add).getByLabelText(/氏名/), '中村 蓮');
    await user.click(within(add).getByRole('button', { name: '追加' }));
    expect(await screen.findByText('5 中村 蓮 を追加しました')).toBeInTheDocument();
    await waitFor(() => expect(add).not.toBeInTheDocument());
    // A new entry is on no item: the board is as it was.
    expect(commits.flat().map((write) => `${write.op} ${write.path}`)).toEqual([
      `set compes/${compe.id}/entries/auto`,
    ]);
  });
});
