import { useEffect, useId, useMemo, useRef } from 'react';
import { dayPlay, samePlayEnds } from '@/components/play/stage-play';
import type { LiveBoard } from '@/lib/live-board/board';
import type { PlayEnds } from '@/shared/run-sheet';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useNow } from '@/lib/use-now';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { RETIME_MS } from '../../use-live-sheet';
import { StageSection } from './stage-section';
import classes from './play.lazy.module.css';

/**
 * 対戦 on ライブ (docs/play.md "On the public pages"): every drawn stage, live. Loaded once the page's
 * first content is on screen (live-view), with the stages' listener: a competition without stages
 * shows nothing here and loaded nothing more before its first paint.
 */
export default function LivePlay({
  compeId,
  board,
  onPlayEnds,
}: {
  compeId: string;
  board: LiveBoard | null;
  /** The running items' ends for the page's run sheet, whenever they change. */
  onPlayEnds: (ends: PlayEnds) => void;
}) {
  const headingId = useId();
  const live = useLiveStages(compeId);
  const tick = useNow(RETIME_MS);
  const now = Math.max(tick, live.receivedAt);
  const day = useMemo(() => dayPlay(board, live.stages, new Date(now)), [board, live.stages, now]);
  const plays = day.plays;
  const sent = useRef<PlayEnds | undefined>(undefined);
  useEffect(() => {
    if (samePlayEnds(sent.current, day.playEnds)) return;
    sent.current = day.playEnds;
    onPlayEnds(day.playEnds);
  }, [day.playEnds, onPlayEnds]);
  if (live.status === 'error') return <p className={classes.error}>{PLAY_MESSAGES.loadFailed}</p>;
  if (plays.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.play} data-stages-at={live.receivedAt}>
      <h3 id={headingId} className={classes.heading}>
        {PLAY_MESSAGES.heading}
      </h3>
      {plays.map((play) => (
        <StageSection key={play.view.stage.id} play={play} />
      ))}
    </section>
  );
}
