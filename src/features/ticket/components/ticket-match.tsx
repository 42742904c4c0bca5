import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isComplete } from '@/shared/play/view/play-view';
import { dayPlay, isDrawn, samePlayEnds } from '@/shared/play/view/stage-play';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import type { LiveBoard } from '@/lib/live-board/board';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { etaBesidePlay, participantEntryIds, participantPlay } from '@/shared/play/view/participant-match';
import { useTicketHall } from '../api/use-ticket-hall';
import { DayCard, EtaLines, type TicketEntryEta } from './day-card';
import classes from './ticket-eta.module.css';

/**
 * The 参加票's あなたの出番 card for a participant on the board, with あなたの次の試合 inside it: the
 * participant's next match and results so far, live from the competition's stages, and the item's 出番の目安
 * only where it still says something (participant-match.ts etaBesidePlay). Loaded after the ticket has
 * painted, only for a participant who is on the board (ticket-eta); until the stages say the participant plays
 * in a drawn stage it is the item's 出番の目安 alone. While their match is on, 「結果を報告する」 opens
 * the match's report form with this ticket as the credential (docs/play.md "Reporting results from
 * the floor"): the ticket says which side they are.
 */
export default function TicketMatch({
  ticket,
  board,
  eta,
  now,
  onTheDay,
  onPlayEnds,
}: {
  ticket: Pick<RegistTicket, 'id' | 'clubId' | 'compeId' | 'registId'>;
  board: LiveBoard;
  /** The run sheet's 出番の目安 of the participant's item (participant-eta). */
  eta: TicketEntryEta;
  now: number;
  /** Whether the stages are followed live (the competition's day) or read once. */
  onTheDay: boolean;
  /** The running items' ends, for the ticket's 出番の目安 (ticket-eta), whenever they change. */
  onPlayEnds: (ends: PlayEnds) => void;
}) {
  const headingId = useId();
  const { clubId, compeId } = ticket;
  const live = useLiveStages(compeId, onTheDay ? 'always' : 'never');
  const entryIds = useMemo(
    () => participantEntryIds(board.units, ticket.registId, live.stages),
    [board.units, ticket.registId, live.stages],
  );
  const at = Math.max(now, live.receivedAt);
  const day = useMemo(() => dayPlay(board, live.stages, new Date(at)), [board, live.stages, at]);
  // Tables by the hall's names (「A1」) once the competition's hall is read.
  const hall = useTicketHall(compeId);
  const participant = useMemo(
    () => participantPlay(day.plays, entryIds, new Date(at), hall),
    [day.plays, entryIds, at, hall],
  );
  // A stage still to be drawn (a 決勝トーナメント waiting for its league) may yet hold a match.
  const undrawn = live.stages.some((stage) => !isDrawn(stage));
  // Every match of the day played: the competition's 結果 (standings, bracket, awards) is complete.
  const over = !undrawn && day.plays.length > 0 && day.plays.every((play) => isComplete(play.view));
  const sent = useRef<PlayEnds | undefined>(undefined);
  useEffect(() => {
    if (samePlayEnds(sent.current, day.playEnds)) return;
    sent.current = day.playEnds;
    onPlayEnds(day.playEnds);
  }, [day.playEnds, onPlayEnds]);
  if (!participant.entered) return eta.state === 'none' ? null : <DayCard ticket={ticket} eta={eta} />;
  const others = participant.upcoming.slice(1);
  const beside = etaBesidePlay(participant, undrawn, eta) ? <EtaLines eta={eta} beside /> : null;
  return (
    <DayCard ticket={ticket}>
      <section aria-labelledby={headingId} data-stages-at={live.receivedAt}>
        <h4 id={headingId} className={classes.matchHeading}>
          {PLAY_MESSAGES.nextMatch}
        </h4>
        {participant.next ? (
          <>
            <p className={classes.label}>{participant.next.text}</p>
            <p className={`t-body1 t-muted ${classes.unit}`}>
              {participant.next.stageName} {participant.next.round}
            </p>
            {beside}
            {participant.next.reportable ? (
              <ButtonLink
                variant="contained"
                className={classes.report}
                to={paths.report.getHref(
                  clubId,
                  compeId,
                  participant.next.stageId,
                  participant.next.matchId,
                  {
                    ticketId: ticket.id,
                  },
                )}
              >
                {PLAY_MESSAGES.reportResult}
              </ButtonLink>
            ) : null}
          </>
        ) : (
          <>
            <p className={classes.label}>{undrawn ? PLAY_MESSAGES.nextUnknown : PLAY_MESSAGES.finished}</p>
            {beside}
          </>
        )}
        {others.length > 0 ? (
          <>
            <h4 className={classes.subheading}>{PLAY_MESSAGES.otherNextMatches}</h4>
            <ul className={classes.results}>
              {others.map((next) => (
                <li key={`${next.stageId}/${next.matchId}`}>
                  {next.text}（{next.stageName} {next.round}）
                  {next.reportable ? (
                    <>
                      {' '}
                      <Link
                        to={paths.report.getHref(clubId, compeId, next.stageId, next.matchId, {
                          ticketId: ticket.id,
                        })}
                      >
                        {PLAY_MESSAGES.reportResult}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {participant.results.length > 0 ? (
          <>
            <h4 className={classes.subheading}>{PLAY_MESSAGES.yourResults}</h4>
            <ol className={classes.results}>
              {participant.results.map((result) => (
                <li key={result.key}>{result.text}</li>
              ))}
            </ol>
          </>
        ) : null}
        {over ? (
          <Link to={paths.result.getHref(clubId, compeId)} className={classes.seeResults}>
            {PLAY_MESSAGES.seeResults}
          </Link>
        ) : null}
      </section>
    </DayCard>
  );
}
