import { useId } from 'react';
import type { LiveBoard } from '@/lib/live-board/board';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { useDayPlay } from './use-day-play';
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
  const { live, plays } = useDayPlay(compeId, board, onPlayEnds);
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
