import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { ButtonLink } from '@/components/ui/button';
import { MESSAGES } from '@/shared/messages';
import { LoadError } from '@/components/load-error';
import { useTicket } from '@/lib/db/tickets/use-ticket';
import { InvitationCard } from '@/components/ticket/invitation-card';
import { RegistTicketView } from '../components/regist-ticket-view';
import classes from '@/components/ticket/ticket.module.css';

// The copy kept on the device, for when the read fails or hangs: loaded only then.
const KeptTicketView = lazy(() => import('../components/kept-ticket-view'));

/**
 * A read still unanswered after this long, on a venue's weak signal, gives way to the copy kept on
 * the device (docs/venue-mode.md, "Tickets offline"); the read's answer replaces it when it comes.
 */
export const KEPT_AFTER_MS = 4000;

/** /ticket/{ticketId}: an invitation (code 'auth') or a participant's 参加票 (code 'regist'). */
export default function TicketPage() {
  const { ticketId } = useParams() as { ticketId: string };
  const ticket = useTicket(ticketId);
  const slow = useSlow(ticket.status === 'loading', ticketId);
  if (ticket.status === 'loading') {
    if (!slow) return <PageLoading />;
    return (
      <Suspense fallback={<PageLoading />}>
        <KeptTicketView key={ticketId} ticketId={ticketId} none={<PageLoading />} />
      </Suspense>
    );
  }
  if (ticket.status === 'error') {
    return (
      <Suspense fallback={<PageLoading />}>
        <KeptTicketView key={ticketId} ticketId={ticketId} error={ticket.error} />
      </Suspense>
    );
  }
  if (!ticket.data) return <LoadError tone="warning">{MESSAGES.ticketNotFound}</LoadError>;
  if (ticket.data.code === 'regist') return <RegistTicketView key={ticketId} initial={ticket.data} />;
  return (
    <InvitationCard ticket={ticket.data}>
      {ticket.data.isClosed ? null : (
        <ButtonLink to={paths.sign.getHref(ticketId)} variant="contained" className={classes.cta}>
          招待を受けてログイン
        </ButtonLink>
      )}
    </InvitationCard>
  );
}

/** Whether `waiting` has lasted KEPT_AFTER_MS (for this ticket). */
function useSlow(waiting: boolean, ticketId: string): boolean {
  const [slowFor, setSlowFor] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlowFor(ticketId), KEPT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ticketId, waiting]);
  return waiting && slowFor === ticketId;
}
