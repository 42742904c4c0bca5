import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicCompeFields } from '@/lib/db/compes/get-public-compe';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { readTicketCompe } from '../api/use-ticket-hall';

// The order form, the engine's checks and the stages' schema: only for a team's captain.
const TeamOrderCards = lazy(() => import('./team-order-cards'));

type TicketForOrders = Pick<RegistTicket, 'id' | 'clubId' | 'compeId' | 'registId' | 'divisions' | 'orders'>;

/**
 * Whether the ticket enters a 団体 部門 of the competition (its fields as read over REST, checked by
 * hand: compeSchema's division kind is the contract).
 */
export function captainsTeam(
  fields: PublicCompeFields | undefined,
  entered: readonly { id: string }[] | undefined,
): boolean {
  const divisions: unknown = fields?.divisions;
  if (!Array.isArray(divisions) || !entered?.length) return false;
  return (divisions as unknown[]).some((item) => {
    if (typeof item !== 'object' || item === null) return false;
    const { id, kind } = item as { id?: unknown; kind?: unknown };
    return kind === 'team' && entered.some((division) => division.id === id);
  });
}

/**
 * The オーダー提出 cards of a team's captain (docs/play.md "Team ties"): the registrant of a 団体
 * 部門 captains the team that entry is (docs/data-model.md). Whether the participant does is read
 * from the competition (the read the match card names its tables with, use-ticket-hall) against
 * the ticket's 部門; only then do the cards' code and the stages' read load. A ticket that holds an
 * order sent is a captain's already.
 */
export default function TicketOrders({ ticket }: { ticket: TicketForOrders }) {
  const sent = Object.keys(ticket.orders ?? {}).length > 0;
  const [captain, setCaptain] = useState<{ compeId: string; is: boolean }>();
  const { compeId, divisions } = ticket;
  useEffect(() => {
    if (sent || !divisions?.length) return;
    let live = true;
    void readTicketCompe(compeId).then((fields) => {
      if (live) setCaptain({ compeId, is: captainsTeam(fields, divisions) });
    });
    return () => {
      live = false;
    };
  }, [compeId, divisions, sent]);
  if (!sent && !(captain?.compeId === compeId && captain.is)) return null;
  return (
    <Suspense fallback={null}>
      <TeamOrderCards ticket={ticket} />
    </Suspense>
  );
}
