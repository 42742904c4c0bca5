import { serverTimestamp, type WriteBatch } from 'firebase/firestore';
import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { boardMatches, buildBoard, type BoardInput } from '@/shared/run-sheet/board-document';
import { boardSchema, type Board } from '@/shared/schemas/unit';
import { boardRef } from './refs';

/**
 * What compes/{compeId}/live/board derives from, and nothing else (docs/run-sheet-and-live.md, "The
 * board document"): the competition's start time and notice (大会設定), the run sheet's units
 * (進行表), the entries they list (エントリー), and the play's estimated ends (対戦). Every page that
 * changes one of them writes the board again in the same batch: 進行表 through saveRunSheet, 大会設定
 * and エントリー through `refreshedBoard`.
 */
export type BoardSources = Omit<BoardInput, 'now' | 'currentUnitId'>;

/** The board as stored (its items as one string), without updatedAt, which the write sets. */
export type StoredBoard = z.input<ReturnType<typeof z.omit<typeof boardSchema, { updatedAt: true }>>>;

/**
 * What a page outside 進行表 changes of the board's sources: the start time, the notice, or the
 * entries (a function of the list the board is built from: an entry edited or removed).
 */
export interface BoardChange {
  startAt?: Date;
  notice?: string;
  entries?: (entries: BoardSources['entries']) => BoardSources['entries'];
}

/**
 * The board a change gives, ready to write in the change's batch, or null when none should be
 * written (see `refreshedBoard`). Given to the save functions of 大会設定 and エントリー by the page,
 * from its listeners (use-board-refresh.ts).
 */
export type BoardRefresh = (change: BoardChange) => StoredBoard | null;

/** The board for these sources at `now`, checked by boardSchema and encoded as stored. */
export function storedBoard(sources: BoardSources, now: Date): StoredBoard {
  return z.encode(z.omit(boardSchema, { updatedAt: true }), buildBoard({ ...sources, now }));
}

/** Adds the board to a batch, stamped with the server's time (firestore.rules isBoard). */
export function writeBoard(batch: WriteBatch, compeId: string, board: StoredBoard): void {
  batch.set(boardRef(db(), compeId), { ...board, updatedAt: serverTimestamp() });
}

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join('\n');

/**
 * Whether the page's sources hold everything the published board shows: the same items in the same
 * order, and every entry it lists. A page that never listened to the units or the entries online
 * gets an empty list from Firestore's cache offline; building from that would wipe the live page,
 * so such a page writes nothing and 進行表's 「ライブに反映」 stays the way to catch up.
 */
function coversBoard(published: Pick<Board, 'units'>, built: Pick<Board, 'units'>): boolean {
  return (
    ids(published.units) === ids(built.units) &&
    published.units.every((unit, i) => ids(unit.entries) === ids(built.units[i].entries))
  );
}

/**
 * The board to write with a change made outside 進行表 (大会設定's start time or notice, an entry
 * edited or deleted on エントリー), or null:
 *
 * - when the change does not alter what the board shows (a venue, a description, a memo): no write
 *   reaches every viewer for nothing;
 * - when nothing is published and the sheet is empty: ライブ keeps saying 「進行表はまだ公開されていません」;
 * - when the sources before the change do not cover the published board (coversBoard): the page's
 *   view is incomplete, and 進行表 tells staff the board is behind, as before.
 */
export function refreshedBoard(
  published: Board | null,
  sources: BoardSources,
  change: BoardChange,
  now: Date,
): StoredBoard | null {
  if (published === null) {
    if (sources.units.length === 0) return null;
  } else if (!coversBoard(published, buildBoard({ ...sources, now }))) {
    return null;
  }
  const after: BoardSources = {
    ...sources,
    startAt: change.startAt ?? sources.startAt,
    notice: change.notice ?? sources.notice,
    entries: change.entries ? change.entries(sources.entries) : sources.entries,
  };
  if (published !== null && boardMatches(published, buildBoard({ ...after, now }))) return null;
  return storedBoard(after, now);
}
