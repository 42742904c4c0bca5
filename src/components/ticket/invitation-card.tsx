import type { ReactNode } from 'react';
import type { AuthTicket } from '@/shared/schemas/ticket';
import { formatDate } from '@/shared/date-time';
import { LoadError } from '@/components/load-error';
import classes from './ticket.module.css';

export const ROLE_LABELS = { admin: '管理者', staff: 'スタッフ' } as const;

/** Who invites whom to which club as what (docs/product.md §4). */
export function InvitationCard({ ticket, children }: { ticket: AuthTicket; children?: ReactNode }) {
  return (
    <div className={`paper ${classes.card}`}>
      <span className={classes.overline}>スタッフ招待</span>
      <h2 className={`t-h5 ${classes.title}`}>{ticket.clubName}</h2>
      <dl className={classes.invitation}>
        <dt>招待された方</dt>
        <dd>
          {ticket.receiver}（{ticket.email}）
        </dd>
        <dt>役割</dt>
        <dd>{ROLE_LABELS[ticket.role]}</dd>
        <dt>招待した人</dt>
        <dd>
          {ticket.inviterName}（{formatDate(ticket.createdAt)}）
        </dd>
      </dl>
      {ticket.isClosed ? (
        <div className={classes.closed}>
          <LoadError tone="warning">この招待はすでに使われたか、取り消されています。</LoadError>
        </div>
      ) : null}
      {children}
    </div>
  );
}
