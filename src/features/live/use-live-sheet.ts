import { useMemo } from 'react';
import type { LiveBoard } from '@/lib/live-board/board';
import { useNow } from '@/lib/use-now';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { liveSheet, type LiveSheet } from './live-sheet';

/** Re-estimates every 30 s: 「約15分後」 and "never in the past" stay true between board changes. */
export const RETIME_MS = 30_000;

/** The live sheet of a board, re-timed on every change and every RETIME_MS. */
export function useLiveSheet(
  board: LiveBoard | null,
  receivedAt: number,
  playEnds?: PlayEnds,
): LiveSheet | null {
  const tick = useNow(RETIME_MS);
  // A board that just arrived is timed at its arrival, not at the last tick up to 30 s before.
  const now = Math.max(tick, receivedAt);
  return useMemo(() => (board ? liveSheet(board, new Date(now), playEnds) : null), [board, now, playEnds]);
}
