import { useState, type ReactNode } from 'react';
import feedback from '@/components/ui/feedback.module.css';
import { LoadError } from '@/components/load-error';
import { formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { TICKET_OFFLINE_MESSAGES } from '@/shared/offline-messages';
import { keptTicket, lastUpdatedAt } from '../kept-ticket';
import { RegistTicketView } from './regist-ticket-view';

/**
 * The 参加票 when its read failed or hangs (docs/venue-mode.md, "Tickets offline"): the copy this
 * device kept the last time it showed the ticket (kept-ticket.ts), marked with the time it was last
 * the server's, until the listener reports. Without a copy: `none` while the read may still answer,
 * else the plain word that the first opening needs a connection. Loaded only then, so the page's
 * first load does not carry it; the worker has it cached like every chunk.
 */
export default function KeptTicketView({
  ticketId,
  error,
  none,
}: {
  ticketId: string;
  /** The read's failure; undefined while it has not answered. */
  error?: Error;
  /** What to show without a copy while the read has not answered. */
  none?: ReactNode;
}) {
  const [kept] = useState(() => keptTicket(ticketId));
  if (kept) {
    const notice = (
      <p
        role="status"
        className={`${feedback.notice} ${feedback.warning} no-print`}
        style={{ maxWidth: 600, margin: '0 auto 16px' }}
      >
        <strong>
          {TICKET_OFFLINE_MESSAGES.lastUpdated.replace('{time}', formatTime(new Date(lastUpdatedAt(kept))))}
        </strong>
        <br />
        {TICKET_OFFLINE_MESSAGES.kept}
      </p>
    );
    return <RegistTicketView initial={kept.ticket} kept={{ notice, eta: kept.eta }} />;
  }
  if (!error) return <>{none}</>;
  const unreachable = !navigator.onLine || (error as { code?: unknown }).code === 'unavailable';
  return (
    <LoadError tone="warning">
      {unreachable ? TICKET_OFFLINE_MESSAGES.needsConnection : MESSAGES.loadFailed}
    </LoadError>
  );
}
