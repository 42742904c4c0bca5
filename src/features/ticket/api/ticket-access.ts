import type { Session } from '@/lib/session/session';
import { roleIn } from '@/shared/claims';
import { INDIE_CLUB_ID } from '@/shared/constants';

/**
 * What the ticket page offers the viewer (docs/product.md §5): the participant cancels, staff of the club
 * check in. `wait` until Auth has answered, so staff never see the participant's button flash by.
 * In `indie` nobody has a role: the competition's owner runs it, which only a read can tell.
 */
export type TicketAccess = 'wait' | 'participant' | 'staff' | 'indieOwner?';

export function ticketAccess(session: Session, clubId: string): TicketAccess {
  if (session.status === 'loading') return 'wait';
  if (session.status === 'signedOut') return 'participant';
  if (clubId === INDIE_CLUB_ID) return 'indieOwner?';
  // A super-user without a role in the club is not staff here: the rules let only the club's staff
  // read and check in its registrations.
  return roleIn(session.user.claims, clubId) ? 'staff' : 'participant';
}
