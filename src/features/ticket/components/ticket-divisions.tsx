import { Fragment } from 'react';
import { enteredDivisionsLine } from '@/shared/entered-divisions';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { TicketPairRequests } from './ticket-pair-requests';

/**
 * 出場する部門 on the 参加票, a row of its facts list: each 部門 by name and, for a ペア 部門, the
 * partner and the pair's state (確認待ち until the partner names this person too or accepts, then
 * ペア成立; 辞退 when the partner declined; docs/product.md "Registration, tickets and check-in"),
 * then for each 団体 部門 the team this participant registered as its captain (チーム名 and 登録選手),
 * then the ペアの申し込み others made to this participant. Nothing for a competition without 部門.
 */
export function TicketDivisions({
  ticket,
}: {
  ticket: Pick<RegistTicket, 'id' | 'status' | 'divisions' | 'pairRequests' | 'compeCancelled'>;
}) {
  const { divisions } = ticket;
  return (
    <>
      {divisions?.length ? (
        <>
          <dt>出場する部門</dt>
          <dd>{enteredDivisionsLine(divisions)}</dd>
        </>
      ) : null}
      {divisions?.map(({ id, name, team }) =>
        team ? (
          <Fragment key={id}>
            <dt>チーム（{name}）</dt>
            <dd>
              {team.name}
              <br />
              登録選手：{team.members.join('、')}
            </dd>
          </Fragment>
        ) : null,
      )}
      <TicketPairRequests ticket={ticket} />
    </>
  );
}
