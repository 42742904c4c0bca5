import { useId } from 'react';
import { DivisionFilter, useShownDivision } from '@/components/division/division-filter';
import { inDivision } from '@/components/division/division-param';
import type { PublicDivision } from '@/lib/db/compes/get-public-compe';
import type { LiveBoard } from '@/lib/live-board/board';
import type { HallNames } from '@/shared/play/hall-tables';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { useDayPlay } from './use-day-play';
import { StageSection } from './stage-section';
import classes from './play.lazy.module.css';

/**
 * 対戦 on ライブ (docs/play.md "On the public pages"): every drawn stage, live. Loaded once the page's
 * first content is on screen (live-view), with the stages' listener: a competition without stages
 * shows nothing here and loaded nothing more before its first paint. A competition of several 部門
 * shows them all, or the one its address names (`?division=`, components/division); the hall's
 * tables are worked out over every 部門 first, so a table another 部門 plays on is never 空き.
 */
export default function LivePlay({
  compeId,
  board,
  divisions = [],
  hall,
  onPlayEnds,
}: {
  compeId: string;
  board: LiveBoard | null;
  /** The competition's 部門 (compe.divisions): with two or more, the 部門 filter. */
  divisions?: readonly PublicDivision[];
  /** The competition's hall: tables named as it names them (「A1」). */
  hall?: HallNames | undefined;
  /** The running items' ends for the page's run sheet, whenever they change. */
  onPlayEnds: (ends: PlayEnds) => void;
}) {
  const headingId = useId();
  const { live, plays } = useDayPlay(compeId, board, onPlayEnds);
  const shown = useShownDivision(divisions);
  if (live.status === 'error') return <p className={classes.error}>{PLAY_MESSAGES.loadFailed}</p>;
  if (plays.length === 0) return null;
  const shownPlays = plays.filter((play) => inDivision(play.view.stage, shown));
  return (
    <section aria-labelledby={headingId} className={classes.play} data-stages-at={live.receivedAt}>
      <h3 id={headingId} className={classes.heading}>
        {PLAY_MESSAGES.heading}
      </h3>
      <DivisionFilter divisions={divisions} shown={shown} />
      {shown && shownPlays.length === 0 ? (
        <p className="t-body2 t-muted">{PLAY_MESSAGES.noDivisionPlay}</p>
      ) : null}
      {shownPlays.map((play) => (
        <StageSection key={play.view.stage.id} play={play} hall={hall} />
      ))}
    </section>
  );
}
