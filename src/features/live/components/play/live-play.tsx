import { useId, useMemo, type ReactNode } from 'react';
import { DivisionFilter, useShownDivision } from '@/components/division/division-filter';
import { inDivision } from '@/components/division/division-param';
import type { PublicDivision } from '@/lib/db/compes/get-public-compe';
import type { LiveBoard } from '@/lib/live-board/board';
import type { HallNames } from '@/shared/play/hall-tables';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { divisionPodiums } from '@/shared/play/view/play-view';
import type { StagePlay } from '@/shared/play/view/stage-play';
import type { Stage } from '@/shared/schemas/stage';
import { useDayPlay } from './use-day-play';
import { Podium, StageSection } from './stage-section';
import classes from './play.lazy.module.css';

/**
 * 対戦 on ライブ (docs/play.md "On the public pages"): every drawn stage, live. Loaded once the page's
 * first content is on screen (live-view), with the stages' listener: a competition without stages
 * shows nothing here and loaded nothing more before its first paint. A competition of several 部門
 * shows them all, or the one its address names (`?division=`, components/division); the hall's
 * tables are worked out over every 部門 first, so a table another 部門 plays on is never 空き.
 * With two or more 部門 the stages are grouped under their 部門's name, each 部門 with its own
 * 優勝 / 準優勝 / 3位 (divisionPodiums, as 結果 and 表彰 group them).
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
  const shownId = shown?.id;
  // Every stage of the 部門 shown, drawn or not (DivisionPlays: a 決勝 still to draw decides its 部門).
  const shownStages = useMemo(
    () => live.stages.filter((stage) => shownId === undefined || stage.divisionId === shownId),
    [live.stages, shownId],
  );
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
      {divisions.length > 1 ? (
        <DivisionPlays stages={shownStages} plays={shownPlays} divisions={divisions} hall={hall} />
      ) : (
        shownPlays.map((play) => <StageSection key={play.view.stage.id} play={play} hall={hall} />)
      )}
    </section>
  );
}

/**
 * The drawn stages per 部門, in the competition's order: the 部門's name, its podium once its deciding
 * stage is over, then its stages; the stages in no 部門 after them, as stages of the competition.
 * `stages` are every stage shown, drawn or not: a 決勝 still to draw is what decides its 部門, so the
 * 予選 before it puts nobody on the podium.
 */
function DivisionPlays({
  stages,
  plays,
  divisions,
  hall,
}: {
  stages: readonly Stage[];
  plays: readonly StagePlay[];
  divisions: readonly PublicDivision[];
  hall: HallNames | undefined;
}) {
  const parts = useMemo(() => {
    const byStage = new Map(plays.map((play) => [play.view.stage.id, play]));
    return divisionPodiums(stages, divisions).map((part) => ({
      ...part,
      plays: part.stages.flatMap((stage) => byStage.get(stage.id) ?? []),
    }));
  }, [stages, plays, divisions]);
  return parts.map((part) =>
    part.division ? (
      part.plays.length > 0 ? (
        <DivisionSection key={part.division.id} name={part.division.name}>
          {part.deciding ? <Podium stage={part.deciding} rows={part.podium} headingLevel={5} /> : null}
          {part.plays.map((play) => (
            <StageSection key={play.view.stage.id} play={play} hall={hall} level={5} />
          ))}
        </DivisionSection>
      ) : null
    ) : (
      part.plays.map((play) => <StageSection key={play.view.stage.id} play={play} hall={hall} />)
    ),
  );
}

function DivisionSection({ name, children }: { name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.division}>
      <h4 id={headingId} className={classes.divisionTitle}>
        {name}
      </h4>
      {children}
    </section>
  );
}
