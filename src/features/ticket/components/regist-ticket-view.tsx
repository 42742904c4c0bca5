import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CancelledNotice } from '@/components/cancelled-notice';
import { Button } from '@/components/ui/button';
import { afterFirstContent } from '@/lib/first-content';
import { clearLoaderCache } from '@/lib/use-loader';
import { useFirstContentReached } from '@/lib/use-first-content';
import { LABELS } from '@/shared/messages';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { useLiveTicket } from '../api/use-live-ticket';
import type { KeptEta } from '../kept-ticket';
import { RegistTicketCard } from './regist-ticket-card';
import classes from '@/components/ticket/ticket.module.css';

// Cancel and check-in depend on who is looking, known only once Auth has loaded after first paint.
// Not through withMui: the participant's cancel button is CSS, and the parts drawn with MUI (check-in,
// the cancel dialog) bring MUI's theme as they load, so a participant who only looks never loads MUI.
const TicketActions = lazy(() => import('./ticket-actions'));
// The participant's ETA follows the live board: its code and the listener load after first paint.
const TicketEta = lazy(() => import('./ticket-eta'));
// 出番のお知らせ and カレンダーに追加 (and the page's own 「まもなく出番です」) likewise.
const TicketReminder = lazy(() => import('./ticket-reminder'));
// オーダー提出 of a 団体 部門's captain (docs/play.md "Team ties"): the check that the participant
// captains a team loads with it, the form only for a captain.
const TicketOrders = lazy(() => import('./ticket-orders'));
// All are asked for once the ticket and its QR code have painted, not alongside them.

/**
 * The 参加票 with what the viewer may do: print; the participant cancels; staff of the club check in
 * (docs/product.md §5). `initial` is the one-shot read; the status then follows the ticket live.
 * `kept`: the read failed and `initial` is the copy this device kept (kept-ticket-view.tsx): its
 * notice (with the time it was last the server's) and its 出番の目安 show until the listener reports.
 */
export function RegistTicketView({
  initial,
  kept,
}: {
  initial: RegistTicket;
  kept?: { notice: ReactNode; eta: KeptEta | null };
}) {
  const { ticket: live, heard } = useLiveTicket(initial);
  // cancelRegist has answered: show it before the listener brings the same news.
  const [cancelledHere, setCancelledHere] = useState(false);
  const ticket: RegistTicket = useMemo(
    () => (cancelledHere ? { ...live, status: 'cancelled' } : live),
    [cancelledHere, live],
  );
  const cardPainted = useFirstContentReached();
  const stale = kept !== undefined && !heard;
  // What the server said last is kept for a visit without signal (docs/venue-mode.md); the code
  // that keeps it loads after first content, like the listener.
  useEffect(() => {
    if (stale) return;
    const at = Date.now();
    let active = true;
    afterFirstContent(() => {
      import('../kept-ticket').then(
        ({ keepTicket }) => active && keepTicket(ticket, at),
        (error: unknown) => console.warn(error),
      );
    });
    return () => {
      active = false;
    };
  }, [stale, ticket]);

  // 印刷 draws the ticket in the app's own font on paper (docs/play.md "Fonts on paper"): its code
  // and the font load when pressed, never with the page.
  const [printing, setPrinting] = useState(false);
  const print = () => {
    setPrinting(true);
    import('@/components/print/print-in-fonts')
      .then(({ printInFonts }) => printInFonts('sans', document.querySelector('main') ?? document.body))
      // The code could not be had (offline, not cached): print as the page is.
      .catch(() => window.print())
      .finally(() => setPrinting(false));
  };

  // Called off (cancelCompe): said above the ticket, which stays as the record of the application;
  // there is no turn to wait for and nothing to cancel.
  const compeCancelled = ticket.compeCancelled === true;
  return (
    <>
      {stale ? kept.notice : null}
      {compeCancelled ? <CancelledNotice /> : null}
      <RegistTicketCard ticket={ticket} />
      <div className={`${classes.actions} no-print`}>
        <Button variant="outlined" onClick={print} disabled={printing} aria-busy={printing || undefined}>
          {LABELS.print}
        </Button>
        {cardPainted && !compeCancelled ? (
          <Suspense fallback={null}>
            <TicketActions
              ticket={ticket}
              onCancelled={() => {
                setCancelledHere(true);
                clearLoaderCache(`ticket:${ticket.id}`);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {/* What loads after the ticket has painted goes below what painted with it, latest last
          (docs/performance.md §1 "Layout shifts"): the buttons, then 出番のお知らせ (its code only),
          then あなたの出番 (it waits for the board too). Above them, each would push the rest down. */}
      {cardPainted && ticket.status === 'accepted' && !compeCancelled ? (
        <Suspense fallback={null}>
          <TicketReminder ticket={ticket} />
        </Suspense>
      ) : null}
      {cardPainted && ticket.status === 'accepted' && !compeCancelled ? (
        <Suspense fallback={null}>
          <TicketEta ticket={ticket} kept={stale ? kept.eta : null} />
        </Suspense>
      ) : null}
      {cardPainted &&
      ticket.status === 'accepted' &&
      !compeCancelled &&
      (ticket.divisions?.length || ticket.orders) ? (
        <Suspense fallback={null}>
          <TicketOrders ticket={ticket} />
        </Suspense>
      ) : null}
    </>
  );
}
