import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatTime } from '@/shared/date-time';
import { useLiveBoard } from '@/lib/live-board/use-live-board';
import { useNow } from '@/lib/use-now';
import { etaLabel, notBeforeLabel, type EntryEta, type PlayEnds, type TimedUnit } from '@/shared/run-sheet';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { holderEta } from '../holder-eta';
import { etaFromKept, keptEtaOf } from '../kept-eta';
import { keepEta, type KeptEta } from '../kept-ticket';
import classes from './ticket-eta.module.css';

// The holder's matches (対戦): the play engine and the stages' listener load only for a holder on
// the board, after the ticket has painted.
const HolderMatch = lazy(() => import('./holder-match'));

/** Re-estimated this often, so 「約15分後」 stays true between two changes of the board. */
export const ETA_TICK_MS = 30_000;

/**
 * 出番の目安 on the 参加票 (docs/run-sheet-and-live.md): when the holder's entries are expected on, live from
 * the competition's board, and the time before which their item will not begin. Loaded lazily for
 * accepted tickets only; shows nothing while the board is unknown or the holder is on no item.
 * `kept`: the 出番の目安 this device last showed, shown while the board is unknown (the page shows
 * a ticket kept offline, docs/venue-mode.md); what the board gives is kept for that.
 */
export default function TicketEta({ ticket, kept = null }: { ticket: RegistTicket; kept?: KeptEta | null }) {
  const live = useLiveBoard(ticket.compeId);
  const tick = useNow(ETA_TICK_MS);
  // A board that just arrived is timed at its arrival, not at the tick up to 30 s before it.
  const now = Math.max(tick, live.receivedAt);
  // An item that holds a stage ends when its matches will (set by HolderMatch once it has the stages).
  const [playEnds, setPlayEnds] = useState<PlayEnds>();
  const eta = useMemo(
    () => (live.board ? holderEta(live.board, ticket.registId, new Date(now), playEnds) : null),
    [live.board, ticket.registId, now, playEnds],
  );
  // Kept with the moment it was the server's: now while the listener is connected, else the last
  // moment the board was known to be current.
  const keptAt = live.connection === 'live' ? now : live.syncedAt || live.receivedAt;
  useEffect(() => {
    if (eta) keepEta(ticket, keptEtaOf(eta), keptAt);
  }, [eta, keptAt, ticket]);
  const onBoard = useMemo(
    () => live.board?.units.some((u) => u.entries.some((e) => e.registId === ticket.registId)) ?? false,
    [live.board, ticket.registId],
  );
  const match =
    live.board && onBoard ? (
      <Suspense fallback={null}>
        <HolderMatch
          clubId={ticket.clubId}
          compeId={ticket.compeId}
          ticketId={ticket.id}
          board={live.board}
          registId={ticket.registId}
          now={now}
          onPlayEnds={setPlayEnds}
        />
      </Suspense>
    ) : null;
  if (!eta && kept) return <EtaSection eta={etaFromKept(kept, now)} ticket={ticket} />;
  if (!eta || eta.state === 'none') return match;
  return (
    <>
      <EtaSection eta={eta} ticket={ticket} />
      {match}
    </>
  );
}

function EtaSection({ eta, ticket }: { eta: EntryEta<{ title: string } & TimedUnit>; ticket: RegistTicket }) {
  const headingId = useId();
  const notBefore = notBeforeLabel(eta);
  const unit = eta.state === 'upcoming' || eta.state === 'running' ? eta.unit : null;
  return (
    <section className={`paper ${classes.eta}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.heading}>
        あなたの出番
      </h3>
      <p className={classes.label}>{etaLabel(eta)}</p>
      {notBefore ? <p className="t-body1">{notBefore}</p> : null}
      {unit ? (
        <p className={`t-body1 t-muted ${classes.unit}`}>
          {unit.title}（予定 {formatTime(unit.plannedStart)}）
        </p>
      ) : null}
      <Link to={paths.live.getHref(ticket.clubId, ticket.compeId)} className={classes.live}>
        ライブで進行を見る
      </Link>
    </section>
  );
}
