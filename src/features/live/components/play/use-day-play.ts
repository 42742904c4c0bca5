import { useEffect, useMemo, useRef } from 'react';
import { dayPlay, samePlayEnds } from '@/shared/play/view/stage-play';
import type { LiveBoard } from '@/lib/live-board/board';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useNow } from '@/lib/use-now';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { RETIME_MS } from '../../use-live-sheet';

/**
 * The competition's play, live, for ライブ and ライブZoom alike: the stages from one read and their listener,
 * re-timed as often as the run sheet, and the running items' ends handed to the page's run sheet
 * whenever they change (docs/play.md "On the public pages").
 */
export function useDayPlay(compeId: string, board: LiveBoard | null, onPlayEnds: (ends: PlayEnds) => void) {
  // A day with no play listens to its board alone (docs/performance.md: one listen target per
  // viewer): the stages are followed when the run sheet holds one, or the first read found some.
  const linked = board?.units.some((unit) => unit.stageId !== undefined) ?? false;
  const live = useLiveStages(compeId, linked ? 'always' : 'when-found');
  const tick = useNow(RETIME_MS);
  const now = Math.max(tick, live.receivedAt);
  const day = useMemo(() => dayPlay(board, live.stages, new Date(now)), [board, live.stages, now]);
  const sent = useRef<PlayEnds | undefined>(undefined);
  useEffect(() => {
    if (samePlayEnds(sent.current, day.playEnds)) return;
    sent.current = day.playEnds;
    onPlayEnds(day.playEnds);
  }, [day.playEnds, onPlayEnds]);
  return { live, plays: day.plays };
}
