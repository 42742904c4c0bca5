import { enteredDivisionsLine } from '@/shared/entered-divisions';
import type { RegistTicket } from '@/shared/schemas/ticket';

/**
 * 出場する部門 on the 参加票, a row of its facts list: each 部門 by name and, for a ペア 部門, the
 * partner and the pair's state (確認待ち until the partner names this person too, then ペア成立;
 * docs/product.md "Registration, tickets and check-in"). Nothing for a competition without 部門.
 */
export function TicketDivisions({ divisions }: Pick<RegistTicket, 'divisions'>) {
  if (!divisions?.length) return null;
  return (
    <>
      <dt>出場する部門</dt>
      <dd>{enteredDivisionsLine(divisions)}</dd>
    </>
  );
}
