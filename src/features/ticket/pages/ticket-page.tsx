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

/** /ticket/{ticketId}: an invitation (code 'auth') or a participant's 参加票 (code 'regist'). */
export default function TicketPage() {
  const { ticketId } = useParams() as { ticketId: string };
  const ticket = useTicket(ticketId);
  if (ticket.status === 'loading') return <PageLoading />;
  if (ticket.status === 'error') return <LoadError />;
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
