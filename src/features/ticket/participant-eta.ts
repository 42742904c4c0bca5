import type { BoardUnit, LiveBoard } from '@/lib/live-board/board';
import { entryEta, type EntryEta } from '@/shared/run-sheet/entry-eta';
import { timeline, type PlayEnds } from '@/shared/run-sheet/timeline';

/**
 * The participant's next turn on the live board (docs/run-sheet-and-live.md): their items are those with an
 * entry made from their registration, found by registId, so no entries are read. `playEnds`: when
 * running items that hold a stage will end (from the stages, once TicketMatch has them).
 */
export function participantEta(
  board: LiveBoard,
  registId: string,
  now: Date,
  playEnds?: PlayEnds,
): EntryEta<BoardUnit> {
  const unitIds = board.units
    .filter((unit) => unit.entries.some((entry) => entry.registId === registId))
    .map((unit) => unit.id);
  return entryEta(timeline(board.startAt, board.units, now, playEnds), unitIds, now);
}
