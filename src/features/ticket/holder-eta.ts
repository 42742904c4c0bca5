import type { BoardUnit, LiveBoard } from '@/lib/live-board/board';
import { entryEta, timeline, type EntryEta } from '@/shared/run-sheet';

/**
 * The ticket holder's next turn on the live board (docs/run-sheet-and-live.md): their items are those with an
 * entry made from their registration, found by registId, so no entries are read.
 */
export function holderEta(board: LiveBoard, registId: string, now: Date): EntryEta<BoardUnit> {
  const unitIds = board.units
    .filter((unit) => unit.entries.some((entry) => entry.registId === registId))
    .map((unit) => unit.id);
  return entryEta(timeline(board.startAt, board.units, now), unitIds, now);
}
