import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/shared/date-time';
import { StatusBadge, type BadgeTone } from '@/components/status-badge';
import { REGIST_STATUS_LABELS, type RegistStatus } from '@/shared/regist-status';
import { MESSAGES } from '@/shared/messages';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { TicketDivisions } from './ticket-divisions';
import { TicketQr } from './ticket-qr';
import classes from '@/components/ticket/ticket.module.css';

const TONES: Record<RegistStatus, BadgeTone> = {
  pending: 'primary',
  accepted: 'success',
  waitlisted: 'warning',
  rejected: 'default',
  cancelled: 'default',
};

/** 参加票: what the participant shows at the venue (docs/product.md). Printed black on white (ticket.module.css). */
export function RegistTicketCard({ ticket }: { ticket: RegistTicket }) {
  const ticketUrl = window.location.origin + paths.ticket.getHref(ticket.id);
  return (
    <article aria-labelledby="ticket-title" className={`paper ${classes.card} ${classes.ticket}`}>
      <span className={classes.overline}>参加票</span>
      <h2 id="ticket-title" className={`t-h5 ${classes.title}`}>
        {ticket.compeTitle}
      </h2>
      <div className={classes.layout}>
        <div>
          <div className={classes.status}>
            <StatusBadge label={REGIST_STATUS_LABELS[ticket.status]} tone={TONES[ticket.status]} />
          </div>
          <dl className={`facts ${classes.facts}`}>
            <dt>お名前</dt>
            <dd>{ticket.name} 様</dd>
            <dt>受付番号</dt>
            <dd style={{ fontWeight: 700, fontSize: '1.25rem' }}>{ticket.number}</dd>
            <dt>日時</dt>
            <dd>
              {formatDate(ticket.eventedAt)} {formatTime(ticket.eventedAt)}〜
            </dd>
            {ticket.venue ? (
              <>
                <dt>会場</dt>
                <dd>{ticket.venue}</dd>
              </>
            ) : null}
            <TicketDivisions ticket={ticket} />
          </dl>
        </div>
        <figure className={classes.figure}>
          <TicketQr url={ticketUrl} />
          <figcaption className={`t-caption t-muted ${classes.caption}`}>{MESSAGES.ticketQrHint}</figcaption>
        </figure>
      </div>
    </article>
  );
}
