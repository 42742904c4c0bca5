import { CallList } from '@/components/call/call-list';
import { boardCalls } from '@/components/call/calls';
import {
  isComplete,
  matchSides,
  PLACE_LABELS,
  sideName,
  stagePlacements,
  tableName,
} from '@/shared/play/view/play-view';
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
 * when the competition has no stages. Loaded after first content, like ライブ's.
 */
export default function LivezPlay({
  compeId,
  board,
  onPlayEnds,
}: {
  compeId: string;
  board: LiveBoard | null;
  /** The running items' ends for the page's run sheet, whenever they change. */
  onPlayEnds: (ends: PlayEnds) => void;
}) {
  const { live, plays } = useDayPlay(compeId, board, onPlayEnds);
  // The stages under way; once all are over, the one decided last (its podium).
  const running = plays.filter((play) => !isComplete(play.view) && play.view.stage.status !== 'done');
  const shown = running.length > 0 ? running : plays.slice(-1);
  if (shown.length === 0) return null;
  const called = boardCalls(running).now;
  return (
    <section aria-label={PLAY_MESSAGES.heading} className={classes.panel} data-stages-at={live.receivedAt}>
      {called.length > 0 ? (
        <div className={classes.calls}>
          <h2>{PLAY_MESSAGES.onTables}</h2>
          <CallList calls={called} max={CALLS_SHOWN} label={PLAY_MESSAGES.onTables} />
        </div>
      ) : null}
      {shown.map((play) => {
        const { stage } = play.view;
        const podium = running.length === 0 ? stagePlacements(play.view) : [];
        return (
          <div key={stage.id} className={classes.stage}>
            <h2>{stage.name}</h2>
            {podium.length > 0 ? (
              <dl className={classes.podium}>
                {podium.map((row) => (
                  <div key={row.place}>
                    <dt>{PLACE_LABELS[row.place]}</dt>
                    <dd>{row.entrants.map((id) => sideName(stage, id)).join('、')}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {play.calls.length > 0 ? (
              <>
                <h3>{PLAY_MESSAGES.nextCalls}</h3>
                <ol>
                  {play.calls.slice(0, CALLS_SHOWN).map((call) => {
                    const state = play.view.states.get(call.matchId);
                    return state ? (
                      <li key={call.matchId}>
                        <span className="table">{call.table ? tableName(stage, call.table) : '—'}</span>
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
