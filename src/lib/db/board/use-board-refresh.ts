import { useCallback, useLayoutEffect, useRef } from 'react';
import { useEntries } from '@/lib/db/entries/use-entries';
import { useStages } from '@/lib/db/stages/use-stages';
import { useUnits } from '@/lib/db/units/use-units';
import { playUnitEnds } from '@/shared/play/unit-play';
import type { Compe } from '@/shared/schemas/compe';
import { refreshedBoard, type BoardRefresh } from './board-refresh';
import { usePublishedBoard } from './use-published-board';

/**
 * The board refresh of a page that changes what the board derives from outside 進行表 (大会設定,
 * エントリー): it listens to the rest of the sources — the units, the entries, the stages and the
 * published board — and gives the board a change makes, to be written in the change's own batch
 * (board-refresh.ts). Null while any of them is still loading or cannot be read: the save then goes
 * without the board, and 進行表 says the board is behind.
 *
 * Firestore shares one listener per query, so a page that listens to the units or the entries
 * already pays nothing more for them here.
 */
export function useBoardRefresh(compe: Pick<Compe, 'id' | 'eventedAt' | 'live'>): BoardRefresh {
  const units = useUnits(compe.id);
  const entries = useEntries(compe.id);
  const stages = useStages(compe.id);
  const board = usePublishedBoard(compe.id);
  // Read at save time: the callback keeps one identity.
  const latest = useRef({ compe, units, entries, stages, board });
  useLayoutEffect(() => {
    latest.current = { compe, units, entries, stages, board };
  });
  return useCallback((change) => {
    const { compe, units, entries, stages, board } = latest.current;
    if (units.status !== 'ready' || entries.status !== 'ready' || board.status !== 'ready') return null;
    const now = new Date();
    return refreshedBoard(
      board.data,
      {
        startAt: compe.eventedAt,
        units: units.data,
        entries: entries.data,
        notice: compe.live.notice,
        // Only the board's delay follows the play, which the check for a change leaves out.
        playEnds: playUnitEnds(units.data, stages.status === 'ready' ? stages.data : [], now),
      },
      change,
      now,
    );
  }, []);
}
