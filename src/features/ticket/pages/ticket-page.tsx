import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { ButtonLink } from '@/components/ui/button';
import { MESSAGES, TICKET_OFFLINE_MESSAGES } from '@/shared/messages';
import { LoadError } from '@/components/load-error';
import { useTicket } from '@/lib/db/tickets/use-ticket';
import { InvitationCard } from '@/components/ticket/invitation-card';
import { RegistTicketView } from '../components/regist-ticket-view';
import { keptTicket, type KeptTicket } from '../kept-ticket';
import classes from '@/components/ticket/ticket.module.css';

/**
 * A read still unanswered after this long, on a venue's weak signal, gives way to the copy kept on
 * the device (docs/venue-mode.md, "Tickets offline"); the read's answer replaces it when it comes.
 */
export const KEPT_AFTER_MS = 4000;

/** /ticket/{ticketId}: an invitation (code 'auth') or a participant's 参加票 (code 'regist'). */
export default function TicketPage() {
  const { ticketId } = useParams() as { ticketId: string };
  const ticket = useTicket(ticketId);
  const kept = useKeptWhenUnanswered(ticketId, ticket.status === 'loading');
  if (ticket.status === 'loading') {
    return kept ? (
      <RegistTicketView key={`kept:${ticketId}`} initial={kept.ticket} kept={kept} />
    ) : (
      <PageLoading />
    );
  }
  if (ticket.status === 'error') return <TicketUnreachable ticketId={ticketId} error={ticket.error} />;
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

/** The kept copy of the ticket once its read has been waited for KEPT_AFTER_MS, else null. */
function useKeptWhenUnanswered(ticketId: string, waiting: boolean): KeptTicket | null {
  const [kept, setKept] = useState<{ ticketId: string; kept: KeptTicket | null } | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setKept({ ticketId, kept: keptTicket(ticketId) }), KEPT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ticketId, waiting]);
  return waiting && kept?.ticketId === ticketId ? kept.kept : null;
}

/**
 * The ticket could not be read: offline at the venue's door, usually. The copy this device kept the
 * last time it showed the ticket, marked with its time; without one, the plain word that the first
 * opening needs a connection.
 */
function TicketUnreachable({ ticketId, error }: { ticketId: string; error: Error }) {
  const [kept] = useState(() => keptTicket(ticketId));
  if (kept) return <RegistTicketView key={`kept:${ticketId}`} initial={kept.ticket} kept={kept} />;
  const unreachable = !navigator.onLine || (error as { code?: unknown }).code === 'unavailable';
  return (
    <LoadError tone="warning">
      {unreachable ? TICKET_OFFLINE_MESSAGES.needsConnection : MESSAGES.loadFailed}
    </LoadError>
  );
}
