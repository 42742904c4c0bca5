import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLiveBoard } from '@/lib/live-board/use-live-board';
import { useNow } from '@/lib/use-now';
import { useOnTheDay } from '@/lib/use-on-the-day';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { participantEta } from '../participant-eta';
import { etaFromKept, keptEtaOf } from '../kept-eta';
import { keepEta, type KeptEta } from '../kept-ticket';
import { DayCard } from './day-card';

// The participant's matches (対戦): the play engine and the stages' listener load only for a participant on
// the board, after the ticket has painted.
const TicketMatch = lazy(() => import('./ticket-match'));

/** Re-estimated this often, so 「約15分後」 stays true between two changes of the board. */
export const ETA_TICK_MS = 30_000;

/**
 * あなたの出番 on the 参加票 (docs/run-sheet-and-live.md), one card (day-card.tsx): when the participant's
 * entries are expected on, live from the competition's board, and the time before which their item
 * will not begin; for a participant who plays in a drawn stage, their next match and results instead
 * (ticket-match.tsx). Loaded lazily for accepted tickets only; shows nothing while the board is
 * unknown or the participant is on no item.
 * `kept`: the 出番の目安 this device last showed, shown while the board is unknown (the page shows
 * a ticket kept offline, docs/venue-mode.md); what the board gives is kept for that.
 */
export default function TicketEta({ ticket, kept = null }: { ticket: RegistTicket; kept?: KeptEta | null }) {
  // The board is followed on the competition's day; before and after it, read once.
  const onTheDay = useOnTheDay(ticket.eventedAt);
  const live = useLiveBoard(ticket.compeId, onTheDay);
  const tick = useNow(ETA_TICK_MS);
  // A board that just arrived is timed at its arrival, not at the tick up to 30 s before it.
  const now = Math.max(tick, live.receivedAt);
  // An item that holds a stage ends when its matches will (set by TicketMatch once it has the stages).
  const [playEnds, setPlayEnds] = useState<PlayEnds>();
  const eta = useMemo(
    () => (live.board ? participantEta(live.board, ticket.registId, new Date(now), playEnds) : null),
    [live.board, ticket.registId, now, playEnds],
  );
  // Kept with the moment it was the server's: now while the listener is connected, else the last
  // moment the board was known to be current.
  const keptAt = live.connection === 'live' ? now : live.syncedAt || live.receivedAt;
  useEffect(() => {
    if (eta) keepEta(ticket, keptEtaOf(eta), keptAt);
  }, [eta, keptAt, ticket]);
  // Kept offline (docs/venue-mode.md): the item's 出番の目安 as this device last showed it.
  if (!eta && kept) return <DayCard ticket={ticket} eta={etaFromKept(kept, now)} />;
  if (!live.board || !eta) return null;
  // On no item: their matches may still be in a stage (found by their registration, docs/play.md
  // "One floor"), when the sheet holds any.
  const none = eta.state === 'none';
  if (none && !live.board.units.some((unit) => unit.stageId)) return null;
  // One card of the participant's day: the item's 出番の目安 until the participant's matches are known, then
  // what matters now (TicketMatch). The run sheet's card stands in while the play's code loads.
  const card = none ? null : <DayCard ticket={ticket} eta={eta} />;
  return (
    <Suspense fallback={card}>
      <TicketMatch
        ticket={ticket}
        board={live.board}
        eta={eta}
        now={now}
        onTheDay={onTheDay}
        onPlayEnds={setPlayEnds}
      />
    </Suspense>
  );
}
