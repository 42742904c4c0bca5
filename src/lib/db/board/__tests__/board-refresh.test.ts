import { describe, expect, it, vi } from 'vitest';
import { decodeBoardUnits } from '@/shared/board-codec';
import { buildBoard } from '@/shared/run-sheet/board-document';
import type { Board, Unit } from '@/shared/schemas/unit';
import { refreshedBoard, type BoardSources } from '../board-refresh';

vi.mock('firebase/firestore', () => ({ doc: () => ({}), serverTimestamp: () => 'request.time' }));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const now = new Date('2026-05-10T00:30:00Z');
const unit = (id: string, order: number, entryIds: string[]): Unit => ({
  id,
  order,
  title: id,
  kind: 'event',
  minutes: 30,
  entryIds,
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
});
const sources: BoardSources = {
  startAt: new Date('2026-05-10T00:00:00Z'),
  units: [unit('u2', 1, ['e2']), unit('u1', 0, ['e1'])],
  entries: [
    { id: 'e1', number: 1, name: '山田 太郎' },
    { id: 'e2', number: 2, name: '鈴木 花子' },
  ],
  notice: '',
};
const published: Board = { ...buildBoard({ ...sources, now }), updatedAt: now };
const names = (board: { units: string } | null) =>
  decodeBoardUnits(board?.units ?? '[]').map((item) =>
    (item as { entries: { name: string }[] }).entries.map((entry) => entry.name),
  );

describe('refreshedBoard: the board a change outside 進行表 writes (docs/run-sheet-and-live.md)', () => {
  it('rebuilds the board from every source with the change in it', () => {
    const board = refreshedBoard(
      published,
      sources,
      { entries: (list) => list.filter((entry) => entry.id !== 'e1') },
      now,
    );
    expect(names(board)).toEqual([[], ['鈴木 花子']]);
    const later = refreshedBoard(published, sources, { startAt: new Date('2026-05-10T01:00:00Z') }, now);
    expect(later?.startAt).toEqual(new Date('2026-05-10T01:00:00Z'));
  });

  it('writes nothing when the board would show the same', () => {
    expect(refreshedBoard(published, sources, { notice: '' }, now)).toBeNull();
  });

  it('writes nothing for an empty sheet nobody published, and the whole board for a sheet not published yet', () => {
    expect(refreshedBoard(null, { ...sources, units: [] }, { notice: 'お知らせ' }, now)).toBeNull();
    expect(names(refreshedBoard(null, sources, { notice: 'お知らせ' }, now))).toEqual([
      ['山田 太郎'],
      ['鈴木 花子'],
    ]);
  });

  it('writes nothing when the page does not hold every item and entry the board shows', () => {
    const change = { notice: 'お知らせ' };
    // Units or entries from a cache that never had them (offline, a page never opened online).
    expect(refreshedBoard(published, { ...sources, units: [] }, change, now)).toBeNull();
    expect(
      refreshedBoard(published, { ...sources, units: sources.units.slice(0, 1) }, change, now),
    ).toBeNull();
    expect(refreshedBoard(published, { ...sources, entries: [] }, change, now)).toBeNull();
    // Items reordered since the board was written: the page and the board disagree.
    const moved = [unit('u2', 0, ['e2']), unit('u1', 1, ['e1'])];
    expect(refreshedBoard(published, { ...sources, units: moved }, change, now)).toBeNull();
  });
});
