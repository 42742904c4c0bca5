import { useMemo } from 'react';
import { CallList } from '@/components/call/call-list';
import { boardCalls } from '@/components/call/calls';
import { DivisionFilter, useShownDivision } from '@/components/division/division-filter';
import { inDivision } from '@/components/division/division-param';
import type { PublicDivision } from '@/lib/db/compes/get-public-compe';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import {
  divisionPodiums,
  isComplete,
  matchSides,
  PLACE_LABELS,
  sideName,
  stagePlacements,
  type PodiumRow,
} from '@/shared/play/view/play-view';
import type { Stage } from '@/shared/schemas/stage';
import type { LiveBoard } from '@/lib/live-board/board';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import { useDayPlay } from './use-day-play';
import classes from './livez-play.lazy.module.css';

/** Calls shown on the meeting screen: what fits in the panel at its type size. */
const CALLS_SHOWN = 4;

/**
 * ライブZoom's 対戦 panel: the matches called to the tables, the newest large, as the call board
 * shows them (the same list, components/call); then for each stage under way its next calls, and
 * for a finished one its 優勝 / 準優勝 / 3位. Compact, in the 16:9 layout's right column; nothing
 * when the competition has no stages. Loaded after first content, like ライブ's. Set to one 部門 by
 * its address (`?division=`, as ライブ), it shows that 部門's stages and calls only; tables are named
 * as the hall names them. With two or more 部門, once all are over it shows each 部門's podium under
 * the 部門's name (divisionPodiums) instead of the last stage's.
 */
export default function LivezPlay({
  compeId,
  board,
  divisions = [],
  hall,
  onPlayEnds,
}: {
  compeId: string;
  board: LiveBoard | null;
  /** The competition's 部門: with two or more, the 部門 filter. */
  divisions?: readonly PublicDivision[];
  /** The competition's hall: tables named as it names them (「A1」). */
  hall?: HallNames | undefined;
  /** The running items' ends for the page's run sheet, whenever they change. */
  onPlayEnds: (ends: PlayEnds) => void;
}) {
  const { live, plays: dayPlays } = useDayPlay(compeId, board, onPlayEnds);
  const division = useShownDivision(divisions);
  const plays = dayPlays.filter((play) => inDivision(play.view.stage, division));
  // The stages under way; once all are over, the one decided last (its podium), or with 部門 each
  // 部門's podium from its deciding stage (drawn or not: a 決勝 still to draw places nobody yet).
  const running = plays.filter((play) => !isComplete(play.view) && play.view.stage.status !== 'done');
  const divided = divisions.length > 1;
  const over = running.length === 0 && plays.length > 0;
  const podiums = useMemo(
    () =>
      divided && over
        ? divisionPodiums(
            live.stages.filter((stage) => inDivision(stage, division)),
            divisions,
          ).filter((part) => part.deciding && part.podium.length > 0)
        : [],
    [divided, over, live.stages, division, divisions],
  );
  const shown = running.length > 0 ? running : podiums.length > 0 ? [] : plays.slice(-1);
  // Set to a 部門 with nothing drawn yet, the panel keeps its filter, to go back to every 部門.
  if (dayPlays.length === 0 || (shown.length === 0 && podiums.length === 0 && !division)) return null;
  const called = boardCalls(running, undefined, hall).now;
  return (
    <section aria-label={PLAY_MESSAGES.heading} className={classes.panel} data-stages-at={live.receivedAt}>
      <DivisionFilter divisions={divisions} shown={division} className={classes.divisions} />
      {shown.length === 0 && podiums.length === 0 ? (
        <p className={classes.quiet}>{PLAY_MESSAGES.noDivisionPlay}</p>
      ) : null}
      {called.length > 0 ? (
        <div className={classes.calls}>
          <h2>{PLAY_MESSAGES.onTables}</h2>
          <CallList calls={called} max={CALLS_SHOWN} label={PLAY_MESSAGES.onTables} />
        </div>
      ) : null}
      {podiums.map(({ division: part, deciding, podium }) =>
        deciding ? (
          <div key={part?.id ?? deciding.id} className={classes.stage}>
            <h2>{part?.name ?? deciding.name}</h2>
            <PodiumList stage={deciding} rows={podium} />
          </div>
        ) : null,
      )}
      {shown.map((play) => {
        const { stage } = play.view;
        const podium = running.length === 0 ? stagePlacements(play.view) : [];
        return (
          <div key={stage.id} className={classes.stage}>
            <h2>{stage.name}</h2>
            {podium.length > 0 ? <PodiumList stage={stage} rows={podium} /> : null}
            {play.calls.length > 0 ? (
              <>
                <h3>{PLAY_MESSAGES.nextCalls}</h3>
                <ol>
                  {play.calls.slice(0, CALLS_SHOWN).map((call) => {
                    const state = play.view.states.get(call.matchId);
                    return state ? (
                      <li key={call.matchId}>
                        <span className="table">
                          {call.table ? stageTableName(hall, stage, call.table) : '—'}
                        </span>
                        <span className="sides">{matchSides(stage, state)}</span>
                      </li>
                    ) : null;
                  })}
                </ol>
              </>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** 優勝 / 準優勝 / 3位 at the panel's size: a stage's, or a 部門's (its deciding stage's). */
function PodiumList({ stage, rows }: { stage: Stage; rows: readonly PodiumRow[] }) {
  return (
    <dl className={classes.podium}>
      {rows.map((row) => (
        <div key={row.place}>
          <dt>{PLACE_LABELS[row.place]}</dt>
          <dd>{row.entrants.map((id) => sideName(stage, id)).join('、')}</dd>
        </div>
      ))}
    </dl>
  );
}
