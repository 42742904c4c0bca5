import { useId, useMemo } from 'react';
import { stagePlay } from '@/components/play/stage-play';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useNow } from '@/lib/use-now';
import { MESSAGES } from '@/shared/messages';
import { RETIME_MS } from '../../use-live-sheet';
import { StageSection } from './stage-section';
import classes from './play.module.css';

/**
 * 対戦 on ライブ (docs/play.md "On the public pages"): every drawn stage, live. Loaded once the page's
 * first content is on screen (live-view), with the stages' listener: a competition without stages
 * shows nothing here and loaded nothing more before its first paint.
 */
export default function LivePlay({ compeId }: { compeId: string }) {
  const headingId = useId();
  const live = useLiveStages(compeId);
  const tick = useNow(RETIME_MS);
  const now = Math.max(tick, live.receivedAt);
  const plays = useMemo(
    () =>
      live.stages
        .filter((stage) => stage.draw.length > 0 || Object.keys(stage.pairings).length > 0)
        .map((stage) => stagePlay(stage, new Date(now))),
    [live.stages, now],
  );
  if (live.status === 'error') return <p className={classes.error}>{MESSAGES.playLoadFailed}</p>;
  if (plays.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.play} data-stages-at={live.receivedAt}>
      <h3 id={headingId} className={classes.heading}>
        {MESSAGES.playHeading}
      </h3>
      {plays.map((play) => (
        <StageSection key={play.view.stage.id} play={play} />
      ))}
    </section>
  );
}
